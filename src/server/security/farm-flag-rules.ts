/** When the Security Center flags an account (docs/decisions/013); flags never block. */
export const farmFlagRules = {
  /** Accounts paid watch rewards from one address within `sharedWindowMs`. */
  accountsPerAddress: 3,
  /** The same from one subnet. */
  accountsPerSubnet: 5,
  sharedWindowMs: 24 * 3_600_000,
  /** UTC days looked back over (today included) for the rate flags. */
  rateDays: 7,
  /** Days at the cap (a day's watch total ≥ 90% of the daily cap) that raise a flag. */
  capDays: 3,
  capShare: 0.9,
  /** Rewarded sessions needed before the share at the server-time maximum means anything. */
  minSessions: 10,
  /** Share of those sessions whose verified time equals the time the server saw pass. */
  maxRateShare: 0.9,
  /** Slack for "equal": heartbeats land on whole intervals, completion may add under 1 s. */
  maxRateSlackMs: 1000,
} as const;
