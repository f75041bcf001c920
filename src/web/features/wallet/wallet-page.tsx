import { Page } from '@/web/components/ui/page';

export function WalletPage() {
  return <Page title="WalletPage" />;
}
