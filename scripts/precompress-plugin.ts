import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this the server sends the file as is (see src/server/http/compression.ts). */
const minBytes = 1024;

/** Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside a file. */
export function precompressFile(file: string) {
  const bytes = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
}

/** Precompresses every compressible file of a built site, skipping its .vite metadata. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    if (path.relative(dir, file).startsWith('.vite')) continue;
    if (fs.statSync(file).size < minBytes) continue;
    precompressFile(file);
    count += 1;
  }
  return count;
}

/**
 * Brotli and gzip copies of the build beside each asset, so the server spends no CPU
 * compressing static files (`@fastify/static` with `preCompressed: true` picks them).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'qtn-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
