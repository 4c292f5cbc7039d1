#!/usr/bin/env bash
# The scaled e2e stage of test.sh: the product as it runs on several machines, on this one. Two API
# processes and two workers behind nginx (round robin), sharing one MySQL database, one Redis (our own
# redis-server, so that no other run's workers take our jobs) and one S3 bucket (a local S3-compatible
# server). e2e/scale/scale-check.mjs then checks that sessions, rate limits, queues and uploads work
# whichever process answers, and that the live channel crosses processes and survives a restart of one
# (the stage stops and starts an API when the check asks: scale_run_check). Sourced by test.sh after
# stack.sh; defines functions only.
#
# The member site runs behind the same nginx on a port of its own, through the micro-cache for signed-out
# pages that docs/deploy.md gives for production (decision 382); the check proves hits, the bypass for a
# session, and that per-visitor limits still count the visitor behind it.
#
# Ports (SCALE_*): nginx 5820, APIs 5821 and 5822, Redis 5823, S3 5824, mail catcher 5825 (SMTP) and 5826,
# the member site 5827 and nginx's cache in front of it 5828.
# Database ${E2E_DB_NAME}_scaled. Logs var/log/$E2E_NAME-scaled/. Decision record: docs/decisions/092.

: "${SCALE_NGINX_PORT:=5820}"
: "${SCALE_API_PORTS:=5821 5822}"
: "${SCALE_REDIS_PORT:=5823}"
: "${SCALE_S3_PORT:=5824}"
: "${SCALE_MAILDEV_SMTP_PORT:=5825}"
: "${SCALE_MAILDEV_WEB_PORT:=5826}"
: "${SCALE_WEB_PORT:=5827}"
: "${SCALE_SITE_PORT:=5828}"

# The micro-cache for the member site's signed-out pages (docs/deploy.md, "Caching public pages"; decisions
# 310, 320, 382), shared by this stage and the bench (scripts/bench.sh): the http-level lines, with the
# cache's directory as $1 ...
page_cache_http_conf() {
  cat <<CONF
  proxy_cache_path $1 keys_zone=site:10m max_size=256m inactive=10m;
  map \$http_cookie \$site_personal { default 0; ~*(__session|rc_visitor|__owner_flash|__passkey)= 1; }
CONF
}
# ... and those of the location that proxies to the site (upstream member_site). X-Cache says HIT, MISS,
# BYPASS (a session), EXPIRED, STALE or UPDATING.
page_cache_location_conf() {
  cat <<'CONF'
      proxy_pass http://member_site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_cache site;
      proxy_cache_key "$scheme$host$request_uri|$cookie_rc_country|$cookie_rc_lang|$http_accept_language";
      proxy_cache_bypass $site_personal;
      proxy_no_cache $site_personal;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_ignore_headers Vary;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Cache $upstream_cache_status always;
CONF
}

# nginx from Debian's packages, installed when missing (as services.sh does for MariaDB and Redis).
scale_ensure_nginx() {
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
    apt_install nginx-light
  fi
}

scale_ensure_redis_server() {
  command -v redis-server >/dev/null 2>&1 || apt_install redis-server
}

scale_use_settings() {
  local base="$ROOT/var/$E2E_NAME-scaled"
  SCALE_DIR="$base"
  DATABASE_URL="$(url_set_path "$DATABASE_URL" "${E2E_DB_NAME}_scaled")"
  REDIS_URL="redis://127.0.0.1:$SCALE_REDIS_PORT/1"
  SMTP_URL="smtp://127.0.0.1:$SCALE_MAILDEV_SMTP_PORT"
  API_URL="http://127.0.0.1:$SCALE_NGINX_PORT"
  PUBLIC_API_URL="$API_URL"
  STACK_LOG_DIR="$ROOT/var/log/$E2E_NAME-scaled"
  # Every process stores files in the one bucket; none on its own disk.
  STORAGE_DRIVER=s3
  STORAGE_DIR="$base/unused-local-storage"
  S3_ENDPOINT="http://127.0.0.1:$SCALE_S3_PORT"
  S3_BUCKET=restaurant-scaled
  S3_FORCE_PATH_STYLE=true
  S3_ACCESS_KEY_ID=S3RVER
  S3_SECRET_ACCESS_KEY=S3RVER
  # The real per-address limits: the check spreads one address's requests over both processes.
  RATE_LIMIT_SCALE=1
  export DATABASE_URL REDIS_URL SMTP_URL API_URL PUBLIC_API_URL STORAGE_DRIVER STORAGE_DIR S3_ENDPOINT \
    S3_BUCKET S3_FORCE_PATH_STYLE S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY RATE_LIMIT_SCALE
}

