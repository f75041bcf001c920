// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogStore } from '@/web/lib/live-log';
import { installLogCapture } from '@/web/lib/live-log-capture';

/** Entries are added in a microtask; a macrotask later they are all in. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const uninstalls: Array<() => void> = [];
afterEach(() => uninstalls.splice(0).forEach((undo) => undo()));

function setup() {
  const originals = { log: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const fakeConsole = { ...originals };
  const target = new EventTarget();
  const store = createLogStore();
  const options = { console: fakeConsole, target, store };
  uninstalls.push(installLogCapture(options));
  const types = () => store.getEntries().map((e) => [e.type, e.message]);
  return { originals, fakeConsole, target, store, options, types };
}

describe('installLogCapture', () => {
  it('passes console calls to the original console and records them', async () => {
    const { originals, fakeConsole, store, types } = setup();
    fakeConsole.log('plain', 1);
    fakeConsole.info('info line');
    fakeConsole.warn('careful', { id: 3 });
    fakeConsole.error(new Error('broken'));
    expect(originals.log).toHaveBeenCalledWith('plain', 1);
    expect(originals.warn).toHaveBeenCalledWith('careful', { id: 3 });
    expect(originals.error).toHaveBeenCalledTimes(1);
    await settle();
    expect(types()).toEqual([
      ['log', 'plain 1'],
      ['info', 'info line'],
      ['warn', 'careful'],
      ['error', 'Error: broken'],
    ]);
    expect(store.getEntries()[2]?.data).toEqual({ id: 3 });
  });

  it('records uncaught errors and unhandled rejections as errors', async () => {
    const { target, store, types } = setup();
    const error = new TypeError('x is undefined');
    target.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        error,
        filename: 'https://qtn.test/app.js',
        lineno: 10,
        colno: 4,
      }),
    );
    target.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('fetch failed') }),
    );
    await settle();
    expect(types()).toEqual([
      ['error', 'Uncaught TypeError: x is undefined'],
      ['error', 'Unhandled promise rejection: Error: fetch failed'],
    ]);
    expect(store.getEntries()[0]?.data).toMatchObject({
      source: 'https://qtn.test/app.js:10:4',
      error: { name: 'TypeError', message: 'x is undefined' },
    });
  });

  it('records posted window messages with their origin and a short summary', async () => {
    const { target, store, types } = setup();
    const origin = 'https://games.qtn.test';
    target.dispatchEvent(new MessageEvent('message', { data: 'car-race-finished', origin }));
    target.dispatchEvent(
      new MessageEvent('message', { data: { type: 'score', points: 9 }, origin }),
    );
    // Same summary within 5 s: rate limited even though the details differ.
    target.dispatchEvent(
      new MessageEvent('message', { data: { type: 'score', points: 10 }, origin }),
    );
    await settle();
    expect(types()).toEqual([
      ['message', `Message from ${origin}: car-race-finished`],
      ['message', `Message from ${origin}: type "score"`],
    ]);
    expect(store.getEntries()[1]?.data).toEqual({ origin, data: { type: 'score', points: 9 } });
  });

  it('installs once: a second call neither wraps nor listens again', async () => {
    const { originals, fakeConsole, target, options, types } = setup();
    const wrapped = fakeConsole.log;
    installLogCapture(options)();
    expect(fakeConsole.log).toBe(wrapped);
    fakeConsole.log('once');
    target.dispatchEvent(new MessageEvent('message', { data: 'hi', origin: 'https://a.test' }));
    await settle();
    expect(originals.log).toHaveBeenCalledTimes(1);
    expect(types()).toEqual([
      ['log', 'once'],
      ['message', 'Message from https://a.test: hi'],
    ]);
  });

  it('does not recurse when a store listener logs to the console', async () => {
    const { originals, fakeConsole, store, types } = setup();
    store.subscribe(() => fakeConsole.warn('listener saw a change'));
    fakeConsole.info('first');
    await settle();
    await settle();
    expect(types()).toEqual([['info', 'first']]);
    expect(originals.warn).toHaveBeenCalledWith('listener saw a change');
  });

  it('never throws, even when recording fails', async () => {
    const fakeConsole = { log: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const original = fakeConsole.log;
    const store = {
      add: () => {
        throw new Error('store broken');
      },
    };
    uninstalls.push(installLogCapture({ console: fakeConsole, target: new EventTarget(), store }));
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys');
        },
      },
    );
    expect(() => fakeConsole.log('still fine', hostile)).not.toThrow();
    await settle();
    // Compared by identity: deep equality would itself trip over the hostile proxy.
    expect(original.mock.calls[0]?.[0]).toBe('still fine');
    expect(original.mock.calls[0]?.[1]).toBe(hostile);
  });

  it('can be undone, restoring the console and removing the listeners', async () => {
    const { originals, fakeConsole, target, options, types } = setup();
    uninstalls.splice(0).forEach((undo) => undo());
    expect(fakeConsole.log).toBe(originals.log);
    fakeConsole.log('not recorded');
    target.dispatchEvent(new MessageEvent('message', { data: 'ignored' }));
    await settle();
    expect(types()).toEqual([]);
    // Once undone, installing again works.
    uninstalls.push(installLogCapture(options));
    fakeConsole.log('recorded');
    await settle();
    expect(types()).toEqual([['log', 'recorded']]);
  });
});
