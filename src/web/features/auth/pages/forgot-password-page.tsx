import { Page } from '@/web/components/ui/page';

export function ForgotPasswordPage() {
  return <Page title="ForgotPasswordPage" />;
}
