export * from './app-meta';
export * from './auth';
