import { useEffect, useState } from 'react';
import { serverNowAt } from '../lib/server-clock';

const tickMs = 30_000;

/** The server's clock, ticking every 30 s so countdowns and progress move while the page is open. */
export function useServerNow(serverNow: string | undefined, receivedAt: number): Date {
  const [clientNow, setClientNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setClientNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, []);
  const now = Math.max(clientNow, receivedAt);
  return serverNow ? serverNowAt(serverNow, receivedAt, now) : new Date(now);
}
