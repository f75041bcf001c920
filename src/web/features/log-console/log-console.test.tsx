// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogStore } from '@/web/lib/live-log';
import { LogConsole } from './log-console-alone';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/web/lib/toast', () => ({ toast }));

function setup() {
  const store = createLogStore(() => Date.UTC(2024, 4, 6, 7, 8, 9));
  const user = userEvent.setup();
  render(<LogConsole store={store} />);
  const openConsole = async () => {
    await user.click(screen.getByRole('button', { name: /^logs/i }));
    // The panel is its own lazy chunk: on a busy machine it can take more than a second.
    return screen.findByRole('dialog', { name: 'Live Console' }, { timeout: 5_000 });
  };
  return { store, user, openConsole };
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});

describe('LogConsole', () => {
  it('starts closed, opens on Logs with focus inside, and shows the empty state', async () => {
    const { openConsole } = setup();
    const toggle = screen.getByRole('button', { name: 'Logs' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const panel = await openConsole();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel).toHaveFocus());
    expect(within(panel).getByText('No logs yet')).toBeInTheDocument();
    for (const name of [
      'Clear',
      'Copy',
      'Download live-logs.txt',
      'Download live-logs.json',
      'Hide',
    ]) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('lists entries with time, type tag, message and data, and follows new ones', async () => {
    const { store, openConsole } = setup();
    store.add('info', 'Booted', { build: 42 });
    const panel = await openConsole();
    const time = new Date(Date.UTC(2024, 4, 6, 7, 8, 9));
    const hhmmss = [time.getHours(), time.getMinutes(), time.getSeconds()]
      .map((n) => String(n).padStart(2, '0'))
      .join(':');
    const rows = () => within(panel).getAllByRole('listitem');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent(`${hhmmss}INFOBooted`);
    expect(rows()[0]).toHaveTextContent('{"build":42}');
    expect(within(panel).queryByText('No logs yet')).not.toBeInTheDocument();

    act(() => void store.add('error', 'Request failed'));
    expect(rows()).toHaveLength(2);
    expect(rows()[1]).toHaveTextContent('ERRORRequest failed');
  });

  it('shows the number of errors on the Logs button', () => {
    const { store } = setup();
    act(() => {
      store.add('warn', 'w');
      store.add('error', 'e1');
      store.add('error', 'e2');
    });
    expect(screen.getByRole('button', { name: 'Logs (2 errors)' })).toBeInTheDocument();
  });

  it('Clear empties the store', async () => {
    const { store, user, openConsole } = setup();
    store.add('log', 'one');
    const panel = await openConsole();
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(store.getEntries()).toEqual([]);
    expect(within(panel).getByText('No logs yet')).toBeInTheDocument();
  });

  it('Hide and Escape close the panel and return focus to the Logs button', async () => {
    const { user, openConsole } = setup();
    let panel = await openConsole();
    await user.click(within(panel).getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logs' })).toHaveFocus();

    panel = await openConsole();
    within(panel).getByRole('button', { name: 'Copy' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logs' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Copy puts the text form on the clipboard and says so', async () => {
    const { store, user, openConsole } = setup();
    store.add('warn', 'Careful', { n: 1 });
    const panel = await openConsole();
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(
      '[2024-05-06T07:08:09.000Z] WARN Careful {"n":1}',
    );
    expect(toast.success).toHaveBeenCalledWith('Logs copied to clipboard');
  });

  it('Copy reports a refused clipboard', async () => {
    const { user, openConsole } = setup();
    const panel = await openConsole();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(toast.error).toHaveBeenCalledWith('Failed to copy logs');
    expect(toast.success).not.toHaveBeenCalled();
  });

  describe('downloads', () => {
    const blobs: Blob[] = [];
    const saved: Array<{ download: string; href: string }> = [];
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;

    beforeEach(() => {
      blobs.length = 0;
      saved.length = 0;
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        blobs.push(blob as Blob);
        return `blob:test/${blobs.length}`;
      };
      URL.revokeObjectURL = () => {};
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ download: this.download, href: this.href });
      });
    });

    afterEach(() => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    });

    it('.txt saves live-logs.txt with one line per entry', async () => {
      const { store, user, openConsole } = setup();
      store.add('info', 'a');
      store.add('error', 'b', { code: 7 });
      const panel = await openConsole();
      await user.click(within(panel).getByRole('button', { name: 'Download live-logs.txt' }));
      expect(saved).toEqual([{ download: 'live-logs.txt', href: 'blob:test/1' }]);
      expect(blobs[0]?.type).toMatch(/^text\/plain/);
      await expect(blobs[0]?.text()).resolves.toBe(
        '[2024-05-06T07:08:09.000Z] INFO a\n[2024-05-06T07:08:09.000Z] ERROR b {"code":7}',
      );
      expect(document.querySelector('a[download]')).toBeNull();
    });

    it('.json saves live-logs.json with the entries as a JSON array', async () => {
      const { store, user, openConsole } = setup();
      store.add('message', 'Message from x: hi', { origin: 'x', data: 'hi' });
      const panel = await openConsole();
      await user.click(within(panel).getByRole('button', { name: 'Download live-logs.json' }));
      expect(saved.map((s) => s.download)).toEqual(['live-logs.json']);
      expect(blobs[0]?.type).toMatch(/^application\/json/);
      expect(JSON.parse((await blobs[0]?.text()) ?? '')).toEqual([
        {
          timestamp: '2024-05-06T07:08:09.000Z',
          type: 'message',
          message: 'Message from x: hi',
          data: { origin: 'x', data: 'hi' },
        },
      ]);
    });
  });
});
