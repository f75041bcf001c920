import fs from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The real configuration (eslint.config.js); no-cycle would walk the whole import graph.
// Loading the configuration and its resolver takes seconds on a busy machine: hence the timeout.
const eslint = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

/** The messages of the rules that hold the map, for `code` as if it were the file `filePath`. */
async function zoneMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) =>
      ['import-x/no-restricted-paths', 'no-restricted-imports'].includes(m.ruleId ?? ''),
    )
    .map((m) => m.message);
}

describe(
  'the server lint zones (docs/architecture.md, "Where things go")',
  { timeout: 60_000 },
  () => {
    it('refuses a routes file that imports the database schema or drizzle', async () => {
      const file = 'src/server/wallet/zone-fixture-routes.ts';
      expect(
        await zoneMessages(
          file,
          "import { ledgerTransfer } from '../db/schema';\nvoid ledgerTransfer;\n",
        ),
      ).toEqual([expect.stringContaining('Routes do not read tables')]);
      expect(await zoneMessages(file, "import { sql } from 'drizzle-orm';\nvoid sql;\n")).toEqual([
        expect.stringContaining('Routes do not query'),
      ]);
    });

    it('lets a use case of the same area query', async () => {
      const file = 'src/server/wallet/zone-fixture-use-case.ts';
      expect(await zoneMessages(file, "import { sql } from 'drizzle-orm';\nvoid sql;\n")).toEqual(
        [],
      );
    });

    it("refuses an area importing another area's private file", async () => {
      const code =
        "import { recordHeartbeat } from '../watch/record-heartbeat';\nvoid recordHeartbeat;\n";
      expect(await zoneMessages('src/server/beta/zone-fixture.ts', code)).toEqual([
        expect.stringContaining('beta may import from watch only its public face'),
      ]);
    });

    it('refuses any import of an area without a public face', async () => {
      const code =
        "import { listBetaSignups } from '../beta/list-beta-signups';\nvoid listBetaSignups;\n";
      expect(await zoneMessages('src/server/analytics/zone-fixture.ts', code)).toEqual([
        expect.stringContaining('beta has no public face'),
      ]);
    });

    it("lets an area import another's public face and the shared folders", async () => {
      const code = [
        "import { resolveAuthSecret } from '../auth/auth-secret';",
        "import { createAddressRateLimit } from '../http/address-rate-limit';",
        "import { payReward } from '../ledger/pay-reward';",
        'void resolveAuthSecret, createAddressRateLimit, payReward;',
        '',
      ].join('\n');
      expect(await zoneMessages('src/server/beta/zone-fixture.ts', code)).toEqual([]);
    });

    it('lets tests reach into another area', async () => {
      const code = "import { pilotReport } from '../pilot/pilot-report';\nvoid pilotReport;\n";
      expect(await zoneMessages('src/server/beta/zone-fixture.test.ts', code)).toEqual([]);
    });
  },
);

describe('file names', () => {
  it('are kebab-case in src/, e2e/, dev/, bench/ and scripts/', () => {
    const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
    const names = ['src', 'e2e', 'dev', 'bench', 'scripts'].flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|tsx|mjs)$/.test(f)),
    );
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((f) => !kebab.test(f.split('/').pop() ?? ''))).toEqual([]);
  });
});
