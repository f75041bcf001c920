import { Page } from '@/web/components/ui/page';

export function GamesPage() {
  return <Page title="GamesPage" />;
}
