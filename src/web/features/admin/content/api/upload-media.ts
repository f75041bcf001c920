import { apiErrorBodySchema } from '@/domain/api-error';
import { ApiError } from '@/web/lib/api-client';

export type MediaKind = 'video' | 'image';

/** What POST /api/admin/media takes, by kind; the server checks again. */
export const mediaKinds: Record<MediaKind, { types: string[]; wrongType: string }> = {
  video: { types: ['video/mp4', 'video/webm'], wrongType: 'Choose an MP4 or WebM video.' },
  image: {
    types: ['image/jpeg', 'image/png', 'image/webp'],
    wrongType: 'Choose a JPEG, PNG or WebP image.',
  },
};

/**
 * Uploads a file's bytes as the raw body and resolves to the URL it is served at.
 * XMLHttpRequest rather than apiFetch, because fetch cannot report upload progress;
 * failures are the same ApiError apiFetch throws.
 */
export function uploadMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.setRequestHeader('content-type', file.type);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const url = (body as { url?: unknown } | null)?.url;
        if (typeof url === 'string') resolve({ url });
        else reject(new ApiError(xhr.status, 'HTTP_ERROR', 'The server did not return a URL.'));
        return;
      }
      const parsed = apiErrorBodySchema.safeParse(body);
      reject(
        parsed.success
          ? new ApiError(xhr.status, parsed.data.error.code, parsed.data.error.message)
          : new ApiError(xhr.status, 'HTTP_ERROR', `Upload failed (status ${xhr.status})`),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Server unavailable.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'Upload cancelled.'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
