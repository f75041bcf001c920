import { Page } from '@/web/components/ui/page';
import { AdminGuard } from './components/admin-guard';
import { AdminNav } from './components/admin-nav';
import { ContentForm } from './content/components/content-form';

/** Adds a video to the catalogue: a YouTube discovery item or a hosted, rewarding copy. */
export function AdminContentPage() {
  return (
    <Page
      eyebrow="Admin"
      title="Add Content"
      lead="Add videos to the QTN catalogue. YouTube videos are Discovery Only; hosted copies can pay QTT."
    >
      <AdminNav />
      <AdminGuard>
        <div className="max-w-3xl">
          <ContentForm />
        </div>
      </AdminGuard>
    </Page>
  );
}
