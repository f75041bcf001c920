import { magicLink } from 'better-auth/plugins';
import { signInLinkMinutes } from '@/domain/api/sign-in-link';
import type { Mailer } from '../../integrations/mail/mailer';
import { linkSecondFactor } from './link-second-factor';
import { packLinkToken } from './link-token';

/** The paths of the magic-link plugin: reached only through /api/sign-in-link(/verify). */
export const magicLinkPaths = ['/sign-in/magic-link', '/magic-link/verify'];

/**
 * better-auth's magic-link plugin as QTN uses it (docs/decisions/034): never creates an
 * account, stores only a hash of the token, and mails a link to our /sign-in-link page,
 * which signs in with a POST (a mail scanner's GET spends nothing). The caller passes
 * the account and issue time as metadata; they travel signed beside the token.
 */
export function signInLinkPlugins(o: { secret: string; publicUrl: string; mailer: Mailer }) {
  return [
    magicLink({
      expiresIn: signInLinkMinutes * 60,
      disableSignUp: true,
      storeToken: 'hashed',
      sendMagicLink: async ({ email, token, metadata }, ctx) => {
        const userId = String(metadata?.userId ?? '');
        const issuedAtMs = Number(metadata?.issuedAtMs);
        const packed = packLinkToken(o.secret, { token, userId, issuedAtMs });
        const link = `${o.publicUrl}/sign-in-link?token=${encodeURIComponent(packed)}`;
        const sent = o.mailer.send({
          to: email,
          subject: 'Your QTN sign-in link',
          text: `Someone asked to log in to your QTN account with a link.\n\nLog in here (the link works once, for ${signInLinkMinutes} minutes):\n${link}\n\nIf it was not you, ignore this message: your password still works and nothing has changed.`,
          link,
        });
        // Like the reset mail: it leaves after the answer, so timing says nothing.
        await (ctx ? ctx.context.runInBackgroundOrAwait(sent) : sent);
      },
    }),
    linkSecondFactor(),
  ];
}
