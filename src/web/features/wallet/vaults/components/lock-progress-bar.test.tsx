// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { makeVault, testNow } from '../testing/vault-factory';
import { VaultList } from './vault-list';

const day = 86_400_000;

function barAt(vault: ReturnType<typeof makeVault>, now: Date) {
  const view = renderWithProviders(<VaultList vaults={[vault]} now={now} newVaultId={null} />);
  const bar = screen.getByRole('progressbar', { name: `Lock progress of ${vault.id}` });
  const read = { now: bar.getAttribute('aria-valuenow'), text: bar.getAttribute('aria-valuetext') };
  view.unmount();
  return read;
}

describe('a closed vault’s lock progress', () => {
  it('stops at the moment it was withdrawn and says so', () => {
    const v = makeVault({ id: 'v_withdrew', ageDays: 20, status: 'withdrawn' });
    const withdrawn = { ...v, closedAt: new Date(Date.parse(v.createdAt) + 3 * day).toISOString() };
    const today = barAt(withdrawn, testNow);
    const later = barAt(withdrawn, new Date(testNow.getTime() + 5 * day));
    expect(today).toEqual({ now: '10', text: 'Stopped at 10% of the lock time (withdrawn early)' });
    expect(later).toEqual(today);
  });

  it('a claimed vault is full even when its closing time is unknown', () => {
    const claimed = makeVault({ id: 'v_claimed1', ageDays: 40, status: 'claimed', closedAt: null });
    expect(barAt(claimed, testNow)).toEqual({
      now: '100',
      text: 'Stopped at 100% of the lock time (claimed)',
    });
  });

  it('a running vault keeps counting', () => {
    const running = makeVault({ id: 'v_running1', ageDays: 15 });
    expect(barAt(running, testNow).text).toBe('50% of the lock time elapsed');
    expect(barAt(running, new Date(testNow.getTime() + 3 * day)).now).toBe('60');
  });
});
