import { analyticsSettings } from '@/domain/analytics/analytics-rules';

export const sessionStorageKey = 'qtn_analytics_session';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The analytics session: an id kept in local storage with the time of its last event, so
 * every tab shares it; after 30 minutes without an event a new one starts. Without
 * storage (private mode, blocked) the session lives in memory only.
 */
export function createAnalyticsSession(storage: Store | null, newId: () => string) {
  let memory: { id: string; last: number } | null = null;
  const read = () => {
    try {
      const raw = storage?.getItem(sessionStorageKey);
      const v = raw ? (JSON.parse(raw) as { id?: unknown; last?: unknown }) : null;
      if (typeof v?.id === 'string' && typeof v.last === 'number')
        return { id: v.id, last: v.last };
    } catch {
      // Unreadable storage: fall back to memory.
    }
    return memory;
  };
  return {
    /** The session for an event at `at`, renewed when the last event is too long ago. */
    touch(at: number): string {
      const current = read();
      const id =
        current && at - current.last < analyticsSettings.sessionIdleMs ? current.id : newId();
      memory = { id, last: Math.max(at, current?.id === id ? current.last : 0) };
      try {
        storage?.setItem(sessionStorageKey, JSON.stringify(memory));
      } catch {
        // Full or blocked storage: memory keeps the session for this tab.
      }
      return id;
    },
  };
}
