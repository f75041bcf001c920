const idPattern = /^[\w-]{11}$/;

/**
 * The YouTube id from a watch URL's `v` parameter or a short link's path
 * (youtu.be/{id}); null when it cannot be read ('Could not parse YouTube ID').
 */
export function parseYoutubeId(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v');
    if (!id) {
      const [, kind, rest] = url.pathname.split('/');
      if (kind === 'embed' || kind === 'shorts' || kind === 'live') id = rest ?? null;
    }
  }
  return id && idPattern.test(id) ? id : null;
}

export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** True for links the watch page should play in the YouTube player. */
export const looksLikeYoutubeUrl = (url: string | null | undefined) =>
  !!url && parseYoutubeId(url) !== null;
