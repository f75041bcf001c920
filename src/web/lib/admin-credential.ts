/**
 * How an admin screen asks the server: with the admin's session cookie, or with the bearer
 * admin key kept in this browser (product rules R8: it opens the Security Center and Run
 * Now). The page that composes the screen decides; the key never enters a query key.
 */
export type AdminCredential = { kind: 'session' } | { kind: 'key'; key: string };

export const adminCredentialHeaders = (credential: AdminCredential): Record<string, string> =>
  credential.kind === 'key' ? { authorization: `Bearer ${credential.key}` } : {};
