/**
 * How the pilot endpoints are asked: the admin's session cookie, or the bearer admin key
 * kept in browser storage (decisions D8). The page that composes the dashboard decides.
 */
export type PilotCredential = { kind: 'session' } | { kind: 'key'; key: string };

export const credentialHeaders = (credential: PilotCredential): Record<string, string> =>
  credential.kind === 'key' ? { authorization: `Bearer ${credential.key}` } : {};
