import type { FastifyInstance } from 'fastify';
import { undeclaredAnswer } from '@/server/http/declared-answers';
import { declaredRouteOf } from '@/server/http/mount-routes';

function text(payload: unknown): string | undefined {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined; // a stream (a compressed answer): not read here
}

/**
 * Checks every answer of a declared route against its declaration (status, and body schema
 * or error code), as the test app serves it; returns the list it fills with each mismatch.
 * createTestApp fails a test file whose app answered anything undeclared
 * (docs/decisions/037-route-registry.md).
 */
export function watchDeclaredAnswers(app: FastifyInstance): {
  problems: string[];
  checked: Map<string, Set<number>>;
} {
  const problems: string[] = [];
  const checked = new Map<string, Set<number>>();
  app.addHook('onSend', async (request, reply, payload) => {
    const route = declaredRouteOf(request);
    const body = text(payload);
    if (!route || request.method === 'HEAD' || body === undefined) return payload;
    const status = reply.statusCode;
    const contentType = reply.getHeader('content-type');
    const problem = undeclaredAnswer(route, {
      status,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      body,
    });
    if (problem)
      problems.push(
        `${route.method} ${route.path ?? route.name} (${request.url.slice(0, 80)}): ${problem}`,
      );
    const statuses = checked.get(route.operationId) ?? new Set<number>();
    checked.set(route.operationId, statuses.add(status));
    return payload;
  });
  return { problems, checked };
}
