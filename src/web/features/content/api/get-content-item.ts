import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentItemSchema, type ContentItem } from '@/domain/api/content';
import { apiFetch, hasErrorCode } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

export function getContentItem(id: string): Promise<ContentItem> {
  return apiFetch(`/api/content/${encodeURIComponent(id)}`, { schema: contentItemSchema });
}

export const contentItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.content.item(id),
    queryFn: () => getContentItem(id),
    // A missing item stays missing: asking again only delays 'Content not found.'
    retry: (count, error) => !hasErrorCode(error, 'NOT_FOUND') && count < 1,
  });

export function useContentItem(id: string) {
  return useQuery(contentItemQueryOptions(id));
}
