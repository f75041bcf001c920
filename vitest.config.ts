import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const alias = { '@': path.join(root, 'src') };

const unitInclude = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'];
const unitExclude = ['src/**/*.int.test.ts'];

const unitFiles = ['src', 'scripts'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.(ts|tsx|mjs)$/.test(f) && !f.endsWith('.int.test.ts'))
    .map((f) => `${dir}/${f}`),
);
const unitFilesSaying = (pattern: RegExp) =>
  unitFiles.filter((f) => pattern.test(fs.readFileSync(path.join(root, f), 'utf8')));

/**
 * The unit test files that test a module's state before its first use, a library's included
 * (the toast library keeps every toast raised in its worker): each runs on a worker of its own.
 */
const unitFilesAlone = unitFilesSaying(/Needs a module registry of its own/);
/**
 * The unit test files that replace a module or a global (`vi.mock`, `vi.stubGlobal`, …): a
 * replaced module must not meet a copy another file already imported, so each of these files
 * starts with our modules forgotten (src/test/setup-unit-reset.ts) while the libraries stay
 * loaded (decisions 057, 059).
 */
const unitFilesThatReplace = unitFilesSaying(
  /\bvi\.(mock|doMock|unmock|stubGlobal|stubEnv|resetModules)\(/,
).filter((f) => !unitFilesAlone.includes(f));

/** What the unit projects share. */
const unitProject = {
  plugins: [react()],
  resolve: { alias },
  test: {
    environment: 'node' as const,
    setupFiles: ['src/test/setup-unit.ts'],
    // Worker threads start and tear down each file's environment faster than child
    // processes: measured side by side here, 134 s against 208 s for the same 1,095 tests
    // (decision 039).
    pool: 'threads' as const,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...unitProject,
        test: {
          ...unitProject.test,
          name: 'unit',
          include: unitInclude,
          exclude: [...unitExclude, ...unitFilesThatReplace, ...unitFilesAlone],
          // Files that replace no module share each worker's modules: React, Testing Library
          // and the app are imported once per worker, not once per file. The setup file
          // undoes what a file leaves behind (timers, storage, the DOM). Measured here: these
          // 152 files in 31 CPU-s instead of about 125 (decision 057).
          isolate: false,
        },
      },
      {
        ...unitProject,
        test: {
          ...unitProject.test,
          name: 'unit-replacing',
          include: unitFilesThatReplace,
          // One worker's jsdom, React and Testing Library serve every file; each file imports
          // our modules anew, so its replacements reach every module that imports them.
          // Measured here: these 55 files in 48 CPU-s instead of 219 (decision 059).
          isolate: false,
          setupFiles: ['src/test/setup-unit-reset.ts', ...unitProject.test.setupFiles],
        },
      },
      {
        ...unitProject,
        test: { ...unitProject.test, name: 'unit-alone', include: unitFilesAlone },
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
