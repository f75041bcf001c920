import { Page } from '@/web/components/ui/page';

export function SignupPage() {
  return <Page title="SignupPage" />;
}
