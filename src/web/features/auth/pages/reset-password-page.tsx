import { Page } from '@/web/components/ui/page';

export function ResetPasswordPage() {
  return <Page title="ResetPasswordPage" />;
}
