import { transferTypes } from '@/domain/ledger/transfer-types';
import type { LedgerType } from '../api/get-ledger';

export interface LedgerFilters {
  /** Email, username or reason text; blank for all. */
  q: string;
  type: LedgerType | '';
  /** Inclusive UTC days, YYYY-MM-DD; blank for no bound. */
  from: string;
  to: string;
}

export const emptyLedgerFilters: LedgerFilters = { q: '', type: '', from: '', to: '' };

/** The type filter's choices: every kind of transfer the ledger knows. */
export const ledgerTypes: readonly LedgerType[] = transferTypes;

/** The ledger request's query string: blank filters are left out, never sent empty. */
export function ledgerSearchParams(filters: LedgerFilters, before?: string, limit = 50) {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.type) params.set('type', filters.type);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (before) params.set('before', before);
  params.set('limit', String(limit));
  return params;
}
