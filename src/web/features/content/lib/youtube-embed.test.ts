import { describe, expect, it } from 'vitest';
import { parseYoutubeMessage, youtubeCommand, youtubeEmbedUrl } from './youtube-embed';

describe('the YouTube player messages', () => {
  it('builds the nocookie embed address with its API on for this page', () => {
    const url = new URL(youtubeEmbedUrl('a b', 'https://qtn.example'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/a%20b');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('https://qtn.example');
    expect(JSON.parse(youtubeCommand('i', 'playVideo'))).toEqual({
      event: 'command',
      func: 'playVideo',
      args: [],
      id: 'i',
      channel: 'widget',
    });
  });

  it('reads the player events the page uses', () => {
    const read = (m: unknown) => parseYoutubeMessage(JSON.stringify(m));
    expect(read({ event: 'onReady', info: null })).toEqual({ event: 'onReady' });
    expect(read({ event: 'onStateChange', info: 2 })).toEqual({ event: 'onStateChange', state: 2 });
    expect(read({ event: 'onError', info: 150 })).toEqual({ event: 'onError', code: 150 });
    expect(
      read({ event: 'infoDelivery', info: { currentTime: 3.5, duration: 20, playerState: 1 } }),
    ).toEqual({ event: 'infoDelivery', currentTime: 3.5, duration: 20, state: 1 });
    expect(read({ event: 'initialDelivery', info: { duration: 20 } })).toEqual({
      event: 'infoDelivery',
      duration: 20,
    });
  });

  it.each([
    [{ not: 'json' }],
    ['{'],
    ['null'],
    ['"text"'],
    [JSON.stringify({ event: 'onStateChange', info: 'x' })],
    [JSON.stringify({ event: 'infoDelivery', info: { currentTime: 'NaN' } })],
    [JSON.stringify({ event: 'somethingElse' })],
    ['x'.repeat(200_000)],
  ])('ignores %j', (data) => {
    const parsed = parseYoutubeMessage(data);
    if (parsed?.event === 'infoDelivery') expect(parsed).toEqual({ event: 'infoDelivery' });
    else expect(parsed).toBeNull();
  });
});
