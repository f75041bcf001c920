import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { functionPrefixes } from './api-paths';

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
export const compressionThresholdBytes = 1024;

/**
 * Routes that never pay for compression, not even the per-response check: the Proof of
 * Watch Time heartbeat is tuned for throughput (decision 006) and its answer is tiny.
 */
export const uncompressedPaths = new Set(functionPrefixes.map((p) => `${p}powt-heartbeat`));

/**
 * Brotli or gzip for dynamic answers (JSON, the app shell when no precompressed copy
 * exists), chosen by Accept-Encoding; built assets are precompressed at build time and
 * served by the static handler instead. Request bodies are not decompressed: the body
 * limit must keep meaning the bytes a client may make us hold.
 */
export async function registerCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, so these routes get no compression hook.
  app.addHook('onRoute', (route) => {
    if (uncompressedPaths.has(route.url ?? route.path)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
  });
}
