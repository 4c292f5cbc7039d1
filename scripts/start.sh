#!/usr/bin/env bash
# THE one command that starts the whole product (npm start):
#   install (if needed) -> MySQL + Redis -> build -> migrate -> seed -> mail catcher (unless SMTP_URL is
#   set) -> API, worker, member site, staff console -> wait until each answers -> print URLs and logins.
# Ctrl-C or SIGTERM stops everything it started; if any process dies, the rest are stopped and the
# script exits non-zero. Each process logs to var/log/<name>.log.
#
#   bash scripts/start.sh                 in the foreground (Ctrl-C stops)
#   bash scripts/start.sh --background    returns once everything answers; bash scripts/stop.sh stops
#
# Settings: scripts/defaults.sh (environment > .env > defaults).
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

RUN_DIR="$ROOT/var/run"
PID_FILE="$RUN_DIR/stack.pid"     # the pid of the start.sh that supervises the running stack
READY_FILE="$RUN_DIR/stack.ready" # written once everything answers: the text printed below

usage() {
  sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
}

running_stack_pid() {
  local pid
  [ -f "$PID_FILE" ] || return 1
  pid="$(cat "$PID_FILE" 2>/dev/null || true)"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 1
  printf '%s' "$pid"
}

print_ready() {
  local demo="" line
  echo
  echo "The product is running:"
  printf '  %-15s %s\n' "member site" "$PUBLIC_WEB_URL"
  printf '  %-15s %s\n' "staff console" "$PUBLIC_ADMIN_URL"
  printf '  %-15s %s\n' "API" "$API_URL/api"
  printf '  %-15s %s\n' "API docs" "$API_URL/api/docs"
  if [ "$START_MAIL_CATCHER" = 1 ]; then
    printf '  %-15s %s\n' "mail catcher" "http://127.0.0.1:$MAILDEV_WEB_PORT/api/email  (REST; SMTP on 127.0.0.1:$MAILDEV_SMTP_PORT)"
  else
    printf '  %-15s %s\n' "outgoing mail" "$(redact_url "$SMTP_URL")  (SMTP_URL was given: no mail catcher started)"
  fi
  if [ "$START_PAYMENT_SANDBOXES" = 1 ]; then
    printf '  %-15s %s\n' "PayU" "$PAYU_BASE_URL  (local sandbox, no real money)"
    printf '  %-15s %s\n' "Razorpay" "$RAZORPAY_BASE_URL  (local sandbox; checkout script $RAZORPAY_CHECKOUT_SCRIPT_URL)"
  else
    printf '  %-15s %s\n' "PayU" "$PAYU_BASE_URL  (PAYU_BASE_URL was given: no sandbox started)"
    printf '  %-15s %s\n' "Razorpay" "$RAZORPAY_BASE_URL  (RAZORPAY_BASE_URL was given: no sandbox started)"
  fi
  echo
  echo "Staff console login (superadmin; development-only default password):"
  echo "  $SUPERADMIN_EMAIL / $SUPERADMIN_PASSWORD"
  if demo="$(cd "$ROOT" && timeout 60 node api/dist/dev/cli.js demo-logins 2>/dev/null </dev/null)" && [ -n "$demo" ]; then
    echo "Demo accounts (api/dist/dev/cli.js demo-logins; development-only passwords):"
    while IFS= read -r line; do
      case "$line" in
        "  "*) echo "$line" ;;
        *) echo "  $line" ;;
      esac
    done <<<"$demo"
  fi
  echo
  echo "Logs: ${STACK_LOG_DIR#"$ROOT"/}/{$(
    IFS=,
    echo "${STACK_NAMES[*]}"
  )}.log"
}

# --background: run this script (foreground mode) in its own session, return when it is ready.
start_in_background() {
  local pid log="$ROOT/var/log/start.log"
  mkdir -p "$RUN_DIR" "$ROOT/var/log"
  rm -f "$READY_FILE"
  setsid bash "$ROOT/scripts/start.sh" >"$log" 2>&1 </dev/null &
  pid=$!
  log "starting in the background (pid $pid); progress in ${log#"$ROOT"/}"
  while [ ! -f "$READY_FILE" ]; do
    if ! kill -0 "$pid" 2>/dev/null; then
      tail -n 60 "$log" >&2 || true
      die "the stack did not start (full log: ${log#"$ROOT"/})"
    fi
    sleep 1
  done
  cat "$READY_FILE"
  echo "Stop it with: bash scripts/stop.sh"
}

on_exit() {
  local status=$?
  trap - EXIT INT TERM
  set +e
  stop_child
  stack_stop
  if [ "$(cat "$PID_FILE" 2>/dev/null)" = "$$" ]; then rm -f "$PID_FILE" "$READY_FILE"; fi
  exit "$status"
}

main() {
  case "${1:-}" in
    "") ;;
    --background)
      if pid="$(running_stack_pid)"; then die "a stack started by start.sh already runs (pid $pid); stop it with: bash scripts/stop.sh"; fi
      start_in_background
      return 0
      ;;
    -h | --help)
      usage
      return 0
      ;;
    *) die "unknown option $1 (try --help)" ;;
  esac

  local pid started=$SECONDS
  if pid="$(running_stack_pid)"; then die "a stack started by start.sh already runs (pid $pid); stop it with: bash scripts/stop.sh"; fi
  mkdir -p "$RUN_DIR"
  echo "$$" >"$PID_FILE"
  rm -f "$READY_FILE"
  trap on_exit EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM

  install_if_needed
  ensure_services
  log "building (npx nx run-many -t build)"
  stack_build
  stack_migrate_seed
  stack_up
  print_ready | tee "$READY_FILE.tmp"
  mv "$READY_FILE.tmp" "$READY_FILE"
  echo "Started in $(elapsed "$started"). Ctrl-C stops everything."
  stack_supervise
}

main "$@"
