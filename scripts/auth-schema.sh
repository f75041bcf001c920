#!/usr/bin/env bash
# Regenerates src/server/db/schema/auth.ts from the auth configuration with better-auth's
# CLI (Node 20 needs the Object.groupBy polyfill), then makes its timestamps timestamptz
# like the rest of the schema. Follow with `npm run db:generate`. The CLI is fetched on
# demand rather than installed: it wants Node 22 and made every `npm ci` warn.
set -euo pipefail
cd "$(dirname "$0")/.."
out=src/server/db/schema/auth.ts
NODE_OPTIONS="--import ./scripts/groupby-polyfill.mjs" npx --yes auth@1.7.7 generate \
  --config src/server/auth/auth-schema-cli.ts --output "$out" --yes
sed -i -E 's/timestamp\("([a-z_]+)"\)/timestamp("\1", { withTimezone: true })/g' "$out"
npx prettier --write "$out" >/dev/null
echo "Wrote $out"
