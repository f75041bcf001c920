import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  heartbeatIntervalSeconds,
  isHeartbeatSecond,
  isWatchLogPercent,
  watchLogStepPercent,
} from '@/domain/watch/watch-rules';
import { toast } from '@/web/lib/toast';
import { queryKeys } from '@/web/lib/query-keys';
import { completeWatch } from '../api/complete-watch';
import { logWatchEvent } from '../api/log-watch-event';
import { sendWatchHeartbeat } from '../api/send-watch-heartbeat';
import { startWatch } from '../api/start-watch';
import { formatQtt } from '../lib/format-qtt';
import { pageAttention } from '../lib/page-attention';
import { createWatchAnalytics } from '../lib/watch-analytics';
import { createWatchSession, type PowtApi, type WatchSession } from '../lib/watch-session';

const powtApi: PowtApi = {
  start: startWatch,
  heartbeat: sendWatchHeartbeat,
  complete: completeWatch,
  logWatchEvent,
};

export interface WatchTrackerOptions {
  contentId: string;
  /** Only a signed-in viewer's playback makes PoWT calls (product rules R12). */
  canTrack: boolean;
  /** Used when the player does not know the duration (yet). */
  durationHint?: number | null | undefined;
}

/** What a player reports; both the native and the YouTube player drive these. */
export interface WatchPlayerEvents {
  onPlay(): void;
  onPause(): void;
  onTime(currentSeconds: number, durationSeconds?: number): void;
  onEnded(durationSeconds?: number): void;
}

/** What the server said at the end of a watch: what it paid, or why it paid nothing. */
export type WatchOutcome = { kind: 'paid'; amount: string } | { kind: 'unpaid'; message: string };

export interface WatchTracker extends WatchPlayerEvents {
  /** Whole-percent progress, 0..100; 100 at the end. */
  progress: number;
  isPlaying: boolean;
  /** The server's verified seconds of this session so far (heartbeat answers), never the player's. */
  verifiedSeconds: number;
  /** The last completion's answer; null until a watch completes. */
  outcome: WatchOutcome | null;
}

const usable = (d: number | null | undefined): d is number =>
  d != null && Number.isFinite(d) && d > 0;

/** The player's duration when it knows one, else the item's. */
const pickDuration = (reported: number | undefined, hint: number | null | undefined) =>
  usable(reported) ? reported : hint;

/**
 * Proof of Watch Time for one item (product rules R11, "Watch page"): a session on
 * first play, a heartbeat at each 10th second of play, a watch log at each 10% of
 * progress, and at the end the 100% log, then completion. Each mark is sent once, however
 * many time updates land on it.
 */
export function useWatchTracker({
  contentId,
  canTrack,
  durationHint,
}: WatchTrackerOptions): WatchTracker {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [isPlaying, setPlaying] = useState(false);
  const [verifiedSeconds, setVerifiedSeconds] = useState(0);
  const [outcome, setOutcome] = useState<WatchOutcome | null>(null);

  const canTrackRef = useRef(canTrack);
  const hintRef = useRef(durationHint);
  useEffect(() => {
    canTrackRef.current = canTrack;
    hintRef.current = durationHint;
  }, [canTrack, durationHint]);

  const sessionRef = useRef<WatchSession | null>(null);
  const playingRef = useRef(false);
  const lastHeartbeatRef = useRef<number | null>(null);
  const loggedRef = useRef(new Set<number>());
  const endedRef = useRef(false);
  const analytics = useMemo(() => createWatchAnalytics(contentId), [contentId]);

  const session = useCallback(() => {
    sessionRef.current ??= createWatchSession({
      contentId,
      api: powtApi,
      attention: pageAttention,
      onEarned(amount, source) {
        // A watch log's amount is what this item earned before (an earlier watch): only a
        // completion's credit is news (product rules R5).
        if (source !== 'complete') return;
        toast.success(`Earned ${formatQtt(amount)} QTT!`);
        setOutcome({ kind: 'paid', amount });
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
      },
      onNotice(message) {
        setOutcome({ kind: 'unpaid', message });
        toast.info(message);
      },
      onVerified: setVerifiedSeconds,
    });
    return sessionRef.current;
  }, [contentId, queryClient]);

  const onPlay = useCallback(() => {
    playingRef.current = true;
    endedRef.current = false;
    setPlaying(true);
    analytics.played();
    if (canTrackRef.current && !sessionRef.current?.isOpen) {
      // A new watch: its verified time starts again, and the last answer gives way.
      setVerifiedSeconds(0);
      setOutcome(null);
    }
    if (canTrackRef.current) session().start();
  }, [session, analytics]);

  const onPause = useCallback(() => {
    playingRef.current = false;
    setPlaying(false);
  }, []);

  const onTime = useCallback(
    (current: number, reported?: number) => {
      const duration = pickDuration(reported, hintRef.current);
      if (!usable(duration) || !Number.isFinite(current) || current < 0) return;
      const percent = Math.min(100, Math.floor((current / duration) * 100));
      setProgress(percent);
      // Seeking while paused also fires time updates: only play counts.
      if (!playingRef.current || endedRef.current) return;
      analytics.progressed(percent);
      const second = Math.floor(current);
      const track = canTrackRef.current;
      // Time updates come every ~250 ms (the YouTube poll every 500 ms), so a short video
      // can step over a whole percent: each mark is sent when it is reached or passed.
      const beat = second - (second % heartbeatIntervalSeconds);
      if (isHeartbeatSecond(beat) && lastHeartbeatRef.current !== beat) {
        lastHeartbeatRef.current = beat;
        if (track) session().heartbeat(second);
      }
      const mark = percent - (percent % watchLogStepPercent);
      if (isWatchLogPercent(mark) && !loggedRef.current.has(mark)) {
        loggedRef.current.add(mark);
        if (track) session().log(mark, second);
      }
    },
    [session, analytics],
  );

  const onEnded = useCallback(
    (reported?: number) => {
      playingRef.current = false;
      setPlaying(false);
      setProgress(100);
      if (endedRef.current) return;
      endedRef.current = true;
      analytics.ended();
      // A replay is a new watch: its marks are sent again, in a new session.
      lastHeartbeatRef.current = null;
      loggedRef.current = new Set();
      if (!canTrackRef.current) return;
      const duration = pickDuration(reported, hintRef.current);
      session().log(100, usable(duration) ? Math.floor(duration) : 0);
      session().complete();
    },
    [session, analytics],
  );

  return { progress, isPlaying, verifiedSeconds, outcome, onPlay, onPause, onTime, onEnded };
}
