/** Business constants (docs/product-rules.md), shared by server and web. */

/** 1 Pi = 20 QTT, so 1 QTT = 0.05 Pi. */
export const qttPerPi = 20;
export const piPerQtt = 0.05;
/** Shown on the placeholder pages only; QTT has no guaranteed monetary value. */
export const usdPerQtt = 0.025;

/** Proof of Watch Time pays 0.01 QTT per second of verified watch time. */
export const watchRateQttPerSecond = 0.01;

export const vaultMinimumQtt = 10;
export const vaultEarlyWithdrawalPenaltyPercent = 15;
export const eliteStakerThresholdQtt = 1337;
export const vaultDurationPresetsDays = [7, 30, 90, 180] as const;
export const vaultDefaultDurationDays = 30;
export const vaultDurationRangeDays = { min: 7, max: 365 } as const;
/**
 * The share of the reward pool's free balance one member's open vaults may reserve, in basis
 * points (docs/decisions/035-reservation-cap.md): the server's default
 * (VAULT_RESERVE_SHARE_BPS) and the vault contract's at deployment.
 */
export const vaultReserveShareDefaultBps = 1_000;

/**
 * Off-chain multiplier by lock duration (product rules R3): the one table the vault maths and
 * every page read. `multiplierBps` is exact (1.1× is 11000); `multiplier` is for display.
 */
export const vaultMultiplierTiers = [
  { fromDays: 7, toDays: 29, multiplierBps: 11_000, multiplier: 1.1 },
  { fromDays: 30, toDays: 89, multiplierBps: 12_000, multiplier: 1.2 },
  { fromDays: 90, toDays: 179, multiplierBps: 15_000, multiplier: 1.5 },
  { fromDays: 180, toDays: 365, multiplierBps: 20_000, multiplier: 2.0 },
] as const;

/** The date the privacy policy and terms were last updated. */
export const legalLastUpdated = 'April 14, 2025';

/**
 * On-chain multiplier by lock duration in basis points (product rules R4): the contract's table,
 * which is also the mock mode's table at the presets. Every duration from 7 to 365 days
 * falls in exactly one tier.
 */
export const onchainMultiplierTiers = [
  { fromDays: 7, toDays: 29, multiplierBps: 10_500 },
  { fromDays: 30, toDays: 89, multiplierBps: 11_500 },
  { fromDays: 90, toDays: 179, multiplierBps: 13_500 },
  { fromDays: 180, toDays: 365, multiplierBps: 16_000 },
] as const;

/** Mock mode (product rules R4): the preset table, anything else 1.0×. */
export const mockMultiplierBpsByDays: Readonly<Record<number, number>> = {
  7: 10_500,
  30: 11_500,
  90: 13_500,
  180: 16_000,
};
export const mockStartingBalanceQtt = 1000;
export const mockActionDelayMs = 1000;
export const mockGas = { lock: 150_000, unlock: 120_000, claim: 80_000 } as const;
/** The QTT token's decimals on chain (product rules R4). */
export const qttTokenDecimals = 18;
