import { Page } from '@/web/components/ui/page';

export function WatchPage() {
  return <Page title="WatchPage" />;
}
