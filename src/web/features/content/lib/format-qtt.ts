import { parseQtt, unitsToDecimal } from '@/domain/money/qtt';

/** A decimal QTT amount as the messages show it: '5', '0.5', '1,250' (exact, never rounded). */
export function formatQtt(amount: string): string {
  let units: bigint;
  try {
    units = parseQtt(amount);
  } catch {
    return amount;
  }
  const [whole = '0', fraction] = unitsToDecimal(units).split('.');
  const grouped = BigInt(whole).toLocaleString('en-US');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** True for a decimal amount above zero ('0.01'); false for '0' or anything unreadable. */
export function isPositiveQtt(amount: string): boolean {
  try {
    return parseQtt(amount) > 0n;
  } catch {
    return false;
  }
}

/** 'Reward Eligible • {n} QTT' or the given fallback ('Discovery Only', 'Discovery'). */
export function rewardLabel(
  item: { reward_eligible: boolean; qtt_reward: string },
  discovery: string,
) {
  return item.reward_eligible ? `Reward Eligible • ${formatQtt(item.qtt_reward)} QTT` : discovery;
}
