import { z } from 'zod';
import { defineRoutes, type RouteGroup } from '../http/define-route';
import { buildOpenApiDocument } from './openapi-document';

const documentSchema = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /api/openapi.json: the document of these groups and itself, built once at boot. */
export function openApiRoutesFor(groups: readonly RouteGroup[]): RouteGroup {
  const self: RouteGroup = defineRoutes({
    area: 'openapi',
    setup: () => ({ document: buildOpenApiDocument([...groups, self]) }),
    routes: (route) => [
      route({
        method: 'GET',
        name: 'openapi.json',
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        access: 'visitor',
        responses: { 200: documentSchema },
        errors: [],
        handler: ({ deps, reply }) => reply.header('cache-control', 'no-cache').send(deps.document),
      }),
    ],
  });
  return self;
}
