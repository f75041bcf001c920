// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = './src/web/features';
const features = fs.existsSync(featuresDir)
  ? fs.readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory())
  : [];

/** Features never import each other; the app layer composes them. */
const featureZones = features.map((f) => ({
  target: `${featuresDir}/${f.name}`,
  from: featuresDir,
  except: [`./${f.name}`],
  message: 'A feature may not import another feature; compose them in src/web/app.',
}));

/**
 * A sub-feature (a folder of a feature with its own api/ or components/, e.g. wallet/vaults)
 * is a zone of its own: its parent composes it, but it imports neither its parent's code
 * nor its siblings', so it can move or grow without dragging the parent along.
 */
const subFeatureZones = features.flatMap((f) => {
  const dir = `${featuresDir}/${f.name}`;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        ['api', 'components'].some((s) => fs.existsSync(`${dir}/${d.name}/${s}`)),
    )
    .map((sub) => ({
      target: `${dir}/${sub.name}`,
      from: dir,
      except: [`./${sub.name}`],
      message: `${f.name}/${sub.name} is a sub-feature: it may not import the rest of ${f.name}; share through src/web/lib or src/web/components.`,
    }));
});

/** Shared web code sits below features, and features below the app: imports flow one way. */
const layerZones = [
  ...['./src/web/components', './src/web/lib', './src/web/testing'].map((target) => ({
    target,
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared web code never imports a feature or the app layer.',
  })),
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features never import the app layer; the app composes them.',
  },
];

const failureWording = {
  selector:
    "ConditionalExpression[consequent.property.name='message']:has(BinaryExpression[operator='instanceof'][right.name='Error'])",
  message: "Word a failure with errorMessage(err, fallback) from '@/web/lib/api-client'.",
};
const apiFetchInApiModules = {
  selector:
    "ImportDeclaration[source.value='@/web/lib/api-client'] > ImportSpecifier[imported.name='apiFetch']",
  message:
    'Call the server from an API module, <feature>/api/<verb>-<noun>.ts (docs/decisions/038-one-way-per-web-concern.md).',
};

/**
 * The server's product areas and the public face of each: the only files another area may
 * import (docs/architecture.md, "Where things go"). Everything else in an area is its own.
 * Shared code (http/, db/, ledger/, config, clock, logger, integrations/, jobs/,
 * shared-state/, admission/) is outside these zones; jobs/ and demo/ (the seed's steps) may
 * call any area's use cases, as a route of that area would.
 */
export const serverAreaFaces = {
  admin: [],
  analytics: [],
  auth: [
    'auth-secret.ts',
    'create-auth.ts',
    'session-cookie.ts',
    'session-guards.ts',
    'unconfirmed-email.ts',
    'web-headers.ts',
  ],
  beta: [],
  bridge: ['list-bridge-movements.ts'],
  chain: ['chain-config.ts', 'deployment-file.ts'],
  content: [],
  games: ['input-rhythm.ts'],
  health: [],
  pi: ['pi-display-name.ts', 'pi-session-plugin.ts'],
  pilot: ['verified-usage.ts'],
  security: ['list-farm-flags.ts'],
  vaults: [],
  wallet: [],
  watch: ['heartbeat-rules.ts', 'replay-guard.ts', 'start-limiter.ts', 'watch-token.ts'],
};

/** An area imports another area only through that area's public face. */
const serverAreaZones = Object.keys(serverAreaFaces).flatMap((area) =>
  Object.entries(serverAreaFaces)
    .filter(([other]) => other !== area)
    .map(([other, face]) => ({
      target: `./src/server/${area}`,
      from: `./src/server/${other}`,
      ...(face.length > 0 ? { except: face.map((f) => `./${f}`) } : {}),
      message:
        face.length > 0
          ? `${area} may import from ${other} only its public face (${face.join(', ')}); move shared code to src/server/http or another shared folder.`
          : `${other} has no public face: ${area} may not import it; move shared code to src/server/http or another shared folder.`,
    })),
);

/** Zones every file obeys, tests included. */
const baseZones = [
  {
    target: './src/domain',
    from: ['./src/server', './src/web'],
    message: 'domain is pure: it imports neither server nor web.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'web never imports server; share types through src/domain.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'server never imports web.',
  },
  {
    target: './src/server/ledger',
    from: './src/server',
    except: ['./ledger', './db', './http/app-error.ts', './clock.ts', './config.ts'],
    message:
      'The ledger is the money module: it imports db, clock, config and AppError, never a product area.',
  },
  ...featureZones,
  ...subFeatureZones,
  ...layerZones,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      '.tmp',
      'drizzle',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // Cycles among our own files; following imports into node_modules cost four fifths of
      // the rule's time (35 s of a 75 s lint here) and found no cycle of ours.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // What TypeScript checks already (typecheck step): a namespace's members, a default
      // export's members.
      'import-x/namespace': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-restricted-paths': ['error', { zones: baseZones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The shared test harness is for tests only; app code never ships it.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/web/testing|(\\.\\./)+testing)(/|$)',
              message: 'Only tests and testing/ helpers may import src/web/testing.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to word a failure, one place to call the server
    // (docs/decisions/038-one-way-per-web-concern.md).
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api-client.ts'],
    rules: { 'no-restricted-syntax': ['error', failureWording, apiFetchInApiModules] },
  },
  {
    // API modules call apiFetch; tests and their harnesses stand in for the server with it.
    files: ['src/web/**/api/**/*.{ts,tsx}', 'src/web/**/*.test.{ts,tsx}', 'src/web/**/testing/**'],
    rules: { 'no-restricted-syntax': ['error', failureWording] },
  },
  {
    // Production code of the server keeps to its areas' public faces; tests may reach in.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts', 'src/server/**/*.typecheck.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...baseZones, ...serverAreaZones] }],
    },
  },
  {
    // A route parses, authorises and calls a use case; queries live in the use case.
    files: ['src/server/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message:
                'Routes do not query: call a use case of the area (src/server/<area>/<verb>-<noun>.ts).',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              message:
                'Routes do not read tables: call a use case of the area (src/server/<area>/<verb>-<noun>.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'bench/**', 'dev/**', 'src/server/**/*-cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
