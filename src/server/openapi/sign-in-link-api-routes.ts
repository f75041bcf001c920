import {
  signInLinkRequestSchema,
  signInLinkResponseSchema,
  verifySignInLinkRequestSchema,
  verifySignInLinkResponseSchema,
} from '@/domain/api/sign-in-link';
import type { ApiRoute } from './api-routes';

/** The emailed sign-in link (src/server/auth/sign-in-link). */
export const signInLinkApiRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/sign-in-link',
    summary:
      'Emails a single-use sign-in link to the account an email or username names; the same answer whether or not one does',
    body: signInLinkRequestSchema,
    response: signInLinkResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/sign-in-link/verify',
    summary: 'Follows a sign-in link: sets the session, or starts the second factor',
    body: verifySignInLinkRequestSchema,
    response: verifySignInLinkResponseSchema,
  },
];
