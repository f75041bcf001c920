import { Page } from '@/web/components/ui/page';

export function WalletSendPage() {
  return <Page title="WalletSendPage" />;
}
