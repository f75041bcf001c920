import { Maximize2, LogOut } from 'lucide-react';
import { embeddedSecondsPerQtt, formatRaceTime } from '@/domain/games/timed/timed-rules';
import { Button } from '@/web/components/ui/button';
import { SignInToEarn } from '../components/sign-in-to-earn';

/** Beside the game: what it is, how it earns, the verified counter, Fullscreen and Exit. */
export function PlayInfoPanel(o: {
  title: string;
  maxReward: number;
  canEarn: boolean;
  earned: number;
  verifiedSeconds: number;
  hint: string | null;
  exiting: boolean;
  onFullscreen: () => void;
  onExit: () => void;
}) {
  return (
    <aside className="flex flex-col gap-4 rounded-2xl bg-ink-800/80 p-4 ring-1 ring-white/10">
      <div>
        <h2 className="text-xl font-bold text-white">{o.title}</h2>
        <p className="mt-1 text-sm text-slate-400">
          How to earn: 1 QTT for every {embeddedSecondsPerQtt} seconds you play with the game in
          view, up to {o.maxReward} QTT.
        </p>
      </div>
      {o.canEarn ? (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-xl bg-white/5 p-3">
            <dt className="text-slate-400">QTT earned</dt>
            <dd className="text-2xl font-bold text-accent-300">
              <output aria-label="QTT earned" aria-live="polite">
                {o.earned} QTT
              </output>
            </dd>
          </div>
          <div className="rounded-xl bg-white/5 p-3">
            <dt className="text-slate-400">Verified time</dt>
            <dd className="text-2xl font-bold text-white">
              <output aria-label="Verified time">{formatRaceTime(o.verifiedSeconds)}</output>
            </dd>
          </div>
        </dl>
      ) : (
        <SignInToEarn stacked />
      )}
      {o.hint && <p className="text-sm text-slate-300">{o.hint}</p>}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" onClick={o.onFullscreen}>
          <Maximize2 className="size-4" aria-hidden />
          Fullscreen
        </Button>
        <Button variant="danger" onClick={o.onExit} disabled={o.exiting}>
          <LogOut className="size-4" aria-hidden />
          Exit
        </Button>
      </div>
    </aside>
  );
}
