/** When the Security Center flags an account (docs/decisions/013, 032); flags never block. */
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
  /** Games (docs/decisions/032): accounts sharing one timing within `sharedWindowMs`. */
  sameTimingAccounts: 3,
  /**
   * A duration alone (a race, an embedded game) is shared by chance among many honest
   * players, so it counts only for accounts that repeated it at least this often.
   */
  sameDurationRepeats: 2,
  /** Durations are compared in steps of this (server clock, network jitter), ms. */
  durationStepMs: 200,
  /** A new account: signed up at most this long before the game rewards counted. */
  freshAccountMs: 24 * 3_600_000,
  /** Share of the daily game cap a new account's first day must reach. */
  freshCapShare: 0.9,
} as const;
