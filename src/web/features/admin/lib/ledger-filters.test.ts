import { describe, expect, it } from 'vitest';
import { emptyLedgerFilters, ledgerSearchParams } from './ledger-filters';

describe('ledgerSearchParams', () => {
  it('sends only the limit when no filter is set', () => {
    expect(ledgerSearchParams(emptyLedgerFilters).toString()).toBe('limit=50');
  });

  it('sends every filter that is set, trimmed and encoded, and the page cursor', () => {
    const params = ledgerSearchParams(
      { q: '  ada@example.com ', type: 'reward', from: '2026-04-01', to: '2026-04-14' },
      '120',
    );
    expect(params.toString()).toBe(
      'q=ada%40example.com&type=reward&from=2026-04-01&to=2026-04-14&before=120&limit=50',
    );
  });

  it('leaves out a search of spaces', () => {
    expect(ledgerSearchParams({ ...emptyLedgerFilters, q: '   ' }).has('q')).toBe(false);
  });
});
