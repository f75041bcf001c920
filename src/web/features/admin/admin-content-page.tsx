import { Page } from '@/web/components/ui/page';

export function AdminContentPage() {
  return <Page title="AdminContentPage" />;
}
