#!/usr/bin/env bash
# `npm run test:integration:pg`: the integration project against a throwaway PostgreSQL cluster.
# The cluster is stopped and removed even when the tests fail; extra arguments go to vitest.
set -uo pipefail
cd "$(dirname "$0")/.."
env_lines=$(bash scripts/pg-cluster.sh start) || { echo "Could not start a PostgreSQL cluster" >&2; exit 1; }
eval "$env_lines"
trap 'bash scripts/pg-cluster.sh stop "$PG_CLUSTER_DIR" >/dev/null 2>&1' EXIT
TEST_DATABASE_URL="$TEST_DATABASE_URL" vitest run --project integration "$@"
