/**
 * The kinds of ledger transfer: the one list the database enum, the API schemas and the
 * admin filters are built from. Adding one needs a migration (the column is checked).
 */
export const transferTypes = [
  'reward',
  'transfer',
  'game',
  'watch',
  'quiz',
  'devmode',
  'pi',
] as const;
export type TransferType = (typeof transferTypes)[number];
