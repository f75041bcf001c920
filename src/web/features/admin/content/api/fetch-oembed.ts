import { useMutation } from '@tanstack/react-query';
import type { OembedResponse } from '@/domain/api/admin-content';
import { youtubeWatchUrl } from '@/domain/content/youtube-id';
import { apiFetch } from '@/web/lib/api-client';

/** The title, channel and thumbnail of a YouTube video, by its id (admin only). */
export const fetchOembed = (youtubeId: string) =>
  apiFetch<OembedResponse>(`/api/oembed?url=${encodeURIComponent(youtubeWatchUrl(youtubeId))}`);

export const useFetchOembed = () => useMutation({ mutationFn: fetchOembed });
