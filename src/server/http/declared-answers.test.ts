import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { undeclaredAnswer } from './declared-answers';
import { defineRoute } from './define-route';
import { routeErrors } from './route-errors';

const claim = defineRoute({
  method: 'POST',
  name: 'things/:id/claim',
  operationId: 'claimThing',
  summary: 'x',
  access: 'member',
  params: z.object({ id: z.string().regex(/^t_\d+$/) }),
  responses: { 200: z.object({ id: z.string() }) },
  errors: ['NOT_FOUND', 'VAULT_LOCKED'],
  handler: () => ({ id: 't_1' }),
});

const json = (body: unknown) => ({ contentType: 'application/json', body: JSON.stringify(body) });
const error = (code: string) => json({ error: { code, message: 'm' } });

describe('the errors a route may answer', () => {
  it('are its own, its guard’s, its input’s, a POST body’s and load shedding', () => {
    expect(routeErrors(claim).sort()).toEqual(
      [
        'BAD_REQUEST',
        'FORBIDDEN',
        'NOT_FOUND',
        'PAYLOAD_TOO_LARGE',
        'UNAUTHORIZED',
        'UNAVAILABLE',
        'UNSUPPORTED_MEDIA_TYPE',
        'VALIDATION_FAILED',
        'VAULT_LOCKED',
      ].sort(),
    );
  });
});

describe('an answer', () => {
  it('matches when its status and body are declared', () => {
    expect(undeclaredAnswer(claim, { status: 200, ...json({ id: 'x' }) })).toBeNull();
    expect(undeclaredAnswer(claim, { status: 409, ...error('VAULT_LOCKED') })).toBeNull();
    expect(undeclaredAnswer(claim, { status: 401, ...error('UNAUTHORIZED') })).toBeNull();
  });

  it('is reported when its status, body, code or code’s status is not declared', () => {
    expect(undeclaredAnswer(claim, { status: 201, ...json({ id: 'x' }) })).toMatch(/201/);
    expect(undeclaredAnswer(claim, { status: 200, ...json({ id: 1 }) })).toMatch(/schema/);
    expect(undeclaredAnswer(claim, { status: 409, ...error('CONFLICT') })).toMatch(/CONFLICT/);
    expect(undeclaredAnswer(claim, { status: 400, ...error('NOT_FOUND') })).toMatch(
      /came with 400/,
    );
    expect(undeclaredAnswer(claim, { status: 500, ...json({ oops: true }) })).toMatch(/shape/);
  });
});
