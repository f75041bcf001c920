/** The specification sends the Pi access token with approval and completion. */
export const piTokenHeaders = (token?: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};
