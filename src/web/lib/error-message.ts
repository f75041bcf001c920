/**
 * What to show for a failure: the error's own message (an ApiError carries the server's,
 * which can be shown as is), else `fallback` — the place's own wording, since a thrown
 * value that is not an Error, or an Error without a message, says nothing to a person.
 */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}
