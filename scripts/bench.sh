#!/usr/bin/env bash
# THE benchmark command (npm run bench): builds, prepares a large data set in its own database
# (restaurant_bench, Redis db $BENCH_REDIS_DB), starts one API process on $BENCH_API_PORT and prints the
# latency and throughput of the hot read paths. Numbers only: nothing here passes or fails.
#   BENCH_USERS, BENCH_POSTS, BENCH_LIKES, BENCH_COMMENTS, BENCH_FOLLOWS  size of the data set (see bench/seed.mjs)
#   BENCH_SECONDS (per scenario, default 5), BENCH_CONCURRENCY (default 8)
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

: "${BENCH_API_PORT:=4002}"
: "${BENCH_DB_NAME:=restaurant_bench}"
: "${BENCH_REDIS_DB:=14}"

trap 'stack_stop' EXIT
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
