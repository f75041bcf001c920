import { pingResponseSchema } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';

export const pingServer = () => apiFetch('/api/ping', { schema: pingResponseSchema });
