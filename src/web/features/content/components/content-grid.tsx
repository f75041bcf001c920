import type { ContentItem } from '@/domain/api/content';
import { ContentCard } from './content-card';

export const contentGridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ContentGrid({ items }: { items: ContentItem[] }) {
  return (
    <ul className={contentGridClass}>
      {items.map((item) => (
        <li key={item.id} className="flex">
          <ContentCard item={item} className="w-full" />
        </li>
      ))}
    </ul>
  );
}
