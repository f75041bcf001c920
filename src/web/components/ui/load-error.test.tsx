// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('is announced as an alert with the words it is given, and Retry loads again', async () => {
    const retry = vi.fn();
    render(<LoadError title="Request failed" message="Invalid admin key." onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Request failedInvalid admin key.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('keeps Retry focusable while busy, and a press then does nothing', async () => {
    const retry = vi.fn();
    const { rerender } = render(<LoadError message="Failed." onRetry={retry} />);
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveFocus();
    rerender(<LoadError message="Failed." onRetry={retry} busy />);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(retry).not.toHaveBeenCalled();
  });

  it('gives a page its heading and takes another action instead of Retry', () => {
    render(
      <LoadError
        layout="page"
        title="Game"
        titleAs="h1"
        message="Failed to load this game."
        action={<a href="/games">Back</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
