import {
  betaSignupRequestSchema,
  betaSignupResponseSchema,
  betaSignupsQuerySchema,
  betaSignupsResponseSchema,
} from '@/domain/api/beta';
import type { ApiRoute } from './api-routes';

/** The beta signup and the admins' list (src/server/beta). */
export const betaApiRoutes: ApiRoute[] = [
  {
    method: 'POST',
    path: '/api/beta-signup',
    summary:
      "Signs up for the beta; one signup per email (a repeat answers the same Beta ID and changes it only for the address's confirmed, signed-in owner)",
    body: betaSignupRequestSchema,
    response: betaSignupResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/beta-signups',
    summary:
      'Beta signups, newest first, searchable; format=csv downloads beta-signups.csv (admin)',
    query: betaSignupsQuerySchema,
    response: betaSignupsResponseSchema,
  },
];
