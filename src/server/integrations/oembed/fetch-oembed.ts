import type { OembedResponse } from '@/domain/api/admin-content';
import { parseYoutubeId, youtubeWatchUrl } from '@/domain/content/youtube-id';
import { AppError } from '../../http/app-error';

const timeoutMs = 5000;

/**
 * YouTube metadata through the configured oEmbed provider. Only YouTube watch URLs are
 * forwarded (rebuilt from the id), so the endpoint cannot be used to reach other hosts.
 */
export async function fetchOembed(providerUrl: string, input: string): Promise<OembedResponse> {
  const id = parseYoutubeId(input);
  if (!id) throw new AppError('VALIDATION_FAILED', 'Could not parse YouTube ID');
  const url = new URL(providerUrl);
  url.searchParams.set('url', youtubeWatchUrl(id));
  url.searchParams.set('format', 'json');
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? 'timed out' : 'provider unreachable';
    throw new AppError('OEMBED_FAILED', reason);
  }
  if (!response.ok) throw new AppError('OEMBED_FAILED', `provider answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as Partial<OembedResponse> | null;
  if (!body || typeof body.title !== 'string')
    throw new AppError('OEMBED_FAILED', 'provider sent no title');
  return {
    title: body.title,
    author_name: typeof body.author_name === 'string' ? body.author_name : '',
    thumbnail_url: typeof body.thumbnail_url === 'string' ? body.thumbnail_url : '',
  };
}
