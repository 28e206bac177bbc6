#!/usr/bin/env bash
# Starts one end-to-end server on a fresh data directory with demo content; E2E_FLAGS ("name:on|off …",
# from tests/e2e/servers.ts) are switched with the operator CLI first — the server is not running yet,
# so the CLI may take the data-directory lock.
set -euo pipefail
name=$1 port=$2
cd "$(dirname "$0")/../.."
export DATA_DIR=".tmp/e2e-data-$name" PORT=$port HOST=127.0.0.1 PUBLIC_URL="http://localhost:$port" LOG_LEVEL=warn
rm -rf "$DATA_DIR"
for pair in ${E2E_FLAGS:-}; do
  npm run --silent cli -- flags:set "${pair%%:*}" "${pair##*:}" >/dev/null
done
exec npm run --silent start
