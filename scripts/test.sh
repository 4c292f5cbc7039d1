#!/usr/bin/env bash
# THE one command that runs every check (npm test; CI runs it through .ci/run). Stages, in order:
#   install -> services -> build (+ SBOM) -> lint + typecheck (+ deployment files, npm audit gate) ->
#   image build check (skipped with IMAGE_BUILD_CHECK=0) -> unit + integration tests -> e2e -> scaled e2e
# It stops at the first failure, always stops what it started, and ends with one line:
#   Tests: N passed, M failed[, K skipped]
#
# `scripts/test.sh e2e [playwright args...]` runs only services, build and the e2e stage (for example
# `scripts/test.sh e2e tests/social-feed.spec.ts`). Two such runs at once need different E2E_* settings.
# `scripts/test.sh scale` runs only services, build and the scaled e2e stage (scripts/scale-stack.sh).
#
# Unit + integration tests use their own database ($TEST_DB_NAME, default restaurant_test) on the same
# server and Redis db $TEST_REDIS_DB (1). The e2e stage starts a complete stack on its own ports (API 4001,
# site 3001, console 4101, mail catcher 1026/1081), database restaurant_e2e and Redis db 2, so that a
# development stack started by start.sh can keep running. Settings: scripts/defaults.sh.
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
# shellcheck source=scripts/scale-stack.sh
source "$ROOT/scripts/scale-stack.sh"
# shellcheck source=scripts/mariadb-pair.sh
source "$ROOT/scripts/mariadb-pair.sh"

RESULTS_DIR="$ROOT/var/test-results"
E2E_ARTIFACTS_DIR="$ROOT/e2e/artifacts"
if [ "$E2E_NAME" != e2e ]; then
  RESULTS_DIR="$ROOT/var/test-results-$E2E_NAME"
  E2E_ARTIFACTS_DIR="$ROOT/e2e/artifacts-$E2E_NAME"
fi
export E2E_ARTIFACTS_DIR
PLAYWRIGHT_RESULTS="$E2E_ARTIFACTS_DIR/playwright-results.json"
CURRENT_STAGE=""
STAGE_STARTED=$SECONDS
RUN_STARTED=$SECONDS

# stage TITLE FUNCTION: a header, the stage, its duration. A failing command ends the script (set -e);
# the EXIT trap then names the stage.
stage() {
  CURRENT_STAGE="$1"
  STAGE_STARTED=$SECONDS
  printf '\n━━━ %s ━━━\n' "$1"
  "$2"
  printf '━━━ %s: passed in %s\n' "$1" "$(elapsed "$STAGE_STARTED")"
  CURRENT_STAGE=""
}

stage_install() { install_if_needed; }

stage_services() { ensure_services; }

stage_build() {
  run_child . npx nx run-many -t build
  write_sbom
}

# The software bill of materials of what the images ship (production dependencies, CycloneDX):
# var/sbom.json, for whoever deploys or audits a build (docs/security.md).
write_sbom() {
  mkdir -p "$ROOT/var"
  run_child . bash -c 'npm sbom --omit=dev --sbom-format cyclonedx >var/sbom.json.part'
  mv "$ROOT/var/sbom.json.part" "$ROOT/var/sbom.json"
  printf 'SBOM: var/sbom.json (%s components)\n' \
    "$(node -e 'process.stdout.write(String(require(process.argv[1]).components.length))' "$ROOT/var/sbom.json")"
}

stage_lint_typecheck() {
  run_child . npx prettier --check --log-level warn .
  run_child . npx nx run-many -t lint typecheck
  # docker-compose.yml, Dockerfile, .dockerignore: checked without Docker (docs/deploy.md).
  run_child . node scripts/check-deploy-config.mjs
  # docs/decisions/README.md is generated; every decision carries a Status line (docs/decisions/README.md).
  run_child . node scripts/decisions-index.mjs --check
  # Known high or critical vulnerabilities of the production dependencies, against a reviewed
  # allow-list (.ci/audit-allowlist.json); a warning when the advisory endpoint cannot be asked.
  run_child . node --test scripts/audit-gate.test.mjs
  run_child . node scripts/audit-gate.mjs
}

# Builds what the Dockerfile builds, without Docker, and checks the images' contents and start-up
# (docs/deploy.md). About 3 minutes on a quiet two-core machine; IMAGE_BUILD_CHECK=0 skips it locally.
stage_image_build_check() { run_child . bash scripts/image-build-check.sh; }

