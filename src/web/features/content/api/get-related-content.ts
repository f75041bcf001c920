import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentListResponseSchema, type ContentItem } from '@/domain/api/content';
import { relatedLimit } from '@/domain/content/featured';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/**
 * Up to 12 other items, newest first. A failure is only warned (product rules R11): the
 * watch page then simply has nothing under 'More to watch'.
 */
export async function getRelatedContent(id: string): Promise<ContentItem[]> {
  try {
    const { items } = await apiFetch(`/api/content/${encodeURIComponent(id)}/related`, {
      schema: contentListResponseSchema,
    });
    return items.filter((i) => i.id !== id).slice(0, relatedLimit);
  } catch (error) {
    console.warn('Failed to load related content', error);
    return [];
  }
}

export const relatedContentQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.content.related(id), queryFn: () => getRelatedContent(id) });

export function useRelatedContent(id: string) {
  return useQuery(relatedContentQueryOptions(id));
}
