import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';

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