# nginx: round robin over the API processes; X-Upstream names the one that answered (the check uses it).
scale_write_nginx_conf() {
  local port servers="" user_line=""
  for port in $SCALE_API_PORTS; do servers+="    server 127.0.0.1:$port;"$'\n'; done
  rm -rf "$SCALE_DIR/nginx/cache"
  mkdir -p "$SCALE_DIR/nginx/tmp" "$SCALE_DIR/nginx/cache" "$STACK_LOG_DIR"
  if is_root; then
    user_line="user nobody nogroup;"
    chown -R nobody:nogroup "$SCALE_DIR/nginx/tmp" "$SCALE_DIR/nginx/cache"
  fi
  cat >"$SCALE_DIR/nginx/nginx.conf" <<CONF
$user_line
daemon off;
worker_processes 1;
pid $SCALE_DIR/nginx/nginx.pid;
error_log $STACK_LOG_DIR/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log $STACK_LOG_DIR/nginx-access.log;
  client_body_temp_path $SCALE_DIR/nginx/tmp/body;
  proxy_temp_path $SCALE_DIR/nginx/tmp/proxy;
  fastcgi_temp_path $SCALE_DIR/nginx/tmp/fastcgi;
  uwsgi_temp_path $SCALE_DIR/nginx/tmp/uwsgi;
  scgi_temp_path $SCALE_DIR/nginx/tmp/scgi;
  client_max_body_size 25m;
  # The live channel (socket.io at /api/live, decision 272) upgrades to WebSocket through this proxy.
  map \$http_upgrade \$connection_upgrade { default upgrade; '' close; }
  upstream api {
$servers  }
  server {
    listen 127.0.0.1:$SCALE_NGINX_PORT;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_set_header Upgrade \$http_upgrade;
      proxy_set_header Connection \$connection_upgrade;
      proxy_read_timeout 75s;
      add_header X-Upstream \$upstream_addr always;
    }
  }
  # The member site, as visitors reach it: signed-out pages through the micro-cache.
$(page_cache_http_conf "$SCALE_DIR/nginx/cache")
  upstream member_site { server 127.0.0.1:$SCALE_WEB_PORT; keepalive 16; }
  server {
    listen 127.0.0.1:$SCALE_SITE_PORT;
    location / {
$(page_cache_location_conf)
    }
  }
}
CONF
}

# The shared services (Redis, S3, mail catcher) are kept apart from stack.sh's list, so that they stop
# only after the APIs and workers (a worker stopping while Redis is already gone waits for it).
SCALE_SERVICE_PIDS=()
scale_service_start() {
  stack_start "$@"
  SCALE_SERVICE_PIDS+=("${STACK_PIDS[-1]}")
}

# Takes the services out of stack.sh's list (stack_stop), once stack_wait no longer needs them there.
scale_detach_services() {
  local i pid keep_pids=() keep_names=()
  for i in "${!STACK_PIDS[@]}"; do
    pid="${STACK_PIDS[$i]}"
    if [[ " ${SCALE_SERVICE_PIDS[*]} " != *" $pid "* ]]; then
      keep_pids+=("$pid")
      keep_names+=("${STACK_NAMES[$i]}")
    fi
  done
  STACK_PIDS=("${keep_pids[@]}")
  STACK_NAMES=("${keep_names[@]}")
}

scale_services_stop() {
  local pid
  for pid in "${SCALE_SERVICE_PIDS[@]}"; do
    kill -TERM -- "-$pid" 2>/dev/null || true
  done
  for pid in "${SCALE_SERVICE_PIDS[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  SCALE_SERVICE_PIDS=()
}

scale_up() {
  local hint="Set the SCALE_* ports (scripts/scale-stack.sh) to free ones." port i=0
  for port in "$SCALE_NGINX_PORT" $SCALE_API_PORTS "$SCALE_REDIS_PORT" "$SCALE_S3_PORT" \
    "$SCALE_MAILDEV_SMTP_PORT" "$SCALE_MAILDEV_WEB_PORT" "$SCALE_WEB_PORT" "$SCALE_SITE_PORT"; do
    stack_require_free_port "$port" "scaled stack" "$hint"
  done
  rm -rf "$SCALE_DIR/s3"
  mkdir -p "$SCALE_DIR/s3"
  scale_service_start redis . redis-server --port "$SCALE_REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no
  scale_service_start s3 . node scripts/s3-server.mjs --port "$SCALE_S3_PORT" --dir "$SCALE_DIR/s3" --bucket "$S3_BUCKET"
  scale_service_start mail . maildev --smtp "$SCALE_MAILDEV_SMTP_PORT" --web "$SCALE_MAILDEV_WEB_PORT" \
    --ip 127.0.0.1 --web-ip 127.0.0.1
  node "$ROOT/scripts/wait-for.mjs" --timeout 30 --name Redis "127.0.0.1:$SCALE_REDIS_PORT" || die "Redis did not start"
  stack_wait s3 "tcp://127.0.0.1:$SCALE_S3_PORT"
  stack_wait mail "http://127.0.0.1:$SCALE_MAILDEV_WEB_PORT/api/healthz"
  scale_detach_services
  # SCALE_FRESH_DB=0 (the conversations bench, on its data set) keeps the database as it is.
  if [ "${SCALE_FRESH_DB:-1}" != 0 ]; then
    run_child . node scripts/reset-test-data.mjs "$DATABASE_URL" "$REDIS_URL"
  fi
  log "migrating $(redact_url "$DATABASE_URL")"
  run_child . node migrations/dist/cli.js migrate
  for port in $SCALE_API_PORTS; do
    i=$((i + 1))
    stack_start "api-$i" . env API_PORT="$port" node api/dist/main.js
    stack_start "worker-$i" . node api/dist/worker.js
  done
  # The member site calls the APIs through nginx, and trusts nginx (loopback) for the visitor's address.
  stack_start web member-web env NODE_ENV=production PORT="$SCALE_WEB_PORT" HOST=127.0.0.1 TRUST_PROXY=loopback \
    node server.mjs
  scale_write_nginx_conf
  stack_start nginx . nginx -c "$SCALE_DIR/nginx/nginx.conf" -p "$SCALE_DIR/nginx"
  i=0
  for port in $SCALE_API_PORTS; do
    i=$((i + 1))
    stack_wait "api-$i" "http://127.0.0.1:$port/api/health"
  done
  stack_wait nginx "http://127.0.0.1:$SCALE_NGINX_PORT/api/health"
  stack_wait web "http://127.0.0.1:$SCALE_WEB_PORT/healthz"
  stack_wait nginx "http://127.0.0.1:$SCALE_SITE_PORT/healthz"
}

