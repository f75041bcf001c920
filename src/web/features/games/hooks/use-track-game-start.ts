import { useEffect, useRef } from 'react';
import { track } from '@/web/lib/analytics/track';

/** A game_start when a game that starts on load mounts (once, StrictMode or not). */
export function useTrackGameStart(gameId: string) {
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    track('game_start', { gameId });
  }, [gameId]);
}
