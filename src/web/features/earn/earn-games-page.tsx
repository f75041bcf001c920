import { Page } from '@/web/components/ui/page';

export function EarnGamesPage() {
  return <Page title="EarnGamesPage" />;
}
