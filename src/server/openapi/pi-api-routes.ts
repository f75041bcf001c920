import {
  piConfigSchema,
  piLinkResponseSchema,
  piSignInResponseSchema,
  piTokenRequestSchema,
  verifyPiTokenResponseSchema,
} from '@/domain/api/pi';
import type { ApiRoute } from './api-routes';

/** Pi sign-in, linking and the test page's endpoints (src/server/pi). */
export const piApiRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/pi-config',
    summary: 'Whether Pi is on here, and where the browser loads the Pi SDK',
    response: piConfigSchema,
  },
  {
    method: 'POST',
    path: '/api/pi-sign-in',
    summary: 'Signs in with a Pi access token (verified with the Pi Platform); sets the session',
    body: piTokenRequestSchema,
    response: piSignInResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/pi-link',
    summary: "The signed-in account's Pi identity",
    response: piLinkResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/pi-link',
    summary: 'Links the Pi identity of an access token to the signed-in account',
    body: piTokenRequestSchema,
    response: piLinkResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/verify-pi-token',
    summary: 'Checks a Pi access token with the Pi Platform',
    body: piTokenRequestSchema,
    response: verifyPiTokenResponseSchema,
  },
];
