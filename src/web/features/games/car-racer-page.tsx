import { Page } from '@/web/components/ui/page';

export function CarRacerPage() {
  return <Page title="CarRacerPage" />;
}
