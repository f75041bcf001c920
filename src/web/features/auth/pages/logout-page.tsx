import { Page } from '@/web/components/ui/page';

export function LogoutPage() {
  return <Page title="LogoutPage" />;
}
