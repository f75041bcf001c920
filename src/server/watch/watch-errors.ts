import { AppError } from '../http/app-error';

export const watchErrors = {
  invalid: () =>
    new AppError('WATCH_SESSION_INVALID', 'This watch session is not valid or has expired.'),
  notYours: () =>
    new AppError('WATCH_SESSION_FORBIDDEN', 'This watch session belongs to another sign-in.'),
  used: () =>
    new AppError('WATCH_HANDLE_USED', 'This watch handle was already used; use the newest one.'),
};
