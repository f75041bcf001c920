import { parseQtt } from '@/domain/money/qtt';

/** The browser's copy of the last balance the server reported (product rules R11). */
export const localBalanceKey = 'qtt_balance';

export function rememberBalance(balance: string) {
  try {
    localStorage.setItem(localBalanceKey, balance);
  } catch {
    // Storage can be full or disabled (private mode); local mode then shows 0.
  }
}

/** The last known balance as a decimal string, or '0' when none (or a tampered one) is stored. */
export function readLocalBalance(): string {
  try {
    const stored = localStorage.getItem(localBalanceKey);
    if (stored === null) return '0';
    parseQtt(stored);
    return stored;
  } catch {
    return '0';
  }
}