# The API process nginx names HOST:PORT (X-Upstream), by its name in stack.sh's list: api-1, api-2, …
scale_api_name() {
  local port="${1##*:}" p i=0
  for p in $SCALE_API_PORTS; do
    i=$((i + 1))
    if [ "$p" = "$port" ]; then
      printf 'api-%s' "$i"
      return 0
    fi
  done
  return 1
}

# Stops one API process as a deploy would (TERM: it drains and closes its live connections), waits until it
# is gone and takes it off stack.sh's list.
scale_stop_api() {
  local name pid i keep_pids=() keep_names=()
  name="$(scale_api_name "$1")" && pid="$(stack_pid_of "$name")" || return 1
  log "stopping $name (pid $pid) for the restart check"
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  while stack_group_alive "$pid"; do sleep 0.1; done
  for i in "${!STACK_PIDS[@]}"; do
    if [ "${STACK_PIDS[$i]}" != "$pid" ]; then
      keep_pids+=("${STACK_PIDS[$i]}")
      keep_names+=("${STACK_NAMES[$i]}")
    fi
  done
  STACK_PIDS=("${keep_pids[@]}")
  STACK_NAMES=("${keep_names[@]}")
  # The first life's log is kept beside the second's.
  mv "$(stack_log_file "$name")" "$(stack_log_file "$name-before-restart")"
}

scale_start_api() {
  local name port="${1##*:}"
  name="$(scale_api_name "$1")" || return 1
  stack_start "$name" . env API_PORT="$port" node api/dist/main.js
  stack_wait "$name" "http://127.0.0.1:$port/api/health"
}

# Runs e2e/scale/scale-check.mjs, answering its requests to stop and start an API process (a line
# `@scale stop-api HOST:PORT` or `@scale start-api HOST:PORT` on its output; `ok` on its input once done):
# the processes stay this shell's, so stack_stop still ends them. Its other lines are printed.
scale_run_check() {
  local line out in status=0
  coproc SCALE_CHECK { cd "$ROOT" && exec env SCALE_CONTROL=1 node e2e/scale/scale-check.mjs; }
  CHILD_PID="$SCALE_CHECK_PID"
  exec {out}<&"${SCALE_CHECK[0]}" {in}>&"${SCALE_CHECK[1]}"
  while IFS= read -r line <&"$out"; do
    case "$line" in
      "@scale stop-api "*) if scale_stop_api "${line#@scale stop-api }"; then echo ok; else echo failed; fi >&"$in" ;;
      "@scale start-api "*) if scale_start_api "${line#@scale start-api }"; then echo ok; else echo failed; fi >&"$in" ;;
      *) printf '%s\n' "$line" ;;
    esac
  done
  wait "$CHILD_PID" || status=$?
  exec {out}<&- {in}>&-
  CHILD_PID=""
  return "$status"
}

# The stage: its own database, Redis, bucket and processes; results in $RESULTS_DIR/scale-e2e.json.
stage_scale_e2e() {
  scale_use_settings
  stack_require_builds
  scale_ensure_nginx
  scale_ensure_redis_server
  scale_up
  SCALE_URL="$API_URL" SCALE_SITE_URL="http://127.0.0.1:$SCALE_SITE_PORT" MAILDEV_URL="http://127.0.0.1:$SCALE_MAILDEV_WEB_PORT" \
    SCALE_REDIS_URL="$REDIS_URL" SCALE_RESULTS="$RESULTS_DIR/scale-e2e.json" scale_run_check
  stack_stop
  scale_services_stop
  log "scaled stack logs: ${STACK_LOG_DIR#"$ROOT"/}/"
}
