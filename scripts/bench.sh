#!/usr/bin/env bash
# THE benchmark command (npm run bench [-- --size small|large|both|huge]): builds, prepares a data set of each
# chosen size in its own database (restaurant_bench_<size>), starts one API process per size (small: port
# $BENCH_API_PORT and Redis db $BENCH_REDIS_DB; large: $BENCH_LARGE_API_PORT and $BENCH_LARGE_REDIS_DB) and
# prints the latency and throughput of the hot read paths (bench/run.mjs, which takes each read's single
# requests from the sizes in turn). With both sizes (the default) it then prints the ratio large/small per
# read (bench/compare.mjs).
# Numbers only: nothing here passes or fails. Results: var/bench/<size>.json.
#   small = 10 000 posts, 2 000 members; large = 1 000 000 posts, 100 000 members, with the marketplace's
#   listings in proportion (bench/README.md); databases ${BENCH_DB_PREFIX:-restaurant_bench}_<size>
#   huge = 10 000 000 posts, 1 000 000 members, on demand only (--size huge: the small and the huge set, and
#   the ratio huge/small; never in CI): the huge set runs on the large set's ports and Redis db
#   BENCH_SECONDS (per scenario, default 5), BENCH_CONCURRENCY (default 8)
# BENCH_REPLICA=1 then measures the feed once more on a MariaDB primary + replica of our own
# (scripts/mariadb-pair.sh), without and with DATABASE_REPLICA_URLS (docs/decisions/093), on the last size.
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
# shellcheck source=scripts/scale-stack.sh
source "$ROOT/scripts/scale-stack.sh" # the page cache's nginx settings (page_cache_*_conf)

: "${BENCH_API_PORT:=4002}"
: "${BENCH_FLOOR_PORT:=4003}"
: "${BENCH_MAILDEV_SMTP_PORT:=1027}"
: "${BENCH_MAILDEV_WEB_PORT:=1082}"
: "${BENCH_QUEUES:=1}"
: "${BENCH_WEB_PORT:=3002}"
: "${BENCH_LIGHTHOUSE:=1}"
: "${BENCH_REDIS_DB:=14}"
# The large set's API, floor, member site and Redis db (both sizes run at once; the small set's are above).
: "${BENCH_LARGE_API_PORT:=4004}"
: "${BENCH_LARGE_FLOOR_PORT:=4005}"
: "${BENCH_LARGE_WEB_PORT:=3004}"
: "${BENCH_LARGE_REDIS_DB:=15}"
: "${BENCH_REPLICA:=0}"
# The public pages' bench (bench/public-pages.mjs) also measures them through an nginx micro-cache on this
# port, configured as docs/deploy.md says (nginx from Debian, installed when missing). 0 skips the cache.
: "${BENCH_PAGE_CACHE_PORT:=3006}"
# The data sets' databases are ${BENCH_DB_PREFIX}_small and _large: a second checkout on the same server
# sets its own prefix so that two runs never load or measure each other's database.
: "${BENCH_DB_PREFIX:=restaurant_bench}"

BENCH_SIZES=(small large)
while [ $# -gt 0 ]; do
  case "$1" in
    --size)
      case "${2:-}" in
        small | large) BENCH_SIZES=("$2") ;;
        both) BENCH_SIZES=(small large) ;;
        # Ten million posts (issue 39): measured against the small set, as the large set is.
        huge) BENCH_SIZES=(small huge) ;;
        *) die "--size takes small, large, both or huge" ;;
      esac
      shift 2
      ;;
    --size=*) set -- --size "${1#--size=}" "${@:2}" ;;
    *) die "unknown argument $1 (usage: npm run bench -- --size small|large|both|huge)" ;;
  esac
done

# The data set of a size: exported for bench/seed.mjs, which loads it once per database.
bench_size() {
  case "$1" in
    small)
      BENCH_USERS=2000 BENCH_POSTS=10000 BENCH_LIKES=50000 BENCH_COMMENTS=10000 BENCH_FOLLOWS=5000
      BENCH_REQUIREMENTS=2000 BENCH_JOBS=1000 BENCH_FRANCHISES=400 BENCH_SALES=400
      ;;
    large)
      BENCH_USERS=100000 BENCH_POSTS=1000000 BENCH_LIKES=5000000 BENCH_COMMENTS=1000000 BENCH_FOLLOWS=500000
      BENCH_REQUIREMENTS=100000 BENCH_JOBS=50000 BENCH_FRANCHISES=20000 BENCH_SALES=20000
      ;;
    huge)
      BENCH_USERS=1000000 BENCH_POSTS=10000000 BENCH_LIKES=50000000 BENCH_COMMENTS=10000000 BENCH_FOLLOWS=5000000
      BENCH_REQUIREMENTS=1000000 BENCH_JOBS=500000 BENCH_FRANCHISES=200000 BENCH_SALES=200000
      # Posts, likes and comments go in slices of 2.5 M rows (bench/seed.mjs, decision 381).
      BENCH_SLICE_ROWS=2500000
      ;;
  esac
  BENCH_DB_NAME="${BENCH_DB_PREFIX}_$1"
  export BENCH_USERS BENCH_POSTS BENCH_LIKES BENCH_COMMENTS BENCH_FOLLOWS BENCH_REQUIREMENTS BENCH_JOBS BENCH_FRANCHISES \
    BENCH_SALES BENCH_DB_NAME
  if [ "$1" = huge ]; then export BENCH_SLICE_ROWS; else unset BENCH_SLICE_ROWS; fi
}

