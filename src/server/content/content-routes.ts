import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import {
  adminAddContentResponseSchema,
  adminContentDraftSchema,
  oembedQuerySchema,
  oembedResponseSchema,
  uploadMediaResponseSchema,
} from '@/domain/api/admin-content';
import {
  contentItemSchema,
  contentListResponseSchema,
  contentParamsSchema,
} from '@/domain/api/content';
import { AppError } from '../http/app-error';
import { defineRoutes } from '../http/define-route';
import { addContent } from './add-content';
import { fetchOembed } from '../integrations/oembed/fetch-oembed';
import { getContent, listContent, relatedContent } from './list-content';
import { mediaTypes, storeMedia, uploadsDir, uploadsPrefix } from './store-media';

const contentNotFound = () => AppError.notFound('Content not found.');

/** The catalogue for everyone; adding to it (and uploading media) for admins. */
export const contentRoutes = defineRoutes({
  area: 'content',
  setup: async ({ db, clock, config }, app) => {
    const dir = uploadsDir(config.DATA_DIR);
    fs.mkdirSync(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: uploadsPrefix,
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=86400, immutable'),
    });
    return { db, clock, dataDir: config.DATA_DIR, oembedUrl: config.OEMBED_URL };
  },
  routes: (route) => [
    route({
      method: 'GET',
      name: 'content',
      operationId: 'listContent',
      summary: 'All content, newest first',
      access: 'visitor',
      responses: { 200: contentListResponseSchema },
      errors: [],
      handler: async ({ deps }) => ({ items: await listContent(deps.db) }),
    }),
    route({
      method: 'GET',
      name: 'content/:id',
      operationId: 'getContent',
      summary: 'One content item',
      access: 'visitor',
      params: contentParamsSchema,
      invalid: { params: contentNotFound },
      responses: { 200: contentItemSchema },
      errors: ['NOT_FOUND'],
      handler: ({ deps, params }) => getContent(deps.db, params.id),
    }),
    route({
      method: 'GET',
      name: 'content/:id/related',
      operationId: 'listRelatedContent',
      summary: 'Other content to watch',
      access: 'visitor',
      params: contentParamsSchema,
      invalid: { params: contentNotFound },
      responses: { 200: contentListResponseSchema },
      errors: ['NOT_FOUND'],
      handler: async ({ deps, params }) => ({ items: await relatedContent(deps.db, params.id) }),
    }),
    route({
      method: 'GET',
      name: 'oembed',
      operationId: 'getOembed',
      summary: 'A YouTube video’s details (admin)',
      access: 'admin',
      query: oembedQuerySchema,
      responses: { 200: oembedResponseSchema },
      errors: ['OEMBED_FAILED'],
      handler: ({ deps, query }) => fetchOembed(deps.oembedUrl, query.url),
    }),
    route({
      method: 'POST',
      name: 'admin-add-content',
      operationId: 'addContent',
      summary: 'Adds content (admin)',
      access: 'admin',
      body: adminContentDraftSchema,
      responses: { 201: adminAddContentResponseSchema },
      errors: [],
      handler: async ({ deps, caller, body }) => {
        const id = await addContent(deps.db, body, {
          createdBy: caller.id,
          now: deps.clock.now(),
        });
        return { ok: true, id };
      },
    }),
    route({
      method: 'POST',
      name: 'admin/media',
      operationId: 'uploadMedia',
      summary: 'Uploads a video or image as the raw body (admin)',
      access: 'admin',
      rawBody: { types: mediaTypes, limit: (config) => config.UPLOAD_LIMIT_BYTES },
      responses: { 201: uploadMediaResponseSchema },
      errors: [],
      handler: async ({ deps, request }) => ({
        url: await storeMedia(
          deps.dataDir,
          request.headers['content-type'] ?? '',
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        ),
      }),
    }),
  ],
});
