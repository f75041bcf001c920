#!/usr/bin/env bash
# Runs a command next to a throwaway Redis server (TEST_REDIS_URL points at it), then stops
# it. Installs Debian's redis-server first when it is missing and we are root on Debian;
# otherwise says exactly what to install. Never skips silently.
set -euo pipefail

if ! command -v redis-server >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Redis is not installed: installing Debian's redis-server package (needed by the shared-state tests)..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
    # The package starts a system service on 6379; the tests never use it.
    (systemctl disable --now redis-server >/dev/null 2>&1 || service redis-server stop >/dev/null 2>&1) || true
  else
    echo "The shared-state tests need Redis (redis-server)." >&2
    echo "Install it, e.g.: sudo apt-get install -y redis-server" >&2
    exit 1
  fi
fi

WORK="$(mktemp -d /tmp/qtn-redis.XXXXXX)"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')"

cleanup() {
  redis-cli -p "$PORT" shutdown nosave >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$WORK" \
  --daemonize yes --pidfile "$WORK/redis.pid" --logfile "$WORK/redis.log"
for _ in $(seq 1 50); do
  redis-cli -p "$PORT" ping >/dev/null 2>&1 && break
  sleep 0.1
done
echo "Throwaway Redis $(redis-server --version | awk '{print $3}' | cut -d= -f2) on 127.0.0.1:$PORT"

export TEST_REDIS_URL="redis://127.0.0.1:$PORT"
"$@"