# The ports and Redis db of a size's processes.
bench_ports() {
  case "$1" in
    small) SIZE_API_PORT="$BENCH_API_PORT" SIZE_FLOOR_PORT="$BENCH_FLOOR_PORT" SIZE_WEB_PORT="$BENCH_WEB_PORT" SIZE_REDIS_DB="$BENCH_REDIS_DB" ;;
    large | huge) SIZE_API_PORT="$BENCH_LARGE_API_PORT" SIZE_FLOOR_PORT="$BENCH_LARGE_FLOOR_PORT" SIZE_WEB_PORT="$BENCH_LARGE_WEB_PORT" SIZE_REDIS_DB="$BENCH_LARGE_REDIS_DB" ;;
  esac
}

# A database server keeps its working set in memory; MariaDB's default buffer pool (128 MB) holds a tenth of
# the large set (about 1.1 GB), so its reads would measure the page cache, not the queries. The pool is grown
# for the run (it resizes online) and given back at the end. BENCH_BUFFER_POOL_MB=0 leaves it alone.
: "${BENCH_BUFFER_POOL_MB:=2048}"
buffer_pool_before=""
# Runs one SQL statement on the server of DATABASE_URL (in its `mysql` schema, which every server has) and
# prints the first column of its first row.
bench_sql() {
  node -e 'const mysql = require("mysql2/promise");
    (async () => { const db = await mysql.createConnection(process.argv[1]);
      const [rows] = await db.query(process.argv[2]); await db.end();
      if (Array.isArray(rows) && rows[0]) console.log(Object.values(rows[0])[0]); })()
    .catch((error) => { console.error(error.message); process.exit(1); });' "$(url_set_path "$DATABASE_URL" mysql)" "$1"
}
bench_size_buffer_pool() {
  local wanted=$((BENCH_BUFFER_POOL_MB * 1024 * 1024)) current
  [ "$BENCH_BUFFER_POOL_MB" != 0 ] || return 0
  current="$(bench_sql 'SELECT @@innodb_buffer_pool_size')"
  [ "$current" -lt "$wanted" ] || return 0
  log "MariaDB buffer pool: $((current / 1024 / 1024)) MB -> $BENCH_BUFFER_POOL_MB MB for this run"
  bench_sql "SET GLOBAL innodb_buffer_pool_size = $wanted" && buffer_pool_before="$current"
}
bench_restore_buffer_pool() {
  [ -n "$buffer_pool_before" ] || return 0
  bench_sql "SET GLOBAL innodb_buffer_pool_size = $buffer_pool_before" || true
}

trap 'bench_page_cache_down; stack_stop; bench_restore_buffer_pool; if [ "$BENCH_REPLICA" != 0 ]; then mariadb_pair_down; fi' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

install_if_needed
ensure_services
bench_size_buffer_pool
# What the API, the worker and the member site need (the console is not measured here).
run_child . npx nx run-many -t build -p @app/contracts @app/migrations @app/api @app/member-web

API_PORT="$BENCH_API_PORT"
API_URL="http://127.0.0.1:$API_PORT"
PUBLIC_API_URL="$API_URL"
SERVER_DATABASE_URL="$DATABASE_URL"
SERVER_REDIS_URL="$REDIS_URL"
REDIS_URL="$(url_set_path "$REDIS_URL" "$BENCH_REDIS_DB")"
STORAGE_DIR="$ROOT/var/bench/storage"
STACK_LOG_DIR="$ROOT/var/log/bench"
# One client address sends every request: the per-address limits would measure the limiter.
RATE_LIMIT_PER_MINUTE=100000000
RATE_LIMIT_SCALE=1000
LOG_LEVEL=warn
export API_PORT API_URL PUBLIC_API_URL DATABASE_URL REDIS_URL STORAGE_DIR RATE_LIMIT_PER_MINUTE RATE_LIMIT_SCALE LOG_LEVEL

