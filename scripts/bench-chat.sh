#!/usr/bin/env bash
# The conversations bench (npm run bench:chat [-- --size small|large|both]; issue 31), apart from
# `npm run bench` because its data sets are others and its large one takes a while to load. Numbers only.
#   1. reads: the inbox and the thread's pages at 10 000 messages (small) and 10 000 000 (large), each data
#      set in its own database (${BENCH_DB_PREFIX}_chat_<size>, loaded once by bench/chat-seed.mjs), one API
#      per size, measured by bench/run.mjs (BENCH_SCENARIOS=chat: single requests taken in turn, then with
#      requests in flight) and, with both sizes, compared by bench/compare.mjs (goal large/small ≤ 1.2);
#   2. live connections: BENCH_LIVE_CONNECTIONS (1 000) on the first size's API (bench/live-connections.mjs);
#   3. across processes: two APIs behind nginx with their own Redis, as the scaled stage runs them
#      (scripts/scale-stack.sh, SCALE_* settings), on the small data set: BENCH_LIVE_MESSAGES (500) messages
#      sent through one process and received on the other (bench/live-across.mjs; goal p95 < 100 ms).
# BENCH_CHAT_READS=0, BENCH_LIVE_CONNECTIONS=0 and BENCH_LIVE_MESSAGES=0 skip a part. Results:
# var/bench/chat-*.json. bench/README.md has the data sets and the settings.
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

: "${BENCH_DB_PREFIX:=restaurant_bench}"
: "${BENCH_CHAT_READS:=1}"
: "${BENCH_CHAT_API_PORT:=4012}"
: "${BENCH_CHAT_METRICS_PORT:=4013}"
: "${BENCH_CHAT_LARGE_API_PORT:=4014}"
: "${BENCH_CHAT_REDIS_DB:=13}"
: "${BENCH_CHAT_LARGE_REDIS_DB:=12}"
: "${BENCH_LIVE_CONNECTIONS:=1000}"
: "${BENCH_LIVE_MESSAGES:=500}"
: "${BENCH_BUFFER_POOL_MB:=2048}"
# The scaled stack of part 3 on ports of its own (the scaled e2e stage uses 5820-5826).
: "${SCALE_NGINX_PORT:=4020}"
: "${SCALE_API_PORTS:=4021 4022}"
: "${SCALE_REDIS_PORT:=4023}"
: "${SCALE_S3_PORT:=4024}"
: "${SCALE_MAILDEV_SMTP_PORT:=4025}"
: "${SCALE_MAILDEV_WEB_PORT:=4026}"
# shellcheck source=scripts/scale-stack.sh
source "$ROOT/scripts/scale-stack.sh"

BENCH_SIZES=(small large)
while [ $# -gt 0 ]; do
  case "$1" in
    --size)
      case "${2:-}" in
        small | large) BENCH_SIZES=("$2") ;;
        both) BENCH_SIZES=(small large) ;;
        *) die "--size takes small, large or both" ;;
      esac
      shift 2
      ;;
    --size=*) set -- --size "${1#--size=}" "${@:2}" ;;
    *) die "unknown argument $1 (usage: npm run bench:chat -- --size small|large|both)" ;;
  esac
done

# The data set of a size (bench/chat-seed.mjs), its database, API port and Redis db.
chat_size() {
  case "$1" in
    small)
      BENCH_CHAT_MEMBERS=2000 BENCH_CHAT_CONVERSATIONS=1000 BENCH_CHAT_MESSAGES=10000 BENCH_CHAT_HUB=100
      BENCH_CHAT_THREAD=1000 SIZE_API_PORT="$BENCH_CHAT_API_PORT" SIZE_REDIS_DB="$BENCH_CHAT_REDIS_DB"
      ;;
    large)
      BENCH_CHAT_MEMBERS=100000 BENCH_CHAT_CONVERSATIONS=500000 BENCH_CHAT_MESSAGES=10000000 BENCH_CHAT_HUB=10000
      BENCH_CHAT_THREAD=100000 SIZE_API_PORT="$BENCH_CHAT_LARGE_API_PORT" SIZE_REDIS_DB="$BENCH_CHAT_LARGE_REDIS_DB"
      ;;
  esac
  SIZE_DB="$(url_set_path "$SERVER_DATABASE_URL" "${BENCH_DB_PREFIX}_chat_$1")"
  SIZE_REDIS="$(url_set_path "$SERVER_REDIS_URL" "$SIZE_REDIS_DB")"
  export BENCH_CHAT_MEMBERS BENCH_CHAT_CONVERSATIONS BENCH_CHAT_MESSAGES BENCH_CHAT_HUB BENCH_CHAT_THREAD
}

# Loads a size's data set once (a database holding another one is dropped first); prints the time it took.
chat_load() {
  chat_size "$1"
  log "$1 conversations data set: $(redact_url "$SIZE_DB"), Redis $(redact_url "$SIZE_REDIS")"
  DATABASE_URL="$SIZE_DB" run_child . node bench/chat-seed.mjs --drop-stale
  DATABASE_URL="$SIZE_DB" run_child . node migrations/dist/cli.js migrate
  DATABASE_URL="$SIZE_DB" run_child . node bench/chat-seed.mjs
}

