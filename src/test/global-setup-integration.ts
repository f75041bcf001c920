import type { TestProject } from 'vitest/node';
import {
  dropPostgresTemplate,
  makePgliteTemplateFile,
  makePostgresTemplate,
  removePgliteTemplateFile,
  type DatabaseTemplates,
} from './database-templates';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- vitest's declared seam
  export interface ProvidedContext extends DatabaseTemplates {}
}

/** Once per integration run, before any test file: the migrated database every test copies. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = await makePostgresTemplate(adminUrl);
    project.provide('postgresTemplate', name);
    return () => dropPostgresTemplate(adminUrl, name);
  }
  const file = await makePgliteTemplateFile();
  project.provide('pgliteTemplateFile', file);
  return () => removePgliteTemplateFile(file);
}