mkdir -p "$ROOT/var/bench"
# The member site's first-load JavaScript per route, from the build (bench/bundle-size.mjs).
run_child . node bench/bundle-size.mjs member-web/build/client "$ROOT/var/bench/bundle-size.json"
stack_require_free_port "$API_PORT" BENCH_API_PORT "Set BENCH_API_PORT to a free port."
stack_require_free_port "$BENCH_FLOOR_PORT" BENCH_FLOOR_PORT "Set BENCH_FLOOR_PORT to a free port."
stack_require_free_port "$BENCH_WEB_PORT" BENCH_WEB_PORT "Set BENCH_WEB_PORT to a free port."
stack_require_free_port "$BENCH_LARGE_API_PORT" BENCH_LARGE_API_PORT "Set BENCH_LARGE_API_PORT to a free port."
stack_require_free_port "$BENCH_LARGE_FLOOR_PORT" BENCH_LARGE_FLOOR_PORT "Set BENCH_LARGE_FLOOR_PORT to a free port."
stack_require_free_port "$BENCH_LARGE_WEB_PORT" BENCH_LARGE_WEB_PORT "Set BENCH_LARGE_WEB_PORT to a free port."
# An nginx micro-cache in front of the member site on WEB_PORT, with the settings docs/deploy.md gives for
# production ("Caching public pages"), on BENCH_PAGE_CACHE_PORT.
BENCH_PAGE_CACHE_PID=""
bench_page_cache_up() {
  local web_port="$1" dir="$ROOT/var/bench/nginx" user_line=""
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then apt_install nginx-light; fi
  stack_require_free_port "$BENCH_PAGE_CACHE_PORT" BENCH_PAGE_CACHE_PORT "Set BENCH_PAGE_CACHE_PORT to a free port (0 skips the cache)."
  rm -rf "$dir"
  mkdir -p "$dir/tmp" "$dir/cache"
  if is_root; then
    user_line="user nobody nogroup;"
    chown -R nobody:nogroup "$dir/tmp" "$dir/cache"
  fi
  cat >"$dir/nginx.conf" <<CONF
$user_line
daemon off;
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path $dir/tmp/body;
  proxy_temp_path $dir/tmp/proxy;
  fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi;
  scgi_temp_path $dir/tmp/scgi;
$(page_cache_http_conf "$dir/cache")
  upstream member_site { server 127.0.0.1:$web_port; keepalive 32; }
  server {
    listen 127.0.0.1:$BENCH_PAGE_CACHE_PORT;
    location / {
$(page_cache_location_conf)
    }
  }
}
CONF
  (exec setsid nginx -c "$dir/nginx.conf" -p "$dir") &
  BENCH_PAGE_CACHE_PID=$!
  node "$ROOT/scripts/wait-for.mjs" --timeout 20 --name "nginx page cache" "127.0.0.1:$BENCH_PAGE_CACHE_PORT" ||
    die "nginx did not start (see $dir/error.log)"
}

bench_page_cache_down() {
  [ -n "$BENCH_PAGE_CACHE_PID" ] || return 0
  kill -TERM -- "-$BENCH_PAGE_CACHE_PID" 2>/dev/null || kill -TERM "$BENCH_PAGE_CACHE_PID" 2>/dev/null || true
  wait "$BENCH_PAGE_CACHE_PID" 2>/dev/null || true
  BENCH_PAGE_CACHE_PID=""
}

# Each size's database is loaded first; then both sizes' APIs, floors and member sites run at once, so that
# bench/run.mjs takes each read's samples from the two in turn (decision 191).
targets=()
for size in "${BENCH_SIZES[@]}"; do
  bench_size "$size"
  bench_ports "$size"
  size_db="$(url_set_path "$SERVER_DATABASE_URL" "$BENCH_DB_NAME")"
  # The last size's database is also the one the queues and the replica parts below use.
  DATABASE_URL="$size_db"
  export DATABASE_URL
  size_redis="$(url_set_path "$SERVER_REDIS_URL" "$SIZE_REDIS_DB")"
  log "$size data set: database $(redact_url "$size_db"), Redis $(redact_url "$size_redis")"
  # A database holding another data set (other sizes, an older seed) is dropped and loaded afresh.
  run_child . node bench/seed.mjs --drop-stale
  run_child . node migrations/dist/cli.js migrate
  run_child . node bench/seed.mjs
  # A fresh Redis db for each size: cached answers of another data set must not be served.
  run_child . node -e 'const { Redis } = require("ioredis"); const r = new Redis(process.argv[1]); r.flushdb().then(() => r.quit());' "$size_redis"
  size_api="http://127.0.0.1:$SIZE_API_PORT"
  size_env=(env DATABASE_URL="$size_db" REDIS_URL="$size_redis" API_PORT="$SIZE_API_PORT" API_URL="$size_api"
    PUBLIC_API_URL="$size_api" STORAGE_DIR="$STORAGE_DIR/$size")
  stack_start "api-$size" . "${size_env[@]}" node api/dist/main.js
  # The floor (bench/floor.mjs): the same feed answer without the framework, measured beside the API.
  stack_start "floor-$size" . "${size_env[@]}" node bench/floor.mjs "$SIZE_FLOOR_PORT"
  stack_start "web-$size" member-web "${size_env[@]}" NODE_ENV=production PORT="$SIZE_WEB_PORT" HOST=127.0.0.1 node server.mjs
  targets+=("$size=$size_api,http://127.0.0.1:$SIZE_FLOOR_PORT")
