import { ExternalLink } from 'lucide-react';
import { buttonClass, type ButtonVariant } from '@/web/components/ui/button-styles';

/** 'Open on YouTube', in a new tab. */
export function OpenOnYoutube({
  href,
  variant = 'secondary',
}: {
  href: string;
  variant?: ButtonVariant;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass(variant, 'sm')}>
      <ExternalLink className="size-4" aria-hidden />
      Open on YouTube
    </a>
  );
}
