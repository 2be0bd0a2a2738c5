#!/usr/bin/env bash
# npm test: typecheck and lint side by side, jest, then every browser suite on Playwright Test in
# Debian's Chromium (playwright.config.ts). Ends with one line: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."

ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser suites …"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser suites need Debian's Chromium at /usr/bin/chromium: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
}

# Typecheck and lint each use one core: they run side by side, while Chromium is installed if missing.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
npm run -s typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run -s lint >"$logs/lint" 2>&1 &
lint=$!
ensure_chromium
failed=0
wait "$typecheck" || failed=1
echo "== typecheck" && cat "$logs/typecheck"
wait "$lint" || failed=1
echo "== lint" && cat "$logs/lint"
[ "$failed" = 0 ] || exit 1

mkdir -p test-results
echo "== jest (at ${SECONDS} s)"
npx jest --ci --json --outputFile=test-results/jest.json
jest=$?
echo "== browser suites (at ${SECONDS} s)"
JEST_RESULTS=test-results/jest.json npx playwright test
browser=$?
echo "== done in ${SECONDS} s"
[ "$jest" = 0 ] && [ "$browser" = 0 ]
