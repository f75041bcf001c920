import { Page } from '@/web/components/ui/page';

export function PrivacyPage() {
  return <Page title="PrivacyPage" />;
}
