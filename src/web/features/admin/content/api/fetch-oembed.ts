import { useMutation } from '@tanstack/react-query';
import { oembedResponseSchema } from '@/domain/api/admin-content';
import { youtubeWatchUrl } from '@/domain/content/youtube-id';
import { apiFetch } from '@/web/lib/api-client';

/** The title, channel and thumbnail of a YouTube video, by its id (admin only). */
export const fetchOembed = (youtubeId: string) =>
  apiFetch(`/api/oembed?url=${encodeURIComponent(youtubeWatchUrl(youtubeId))}`, {
    schema: oembedResponseSchema,
  });

export const useFetchOembed = () => useMutation({ mutationFn: fetchOembed });
