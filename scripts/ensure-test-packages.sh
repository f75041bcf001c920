#!/usr/bin/env bash
# What `npm test` needs from Debian, installed in one apt-get before any step starts (steps
# run side by side, and two apt-gets at once would fight over dpkg's lock): Chromium for
# the browser tests, HAProxy, PostgreSQL and Redis for the integration tests. Installs only
# when something is missing and we are root on Debian (the browser tests run in Debian's
# chromium-headless-shell, decision 055); otherwise each step's own script
# (ensure-chromium.sh, ensure-haproxy.sh, with-postgres.sh, with-redis.sh) says what to install.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
command -v haproxy >/dev/null || missing+=(haproxy)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [ -n "${PGBIN:-}" ] || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
if [ ${#missing[@]} -eq 0 ]; then
  echo "Chromium, HAProxy, PostgreSQL and Redis are installed."
  exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing: ${missing[*]} (each test step that needs one says how to install it)."
  exit 0
fi
echo "Installing Debian's ${missing[*]} (needed by the tests)..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
# The packages may start system services; the tests start their own.
for service in haproxy redis-server postgresql; do
  (systemctl disable --now "$service" >/dev/null 2>&1 || service "$service" stop >/dev/null 2>&1) || true
done
