import { Page } from '@/web/components/ui/page';

export function GamePage() {
  return <Page title="GamePage" />;
}
