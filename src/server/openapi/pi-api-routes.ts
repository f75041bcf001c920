import { piConfigSchema } from '@/domain/api/pi';
import type { ApiRoute } from './api-routes';

/** Pi sign-in, linking and the test page's endpoints (src/server/pi). */
export const piApiRoutes: ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/pi-config',
    summary: 'Whether Pi is on here, and where the browser loads the Pi SDK',
    response: piConfigSchema,
  },
];
