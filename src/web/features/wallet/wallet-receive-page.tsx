import { Page } from '@/web/components/ui/page';

export function WalletReceivePage() {
  return <Page title="WalletReceivePage" />;
}
