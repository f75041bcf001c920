// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DevModeWallet } from './dev-mode-wallet';

describe('the dev-mode wallet', () => {
  it('shows a mock 100 QTT and changes only itself, with no request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<DevModeWallet />);
    expect(screen.getByLabelText('Mock balance')).toHaveTextContent('100 QTT (mock)');
    await userEvent.click(screen.getByRole('button', { name: 'Mock Earn' }));
    expect(screen.getByLabelText('Mock balance')).toHaveTextContent('101');
    await userEvent.click(screen.getByRole('button', { name: 'Mock Send' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mock Send' }));
    expect(screen.getByLabelText('Mock balance')).toHaveTextContent('99');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
