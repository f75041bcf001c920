import type { SecurityFlag } from '@/domain/api/security-flags';

/** A flag before the account's name and hold status are joined in. */
export type RawFlag = Omit<SecurityFlag, 'userName' | 'held' | 'firstSeen' | 'lastSeen'> & {
  firstSeen: Date;
  lastSeen: Date;
};
