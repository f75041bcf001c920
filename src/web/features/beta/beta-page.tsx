import { Page } from '@/web/components/ui/page';

export function BetaPage() {
  return <Page title="BetaPage" />;
}
