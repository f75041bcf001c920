/**
 * The kinds of ledger transfer: the one list the drizzle column type, the API schemas and the
 * admin filters are built from. The column is text: this list (through those schemas) is
 * what keeps other values out.
 */
export const transferTypes = [
  'reward',
  'transfer',
  'game',
  'watch',
  'quiz',
  'devmode',
  'pi',
  /** QTT between the wallet and the chain (docs/decisions/045-bridge-vouchers.md). */
  'bridge',
] as const;
export type TransferType = (typeof transferTypes)[number];