# Workspaces whose package.json has a "test" script, one "dir<TAB>script" per line.
workspaces_with_tests() {
  # shellcheck disable=SC2016 # JavaScript template strings, not shell expansions
  (cd "$ROOT" && node -e '
    const fs = require("node:fs");
    for (const dir of require("./package.json").workspaces ?? []) {
      const file = `${dir}/package.json`;
      if (!fs.existsSync(file)) continue;
      const test = JSON.parse(fs.readFileSync(file, "utf8")).scripts?.test;
      if (test) console.log(`${dir}\t${test}`);
    }')
}

# test_worker_url URL N db|redis: the database or Redis URL of the API's jest worker N, as
# api/test/support/test-workers.ts derives it (worker 1 keeps URL).
test_worker_url() {
  local url="$1" worker="$2" kind="$3" path
  path="$(node "$ROOT/scripts/url.mjs" path "$url")"
  if [ "$worker" -le 1 ]; then
    printf '%s' "$url"
  elif [ "$kind" = db ]; then
    url_set_path "$url" "${path}_w$worker"
  else
    url_set_path "$url" "$((${path:-0} + 2 * (worker - 1)))"
  fi
}

# Each workspace's own "test" script (as developers run it), with a JSON report added for the summary.
stage_unit_integration() {
  local dir script name report found=0 test_db test_redis
  test_db="$(url_set_path "$DATABASE_URL" "$TEST_DB_NAME")"
  test_redis="$(url_set_path "$REDIS_URL" "$TEST_REDIS_DB")"
  # Exported for the tests, restored when this function returns.
  local -x DATABASE_URL="$test_db" REDIS_URL="$test_redis" STORAGE_DIR="$ROOT/var/test/storage"
  log "DATABASE_URL=$(redact_url "$DATABASE_URL") REDIS_URL=$(redact_url "$REDIS_URL")"
  # A fresh test database each run (jest's global setup migrates it again): rows an earlier run left, such
  # as a watched word the fuzz suite generated, would otherwise hold the next run's posts.
  local worker
  for ((worker = 1; worker <= TEST_WORKERS; worker++)); do
    run_child . node scripts/reset-test-data.mjs \
      "$(test_worker_url "$DATABASE_URL" "$worker" db)" "$(test_worker_url "$REDIS_URL" "$worker" redis)"
  done
  rm -rf "$STORAGE_DIR"
  local -x TEST_WORKERS
  # The read-replica test's own MariaDB primary + replica (api/test/database-replication.int-spec.ts).
  MARIADB_PAIR_STARTED=1
  mariadb_pair_up
  while IFS=$'\t' read -r dir script; do
    found=1
    name="$(basename "$dir")"
    case "$script" in
      *vitest*)
        report="$RESULTS_DIR/vitest-$name.json"
        run_child . npm run test --workspace="$dir" -- --reporter=default --reporter=json --outputFile="$report"
        ;;
      *jest*)
        report="$RESULTS_DIR/jest-$name.json"
        run_child . npm run test --workspace="$dir" -- --json --outputFile="$report"
        ;;
      *)
        warn "$dir: the test script is neither jest nor vitest; its tests are not counted in the summary"
        run_child . npm run test --workspace="$dir"
        ;;
    esac
  done < <(workspaces_with_tests)
  [ "$found" = 1 ] || warn "no workspace has a test script"
}

# The e2e stack's settings: same servers, own database / Redis db / ports / files / logs.
use_e2e_settings() {
  API_PORT="$E2E_API_PORT"
  WEB_PORT="$E2E_WEB_PORT"
  ADMIN_PORT="$E2E_ADMIN_PORT"
  MAILDEV_SMTP_PORT="$E2E_MAILDEV_SMTP_PORT"
  MAILDEV_WEB_PORT="$E2E_MAILDEV_WEB_PORT"
  DATABASE_URL="$(url_set_path "$DATABASE_URL" "$E2E_DB_NAME")"
  REDIS_URL="$(url_set_path "$REDIS_URL" "$E2E_REDIS_DB")"
  # The tests read the mail the product sends: always our own catcher, whatever SMTP_URL says.
  START_MAIL_CATCHER=1
  SMTP_URL="smtp://127.0.0.1:$MAILDEV_SMTP_PORT"
  API_URL="http://127.0.0.1:$API_PORT"
  PUBLIC_WEB_URL="http://127.0.0.1:$WEB_PORT"
  PUBLIC_ADMIN_URL="http://127.0.0.1:$ADMIN_PORT"
  PUBLIC_API_URL="$API_URL"
  STORAGE_DIR="$ROOT/var/$E2E_NAME/storage"
  STACK_LOG_DIR="$ROOT/var/log/$E2E_NAME"
  # Every browser of the journeys comes from 127.0.0.1: per-IP limits x10 (per-account limits unchanged).
  RATE_LIMIT_SCALE="${E2E_RATE_LIMIT_SCALE:-10}"
  export API_PORT WEB_PORT ADMIN_PORT MAILDEV_SMTP_PORT MAILDEV_WEB_PORT DATABASE_URL REDIS_URL SMTP_URL \
    API_URL PUBLIC_WEB_URL PUBLIC_ADMIN_URL PUBLIC_API_URL STORAGE_DIR RATE_LIMIT_SCALE
  # The journeys pay through the sandboxes: always our own, whatever the *_BASE_URL settings say.
  PAYU_SANDBOX_PORT="$E2E_PAYU_SANDBOX_PORT"
  RAZORPAY_SANDBOX_PORT="$E2E_RAZORPAY_SANDBOX_PORT"
  START_PAYMENT_SANDBOXES=1
  PAYU_BASE_URL="http://127.0.0.1:$PAYU_SANDBOX_PORT"
  PAYU_INFO_BASE_URL="$PAYU_BASE_URL"
  RAZORPAY_BASE_URL="http://127.0.0.1:$RAZORPAY_SANDBOX_PORT"
  RAZORPAY_CHECKOUT_SCRIPT_URL="$RAZORPAY_BASE_URL/v1/checkout.js"
  PAYU_SANDBOX_WEBHOOK_URL="$API_URL/api/payments/payu/webhook"
  RAZORPAY_SANDBOX_WEBHOOK_URL="$API_URL/api/payments/razorpay/webhook"
  export PAYU_SANDBOX_PORT RAZORPAY_SANDBOX_PORT START_PAYMENT_SANDBOXES PAYU_BASE_URL PAYU_INFO_BASE_URL \
    RAZORPAY_BASE_URL RAZORPAY_CHECKOUT_SCRIPT_URL PAYU_SANDBOX_WEBHOOK_URL RAZORPAY_SANDBOX_WEBHOOK_URL
}

