import { Page } from '@/web/components/ui/page';

export function HomePage() {
  return <Page title="HomePage" />;
}
