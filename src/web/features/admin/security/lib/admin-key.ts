import { useCallback, useState } from 'react';

/** Where the browser keeps the Security Center's admin key (product rules R11). */
export const adminKeyStorageKey = 'securityAdminKey';

// Storage can be refused (private modes, blocked cookies): the key then lives for the visit.
export function readAdminKey(): string | null {
  try {
    return localStorage.getItem(adminKeyStorageKey) || null;
  } catch {
    return null;
  }
}

function writeAdminKey(key: string | null) {
  try {
    if (key) localStorage.setItem(adminKeyStorageKey, key);
    else localStorage.removeItem(adminKeyStorageKey);
  } catch {
    // Kept in memory only; see above.
  }
}

/** The stored admin key, and the Save and Forget actions. Save refuses an empty key. */
export function useAdminKey() {
  const [key, setKey] = useState(readAdminKey);
  const save = useCallback((input: string) => {
    const next = input.trim();
    if (!next) return false;
    writeAdminKey(next);
    setKey(next);
    return true;
  }, []);
  const forget = useCallback(() => {
    writeAdminKey(null);
    setKey(null);
  }, []);
  return { key, save, forget };
}