stage_e2e() {
  bash "$ROOT/scripts/ensure-chromium.sh"
  use_e2e_settings
  log "e2e stack: API $API_URL, site $PUBLIC_WEB_URL, console $PUBLIC_ADMIN_URL, mail http://127.0.0.1:$MAILDEV_WEB_PORT"
  stack_require_builds
  run_child . node scripts/reset-test-data.mjs "$DATABASE_URL" "$REDIS_URL"
  rm -rf "$STORAGE_DIR"
  stack_migrate_seed
  stack_up
  rm -f "$PLAYWRIGHT_RESULTS"
  WEB_URL="$PUBLIC_WEB_URL" ADMIN_URL="$PUBLIC_ADMIN_URL" MAILDEV_URL="http://127.0.0.1:$MAILDEV_WEB_PORT" \
    run_child e2e playwright test "${PLAYWRIGHT_ARGS[@]}"
  stack_stop
  log "e2e logs: ${STACK_LOG_DIR#"$ROOT"/}/, report: ${E2E_ARTIFACTS_DIR#"$ROOT"/}/report/index.html"
}

on_exit() {
  local status=$? summary_status=0
  trap - EXIT INT TERM
  set +e
  stop_child
  stack_stop
  scale_services_stop
  if [ -n "${MARIADB_PAIR_STARTED:-}" ]; then mariadb_pair_down; fi
  echo
  if [ -n "$CURRENT_STAGE" ]; then
    warn "stage '$CURRENT_STAGE' failed after $(elapsed "$STAGE_STARTED") (exit status $status)"
    [ "$status" -ne 0 ] || status=1
  fi
  echo "Total time: $(elapsed "$RUN_STARTED")"
  node "$ROOT/scripts/summarize-tests.mjs" --results-dir "$RESULTS_DIR" --playwright "$PLAYWRIGHT_RESULTS" \
    ${CURRENT_STAGE:+--failed-stage "$CURRENT_STAGE"} || summary_status=$?
  if [ "$status" -eq 0 ] && [ "$summary_status" -ne 0 ]; then status=1; fi
  exit "$status"
}

PLAYWRIGHT_ARGS=()

main() {
  local only=""
  if [ "${1:-}" = "e2e" ]; then
    only=e2e
    shift
    PLAYWRIGHT_ARGS=("$@")
  elif [ "${1:-}" = "scale" ]; then
    only=scale
  fi
  # Results of this run only.
  rm -rf "$RESULTS_DIR"
  mkdir -p "$RESULTS_DIR"
  rm -f "$PLAYWRIGHT_RESULTS"
  trap on_exit EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM

  stage "install" stage_install
  stage "services (MySQL, Redis)" stage_services
  stage "build" stage_build
  if [ -z "$only" ]; then
    stage "lint + typecheck" stage_lint_typecheck
    if [ "${IMAGE_BUILD_CHECK:-1}" = 1 ]; then stage "image build check" stage_image_build_check; fi
    stage "unit + integration tests" stage_unit_integration
  fi
  if [ "$only" != scale ]; then
    stage "e2e (Playwright)" stage_e2e
  fi
  if [ "$only" != e2e ]; then
    stage "scaled e2e (2 APIs + 2 workers behind nginx, S3)" stage_scale_e2e
  fi
}

main "$@"
