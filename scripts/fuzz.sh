#!/usr/bin/env bash
# The long run of the API's OpenAPI fuzz suite (npm run fuzz): the same test as in `npm test`, with
# FUZZ_RUNS requests per operation (default 1000) instead of CI's 200. Replays a run with FUZZ_SEED.
# Uses the test database ($TEST_DB_NAME) and Redis index ($TEST_REDIS_DB) of scripts/test.sh.
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

install_if_needed
ensure_services
run_child . npx nx run-many -t build -p @app/contracts @app/migrations

export FUZZ_RUNS="${FUZZ_RUNS:-1000}"
export DATABASE_URL REDIS_URL STORAGE_DIR="$ROOT/var/test/storage"
DATABASE_URL="$(url_set_path "$DATABASE_URL" "$TEST_DB_NAME")"
REDIS_URL="$(url_set_path "$REDIS_URL" "$TEST_REDIS_DB")"
log "fuzz: $FUZZ_RUNS requests per operation; DATABASE_URL=$(redact_url "$DATABASE_URL") REDIS_URL=$(redact_url "$REDIS_URL")"
cd "$ROOT/api"
node --experimental-vm-modules ../node_modules/jest/bin/jest.js --runInBand test/fuzz-openapi.int-spec.ts
