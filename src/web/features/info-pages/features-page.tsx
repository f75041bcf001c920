import { Page } from '@/web/components/ui/page';

export function FeaturesPage() {
  return <Page title="FeaturesPage" />;
}
