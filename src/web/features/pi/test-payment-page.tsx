import { Page } from '@/web/components/ui/page';

export function TestPaymentPage() {
  return <Page title="TestPaymentPage" />;
}
