import { ComingSoon } from '@/web/components/ui/coming-soon';

export function AdminContentPage() {
  return (
    <ComingSoon
      eyebrow="Admin"
      title="Add Content"
      lead="Add videos to the QTN catalogue."
      bullets={[
        'A form for the title, creator, thumbnail, source, description and duration.',
        "Fetch a YouTube video's title, creator and thumbnail from its link.",
        'Hosted videos can pay a QTT reward; YouTube videos are Discovery Only.',
        'Save the draft straight to the catalogue.',
      ]}
    />
  );
}
