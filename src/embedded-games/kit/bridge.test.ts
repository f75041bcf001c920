import { describe, expect, it } from 'vitest';
import { parentOriginOf, readParentCommand } from './bridge';

const parent = { name: 'the page' };
const origin = 'http://127.0.0.1:5411';
const pause = { qtn: 'page', command: 'pause' };

describe('the kit bridge', () => {
  it('sends to the origin it was served from, never *', () => {
    expect(
      parentOriginOf('http://127.0.0.1:5411/games/embedded/space-shooter/index.html?x=1'),
    ).toBe(origin);
  });

  it('reads a command only from the parent window on its origin', () => {
    expect(readParentCommand({ source: parent, origin, data: pause }, parent, origin)).toBe(
      'pause',
    );
    expect(readParentCommand({ source: {}, origin, data: pause }, parent, origin)).toBeNull();
    expect(
      readParentCommand({ source: parent, origin: 'null', data: pause }, parent, origin),
    ).toBeNull();
    expect(
      readParentCommand(
        { source: parent, origin: 'https://evil.example', data: pause },
        parent,
        origin,
      ),
    ).toBeNull();
    expect(readParentCommand({ source: null, origin, data: pause }, null, origin)).toBeNull();
  });

  it('ignores anything but a known command', () => {
    for (const data of [null, 'pause', { command: 'pause' }, { qtn: 'page', command: 'pay' }]) {
      expect(readParentCommand({ source: parent, origin, data }, parent, origin)).toBeNull();
    }
  });
});
