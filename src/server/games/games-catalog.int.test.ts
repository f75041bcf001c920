import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResponseSchema, gamesResponseSchema } from '@/domain/api/games';
import { gameIds } from '@/domain/games/catalog';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the game catalogue', () => {
  it('lists the twelve games for anyone, at both prefixes', async () => {
    for (const url of ['/api/games', '/.netlify/functions/games']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const body = gamesResponseSchema.parse(res.json());
      expect(body.games.map((g) => g.id)).toEqual([...gameIds]);
    }
  });

  it('answers one game by id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/games/memory-master' });
    expect(res.statusCode).toBe(200);
    expect(gameResponseSchema.parse(res.json()).game.title).toBe('Memory Master');
  });

  it.each(['nope', 'constructor', '__proto__', '%00', 'x'.repeat(90)])(
    'answers 404 with the specification wording for %s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/games/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'The requested game could not be found.' },
      });
    },
  );

  it('answers an id past the router limit with a JSON 404 too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/games/${'x'.repeat(500)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
