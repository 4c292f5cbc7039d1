#!/usr/bin/env bash
# THE benchmark command (npm run bench): builds, prepares a large data set in its own database
# (restaurant_bench, Redis db $BENCH_REDIS_DB), starts one API process on $BENCH_API_PORT and prints the
# latency and throughput of the hot read paths. Numbers only: nothing here passes or fails.
#   BENCH_USERS, BENCH_POSTS, BENCH_LIKES, BENCH_COMMENTS, BENCH_FOLLOWS  size of the data set (see bench/seed.mjs)
#   BENCH_SECONDS (per scenario, default 5), BENCH_CONCURRENCY (default 8)
# Then the feed once more on a MariaDB primary + replica of our own (scripts/mariadb-pair.sh): without and
# with DATABASE_REPLICA_URLS (docs/decisions/093). BENCH_REPLICA=0 skips that part.
set -euo pipefail
# shellcheck source=scripts/node-env.sh
source "$(dirname "$0")/node-env.sh"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"
# shellcheck source=scripts/defaults.sh
source "$ROOT/scripts/defaults.sh"
# shellcheck source=scripts/services.sh
source "$ROOT/scripts/services.sh"
# shellcheck source=scripts/stack.sh
source "$ROOT/scripts/stack.sh"
# shellcheck source=scripts/mariadb-pair.sh
source "$ROOT/scripts/mariadb-pair.sh"

: "${BENCH_API_PORT:=4002}"
: "${BENCH_DB_NAME:=restaurant_bench}"
: "${BENCH_REDIS_DB:=14}"
: "${BENCH_REPLICA:=1}"

trap 'stack_stop; if [ "$BENCH_REPLICA" != 0 ]; then mariadb_pair_down; fi' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

install_if_needed
ensure_services
# Only what the API needs (the site and console are not measured here).
run_child . npx nx run-many -t build -p @app/contracts @app/migrations @app/api

API_PORT="$BENCH_API_PORT"
API_URL="http://127.0.0.1:$API_PORT"
PUBLIC_API_URL="$API_URL"
DATABASE_URL="$(url_set_path "$DATABASE_URL" "$BENCH_DB_NAME")"
REDIS_URL="$(url_set_path "$REDIS_URL" "$BENCH_REDIS_DB")"
STORAGE_DIR="$ROOT/var/bench/storage"
STACK_LOG_DIR="$ROOT/var/log/bench"
# One client address sends every request: the per-address limits would measure the limiter.
RATE_LIMIT_PER_MINUTE=100000000
RATE_LIMIT_SCALE=1000
LOG_LEVEL=warn
export API_PORT API_URL PUBLIC_API_URL DATABASE_URL REDIS_URL STORAGE_DIR RATE_LIMIT_PER_MINUTE RATE_LIMIT_SCALE LOG_LEVEL

log "bench database $(redact_url "$DATABASE_URL"), Redis $(redact_url "$REDIS_URL")"
run_child . node migrations/dist/cli.js migrate
run_child . node bench/seed.mjs
stack_require_free_port "$API_PORT" BENCH_API_PORT "Set BENCH_API_PORT to a free port."
stack_start api . node api/dist/main.js
stack_wait api "$API_URL/api/health"
run_child . node bench/run.mjs "$API_URL"

# How many SELECTs the replica has answered so far (its own status counter).
bench_replica_selects() {
  mariadb --no-defaults -h 127.0.0.1 -P "$MARIADB_PAIR_REPLICA_PORT" -u root -N -e \
    "SELECT VARIABLE_VALUE FROM information_schema.GLOBAL_STATUS WHERE VARIABLE_NAME = 'COM_SELECT'"
}

# The feed without and with a read replica, both on the pair (the machine's MariaDB has no binary log).
bench_replica() {
  local primary replica title selects
  stack_stop
  mariadb_pair_up
  primary="$MARIADB_PAIR_PRIMARY_URL/$BENCH_DB_NAME"
  replica="$MARIADB_PAIR_REPLICA_URL/$BENCH_DB_NAME"
  log "bench data on the pair's primary $primary (loaded once; replicated to $replica)"
  DATABASE_URL="$primary" run_child . node migrations/dist/cli.js migrate
  DATABASE_URL="$primary" run_child . node bench/seed.mjs
  log "waiting for the replica to apply the data set"
  mariadb --no-defaults -h 127.0.0.1 -P "$MARIADB_PAIR_REPLICA_PORT" -u root -N -e \
    "SELECT MASTER_GTID_WAIT('$(mariadb --no-defaults -h 127.0.0.1 -P "$MARIADB_PAIR_PRIMARY_PORT" -u root -N -e 'SELECT @@gtid_binlog_pos')', 1800)" >/dev/null
  for title in "primary only" "with a read replica"; do
    if [ "$title" = "primary only" ]; then
      stack_start api . env DATABASE_URL="$primary" DATABASE_REPLICA_URLS= node api/dist/main.js
    else
      stack_start api . env DATABASE_URL="$primary" DATABASE_REPLICA_URLS="$replica" node api/dist/main.js
    fi
    stack_wait api "$API_URL/api/health"
    selects="$(bench_replica_selects)"
    BENCH_ONLY='^(feed|one post|profile)' BENCH_TITLE="$title" run_child . node bench/run.mjs "$API_URL"
    log "$title: the replica answered $(($(bench_replica_selects) - selects)) SELECTs during these scenarios"
    stack_stop
  done
}

if [ "$BENCH_REPLICA" != 0 ]; then
  bench_replica
fi
