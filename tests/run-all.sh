#!/usr/bin/env bash
# npm test: typecheck, lint and the format check side by side, jest, then every browser suite on
# Playwright Test in Debian's Chromium (playwright.config.ts), which builds the production build once
# first; the last line is `N passed, N failed`. Measured: the build beside typecheck and lint made that phase 25 s
# longer, more than it saved.
# npm run test:fast (`run-all.sh fast`): typecheck, lint and jest's fast project side by side.
# Typecheck, lint and jest keep caches in node_modules/.cache: a second run checks only what changed.
set -uo pipefail
cd "$(dirname "$0")/.."
mode="${1:-all}"

# Debian's Chromium headless shell (tests/e2e/browser.ts); the full browser also serves, slower.
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ]; then return 0; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium-headless-shell for the browser suites …"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
  elif [ ! -x /usr/bin/chromium ]; then
    echo "The browser suites need Debian's Chromium: run 'sudo apt-get install chromium-headless-shell' (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
}

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
# Three at once on two cores: each waits on its disk and its start for a part of its time.
npm run -s typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run -s lint:code >"$logs/lint" 2>&1 &
lint=$!
npm run -s lint:format >"$logs/format" 2>&1 &
format=$!
failed=0
if [ "$mode" = fast ]; then
  npx jest --selectProjects fast >"$logs/jest" 2>&1 || failed=1
else
  # Meanwhile, on a fresh machine: typecheck and lint each use one core, apt mostly waits.
  ensure_chromium || failed=1
fi
wait "$typecheck" || failed=1
echo "== typecheck" && cat "$logs/typecheck"
wait "$lint" || failed=1
echo "== lint" && cat "$logs/lint"
wait "$format" || failed=1
echo "== format and unused code" && cat "$logs/format"
if [ "$mode" = fast ]; then
  echo "== jest (fast)" && cat "$logs/jest"
  echo "== done in ${SECONDS} s"
  exit "$failed"
fi
[ "$failed" = 0 ] || exit 1

echo "== jest (at ${SECONDS} s)"
# jest alone: beside the static checks it took longer than after them (CPU-bound, 93 % of two cores).
npx jest --ci --json --outputFile="$logs/jest.json"
jest=$?
echo "== browser suites (at ${SECONDS} s)"
# The reporter counts jest's results in, and prints the run's last line. Beside the logs:
# Playwright empties test-results/ when it starts.
JEST_RESULTS="$logs/jest.json" npx playwright test
browser=$?
[ "$jest" = 0 ] && [ "$browser" = 0 ]
