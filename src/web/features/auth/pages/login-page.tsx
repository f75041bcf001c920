import { Page } from '@/web/components/ui/page';

export function LoginPage() {
  return <Page title="LoginPage" />;
}
