import { Page } from '@/web/components/ui/page';

export function TermsPage() {
  return <Page title="TermsPage" />;
}
