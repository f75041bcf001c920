#!/usr/bin/env bash
# The load-balancer tests and the overload benchmark run Debian's HAProxy with
# deploy/haproxy.cfg. Installs it when it is missing and we are root on Debian; otherwise
# says exactly what to install.
set -euo pipefail
if command -v haproxy >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "HAProxy is not installed: installing Debian's haproxy package (deploy/haproxy.cfg is tested)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
  # The package may start a system service; the tests start their own.
  (systemctl disable --now haproxy >/dev/null 2>&1 || service haproxy stop >/dev/null 2>&1) || true
  exit 0
fi
echo "The load-balancer tests need HAProxy 2.6 or later." >&2
echo "Install it, e.g.: sudo apt-get install -y haproxy" >&2
exit 1
