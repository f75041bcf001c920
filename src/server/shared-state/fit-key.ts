import { createHash } from 'node:crypto';

/**
 * Keys carry client input (identifiers, codes, paths). Past 200 characters one is hashed,
 * so it fits varchar(255) and an index entry, and a huge input costs no more to store.
 */
export const fitKey = (key: string) =>
  key.length <= 200 ? key : `#${createHash('sha256').update(key).digest('hex')}`;
