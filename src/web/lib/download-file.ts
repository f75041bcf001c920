import { apiErrorBodySchema } from '@/domain/api-error';
import { ApiError } from './api-client';

/**
 * Fetches a file from the API and hands it to the browser as a download. A fetch (not a
 * plain link) so the request can carry headers such as a bearer admin key; failures come
 * back as the same ApiError as every other call.
 */
export async function downloadFile(path: string, fileName: string, headers: HeadersInit = {}) {
  let response: Response;
  try {
    response = await fetch(path, { headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Server unavailable.');
  }
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => null));
    const { code, message } = parsed.success
      ? parsed.data.error
      : { code: 'HTTP_ERROR', message: `Request failed (status ${response.status})` };
    throw new ApiError(response.status, code, message, response.statusText);
  }
  saveFile(fileName, await response.blob());
}

/** Hands a file the page holds (or built) to the browser as a download. */
export function saveFile(fileName: string, file: Blob) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
