/**
 * Failed sign-ins counted per account (email or username), on top of the per-IP limits:
 * after `max` failures inside `windowMs` the account refuses attempts until the window
 * moves on, whoever tries. ASVS L2 asks for at most 100 failures an hour per account.
 */
export interface AccountLockout {
  isLocked(identifier: string): boolean;
  recordFailure(identifier: string): void;
  recordSuccess(identifier: string): void;
}

export function createAccountLockout({
  max = 10,
  windowMs = 15 * 60_000,
  now = Date.now,
}: { max?: number; windowMs?: number; now?: () => number } = {}): AccountLockout {
  const failures = new Map<string, number[]>();
  const key = (identifier: string) => identifier.trim().toLowerCase();
  const recent = (k: string) => (failures.get(k) ?? []).filter((t) => now() - t < windowMs);

  return {
    isLocked: (identifier) => recent(key(identifier)).length >= max,
    recordFailure(identifier) {
      const k = key(identifier);
      failures.set(k, [...recent(k), now()]);
      if (failures.size > 50_000) failures.delete(failures.keys().next().value as string);
    },
    recordSuccess: (identifier) => void failures.delete(key(identifier)),
  };
}
