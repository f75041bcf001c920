import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentItem, ContentListResponse } from '@/domain/api/content';
import { apiFetch } from '@/web/lib/api-client';
import { contentKey } from './content-keys';

/** All content, newest first. */
export async function getContentList(): Promise<ContentItem[]> {
  const { items } = await apiFetch<ContentListResponse>('/api/content');
  return items;
}

export const contentListQueryOptions = () =>
  queryOptions({ queryKey: [...contentKey, 'list'], queryFn: getContentList });

export function useContentList() {
  return useQuery(contentListQueryOptions());
}
