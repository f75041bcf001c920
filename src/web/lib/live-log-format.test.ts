import { describe, expect, it } from 'vitest';
import { formatConsoleArgs, summarizeMessageData, toLogData } from '@/web/lib/live-log-format';

describe('toLogData', () => {
  it('copies plain data and reduces what JSON cannot hold', () => {
    const fn = function namedFn() {};
    expect(
      toLogData({ n: 1, s: 'x', b: true, nil: null, nan: NaN, big: 10n, fn, sym: Symbol('s') }),
    ).toEqual({
      n: 1,
      s: 'x',
      b: true,
      nil: null,
      nan: 'NaN',
      big: '10n',
      fn: '[Function namedFn]',
      sym: 'Symbol(s)',
    });
    expect(toLogData(new Date(Date.UTC(2024, 0, 1)))).toBe('2024-01-01T00:00:00.000Z');
    expect(toLogData(new Map([['k', 1]]))).toEqual({ k: 1 });
    expect(toLogData(new Set([1, undefined]))).toEqual([1, null]);
  });

  it('marks cycles but keeps shared references, and stops at depth 5', () => {
    const shared = { v: 1 };
    const cyclic: Record<string, unknown> = { a: shared, b: shared };
    cyclic.self = cyclic;
    expect(toLogData(cyclic)).toEqual({ a: { v: 1 }, b: { v: 1 }, self: '[Circular]' });
    expect(toLogData({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toEqual({
      a: { b: { c: { d: { e: '[Object]' } } } },
    });
  });

  it('keeps an error as name, message and stack, and survives a throwing getter', () => {
    const err = new TypeError('bad');
    expect(toLogData(err)).toEqual({ name: 'TypeError', message: 'bad', stack: err.stack });
    const tricky = Object.defineProperty({ ok: 1 }, 'boom', {
      enumerable: true,
      get() {
        throw new Error('no');
      },
    });
    expect(toLogData(tricky)).toEqual({ ok: 1, boom: '[Unreadable]' });
  });

  it('limits wide arrays and objects to 50 items', () => {
    expect(toLogData(Array.from({ length: 80 }, (_, i) => i))).toHaveLength(50);
    const wide = Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(toLogData(wide) as object)).toHaveLength(50);
  });
});

describe('formatConsoleArgs', () => {
  it('joins strings and primitives with spaces', () => {
    expect(formatConsoleArgs(['a', 1, true, null, undefined])).toEqual({
      message: 'a 1 true null undefined',
    });
  });

  it('keeps objects as data: one as itself, several as a list', () => {
    expect(formatConsoleArgs(['saved', { id: 7 }])).toEqual({ message: 'saved', data: { id: 7 } });
    expect(formatConsoleArgs(['pair', { a: 1 }, [2]])).toEqual({
      message: 'pair',
      data: [{ a: 1 }, [2]],
    });
  });

  it('previews a lone object as the message', () => {
    expect(formatConsoleArgs([{ a: 1 }])).toEqual({ message: '{"a":1}', data: { a: 1 } });
  });

  it('puts an error text in the message and the error in data', () => {
    const err = new Error('boom');
    expect(formatConsoleArgs(['failed:', err])).toEqual({
      message: 'failed: Error: boom',
      data: err,
    });
  });

  it('applies printf-style tokens and drops %c styles', () => {
    expect(formatConsoleArgs(['%cStyled', 'color: red'])).toEqual({ message: 'Styled' });
    expect(formatConsoleArgs(['%s has %d items (%i%%)', 'cart', 3.7, 50])).toEqual({
      message: 'cart has 3 items (50%)',
    });
    expect(formatConsoleArgs(['value %o', { a: 1 }, 'tail'])).toEqual({
      message: 'value {"a":1} tail',
    });
    expect(formatConsoleArgs(['missing %s'])).toEqual({ message: 'missing %s' });
  });
});

describe('summarizeMessageData', () => {
  it('shows strings, primitives, a labelled field or the keys', () => {
    expect(summarizeMessageData('car-race-finished')).toBe('car-race-finished');
    expect(summarizeMessageData('x'.repeat(100))).toBe(`${'x'.repeat(80)}…`);
    expect(summarizeMessageData(42)).toBe('42');
    expect(summarizeMessageData(null)).toBe('null');
    expect(summarizeMessageData({ type: 'progress', seconds: 12 })).toBe('type "progress"');
    expect(summarizeMessageData({ score: 1, time: 2 })).toBe('{score, time}');
    expect(summarizeMessageData({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 })).toBe('{a, b, c, d, e, …}');
    expect(summarizeMessageData([1, 2])).toBe('[array of 2]');
  });
});
