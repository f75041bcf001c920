/**
 * The display name chosen at sign-up is also the sign-in username (product rules R8): unique
 * and compared case-insensitively. Letters, digits, spaces and . _ - are allowed, so
 * "Ada Lovelace" works; it must not start or end with a space.
 */
export const displayNameLength = { min: 2, max: 30 } as const;

const pattern = /^[\p{L}\p{N}._-](?:[\p{L}\p{N} ._-]*[\p{L}\p{N}._-])?$/u;

export function isValidDisplayName(name: string): boolean {
  return (
    name.length >= displayNameLength.min &&
    name.length <= displayNameLength.max &&
    pattern.test(name) &&
    !name.includes('  ')
  );
}

/** How a display name is stored for lookups: trimmed and lower-cased. */
export function normalizeUsername(name: string): string {
  return name.trim().toLowerCase();
}

/** An input on the login form that looks like an email is an email; otherwise a username. */
export function looksLikeEmail(input: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.trim());
}

export const passwordLength = { min: 8, max: 128 } as const;
