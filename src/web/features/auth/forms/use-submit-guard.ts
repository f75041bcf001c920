import { useCallback, useEffect, useRef, useState } from 'react';

/** A submit this soon after the previous one is ignored (product rules R11). */
export const submitDebounceMs = 1200;

/**
 * Runs a form's server call at most once at a time, and ignores a submit within 1.2 s of
 * the previous one. `later` schedules a step (closing, switching tabs) that is dropped if
 * the form goes away first.
 */
export function useSubmitGuard() {
  const running = useRef(false);
  const lastStart = useRef(Number.NEGATIVE_INFINITY);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const guard = useCallback(async (task: () => Promise<void>) => {
    const now = Date.now();
    if (running.current || now - lastStart.current < submitDebounceMs) return;
    running.current = true;
    lastStart.current = now;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  /** The next submit is a new request (a new step of the form): it need not wait. */
  const rearm = useCallback(() => {
    lastStart.current = Number.NEGATIVE_INFINITY;
  }, []);

  const later = useCallback((step: () => void, ms: number) => {
    timers.current.push(setTimeout(step, ms));
  }, []);

  return { busy, guard, later, rearm };
}
