#!/usr/bin/env bash
# Starts one end-to-end server on a fresh data directory with demo content and demo accounts
# (password $E2E_PASSWORD), an SMTP sink on loopback that the app sends its mail to, and — when
# E2E_OIDC_PORT is set — a local OpenID provider that stands in for Google (same code-exchange flow).
# E2E_FLAGS ("name:on|off …", from tests/e2e/servers.ts) are switched with the operator CLI first:
# the server is not running yet, so the CLI may take the data-directory lock.
set -euo pipefail
name=$1 port=$2
cd "$(dirname "$0")/../.."
tag="${E2E_PORT_BASE:-4310}-$name"
export DATA_DIR=".tmp/e2e-data-$tag" PORT=$port HOST=127.0.0.1 PUBLIC_URL="http://localhost:$port" LOG_LEVEL=warn
# POST /api/test/alerts-send runs `cli alerts:send`'s function in the server (the CLI cannot open its PGlite).
export E2E_HOOKS=on
rm -rf "$DATA_DIR" ".tmp/e2e-mail-$tag"
# Demo content and demo accounts: seeded once per run (E2E_SEEDED_AT names it) into a data directory that every
# server of the run copies. Seeding — a fresh database, its migrations, the demo, the accounts' password hashes —
# costs several CPU-seconds per server on a CPU-bound run; copying the closed directory costs almost none.
seed_key=$(printf '%s' "${E2E_SEEDED_AT:-}" | tr -c 'A-Za-z0-9' '-')
if [ -n "$seed_key" ]; then
  seeded=".tmp/e2e-seeded-$seed_key"
  mkdir -p .tmp
  (
    flock 9
    if [ ! -d "$seeded" ]; then
      find .tmp -maxdepth 1 -name 'e2e-seeded-*' -mmin +360 -exec rm -rf {} + 2>/dev/null || true
      rm -rf "$seeded.partial"
      DATA_DIR="$seeded.partial" npm run --silent cli -- seed:accounts --password "$E2E_PASSWORD" >/dev/null
      mv "$seeded.partial" "$seeded"
    fi
  ) 9>.tmp/e2e-seeded.lock
  cp -a "$seeded" "$DATA_DIR"
else
  npm run --silent cli -- seed:accounts --password "$E2E_PASSWORD" >/dev/null
fi
# All flags in one CLI run: each run boots PGlite and migrates, several seconds on this machine.
flag_args=()
for pair in ${E2E_FLAGS:-}; do flag_args+=("${pair%%:*}" "${pair##*:}"); done
if [ ${#flag_args[@]} -gt 0 ]; then npm run --silent cli -- flags:set "${flag_args[@]}" >/dev/null; fi

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
npm exec -- node --import tsx tests/e2e/fixtures/smtp-sink.ts --port "$E2E_SMTP_PORT" --dir ".tmp/e2e-mail-$tag" &
pids+=($!)
export SMTP_URL="smtp://127.0.0.1:$E2E_SMTP_PORT"
# A stand-in for the SoundCloud widget (the platform cannot be reached here); the radio is pointed at it by the
# same configuration an operator would use.
if [ -n "${E2E_WIDGET_PORT:-}" ]; then
  npm exec -- node --import tsx tests/e2e/fixtures/fake-soundcloud-widget.ts --port "$E2E_WIDGET_PORT" &
  pids+=($!)
  export SOUNDCLOUD_WIDGET_URL="http://127.0.0.1:$E2E_WIDGET_PORT/player/"
fi
# Stand-ins for the Google tag and Sentry, pointed at by the same variables an operator would set.
if [ -n "${E2E_THIRD_PARTY_PORT:-}" ]; then
  npm exec -- node --import tsx tests/e2e/fixtures/fake-third-parties.ts --port "$E2E_THIRD_PARTY_PORT" &
  pids+=($!)
  export ANALYTICS_MEASUREMENT_ID=G-BOOTHE2E ANALYTICS_TAG_URL="http://127.0.0.1:$E2E_THIRD_PARTY_PORT/gtag/js"
  export SENTRY_DSN="http://booth@127.0.0.1:$E2E_THIRD_PARTY_PORT/1"
  # PayPal's JS SDK and REST API (booking deposits), the stand-in's id and secret (tests/e2e/fixtures/fake-paypal.ts).
  export PAYPAL_CLIENT_ID=booth-e2e-paypal PAYPAL_CLIENT_SECRET=booth-e2e-paypal-secret PAYPAL_ENVIRONMENT=sandbox
  export PAYPAL_SDK_URL="http://127.0.0.1:$E2E_THIRD_PARTY_PORT/sdk/js" PAYPAL_API_URL="http://127.0.0.1:$E2E_THIRD_PARTY_PORT"
fi
# The "default" server trusts loopback as a proxy, so specs that sign in a lot (accounts.spec.ts) can give each
# test its own client address with X-Forwarded-For and stay clear of the per-IP auth limits; the other servers
# keep the socket address (spoofing X-Forwarded-For must not help there).
if [ "$name" = default ]; then export TRUSTED_PROXIES="127.0.0.1,::1"; fi
# The visitor's city as a CDN would pass it ("where your fans are"); the mate dashboard spec sends it.
if [ "$name" = default ]; then export CITY_HEADER="x-e2e-city"; fi
if [ -n "${E2E_OIDC_PORT:-}" ] && [ -f tests/e2e/fixtures/oidc-provider.ts ]; then
  npm exec -- node --import tsx tests/e2e/fixtures/oidc-provider.ts --port "$E2E_OIDC_PORT" --redirect "$PUBLIC_URL/api/auth/callback/google" &
  pids+=($!)
  export GOOGLE_CLIENT_ID=booth-e2e GOOGLE_CLIENT_SECRET=booth-e2e-secret
  export GOOGLE_AUTHORIZATION_URL="http://127.0.0.1:$E2E_OIDC_PORT/auth"
  export GOOGLE_TOKEN_URL="http://127.0.0.1:$E2E_OIDC_PORT/token"
  export GOOGLE_USERINFO_URL="http://127.0.0.1:$E2E_OIDC_PORT/me"
fi
# The server's output also goes to a file, for specs that check what the server logged (observability.spec.ts).
server_log=".tmp/e2e-server-$tag.log"
: >"$server_log"
npm run --silent start > >(tee -a "$server_log") 2> >(tee -a "$server_log" >&2) &
pids+=($!)
# Forward Playwright's SIGTERM to the app so it shuts down cleanly, then stop the helpers.
trap 'kill -TERM "${pids[@]}" 2>/dev/null; wait' TERM INT
wait "${pids[-1]}"