# MariaDB's buffer pool grown for the run as bench.sh does (the large set's thread index is ~300 MB).
buffer_pool_before=""
chat_sql() {
  local mariadb_url
  mariadb_url="$(url_set_path "$SERVER_DATABASE_URL" mysql)"
  node -e 'const mysql = require("mysql2/promise");
    (async () => { const db = await mysql.createConnection(process.argv[1]);
      const [rows] = await db.query(process.argv[2]); await db.end();
      if (Array.isArray(rows) && rows[0]) console.log(Object.values(rows[0])[0]); })()
    .catch((error) => { console.error(error.message); process.exit(1); });' "$mariadb_url" "$1"
}
chat_buffer_pool() {
  local wanted=$((BENCH_BUFFER_POOL_MB * 1024 * 1024)) current
  [ "$BENCH_BUFFER_POOL_MB" != 0 ] || return 0
  current="$(chat_sql 'SELECT @@innodb_buffer_pool_size')"
  [ "$current" -lt "$wanted" ] || return 0
  log "MariaDB buffer pool: $((current / 1024 / 1024)) MB -> $BENCH_BUFFER_POOL_MB MB for this run"
  chat_sql "SET GLOBAL innodb_buffer_pool_size = $wanted" && buffer_pool_before="$current"
}
chat_restore_buffer_pool() {
  [ -n "$buffer_pool_before" ] || return 0
  chat_sql "SET GLOBAL innodb_buffer_pool_size = $buffer_pool_before" || true
}

trap 'stack_stop; scale_services_stop; chat_restore_buffer_pool' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

install_if_needed
ensure_services
SERVER_DATABASE_URL="$DATABASE_URL"
SERVER_REDIS_URL="$REDIS_URL"
chat_buffer_pool
run_child . npx nx run-many -t build -p @app/contracts @app/migrations @app/api

STORAGE_DIR="$ROOT/var/bench/chat-storage"
STACK_LOG_DIR="$ROOT/var/log/bench-chat"
# One client address sends every request, and one member sends hundreds of messages a minute.
RATE_LIMIT_PER_MINUTE=100000000
RATE_LIMIT_SCALE=1000
LOG_LEVEL=warn
export STORAGE_DIR RATE_LIMIT_PER_MINUTE RATE_LIMIT_SCALE LOG_LEVEL
mkdir -p "$ROOT/var/bench"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# 1. Each size's data set, loaded once; then one API per size, both running while the reads are measured.
targets=()
totals=()
for size in "${BENCH_SIZES[@]}"; do
  chat_size "$size"
  chat_load "$size"
  run_child . node -e 'const { Redis } = require("ioredis"); const r = new Redis(process.argv[1]); r.flushdb().then(() => r.quit());' "$SIZE_REDIS"
  stack_require_free_port "$SIZE_API_PORT" "the $size API" "Set BENCH_CHAT_API_PORT / BENCH_CHAT_LARGE_API_PORT."
  size_api="http://127.0.0.1:$SIZE_API_PORT"
  # The first size's API also reports its memory and open connections (part 2) on its metrics listener.
  metrics_port=0
  [ "${#targets[@]}" -gt 0 ] || metrics_port="$BENCH_CHAT_METRICS_PORT"
  stack_start "api-$size" . env DATABASE_URL="$SIZE_DB" REDIS_URL="$SIZE_REDIS" API_PORT="$SIZE_API_PORT" \
    API_URL="$size_api" PUBLIC_API_URL="$size_api" METRICS_PORT="$metrics_port" node api/dist/main.js
  targets+=("chat-$size=$size_api")
  totals+=("chat-$size:$BENCH_CHAT_MESSAGES")
done
for size in "${BENCH_SIZES[@]}"; do
  chat_size "$size"
  stack_wait "api-$size" "http://127.0.0.1:$SIZE_API_PORT/api/health"
done
if [ "$BENCH_CHAT_READS" != 0 ]; then
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  BENCH_SCENARIOS=chat BENCH_TOTALS="$(
    IFS=,
    echo "${totals[*]}"
  )" BENCH_RESULTS_DIR="$ROOT/var/bench" run_child . node bench/run.mjs "${targets[@]}"
  if [ "${#BENCH_SIZES[@]}" = 2 ]; then
    run_child . node bench/compare.mjs "$ROOT/var/bench/chat-small.json" "$ROOT/var/bench/chat-large.json"
  fi
fi

# 2. Open live connections on the first size's API.
if [ "$BENCH_LIVE_CONNECTIONS" != 0 ]; then
  chat_size "${BENCH_SIZES[0]}"
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  BENCH_LIVE_CONNECTIONS="$BENCH_LIVE_CONNECTIONS" run_child . node bench/live-connections.mjs \
    "http://127.0.0.1:$SIZE_API_PORT" "http://127.0.0.1:$BENCH_CHAT_METRICS_PORT/metrics" \
    "$ROOT/var/bench/chat-connections.json"
fi
stack_stop

# 3. Across processes: the scaled stack (two APIs and workers behind nginx, its own Redis) on the small set.
if [ "$BENCH_LIVE_MESSAGES" != 0 ]; then
  chat_size small
  E2E_NAME=bench-chat
  E2E_DB_NAME=unused
  scale_use_settings
  DATABASE_URL="$SIZE_DB"
  RATE_LIMIT_SCALE=1000
  export DATABASE_URL RATE_LIMIT_SCALE
  chat_load small
  scale_ensure_nginx
  scale_ensure_redis_server
  SCALE_FRESH_DB=0 scale_up
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  BENCH_LIVE_MESSAGES="$BENCH_LIVE_MESSAGES" run_child . node bench/live-across.mjs "$API_URL" \
    "$ROOT/var/bench/chat-across.json"
  stack_stop
  scale_services_stop
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
