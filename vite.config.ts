import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.js';

const root = path.dirname(fileURLToPath(import.meta.url));
// QTN's own HTML5 games: extra pages served at /games/embedded/<id>/index.html, never part
// of the app's first load (docs/decisions/015, "Timed play").
const embeddedGames = path.join(root, 'src/web/games/embedded');
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: path.join(root, 'src/web'),
  publicDir: path.join(root, 'src/web/public'),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    outDir: path.join(root, 'dist/web'),
    emptyOutDir: true,
    // Source maps stay private (decision 009); the manifest gives `npm start`'s build summary
    // the size of /home's entry and page chunks (scripts/lib/first-load.mjs).
    sourcemap: false,
    manifest: true,
    // Every browser QTN supports (Chromium, the Pi Browser, Safari 17+, Firefox 115+) has
    // modulepreload; the polyfill was 0.4 KB of every first load.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        main: path.join(root, 'src/web/index.html'),
        ...Object.fromEntries(
          fs
            .readdirSync(embeddedGames)
            .map((id) => [`game-${id}`, path.join(embeddedGames, id, 'index.html')]),
        ),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/.netlify': apiTarget,
      '/.well-known': apiTarget,
    },
  },
});
