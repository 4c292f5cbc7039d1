#!/usr/bin/env bash
# Starting, watching and stopping the product's processes: the part shared by start.sh (the development
# stack, in the foreground) and test.sh (the e2e stack, on its own ports). Sourced after node-env.sh,
# lib.sh and defaults.sh; every setting comes from the (exported) environment.
#
# Each process runs in its own session and process group (setsid), so that stopping it also stops what it
# spawned, and so that a Ctrl-C in the terminal reaches only the script, which then stops them in order.

STACK_PIDS=()  # process ids, each also the id of its process group
STACK_NAMES=() # the same order: mail, sandboxes, api, worker, web, admin
STACK_LOG_DIR="${STACK_LOG_DIR:-$ROOT/var/log}"

stack_build() {
  run_child . npx nx run-many -t build
}

# What the stack needs from the build: fail with a clear message rather than a stack trace later.
stack_require_builds() {
  local f missing=()
  for f in migrations/dist/cli.js api/dist/dev/cli.js api/dist/main.js api/dist/worker.js libs/payment-sandboxes/dist/main.js member-web/build/server/index.js admin/dist/index.html; do
    [ -e "$ROOT/$f" ] || missing+=("$f")
  done
  [ ${#missing[@]} -eq 0 ] || die "the build did not produce: ${missing[*]}"
}

# A URL as it may be printed: the password (if any) is masked.
redact_url() { sed -E 's#(//[^:/@]+):[^@/]*@#\1:***@#' <<<"$1"; }

# Creates the database if missing, runs the migrations (schema + reference data), loads the demo data
# (the development-only CLI, api/dist/dev/cli.js: it is not in the production image).
stack_migrate_seed() {
  log "migrating $(redact_url "$DATABASE_URL")"
  run_child . node migrations/dist/cli.js migrate
  log "seeding demo data"
  run_child . node api/dist/dev/cli.js seed
}

stack_log_file() { printf '%s/%s.log' "$STACK_LOG_DIR" "$1"; }

stack_pid_of() {
  local i
  for i in "${!STACK_NAMES[@]}"; do
    if [ "${STACK_NAMES[$i]}" = "$1" ]; then
      printf '%s' "${STACK_PIDS[$i]}"
      return 0
    fi
  done
  return 1
}

# stack_start NAME DIR COMMAND...: runs COMMAND in $ROOT/DIR, its output in var/log/NAME.log.
stack_start() {
  local name="$1" dir="$2" logfile
  shift 2
  logfile="$(stack_log_file "$name")"
  mkdir -p "$STACK_LOG_DIR"
  printf -- '--- %s: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >"$logfile"
  (cd "$ROOT/$dir" && exec setsid "$@") >>"$logfile" 2>&1 </dev/null &
  STACK_PIDS+=("$!")
  STACK_NAMES+=("$name")
  log "started $name (pid $!), log: ${logfile#"$ROOT"/}"
}

stack_show_log() {
  local logfile
  logfile="$(stack_log_file "$1")"
  warn "last lines of ${logfile#"$ROOT"/}:"
  tail -n 40 "$logfile" >&2 || true
}

# stack_wait NAME URL: until URL answers (status < 400), the process dies, or STACK_WAIT_TIMEOUT passes.
stack_wait() {
  local name="$1" url="$2" pid
  pid="$(stack_pid_of "$name")"
  if node "$ROOT/scripts/wait-for.mjs" --timeout "$STACK_WAIT_TIMEOUT" --pid "$pid" --name "$name" "$url"; then
    log "$name answers at $url"
  else
    stack_show_log "$name"
    die "$name did not come up"
  fi
}

# A port that already answers would make the health checks pass against somebody else's server.
stack_require_free_port() {
  local port="$1" what="$2" hint="$3"
  if reachable "127.0.0.1:$port"; then
    die "port $port ($what) is already in use. $hint"
  fi
}

# True while any member of process group $1 is alive (zombies excluded).
stack_group_alive() {
  ps -eo pgid=,stat= | awk -v g="$1" '$1 == g && $2 !~ /^Z/ { found = 1 } END { exit !found }'
}

# Starts mail catcher (unless SMTP_URL was given), payment sandboxes (unless both provider base URLs
# were given), API, worker, site and console, and waits for each.
stack_up() {
  local hint="Is a stack already running (bash scripts/stop.sh)? Or choose other ports (API_PORT, WEB_PORT, ADMIN_PORT, MAILDEV_*_PORT)."
  stack_require_builds
  mkdir -p "$STORAGE_DIR"
  stack_require_free_port "$API_PORT" API_PORT "$hint"
  stack_require_free_port "$WEB_PORT" WEB_PORT "$hint"
  stack_require_free_port "$ADMIN_PORT" ADMIN_PORT "$hint"
  if [ "$START_MAIL_CATCHER" = 1 ]; then
    local mail_hint="$hint If a mail catcher already listens there, set SMTP_URL=smtp://127.0.0.1:$MAILDEV_SMTP_PORT to use it."
    stack_require_free_port "$MAILDEV_SMTP_PORT" MAILDEV_SMTP_PORT "$mail_hint"
    stack_require_free_port "$MAILDEV_WEB_PORT" MAILDEV_WEB_PORT "$hint"
    stack_start mail . maildev --smtp "$MAILDEV_SMTP_PORT" --web "$MAILDEV_WEB_PORT" --ip 127.0.0.1 --web-ip 127.0.0.1
  fi
  if [ "$START_PAYMENT_SANDBOXES" = 1 ]; then
    local pay_hint="$hint If the sandboxes already run elsewhere, set PAYU_BASE_URL and RAZORPAY_BASE_URL to use them."
    stack_require_free_port "$PAYU_SANDBOX_PORT" PAYU_SANDBOX_PORT "$pay_hint"
    stack_require_free_port "$RAZORPAY_SANDBOX_PORT" RAZORPAY_SANDBOX_PORT "$pay_hint"
    stack_start sandboxes libs/payment-sandboxes node dist/main.js
  fi
  stack_start api . node api/dist/main.js
  stack_start worker . node api/dist/worker.js
  stack_start web member-web env NODE_ENV=production PORT="$WEB_PORT" HOST=127.0.0.1 node server.mjs
  # The console's production server (admin/server.mjs: static files, security headers, /admin-api proxy).
  stack_start admin admin env HOST=127.0.0.1 node server.mjs

  if [ "$START_MAIL_CATCHER" = 1 ]; then
    stack_wait mail "http://127.0.0.1:$MAILDEV_WEB_PORT/api/healthz"
  fi
  if [ "$START_PAYMENT_SANDBOXES" = 1 ]; then
    stack_wait sandboxes "http://127.0.0.1:$PAYU_SANDBOX_PORT/_sandbox/health"
    stack_wait sandboxes "http://127.0.0.1:$RAZORPAY_SANDBOX_PORT/_sandbox/health"
  fi
  stack_wait api "http://127.0.0.1:$API_PORT/api/health"
  stack_wait web "http://127.0.0.1:$WEB_PORT/"
  stack_wait admin "http://127.0.0.1:$ADMIN_PORT/"
  if ! stack_group_alive "$(stack_pid_of worker)"; then
    stack_show_log worker
    die "worker exited"
  fi
  log "worker is running"
}

# Waits until one of the processes ends; then stops the others and returns 1. Signals (Ctrl-C, TERM)
# interrupt the wait and run the caller's trap.
stack_supervise() {
  local died="" status=0 i
  wait -n -p died "${STACK_PIDS[@]}" || status=$?
  for i in "${!STACK_PIDS[@]}"; do
    if [ "${STACK_PIDS[$i]}" = "$died" ]; then
      warn "${STACK_NAMES[$i]} exited (status $status); stopping the rest"
      stack_show_log "${STACK_NAMES[$i]}"
    fi
  done
  stack_stop
  return 1
}

# Stops every process this shell started (newest first): TERM to each process group, KILL after 15 s.
stack_stop() {
  local i pid deadline alive
  [ ${#STACK_PIDS[@]} -gt 0 ] || return 0
  log "stopping ${STACK_NAMES[*]}"
  for ((i = ${#STACK_PIDS[@]} - 1; i >= 0; i--)); do
    pid="${STACK_PIDS[$i]}"
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  done
  deadline=$((SECONDS + 15))
  while :; do
    alive=()
    for pid in "${STACK_PIDS[@]}"; do
      if stack_group_alive "$pid"; then alive+=("$pid"); fi
    done
    if [ ${#alive[@]} -eq 0 ] || [ "$SECONDS" -ge "$deadline" ]; then break; fi
    sleep 0.2
  done
  for pid in "${alive[@]}"; do
    warn "process group $pid did not stop on TERM; killing it"
    kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
  done
  for pid in "${STACK_PIDS[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  STACK_PIDS=()
  STACK_NAMES=()
  log "stopped"
}
