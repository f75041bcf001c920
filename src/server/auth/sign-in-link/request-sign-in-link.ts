import { looksLikeEmail } from '@/domain/auth/display-name';
import { isPiPlaceholderEmail } from '@/domain/pi/pi-account';
import type { Clock } from '../../clock';
import type { SingleUseCodes } from '../../shared-state/shared-state';
import type { Auth } from '../create-auth';
import { findSignInUser } from '../sign-in-account';

/**
 * At most one link mail per account this often, however many people ask. Shorter than a
 * link's 15 minutes: whenever the owner asks, the newest link in the mailbox still works
 * for at least 10 minutes, so strangers asking for links cannot keep the owner from one.
 */
export const linkMailSpacingMs = 5 * 60_000;

export interface RequestSignInLinkDeps {
  auth: Auth;
  clock: Clock;
  codes: SingleUseCodes;
  requireEmailConfirmation: boolean;
}

/**
 * Mails a sign-in link to the account an email address or username names, when there is
 * one that may have it. The caller answers the same either way: nothing here may tell a
 * stranger whether the account exists.
 */
export async function requestSignInLink(
  deps: RequestSignInLinkDeps,
  identifier: string,
  headers: Headers,
): Promise<void> {
  const user = await findSignInUser(deps.auth, identifier, !looksLikeEmail(identifier));
  // Pi accounts have no mailbox; an unconfirmed address has its confirmation mail instead.
  if (!user || isPiPlaceholderEmail(user.email)) return;
  if (!user.emailVerified && deps.requireEmailConfirmation) return;
  if (!(await deps.codes.claim(`sign-in-link:${user.id}`, linkMailSpacingMs))) return;
  await deps.auth.api.signInMagicLink({
    body: {
      email: user.email,
      metadata: { userId: user.id, issuedAtMs: deps.clock.now().getTime() },
    },
    headers,
  });
}
