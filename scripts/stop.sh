#!/usr/bin/env bash
# Stops the stack that scripts/start.sh started (in the background or in another terminal): sends SIGTERM
# to that start.sh, whose trap stops every process it started, and waits for it to finish.
set -euo pipefail
# shellcheck source=scripts/node-env.sh
source "$(dirname "$0")/node-env.sh"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

PID_FILE="$ROOT/var/run/stack.pid"

if [ ! -f "$PID_FILE" ]; then
  log "no stack started by scripts/start.sh is running"
  exit 0
fi
pid="$(cat "$PID_FILE")"
if [ -z "$pid" ] || ! kill -0 "$pid" 2>/dev/null; then
  log "no stack started by scripts/start.sh is running (removing a stale $PID_FILE)"
  rm -f "$PID_FILE" "$ROOT/var/run/stack.ready"
  exit 0
fi

log "stopping the stack (start.sh pid $pid)"
kill -TERM "$pid"
for _ in $(seq 1 60); do
  if ! kill -0 "$pid" 2>/dev/null; then
    log "stopped"
    exit 0
  fi
  sleep 0.5
done
die "start.sh (pid $pid) is still running after 30 s; see var/log/start.log"
