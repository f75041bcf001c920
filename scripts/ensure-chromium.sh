#!/usr/bin/env bash
# The browser tests drive Debian's chromium-headless-shell (never a downloaded build;
# decision 055). Installs it when it is missing and we are root on Debian; otherwise says
# exactly what to install.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is not installed: installing Debian's chromium-headless-shell package (needed by the browser tests)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at $CHROMIUM." >&2
echo "Install it, e.g.: sudo apt-get install -y chromium-headless-shell   (or set CHROMIUM_PATH)" >&2
exit 1
