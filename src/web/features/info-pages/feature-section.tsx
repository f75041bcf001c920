import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconBadge, type IconTone } from './icon-card';
import { SectionHeading } from './section-heading';

/** One feature on the Features page: the story on the left, the figures on the right. */
export function FeatureSection({
  id,
  icon,
  tone,
  eyebrow,
  title,
  lead,
  children,
  aside,
}: {
  id: string;
  icon: LucideIcon;
  tone?: IconTone;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
  aside: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      // Keeps the heading clear of the sticky site header when reached through a #hash link.
      className="grid scroll-mt-24 gap-8 border-t border-white/10 py-14 sm:py-20 lg:grid-cols-2 lg:gap-14"
    >
      <div className="min-w-0">
        <IconBadge icon={icon} tone={tone} />
        <SectionHeading
          id={`${id}-title`}
          eyebrow={eyebrow}
          title={title}
          lead={lead}
          className="mt-5"
        />
        {children && <div className="mt-6">{children}</div>}
      </div>
      <div className="min-w-0 lg:pt-16">{aside}</div>
    </section>
  );
}
