import { randomInt } from 'node:crypto';

const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/** 'v_' + 8 random base-36 characters (product rules R3); uniqueness is the primary key's job. */
export function newVaultId(): string {
  let id = 'v_';
  for (let i = 0; i < 8; i++) id += alphabet[randomInt(alphabet.length)];
  return id;
}
