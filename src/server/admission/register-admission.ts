import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../http/api-paths';
import { sendCode } from '../http/error-handler';
import type { Admission } from './admission';
import { busyMessage, busyRetryAfterSeconds } from './busy-error';

/** Health must answer under pressure: it is how a balancer and an operator see it. */
const neverShed = new Set(['/api/health', '/.netlify/functions/health']);

/**
 * Refuses API requests early, with 503 and Retry-After, while the event loop is saturated
 * or more connections are open than the server serves well; the web app's files and
 * /api/health are always served. Counts open connections for that and for health.
 */
export function registerAdmission(app: FastifyInstance, admission: Admission) {
  const { connections } = admission;
  app.server.on('connection', (socket) => {
    connections.open++;
    socket.once('close', () => connections.open--);
  });
  // Past twice the soft limit Node drops new connections outright (file descriptors are finite).
  app.server.maxConnections = admission.maxConnections * 2;
  admission.load.start();
  app.addHook('onClose', async () => admission.load.stop());

  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!isApiPath(path) || neverShed.has(path)) return;
    const crowded = connections.open > admission.maxConnections;
    if (!crowded && !admission.load.reading.overloaded) return;
    // A crowded server sheds connections too: the client reconnects when it retries.
    if (crowded) reply.header('connection', 'close');
    reply.header('retry-after', String(busyRetryAfterSeconds));
    return sendCode(reply, 'UNAVAILABLE', busyMessage);
  });
}
