// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadYoutubeApi, youtubeApiUrl } from './load-youtube-api';
import type { YoutubeWindow } from './youtube-types';

const w = window as YoutubeWindow;
const script = () => document.querySelector(`script[src="${youtubeApiUrl}"]`);

afterEach(() => {
  vi.useRealTimers();
  delete w.YT;
  delete w.onYouTubeIframeAPIReady;
  document.head.replaceChildren();
});

describe('loadYoutubeApi', () => {
  it('resolves when YouTube says the API is ready', async () => {
    const loading = loadYoutubeApi(1000);
    expect(script()).not.toBeNull();
    const api = { Player: vi.fn() };
    w.YT = api;
    w.onYouTubeIframeAPIReady?.();
    await expect(loading).resolves.toBe(api);
    // Loaded once: later calls reuse it.
    await expect(loadYoutubeApi()).resolves.toBe(api);
  });

  it('gives up after the time-out, removes the script and may try again', async () => {
    vi.useFakeTimers();
    const loading = loadYoutubeApi(8000);
    vi.advanceTimersByTime(8000);
    await expect(loading).rejects.toThrow('YouTube player timed out');
    expect(script()).toBeNull();
    void loadYoutubeApi(8000).catch(() => {});
    expect(script()).not.toBeNull();
    vi.advanceTimersByTime(8000);
  });

  it('fails when the script cannot load', async () => {
    const loading = loadYoutubeApi(1000);
    script()?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('YouTube player failed to load');
  });
});
