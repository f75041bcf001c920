/**
 * An account opened by Sign in with Pi has no email address, but better-auth's user table
 * needs one (unique, not null). It gets a placeholder under the reserved `.invalid` top-level
 * domain (RFC 2606: never resolvable, so never deliverable), derived from the account id.
 * It is never shown and never mailed: every place that shows or mails an address asks
 * `isPiPlaceholderEmail` first, and sign-up refuses the domain.
 */
export const piPlaceholderDomain = 'pi.invalid';

export function piPlaceholderEmail(userId: string): string {
  return `${userId}@${piPlaceholderDomain}`;
}

export function isPiPlaceholderEmail(email: string | null | undefined): boolean {
  return (
    typeof email === 'string' && email.trim().toLowerCase().endsWith(`@${piPlaceholderDomain}`)
  );
}

/** The address to show for an account: null for a Pi account's placeholder. */
export function shownEmail(email: string | null | undefined): string | null {
  return email && !isPiPlaceholderEmail(email) ? email : null;
}
