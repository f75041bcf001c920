import { Page } from '@/web/components/ui/page';

export function AdminTransactionsPage() {
  return <Page title="AdminTransactionsPage" />;
}
