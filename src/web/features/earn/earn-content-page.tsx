import { Page } from '@/web/components/ui/page';

export function EarnContentPage() {
  return <Page title="EarnContentPage" />;
}
