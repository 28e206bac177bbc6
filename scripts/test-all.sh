#!/usr/bin/env bash
# `npm test`: the whole suite — lint, typecheck, unit, integration on PGlite, integration on a real
# PostgreSQL server (a throwaway cluster on 127.0.0.1), then the built app end-to-end in Chromium.
# Installs Chromium and PostgreSQL with apt when missing. Ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
results=.tmp/results
rm -rf "$results" && mkdir -p "$results"
declare -a failures=()

# Each step's wall time goes into its check file; the summary prints it (where the time of a run goes).
step_started=$SECONDS
step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; step_started=$SECONDS; }
record() { # name exit-code
  if [ "$2" -ne 0 ]; then failures+=("$1"); fi
  echo "{\"name\":\"$1\",\"exitCode\":$2,\"seconds\":$((SECONDS - step_started))}" > "$results/check-$1.json"
}

ensure_apt_packages() {
  local missing=()
  # The e2e suite drives Chromium's headless shell (tests/e2e/chromium.ts); CHROMIUM_PATH names another browser.
  [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || missing+=(postgresql)
  if [ ${#missing[@]} -gt 0 ]; then
    step "Installing ${missing[*]} with apt"
    if [ "$(id -u)" -ne 0 ]; then echo "Need root to apt-get install ${missing[*]}" >&2; return 1; fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq || return 1
    # The headless shell at the version of the Chromium already here, when the archive still has it: no upgrade of
    # the installed browser, half the download.
    local common
    common=$(dpkg-query -W -f='${Version}' chromium-common 2>/dev/null || true)
    if [ -n "$common" ] && apt-cache show "chromium-headless-shell=$common" >/dev/null 2>&1; then
      missing=("${missing[@]/#chromium-headless-shell/chromium-headless-shell=$common}")
    fi
    apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

ensure_apt_packages || { echo "Could not install test prerequisites"; echo "0 passed, 1 failed"; exit 1; }

step "Lint (biome)"
npm run --silent lint; record lint $?

step "Typecheck"
npm run --silent typecheck; record typecheck $?

step "Unit tests"
npm exec -- vitest run --project unit --reporter=default --reporter=json --outputFile.json="$results/vitest-unit.json"
record unit $?

# Three workers on two cores: integration files spend much of their time waiting on processes they start, timers
# and the database, so a third worker fills that time (decision 052).
integration_workers=${INTEGRATION_WORKERS:-3}

step "Integration tests on PGlite"
npm exec -- vitest run --project integration --maxWorkers="$integration_workers" --reporter=default --reporter=json --outputFile.json="$results/vitest-integration-pglite.json"
record integration-pglite $?

step "Integration tests on PostgreSQL"
pg_env=$(bash scripts/pg-cluster.sh start)
pg_rc=$?
if [ $pg_rc -eq 0 ]; then
  eval "$pg_env"
  TEST_DATABASE_URL="$TEST_DATABASE_URL" npm exec -- vitest run --project integration --maxWorkers="$integration_workers" --reporter=default --reporter=json --outputFile.json="$results/vitest-integration-postgres.json"
  record integration-postgres $?
  bash scripts/pg-cluster.sh stop "$PG_CLUSTER_DIR" >/dev/null 2>&1
else
  echo "Could not start a PostgreSQL cluster"; record integration-postgres 1
fi
unset TEST_DATABASE_URL

step "Build"
npm exec -- node scripts/build-if-stale.mjs; record build $?

step "End-to-end tests in Chromium"
# The tests that change a whole server (@exclusive) run in a second Playwright run beside the rest, one at a time
# on servers of their own (the default and flipped ones, 50 ports up), instead of alone after everything else
# (decision 052). Its output is printed when both have ended.
e2e_base=${E2E_PORT_BASE:-4310}
# Both runs date the demo from one moment, and their servers copy one seeded data directory (start-server.sh).
export E2E_SEEDED_AT=${E2E_SEEDED_AT:-$(date -u +%Y-%m-%dT%H:%M:%S.000Z)}
exclusive_log="$results/e2e-exclusive.log"
E2E_SPLIT=1 E2E_PORT_BASE=$((e2e_base + 50)) E2E_ONLY_SERVERS=default,flipped E2E_OUTPUT_DIR=.tmp/test-results-exclusive \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright-exclusive.json" \
  npm exec -- playwright test --project exclusive >"$exclusive_log" 2>&1 &
exclusive_pid=$!
E2E_SPLIT=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npm exec -- playwright test --project desktop --project phone
e2e_rc=$?
wait "$exclusive_pid"
exclusive_rc=$?
printf '\n\033[1m▶ End-to-end tests that change a whole server (@exclusive)\033[0m\n'
cat "$exclusive_log"
[ $e2e_rc -eq 0 ] && [ $exclusive_rc -eq 0 ]
record e2e $?

npm exec -- node scripts/test-summary.mjs "$results"
[ ${#failures[@]} -eq 0 ]
