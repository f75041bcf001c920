import { useParams } from 'react-router';
import { ComingSoon } from '@/web/components/ui/coming-soon';

export function WatchPage() {
  const { id } = useParams();
  return (
    <ComingSoon
      eyebrow="Proof of Watch Time"
      title="Watch & Earn"
      lead="Proof of Watch Time credits QTT for viewing the server can verify: time with the player visible and in focus, never a tab left open."
      bullets={[
        'Plays the video, from YouTube or hosted on QTN, with its creator, reward and length.',
        'Shows your progress as you watch, counted only while the player is visible and focused.',
        "Pays a reward-eligible video's QTT once, when you have watched 90% of it.",
        'Suggests up to 12 more videos to watch next.',
      ]}
    >
      {id && (
        <p className="mt-5 truncate text-xs text-slate-500">
          Video requested: <code className="text-slate-400">{id}</code>
        </p>
      )}
    </ComingSoon>
  );
}
