/** The Pi access token goes with approval and completion. */
export const piTokenHeaders = (token?: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};
