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

# Typecheck and lint are independent and each uses one core: they run side by side.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
npm run -s typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run -s lint >"$logs/lint" 2>&1 &
lint=$!
failed=0
wait "$typecheck" || failed=1
echo "== typecheck" && cat "$logs/typecheck"
wait "$lint" || failed=1
echo "== lint" && cat "$logs/lint"
[ "$failed" = 0 ] || exit 1
echo "== jest (at ${SECONDS} s)" && npx jest --ci
ensure_chromium
echo "== browser suites on Playwright Test (at ${SECONDS} s)" && npx playwright test
echo "== end-to-end, not yet moved (at ${SECONDS} s)" && npm run -s test:e2e
# The end-to-end run leaves the remote's production build in dist: the portal hosts load that one.
echo "== interoperability (at ${SECONDS} s)" && INTEROP_REMOTE_DIR=dist npm run -s test:interop
echo "== all passed in ${SECONDS} s"
