import { Page } from '@/web/components/ui/page';

export function ContentPage() {
  return <Page title="ContentPage" />;
}
