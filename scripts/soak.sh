#!/usr/bin/env bash
# The soak (npm run soak; not in CI): builds, starts an API, a worker and a mail catcher of its own (own
# ports, own database ${SOAK_DB_NAME}, own Redis db), loads the demo data, and runs bench/soak.mjs: the
# main reads and writes at half of the measured capacity for SOAK_MINUTES (30), then prints the memory
# growth of the API and the worker (goal: under 10 %) and the errors (goal: none). Numbers only.
# Results: var/soak/soak.json; the processes' logs: var/log/soak/. docs/operations.md records the figures.
#   SOAK_MINUTES (30), SOAK_LOAD (0.5 of capacity) or SOAK_RATE (req/s), SOAK_CAPACITY_SECONDS (30),
#   SOAK_API_PORT (4006), SOAK_METRICS_PORT (9470; the worker's is the next), SOAK_MAILDEV_SMTP_PORT (1028),
#   SOAK_MAILDEV_WEB_PORT (1083), SOAK_DB_NAME (restaurant_soak), SOAK_REDIS_DB (13)
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

: "${SOAK_MINUTES:=30}"
: "${SOAK_API_PORT:=4006}"
: "${SOAK_METRICS_PORT:=9470}"
: "${SOAK_MAILDEV_SMTP_PORT:=1028}"
: "${SOAK_MAILDEV_WEB_PORT:=1083}"
: "${SOAK_DB_NAME:=restaurant_soak}"
: "${SOAK_REDIS_DB:=13}"
: "${SOAK_BUILD:=1}"
export SOAK_MINUTES

trap 'stack_stop' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

install_if_needed
ensure_services
if [ "$SOAK_BUILD" != 0 ]; then
  run_child . npx nx run-many -t build -p @app/contracts @app/migrations @app/api
fi

API_PORT="$SOAK_API_PORT"
API_URL="http://127.0.0.1:$API_PORT"
PUBLIC_API_URL="$API_URL"
DATABASE_URL="$(url_set_path "$DATABASE_URL" "$SOAK_DB_NAME")"
REDIS_URL="$(url_set_path "$REDIS_URL" "$SOAK_REDIS_DB")"
SMTP_URL="smtp://127.0.0.1:$SOAK_MAILDEV_SMTP_PORT"
METRICS_PORT="$SOAK_METRICS_PORT"
STORAGE_DIR="$ROOT/var/soak/storage"
BACKUP_DIR="$ROOT/var/soak/backups"
STACK_LOG_DIR="$ROOT/var/log/soak"
# A few client addresses send every request: the per-address and per-member limits would measure the
# limiter, as in the bench (scripts/bench.sh).
RATE_LIMIT_PER_MINUTE=100000000
RATE_LIMIT_SCALE=1000
# Info lines are what production writes; error lines are counted as errors by bench/soak.mjs.
LOG_LEVEL=info
export API_PORT API_URL PUBLIC_API_URL DATABASE_URL REDIS_URL SMTP_URL METRICS_PORT STORAGE_DIR BACKUP_DIR \
  RATE_LIMIT_PER_MINUTE RATE_LIMIT_SCALE LOG_LEVEL

stack_require_free_port "$API_PORT" SOAK_API_PORT "Set SOAK_API_PORT to a free port."
stack_require_free_port "$METRICS_PORT" SOAK_METRICS_PORT "Set SOAK_METRICS_PORT to a free port."
stack_require_free_port "$((METRICS_PORT + 1))" SOAK_METRICS_PORT "Set SOAK_METRICS_PORT to a free port (the worker takes the next)."
stack_require_free_port "$SOAK_MAILDEV_SMTP_PORT" SOAK_MAILDEV_SMTP_PORT "Set SOAK_MAILDEV_SMTP_PORT to a free port."
stack_require_free_port "$SOAK_MAILDEV_WEB_PORT" SOAK_MAILDEV_WEB_PORT "Set SOAK_MAILDEV_WEB_PORT to a free port."

mkdir -p "$ROOT/var/soak" "$STORAGE_DIR"
log "soak database $(redact_url "$DATABASE_URL"), Redis $(redact_url "$REDIS_URL")"
# A fresh Redis db: no jobs, sessions or counters of an earlier run.
run_child . node -e 'const { Redis } = require("ioredis"); const r = new Redis(process.argv[1]); r.flushdb().then(() => r.quit());' "$REDIS_URL"
stack_migrate_seed

stack_start mail . maildev --smtp "$SOAK_MAILDEV_SMTP_PORT" --web "$SOAK_MAILDEV_WEB_PORT" --ip 127.0.0.1 --web-ip 127.0.0.1
stack_start api . node api/dist/main.js
stack_start worker . node api/dist/worker.js
stack_wait mail "http://127.0.0.1:$SOAK_MAILDEV_WEB_PORT/api/healthz"
stack_wait api "$API_URL/api/health"
stack_wait worker "http://127.0.0.1:$((METRICS_PORT + 1))/metrics"

SOAK_LOGS="api=$(stack_log_file api),worker=$(stack_log_file worker)" run_child . node bench/soak.mjs "$API_URL" \
  "http://127.0.0.1:$METRICS_PORT/metrics" "http://127.0.0.1:$((METRICS_PORT + 1))/metrics" "$ROOT/var/soak/soak.json"
log "results in var/soak/soak.json; logs in ${STACK_LOG_DIR#"$ROOT"/}"
