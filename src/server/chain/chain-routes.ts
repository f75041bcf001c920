import type { FastifyInstance } from 'fastify';
import { chainConfigSchema } from '@/domain/api/chain';
import { responseJsonSchema } from '../http/json-schema';
import { mountFunction } from '../http/mount-function';
import { resolveChainConfig, type ChainSettings } from './chain-config';

/** GET /api/chain: public, and the same for everyone, so browsers may keep it briefly. */
export function registerChainRoutes(app: FastifyInstance, settings: ChainSettings) {
  mountFunction(app, {
    method: 'GET',
    name: 'chain',
    schema: { response: { 200: responseJsonSchema(chainConfigSchema) } },
    handler: async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=10').send(await resolveChainConfig(settings)),
  });
}
