import { vaultMultiplierTiers } from '@/domain/constants';

/** Derived from the tier table so the pages never disagree with it. */
export const topVaultMultiplier = Math.max(...vaultMultiplierTiers.map((t) => t.multiplier));
export const shortestLockDays = Math.min(...vaultMultiplierTiers.map((t) => t.fromDays));
export const longestLockDays = Math.max(...vaultMultiplierTiers.map((t) => t.toDays));
