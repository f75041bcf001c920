/** The server's own message where there is one (ApiError carries it); else the spec's generic words. */
export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Something went wrong';
}
