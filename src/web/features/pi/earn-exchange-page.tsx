import { Page } from '@/web/components/ui/page';

export function EarnExchangePage() {
  return <Page title="EarnExchangePage" />;
}
