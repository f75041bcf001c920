import { Page } from '@/web/components/ui/page';

export function AboutPage() {
  return <Page title="AboutPage" />;
}
