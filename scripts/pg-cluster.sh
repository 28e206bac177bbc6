#!/usr/bin/env bash
# Throwaway PostgreSQL cluster for integration tests.
#   bash scripts/pg-cluster.sh start        → prints `export TEST_DATABASE_URL=…` and `export PG_CLUSTER_DIR=…`
#   bash scripts/pg-cluster.sh stop <dir>   → stops the cluster and removes its directory
# Installs Debian's postgresql with apt when no initdb is found. PostgreSQL refuses to run as root, so the
# cluster belongs to the postgres user (runuser) when we are root.
set -euo pipefail

log() { echo "$*" >&2; }

find_bin() {
  local d
  for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$d/initdb" ]; then echo "$d"; return 0; fi
  done
  return 1
}

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$(( (RANDOM % 20000) + 40000 ))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "$port"; return 0; fi
    exec 3>&- 3<&- 2>/dev/null || true
  done
  log "no free port found"; return 1
}

start() {
  local bin
  if ! bin=$(find_bin); then
    log "Installing postgresql with apt…"
    if [ "$(id -u)" -ne 0 ]; then log "Need root to apt-get install postgresql"; exit 1; fi
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    bin=$(find_bin)
  fi
  local dir port
  dir=$(mktemp -d /tmp/booth-pg-XXXXXX)
  chmod 755 "$dir"
  if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$dir"; fi
  port=$(free_port)
  as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >&2 ||
    as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >&2
  as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    start >&2 || { cat "$dir/postgres.log" >&2; exit 1; }
  echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
  echo "export PG_CLUSTER_DIR=$dir"
}

stop() {
  local dir=${1:-}
  if [ -z "$dir" ] || [ ! -d "$dir/data" ]; then log "usage: $0 stop <dir printed by start>"; exit 2; fi
  local bin
  bin=$(find_bin)
  as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) log "usage: $0 start | stop <dir>"; exit 2 ;;
esac
