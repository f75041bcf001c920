import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { adminContentDraftSchema, oembedQuerySchema } from '@/domain/api/admin-content';
import type { Auth } from '../auth/create-auth';
import { requireAdmin } from '../auth/session-guards';
import type { Clock } from '../clock';
import type { Database } from '../db/open-database';
import { mountFunction } from '../http/mount-function';
import { parseInput } from '../http/parse-input';
import { addContent } from './add-content';
import { fetchOembed } from './fetch-oembed';
import { getContent, listContent, relatedContent } from './list-content';
import { mediaTypes, storeMedia, uploadsDir, uploadsPrefix } from './store-media';

interface ContentDeps {
  auth: Auth;
  db: Database;
  clock: Clock;
  dataDir: string;
  oembedUrl: string;
  uploadLimitBytes: number;
}

/** The catalogue for everyone; adding to it (and uploading media) for admins. */
export async function registerContentRoutes(app: FastifyInstance, deps: ContentDeps) {
  const { auth, db } = deps;
  mountFunction(app, {
    method: 'GET',
    name: 'content',
    handler: async () => ({ items: await listContent(db) }),
  });
  mountFunction(app, {
    method: 'GET',
    name: 'content/:id',
    handler: async (request) => getContent(db, (request.params as { id: string }).id),
  });
  mountFunction(app, {
    method: 'GET',
    name: 'content/:id/related',
    handler: async (request) => ({
      items: await relatedContent(db, (request.params as { id: string }).id),
    }),
  });
  mountFunction(app, {
    method: 'GET',
    name: 'oembed',
    handler: async (request, reply) => {
      await requireAdmin(auth, request, reply);
      const { url } = parseInput(oembedQuerySchema, request.query);
      return fetchOembed(deps.oembedUrl, url);
    },
  });
  mountFunction(app, {
    method: 'POST',
    name: 'admin-add-content',
    handler: async (request, reply) => {
      const admin = await requireAdmin(auth, request, reply);
      const draft = parseInput(adminContentDraftSchema, request.body ?? {});
      const id = await addContent(db, draft, {
        createdBy: admin.id,
        now: deps.clock.now(),
      });
      return reply.status(201).send({ ok: true, id });
    },
  });

  await app.register(async (scope) => {
    // Raw bytes for uploads, in this scope only.
    scope.addContentTypeParser(
      mediaTypes,
      { parseAs: 'buffer', bodyLimit: deps.uploadLimitBytes },
      (_r, body, done) => done(null, body),
    );
    mountFunction(scope, {
      method: 'POST',
      name: 'admin/media',
      bodyLimit: deps.uploadLimitBytes,
      handler: async (request, reply) => {
        await requireAdmin(auth, request, reply);
        const url = await storeMedia(
          deps.dataDir,
          request.headers['content-type'] ?? '',
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        );
        return reply.status(201).send({ url });
      },
    });
  });

  const dir = uploadsDir(deps.dataDir);
  fs.mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: uploadsPrefix,
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=86400, immutable'),
  });
}
