import { useEffect, useRef, useState } from 'react';
import { log } from '@/web/lib/live-log';
import { CreditsOverlay } from './credits-overlay';
import { playArpeggio } from './play-arpeggio';
import { useKonamiCode } from './use-konami-code';

/** How long the credits stay up (product rules R11: "Easter egg shown 5 s"). */
export const easterEggDurationMs = 5000;

/** Up, up, down, down, left, right, left, right, B, A: a sound and the founders' credits. */
export function EasterEgg() {
  // 0 while hidden; each showing gets a new id so a repeat restarts the timer and the pop.
  const [showId, setShowId] = useState(0);
  const lastId = useRef(0);

  useKonamiCode(() => {
    playArpeggio();
    log.info('Easter egg found: showing the credits');
    lastId.current += 1;
    setShowId(lastId.current);
  });

  useEffect(() => {
    if (showId === 0) return;
    const timer = setTimeout(() => setShowId(0), easterEggDurationMs);
    return () => clearTimeout(timer);
  }, [showId]);

  if (showId === 0) return null;
  return (
    <CreditsOverlay key={showId} durationMs={easterEggDurationMs} onClose={() => setShowId(0)} />
  );
}
