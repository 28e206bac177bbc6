#!/usr/bin/env bash
# Security scan of the built app on 127.0.0.1: wapiti's common modules over the whole site and
# sqlmap (--level 2 --risk 1, PostgreSQL payloads) over every parameterised GET and every form of the public and sign-in pages, on a
# fresh data directory with the demo content. Installs both from Debian's packages when missing. Time-bounded:
# SECURITY_MINUTES (default 12) for wapiti, SQLMAP_SECONDS (default 240) per sqlmap target. Prints the findings
# and exits 1 when there is any (the target is none); the raw reports stay in .tmp/security/.
#   bash bench/security.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

missing=()
command -v wapiti >/dev/null || missing+=(wapiti)
command -v sqlmap >/dev/null || missing+=(sqlmap)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

node scripts/build-if-stale.mjs
out=".tmp/security"
rm -rf "$out" && mkdir -p "$out"
data=$(mktemp -d)
port=${SECURITY_PORT:-4990}
base="http://127.0.0.1:$port"
# /events is off by default (spec §4); switched on for the scan so its filters and pages are attacked too.
DATA_DIR="$data" npm run --silent cli -- flags:set eventsPageEnabled on >/dev/null
DATA_DIR="$data" PORT=$port HOST=127.0.0.1 PUBLIC_URL="$base" LOG_LEVEL=warn node scripts/start.mjs >"$out/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 600); do
  curl -fs "$base/api/health" >/dev/null 2>&1 && break
  kill -0 $server 2>/dev/null || { cat "$out/server.log"; exit 1; }
  sleep 0.5
done

dj=$(curl -fs "$base/" | grep -o 'href="/dj/[a-z0-9-]*"' | head -1 | sed 's/href="//; s/"//')
venue=$(curl -fs "$base/venues" | grep -o 'href="/venues/[a-z0-9-]*"' | head -1 | sed 's/href="//; s/"//')
production=$(curl -fs "$base/productions" | grep -o 'href="/production/[a-z0-9-]*"' | head -1 | sed 's/href="//; s/"//')
event=$(curl -fs "$base/events" | grep -o 'href="/events/[A-Za-z0-9_-]*"' | head -1 | sed 's/href="//; s/"//')
[ -n "$event" ] || { echo "The events flag did not take: /events lists no event"; exit 1; }

# Every parameterised GET (the list filters, search and suggestions) and every page with a form a visitor can send.
gets=(
  "$base/?genre=techno&city=Berlin"
  "$base/search?q=nadia&type=djs"
  "$base/api/search/suggestions?q=na"
  "$base/events?city=Berlin&genre=techno"
  "$base/events?when=past&city=Berlin&venue=club&range=week"
  "$base/events?from=2026-12-01&to=2026-12-31&page=2"
  "$base/venues?q=club&city=Berlin&type=club"
  "$base/productions?q=night&verified=1"
  "$base/news?category=interviews"
  "$base/alerts/unsubscribe/0123456789abcdef"
)
forms=("$base/login" "$base/signup" "$base/reset-password" "$base$dj" "$base$venue" "$base$production" "$base$event" "$base/search")
# wapiti 3.0.4's crawler stops at the page it starts from here, so every page worth attacking is a start page.
# --max-scan-time alone does not stop a module mid-attack: each module also gets a twelfth of the time.
starts=()
for url in "${gets[@]}" "${forms[@]}" "$base/events" "$base/radio" "$base/news" "$base/following"; do starts+=(-s "$url"); done
echo "wapiti (common modules) on $(( ${#starts[@]} / 2 )) start pages of $base, at most ${SECURITY_MINUTES:-12} min"
started=$(date +%s)
timeout $(( ${SECURITY_MINUTES:-12} * 60 + 60 )) wapiti -u "$base/" "${starts[@]}" --scope folder -m common \
  --max-scan-time $(( ${SECURITY_MINUTES:-12} * 60 )) --max-attack-time $(( ${SECURITY_MINUTES:-12} * 60 / 12 )) --flush-session -f json -o "$out/wapiti.json" \
  >"$out/wapiti.log" 2>&1 || echo "  wapiti ended with $? (see $out/wapiti.log)"
wapiti_seconds=$(( $(date +%s) - started ))

injectable=0
sqlmap_run() {
  local name=$1; shift
  timeout "${SQLMAP_SECONDS:-240}" sqlmap --batch --dbms=PostgreSQL --level 2 --risk 1 --threads 2 --timeout 10 --retries 1 \
    --flush-session --disable-coloring --output-dir "$out/sqlmap" -H "Origin: $base" "$@" >"$out/sqlmap-$name.log" 2>&1 || true
  if grep -q "identified the following injection point" "$out/sqlmap-$name.log"; then
    injectable=$((injectable + 1))
    echo "  FINDING: sqlmap found an injection point ($*) — $out/sqlmap-$name.log"
  fi
}
echo "sqlmap --level 2 --risk 1 on ${#gets[@]} GETs and ${#forms[@]} pages with forms"
started=$(date +%s)
i=0
for url in "${gets[@]}"; do i=$((i + 1)); sqlmap_run "get-$i" -u "$url"; done
for url in "${forms[@]}"; do i=$((i + 1)); sqlmap_run "form-$i" -u "$url" --forms; done
sqlmap_seconds=$(( $(date +%s) - started ))

findings=$(node -e '
  const fs = require("node:fs");
  let report = {};
  try { report = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); } catch { console.log("unread"); process.exit(0); }
  // Two header checks do not apply: HSTS is sent on https only (this scan is plain http on loopback), and
  // X-XSS-Protection is sent as "0" on purpose (the old filter is off, as current advice says), which 3.0.4 reads
  // as missing. They are printed as notes, not counted.
  const notApplicable = (kind, v) =>
    kind === "HTTP Secure Headers" && /Strict-Transport-Security|X-XSS-Protection/.test(v.info);
  let count = 0;
  for (const [kind, list] of Object.entries(report.vulnerabilities ?? {}))
    for (const v of list) {
      const skip = notApplicable(kind, v);
      if (!skip) count++;
      console.error(`  ${skip ? "note (not applicable)" : "FINDING"}: wapiti ${kind}: ${v.method} ${v.path} ${v.parameter ?? ""} — ${v.info}`);
    }
  console.log(count);
' "$out/wapiti.json")
# Wapiti 3.0.4's JSON report has no crawl count; its log says how many URLs and forms it found and attacked.
crawled=$(grep -o 'found [0-9]* URLs and forms' "$out/wapiti.log" | grep -o '[0-9]*' | tail -1)

printf '\n| scanner | what | time | findings |\n|---|---|---|---|\n'
printf '| wapiti %s | common modules on %s URLs and forms | %ss | %s |\n' "$(wapiti --version 2>/dev/null | head -1 | grep -o '[0-9.]*' | head -1)" "$crawled" "$wapiti_seconds" "$findings"
printf '| sqlmap %s | --level 2 --risk 1, %s GETs, %s form pages | %ss | %s |\n' "$(sqlmap --version 2>/dev/null | grep -o '[0-9][0-9.]*' | head -1)" "${#gets[@]}" "${#forms[@]}" "$sqlmap_seconds" "$injectable"
[ "$findings" = "0" ] && [ "$injectable" = "0" ]
