import { Page } from '@/web/components/ui/page';

export function EarnPage() {
  return <Page title="EarnPage" />;
}