done
for size in "${BENCH_SIZES[@]}"; do
  bench_ports "$size"
  stack_wait "api-$size" "http://127.0.0.1:$SIZE_API_PORT/api/health"
  stack_wait "floor-$size" "http://127.0.0.1:$SIZE_FLOOR_PORT/health"
  stack_wait "web-$size" "http://127.0.0.1:$SIZE_WEB_PORT/"
done
BENCH_RESULTS_DIR="$ROOT/var/bench" run_child . node bench/run.mjs "${targets[@]}"
for size in "${BENCH_SIZES[@]}"; do
  bench_ports "$size"
  size_api="http://127.0.0.1:$SIZE_API_PORT"
  size_web="http://127.0.0.1:$SIZE_WEB_PORT"
  # The member site's server rendering against this data set (bench/ssr.mjs).
  run_child . node bench/ssr.mjs "$size_web" "$size_api" "$ROOT/var/bench/$size-ssr.json"
  # The public pages under load, uncached, revalidated and through nginx's micro-cache (bench/public-pages.mjs).
  cache_url=-
  if [ "$BENCH_PAGE_CACHE_PORT" != 0 ]; then
    bench_page_cache_up "$SIZE_WEB_PORT"
    cache_url="http://127.0.0.1:$BENCH_PAGE_CACHE_PORT"
  fi
  run_child . node bench/public-pages.mjs "$size_web" "$size_api" "$cache_url" "$ROOT/var/bench/$size-public-pages.json"
  bench_page_cache_down
  # Lighthouse scores of the main pages (bench/lighthouse.mjs; Debian's Chromium). BENCH_LIGHTHOUSE=0 skips it.
  if [ "$BENCH_LIGHTHOUSE" != 0 ]; then
    bash "$ROOT/scripts/ensure-chromium.sh"
    run_child . node bench/lighthouse.mjs "$size_web" "$size_api" "$ROOT/var/bench/$size-lighthouse.json"
  fi
done
stack_stop
if [ "${#BENCH_SIZES[@]}" = 2 ]; then
  run_child . node bench/compare.mjs "$ROOT/var/bench/small.json" "$ROOT/var/bench/${BENCH_SIZES[1]}.json"
fi

# Queues (bench/queues.mjs): two worker processes deliver OTP mails to a mail catcher of the bench's own;
# invoice PDFs rendered by the API's renderer. BENCH_QUEUES=0 skips this part.
if [ "$BENCH_QUEUES" != 0 ]; then
  stack_require_free_port "$BENCH_MAILDEV_SMTP_PORT" BENCH_MAILDEV_SMTP_PORT "Set BENCH_MAILDEV_SMTP_PORT to a free port."
  stack_require_free_port "$BENCH_MAILDEV_WEB_PORT" BENCH_MAILDEV_WEB_PORT "Set BENCH_MAILDEV_WEB_PORT to a free port."
  SMTP_URL="smtp://127.0.0.1:$BENCH_MAILDEV_SMTP_PORT"
  export SMTP_URL
  stack_start mail . maildev --smtp "$BENCH_MAILDEV_SMTP_PORT" --web "$BENCH_MAILDEV_WEB_PORT" --ip 127.0.0.1 --web-ip 127.0.0.1
  stack_wait mail "http://127.0.0.1:$BENCH_MAILDEV_WEB_PORT/api/healthz"
  stack_start worker-1 . node api/dist/worker.js
  stack_start worker-2 . node api/dist/worker.js
  sleep 3 # the workers connect to Redis and start their consumers
  run_child . node bench/queues.mjs "http://127.0.0.1:$BENCH_MAILDEV_WEB_PORT" "$ROOT/var/bench/queues.json"
  stack_stop
fi

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
  DATABASE_URL="$primary" run_child . node bench/seed.mjs --drop-stale
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

# This run's results, kept by time and commit for `npm run bench:diff` (bench/diff.mjs).
run_dir="$ROOT/var/bench/runs/$(date -u +%Y%m%dT%H%M%SZ)-$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"
mkdir -p "$run_dir"
cp "$ROOT"/var/bench/*.json "$run_dir"/
log "results kept in ${run_dir#"$ROOT"/}; compare two runs with: npm run bench:diff -- OLD_DIR NEW_DIR"
