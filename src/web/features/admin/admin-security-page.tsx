import { Page } from '@/web/components/ui/page';

export function AdminSecurityPage() {
  return <Page title="AdminSecurityPage" />;
}
