import { describe, expect, it } from 'vitest';
import { looksLikeYoutubeUrl, parseYoutubeId } from './youtube-id';

describe('parseYoutubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/jNQXAC9IVRw', 'jNQXAC9IVRw'],
    ['https://youtu.be/jNQXAC9IVRw?t=3', 'jNQXAC9IVRw'],
    ['https://www.youtube.com/shorts/jNQXAC9IVRw', 'jNQXAC9IVRw'],
    ['https://www.youtube-nocookie.com/embed/jNQXAC9IVRw', 'jNQXAC9IVRw'],
  ])('reads %s', (url, id) => expect(parseYoutubeId(url)).toBe(id));

  it.each([
    'not a url',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be/',
    'https://vimeo.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ<script>',
  ])('refuses %s', (url) => expect(parseYoutubeId(url)).toBeNull());

  it('tells YouTube links from others', () => {
    expect(looksLikeYoutubeUrl('https://youtu.be/jNQXAC9IVRw')).toBe(true);
    expect(looksLikeYoutubeUrl('/media/demo/a.webm')).toBe(false);
    expect(looksLikeYoutubeUrl(null)).toBe(false);
  });
});
