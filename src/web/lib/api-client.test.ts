import { afterEach, describe, expect, it, vi } from 'vitest';
import { postedTransferSchema } from '@/domain/api/admin-ledger';
import { ApiError, apiFetch, errorMessage, hasErrorCode } from './api-client';

const path = '/api/admin/ledger/fund-pool';
const schema = postedTransferSchema;
const posted = { id: '42', replayed: false };

const answer = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => vi.restoreAllMocks());

describe('apiFetch', () => {
  it('returns the parsed answer when it matches the schema', async () => {
    answer(200, posted);
    await expect(apiFetch(path, { schema })).resolves.toEqual(posted);
  });

  it('refuses an answer that does not match with INVALID_RESPONSE', async () => {
    answer(200, { ...posted, id: 42 });
    const error = await apiFetch(path, { schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: 'The server sent an unexpected response.',
    });
  });

  it('still reports the server’s own error body', async () => {
    answer(409, { error: { code: 'VAULT_LOCKED', message: 'Still locked.' } });
    await expect(apiFetch(path, { schema })).rejects.toMatchObject({
      status: 409,
      code: 'VAULT_LOCKED',
    });
  });
});

describe('hasErrorCode', () => {
  it('decides by the catalogue code, not the status', () => {
    const closed = new ApiError(409, 'VAULT_CLOSED', 'This vault is already closed.');
    expect(hasErrorCode(closed, 'VAULT_CLOSED')).toBe(true);
    expect(hasErrorCode(closed, 'CONFLICT', 'VAULT_LOCKED')).toBe(false);
    expect(hasErrorCode(new Error('VAULT_CLOSED'), 'VAULT_CLOSED')).toBe(false);
    expect(hasErrorCode(undefined, 'NOT_FOUND')).toBe(false);
  });
});

describe('errorMessage', () => {
  it("gives an error's own message, the server's for an ApiError", () => {
    expect(errorMessage(new Error('Disk full'), 'Failed')).toBe('Disk full');
    expect(errorMessage(new ApiError(409, 'VAULT_LOCKED', 'Still locked.'), 'Failed')).toBe(
      'Still locked.',
    );
  });

  it('falls back to the place’s wording for anything else', () => {
    expect(errorMessage(new Error(''), 'Failed')).toBe('Failed');
    expect(errorMessage('a string', 'Failed')).toBe('Failed');
    expect(errorMessage(undefined, 'Failed')).toBe('Failed');
    expect(errorMessage({ message: 'not an Error' }, 'Failed')).toBe('Failed');
  });
});
