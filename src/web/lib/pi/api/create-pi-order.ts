import { piOrderSchema, type CreatePiOrderRequest } from '@/domain/api/pi';
import { apiFetch } from '@/web/lib/api-client';

/** The server's order for a Pi payment: it fixes the QTT, never the client. */
export const createPiOrder = (order: CreatePiOrderRequest) =>
  apiFetch('/api/pi-orders', {
    schema: piOrderSchema,
    method: 'POST',
    body: JSON.stringify(order),
  });
