#!/usr/bin/env bash
# npm test: typecheck, lint, unit and component tests (jest), then the end-to-end and interoperability
# suites in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the end-to-end suite …"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end suite needs Debian's Chromium at /usr/bin/chromium: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
}

echo "== typecheck" && npm run -s typecheck
echo "== lint" && npm run -s lint
echo "== jest" && npx jest --ci
ensure_chromium
echo "== end-to-end" && npm run -s test:e2e
echo "== interoperability" && npm run -s test:interop
