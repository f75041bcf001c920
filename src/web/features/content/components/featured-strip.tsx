import { Sparkles } from 'lucide-react';
import type { ContentItem } from '@/domain/api/content';
import { ContentCard } from './content-card';

/** Up to 8 items (featuredContent order), scrolled sideways on every screen size. */
export function FeaturedStrip({ items }: { items: ContentItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="featured-title" className="mb-10">
      <h2
        id="featured-title"
        className="mb-4 flex items-center gap-2 text-xl font-semibold text-white"
      >
        <Sparkles className="size-5 text-accent-400" aria-hidden />
        Featured
      </h2>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0">
        {items.map((item, index) => (
          <li key={item.id} className="w-64 shrink-0 snap-start sm:w-72">
            {/* The first card's image is the page's largest paint on a phone. */}
            <ContentCard item={item} className="h-full" priority={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
