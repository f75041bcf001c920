import { describe, expect, it } from 'vitest';
import { makeVault, testNow } from '../testing/vault-factory';
import { vaultTimeline } from './vault-timeline';

const shape = (v: Parameters<typeof vaultTimeline>[0]) =>
  vaultTimeline(v, testNow).map((e) => `${e.kind}:${e.status}`);

describe('vaultTimeline', () => {
  it('a locked vault waits, with the days remaining, before a pending unlock', () => {
    const v = makeVault({ ageDays: 10 });
    expect(shape(v)).toEqual([
      'created:completed',
      'locked:completed',
      'waiting:active',
      'unlocked:pending',
    ]);
    expect(vaultTimeline(v, testNow)[2]?.detail).toBe('20 days remaining');
    expect(vaultTimeline(v, testNow)[1]?.detail).toBe('100.00 QTT for 30 days at 1.2×');
  });
  it('an unlocked vault is ready to claim', () => {
    const events = vaultTimeline(makeVault({ ageDays: 31 }), testNow);
    expect(events.map((e) => `${e.kind}:${e.status}`)).toEqual([
      'created:completed',
      'locked:completed',
      'unlocked:completed',
      'ready:active',
    ]);
    expect(events[3]?.detail).toBe('Claim 100.00 QTT plus 20.00 QTT reward');
  });
  it('a claimed vault ends claimed, with what was paid', () => {
    const v = makeVault({
      ageDays: 40,
      status: 'claimed',
      payout: '120',
      closedAt: testNow.toISOString(),
    });
    expect(shape(v)).toEqual([
      'created:completed',
      'locked:completed',
      'unlocked:completed',
      'claimed:completed',
    ]);
    expect(vaultTimeline(v, testNow)[3]?.detail).toBe('Received 120.00 QTT');
  });
  it('a vault withdrawn early never unlocks', () => {
    const v = makeVault({
      status: 'withdrawn',
      payout: '85',
      penalty: '15',
      closedAt: testNow.toISOString(),
    });
    expect(shape(v)).toEqual(['created:completed', 'locked:completed', 'withdrawn:completed']);
    expect(vaultTimeline(v, testNow)[2]?.detail).toBe('Returned 85.00 QTT (penalty 15.00 QTT)');
  });
});
