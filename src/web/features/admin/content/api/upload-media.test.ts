import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { uploadMedia } from './upload-media';

/** Just enough of XMLHttpRequest to answer one upload. */
class FakeXhr {
  static last: FakeXhr | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request');
  return FakeXhr.last;
};

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('uploadMedia', () => {
  const file = new File(['bytes'], 'clip.webm', { type: 'video/webm' });

  it('sends the raw bytes with their type, reports progress and returns the URL', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const done = uploadMedia(file, progress);
    expect(xhr().method).toBe('POST');
    expect(xhr().url).toBe('/api/admin/media');
    expect(xhr().headers['content-type']).toBe('video/webm');
    expect(xhr().body).toBe(file);
    xhr().upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    expect(progress).toHaveBeenCalledWith(0.25);
    xhr().answer(201, JSON.stringify({ url: '/media/uploads/a.webm' }));
    await expect(done).resolves.toEqual({ url: '/media/uploads/a.webm' });
  });

  it("fails with the server's message, or the status when there is none", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = uploadMedia(file, () => undefined);
    xhr().answer(
      415,
      JSON.stringify({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'MP4 or WebM only.' } }),
    );
    await expect(refused).rejects.toEqual(
      new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'MP4 or WebM only.'),
    );
    const missing = uploadMedia(file, () => undefined);
    xhr().answer(404, 'Not Found');
    await expect(missing).rejects.toThrow('Upload failed (status 404)');
  });
});
