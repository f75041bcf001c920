import { AppError } from '../http/app-error';
import type { PiDeps } from './pi-deps';

/** Pi is on only when PI_API_KEY is set; otherwise every Pi route answers 503. */
export function requirePiDeps(pi: PiDeps | null): PiDeps {
  if (!pi) throw new AppError('PI_NOT_CONFIGURED', 'Pi payments are not set up on this server.');
  return pi;
}
