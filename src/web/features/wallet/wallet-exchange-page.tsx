import { Page } from '@/web/components/ui/page';

export function WalletExchangePage() {
  return <Page title="WalletExchangePage" />;
}
