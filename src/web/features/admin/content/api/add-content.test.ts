import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { addContent, saveTimeoutMessage } from './add-content';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

const draft = { title: 'T', source_type: 'youtube' as const, youtube_id: 'dQw4w9WgXcQ' };

beforeEach(() => {
  api.mockReset();
});

describe('addContent', () => {
  it('posts the draft and returns the new id', async () => {
    api.mockResolvedValue({ ok: true, id: 'c1' });
    await expect(addContent(draft)).resolves.toEqual({ id: 'c1' });
    const [path, init] = api.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin-add-content');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(draft);
  });

  it("shows the server's message, else the status, else the exception", async () => {
    api.mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'Title is required'));
    await expect(addContent(draft)).rejects.toThrow('Title is required');
    api.mockRejectedValueOnce(new ApiError(502, 'HTTP_ERROR', 'Request failed (status 502)'));
    await expect(addContent(draft)).rejects.toThrow('Failed to save (status 502)');
    api.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'Server unavailable.'));
    await expect(addContent(draft)).rejects.toThrow('Server unavailable.');
    api.mockResolvedValueOnce({ ok: false, error: 'Duplicate entry' });
    await expect(addContent(draft)).rejects.toThrow('Duplicate entry');
  });

  it('gives up after the time-out, aborting the request', async () => {
    let signal: AbortSignal | undefined;
    api.mockImplementation(
      (_path, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new ApiError(0, 'NETWORK', 'Server unavailable.')),
          );
        }),
    );
    await expect(addContent(draft, 20)).rejects.toThrow(saveTimeoutMessage);
    expect(signal?.aborted).toBe(true);
  });
});
