import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = { '@': path.join(root, 'src') };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
          exclude: ['src/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/setup-unit.ts'],
          // Worker threads start and tear down each file's environment faster than child
          // processes: measured side by side here, 134 s against 208 s for the same 1,095 tests
          // (decision 039). Each file still has its own module registry.
          pool: 'threads',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['src/test/setup-integration.ts'],
          // The migrated database every test copies, made once per run.
          globalSetup: ['src/test/global-setup-integration.ts'],
          // Generous for a busy two-core machine: at load 18, opening a new embedded
          // database twice (initdb and every migration) took 69 s (CI run 46 here).
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Two workers fit two cores.
          maxWorkers: 2,
          // Each worker imports the server once, not once per file: every file builds its
          // own app and database from that code, and restores its mocks and timers (no
          // integration test mocks a module). Measured alone here (decision 039): PGlite leg
          // 221 s → 163 s, PostgreSQL leg 210 s → 154 s.
          isolate: false,
        },
      },
    ],
  },
});
