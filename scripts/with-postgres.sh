#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (TEST_DATABASE_URL points at it),
# then removes the cluster. Installs Debian's PostgreSQL first when it is missing and we
# are root on Debian; otherwise says exactly what to install. Never skips silently.
set -euo pipefail

find_pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

PGBIN="${PGBIN:-$(find_pg_bin)}"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "PostgreSQL is not installed: installing Debian's postgresql package (needed by the PostgreSQL test leg)..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    PGBIN="$(find_pg_bin)"
  else
    echo "The PostgreSQL leg of the tests needs PostgreSQL's server binaries (initdb, pg_ctl)." >&2
    echo "Install them, e.g.: sudo apt-get install -y postgresql   (or set PGBIN to their folder)" >&2
    exit 1
  fi
fi

WORK="$(mktemp -d /tmp/qtn-pg.XXXXXX)"
free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})'; }
as_owner() { "$@"; }
if [ "$(id -u)" = 0 ]; then
  # PostgreSQL refuses to run as root.
  chown postgres:postgres "$WORK"
  as_owner() { runuser -u postgres -- "$@"; }
fi

cleanup() {
  as_owner "$PGBIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_owner "$PGBIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 --no-sync >/dev/null
# The free port is only free when asked: another process may take it before the server
# binds it (seen on a busy machine). Try a new one, and show the server's log if all fail.
for attempt in 1 2 3; do
  PORT="$(free_port)"
  if as_owner "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 120 \
    -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null; then
    break
  fi
  if [ "$attempt" = 3 ]; then
    echo "PostgreSQL did not start; its log:" >&2
    cat "$WORK/server.log" >&2 || true
    exit 1
  fi
  echo "PostgreSQL did not start on port $PORT (attempt $attempt); trying another port" >&2
done
echo "Throwaway PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
