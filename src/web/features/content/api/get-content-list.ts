import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentListResponseSchema, type ContentItem } from '@/domain/api/content';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

/** All content, newest first. */
export async function getContentList(): Promise<ContentItem[]> {
  const { items } = await apiFetch('/api/content', { schema: contentListResponseSchema });
  return items;
}

export const contentListQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.content.list(), queryFn: getContentList });

export function useContentList() {
  return useQuery(contentListQueryOptions());
}
