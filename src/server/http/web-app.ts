import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorCodes } from '@/domain/api-error';
import { isAppRoute } from '@/domain/routes/app-routes';
import { sendError } from './error-handler';
import { isApiPath } from './api-paths';

const notBuiltPage = `<!doctype html><meta charset="utf-8"><title>QTN</title>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>).</p>`;

/**
 * Serves the built single-page app. Unknown API paths answer JSON 404; any other GET
 * gets index.html so the client router can show the page: 200 for a page of the app,
 * 404 for anything else (the client router then shows its own not-found page).
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | null) {
  const hasBuild = webRoot !== null && fs.existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: true,
      // Serves the .br/.gz copies written at build time (scripts/precompress.mjs) by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, servedPath) => {
        // A precompressed copy (index.html.br) is cached like the file it stands for.
        const filePath = servedPath.replace(/\.(br|gz)$/, '');
        // The shell must be revalidated so a deploy is picked up; hashed assets never change.
        const cache = filePath.endsWith('index.html')
          ? 'no-cache'
          : filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300';
        res.header('cache-control', cache);
        // The games run in sandboxed frames with an opaque origin ('null'), which loads their
        // module scripts as cross-origin CORS requests; the built files are public anyway.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('access-control-allow-origin', '*');
        }
      },
    });
    // Build metadata (the manifest, the build stamp) is for our scripts, not for browsers.
    app.get('/.vite/*', (request, reply) =>
      sendError(reply, 404, errorCodes.notFound, `Nothing at GET ${request.url}.`),
    );
    // The static handler answers a directory such as / with 403; the root is the app.
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url)) {
      return sendError(
        reply,
        404,
        errorCodes.notFound,
        `No API endpoint at ${request.method} ${url}.`,
      );
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return sendError(reply, 404, errorCodes.notFound, `Nothing at ${request.method} ${url}.`);
    }
    const status = isAppRoute(url) ? 200 : 404;
    if (!hasBuild) {
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage);
    }
    return reply.status(status).sendFile('index.html');
  });
}
