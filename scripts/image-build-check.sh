#!/usr/bin/env bash
# Builds what the Dockerfile builds, without Docker, and checks the result (docs/deploy.md, "Checking the
# images without Docker"). In a temporary directory it:
#   1. makes the build context through .dockerignore (scripts/docker-context.mjs);
#   2. runs the Dockerfile's build commands in it (scripts/image-build.sh build-deps, build);
#   3. installs the production dependencies of each image from the manifests only (prod-deps api|web);
#   4. assembles each image's /app as the Dockerfile's COPY lines do;
#   5. checks them: no payment sandboxes, demo data or dev CLI, no dev dependencies, the lock file was not
#      rewritten; under NODE_ENV=production the API refuses the dev-only secrets and the site refuses to
#      start without SESSION_SECRET; with production settings the migrate job migrates a scratch database,
#      the API answers /api/health, the worker's health check passes, the site and the console answer
#      their health checks, and the console sends its security headers.
#
#   bash scripts/image-build-check.sh          (about 4-6 minutes on 2 cores; not part of npm test)
#   KEEP_IMAGE_CHECK=1 bash scripts/image-build-check.sh   keeps the temporary directory for a look
#
# Uses the MySQL and Redis of the test settings (scripts/defaults.sh): database ${TEST_DB_NAME}_image
# (dropped at the end) and Redis db $TEST_REDIS_DB.
set -euo pipefail
# shellcheck source=scripts/node-env.sh
source "$(dirname "$0")/node-env.sh"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"
# shellcheck source=scripts/defaults.sh
source "$ROOT/scripts/defaults.sh"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/image-build-check.XXXXXX")"
CONTEXT="$WORK/context"
PIDS=()
STARTED=$SECONDS
FAILURES=0

cleanup() {
  local pid
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ -n "${SCRATCH_DB:-}" ]; then
    node -e '
      const { createConnection } = require(process.argv[1]);
      const url = new URL(process.argv[2]);
      createConnection({ host: url.hostname, port: Number(url.port || 3306),
        user: decodeURIComponent(url.username || "root"), password: decodeURIComponent(url.password) })
        .then(async (c) => { await c.query(`DROP DATABASE IF EXISTS \`${url.pathname.slice(1)}\``); await c.end(); })
        .catch(() => {});' "$ROOT/node_modules/mysql2/promise" "$SCRATCH_DB" || true
  fi
  if [ "${KEEP_IMAGE_CHECK:-0}" = 1 ]; then log "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

pass() { printf '  ✓ %s\n' "$1"; }
fail() {
  printf '  ✗ %s\n' "$1" >&2
  FAILURES=$((FAILURES + 1))
}
check() {
  local what="$1"
  shift
  if "$@"; then pass "$what"; else fail "$what"; fi
}

# --- 1-2: context and build ------------------------------------------------------------------------
log "build context through .dockerignore"
(cd "$ROOT" && node scripts/docker-context.mjs "$CONTEXT")
cp "$CONTEXT/package-lock.json" "$WORK/package-lock.committed.json"
log "build-deps (npm install of the build's workspaces)"
(cd "$CONTEXT" && bash scripts/image-build.sh build-deps)
log "build"
(cd "$CONTEXT" && bash scripts/image-build.sh build)

# --- 3: production dependencies, from the manifests only (the Dockerfile's toolchain stage) --------
MANIFESTS=(package.json package-lock.json .npmrc libs/contracts/package.json libs/payment-sandboxes/package.json
  migrations/package.json api/package.json member-web/package.json admin/package.json e2e/package.json
  scripts/image-build.sh)
prod_deps() {
  local image="$1" dir="$WORK/deps-$1" file
  for file in "${MANIFESTS[@]}"; do
    mkdir -p "$dir/$(dirname "$file")"
    cp "$CONTEXT/$file" "$dir/$file"
  done
  log "prod-deps $image"
  (cd "$dir" && bash scripts/image-build.sh prod-deps "$image")
}
prod_deps api
prod_deps web

# --- 4: each image's /app, as the Dockerfile's COPY lines make it ---------------------------------
API_APP="$WORK/image-api/app"
WEB_APP="$WORK/image-web/app"
ADMIN_APP="$WORK/image-admin/app"
copy_into() { # copy_into APP FROM PATH...
  local app="$1" from="$2" file
  shift 2
  for file in "$@"; do
    mkdir -p "$app/$(dirname "$file")"
    # Into an existing directory: its content (as COPY does), not the directory inside it.
    if [ -d "$from/$file" ]; then
      mkdir -p "$app/$file"
      cp -a "$from/$file/." "$app/$file/"
    else
      cp -a "$from/$file" "$app/$file"
    fi
  done
}
copy_into "$API_APP" "$WORK/deps-api" package.json node_modules libs/contracts migrations api
copy_into "$API_APP" "$CONTEXT" libs/contracts/dist migrations/dist api/dist
copy_into "$WEB_APP" "$WORK/deps-web" package.json node_modules libs/contracts member-web
copy_into "$WEB_APP" "$CONTEXT" libs/contracts/dist member-web/server.mjs member-web/tracing.mjs member-web/build
copy_into "$ADMIN_APP" "$CONTEXT" admin/package.json admin/server.mjs admin/dist
# The one file of @app/contracts the console's server imports (its security headers, decision 238).
mkdir -p "$ADMIN_APP/admin/node_modules/@app/contracts/dist/esm"
cp -a "$CONTEXT/libs/contracts/package.json" "$ADMIN_APP/admin/node_modules/@app/contracts/"
cp -a "$CONTEXT/libs/contracts/dist/esm/package.json" "$CONTEXT/libs/contracts/dist/esm/security-headers.js" \
  "$ADMIN_APP/admin/node_modules/@app/contracts/dist/esm/"

# --- 5: what is (not) in the images ---------------------------------------------------------------
echo
echo "What the images contain:"
check "the lock file was not rewritten by the build's npm install" cmp -s "$WORK/package-lock.committed.json" "$CONTEXT/package-lock.json"
check "the lock file was not rewritten by the production npm install" cmp -s "$WORK/package-lock.committed.json" "$WORK/deps-api/package-lock.json"
for image in "$API_APP" "$WEB_APP" "$ADMIN_APP"; do
  name="$(basename "$(dirname "$image")")"
  found="$(cd "$image" && find . -name node_modules -prune -o \( -ipath '*sandbox*' -o -ipath '*/demo*' -o -path './api/dist/dev' -o -name '*.spec.*' \) -print | head -5)"
  check "$name: no payment sandboxes, demo data, dev CLI or tests${found:+ (found: $found)}" test -z "$found"
  found="$(grep -rlE 'dev-only-(Member|Staff)#2026' "$image" --include='*.js' --include='*.mjs' 2>/dev/null | grep -v /node_modules/ | head -3 || true)"
  check "$name: no demo passwords in the code${found:+ (found: $found)}" test -z "$found"
done
found="$(cd "$ADMIN_APP" && {
  find . -name node_modules -not -path ./admin/node_modules
  ls -A admin/node_modules | grep -vx '@app'
  ls -A admin/node_modules/@app | grep -vx contracts
} | head -5 || true)"
check "admin: no node_modules but @app/contracts' security headers (its server uses Node's own modules)${found:+ (found: $found)}" test -z "$found"

# Packages only development needs, from every workspace's devDependencies. typescript stays: it is a
# run-time dependency of @nestjs/swagger.
dev_only_packages() {
  (cd "$CONTEXT" && node -e '
    const fs = require("node:fs");
    const read = (f) => JSON.parse(fs.readFileSync(f, "utf8"));
    const root = read("package.json");
    const manifests = [root, ...root.workspaces.map((w) => read(`${w}/package.json`))];
    const prod = new Set(manifests.flatMap((m) => Object.keys(m.dependencies ?? {})));
    const dev = new Set(manifests.flatMap((m) => Object.keys(m.devDependencies ?? {})));
    // A dev dependency that a production dependency also needs (yaml, say) has a lock entry without
    // "dev": true; it belongs in the image.
    const lock = read("package-lock.json").packages ?? {};
    for (const [where, entry] of Object.entries(lock)) {
      const name = where.split("node_modules/").pop();
      if (where.includes("node_modules/") && !entry.dev) prod.add(name);
    }
    for (const name of dev) if (!prod.has(name) && name !== "typescript" && !name.startsWith("@types/")) console.log(name);')
}
for image in "$API_APP" "$WEB_APP"; do
  name="$(basename "$(dirname "$image")")"
  present=()
  while IFS= read -r package; do
    for modules in "$image"/node_modules "$image"/*/node_modules "$image"/libs/*/node_modules; do
      if [ -e "$modules/$package" ]; then present+=("$package"); fi
    done
  done < <(dev_only_packages)
  check "$name: no dev dependencies in node_modules${present[*]:+ (found: ${present[*]})}" test ${#present[@]} -eq 0
  present=()
  for package in payment-sandboxes e2e admin; do
    [ -e "$image/node_modules/@app/$package" ] && present+=("@app/$package")
  done
  check "$name: no development workspaces linked${present[*]:+ (found: ${present[*]})}" test ${#present[@]} -eq 0
done

# --- 5: how they start ----------------------------------------------------------------------------
echo
echo "How they start (NODE_ENV=production):"
# A clean environment, as in a container: only what is given here.
run_clean() { # run_clean DIR VAR=VALUE... -- COMMAND...
  local dir="$1"
  shift
  local vars=()
  while [ "$1" != -- ]; do
    vars+=("$1")
    shift
  done
  shift
  # exec: a caller that stops this (TERM) stops the process itself (timeout passes the signal on).
  (cd "$dir" && exec timeout "${CLEAN_TIMEOUT:-0}" env -i PATH="$PATH" HOME="$WORK" TMPDIR="$WORK/tmp" \
    NODE_ENV=production "${vars[@]}" "$@")
}
mkdir -p "$WORK/tmp"

refuses() { # refuses APP PATTERN VAR=VALUE... -- COMMAND...: exits non-zero within 60 s, printing PATTERN
  local dir="$1" pattern="$2" output status=0
  shift 2
  output="$(CLEAN_TIMEOUT=60 run_clean "$dir" "$@" 2>&1)" || status=$?
  [ "$status" -ne 0 ] && [ "$status" -ne 124 ] && grep -qE "$pattern" <<<"$output"
}
check "api: refuses to start without production secrets" \
  refuses "$API_APP" 'JWT_SECRET: must be set in production' -- node api/dist/main.js
check "api: refuses the dev-only secrets" \
  refuses "$API_APP" 'STAFF_JWT_SECRET: must be set in production' \
  JWT_SECRET=dev-only-insecure-jwt-secret-change-me-0123456789 \
  STAFF_JWT_SECRET=dev-only-insecure-staff-jwt-secret-change-me-0123 -- node api/dist/main.js
check "worker: refuses the dev-only secrets" \
  refuses "$API_APP" 'JWT_SECRET: must be set in production' -- node api/dist/worker.js
check "member-web: refuses to start without SESSION_SECRET" \
  refuses "$WEB_APP/member-web" 'SESSION_SECRET' -- node server.mjs

free_port() { node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
SCRATCH_DB="$(url_set_path "$DATABASE_URL" "${TEST_DB_NAME}_image")"
SCRATCH_REDIS="$(url_set_path "$REDIS_URL" "$TEST_REDIS_DB")"
API_CHECK_PORT="$(free_port)"
WEB_CHECK_PORT="$(free_port)"
ADMIN_CHECK_PORT="$(free_port)"
# Production-shaped settings: nothing dev-only, providers' real addresses (never called here).
PRODUCTION_ENV=(
  DATABASE_URL="$SCRATCH_DB" REDIS_URL="$SCRATCH_REDIS" SMTP_URL=smtp://127.0.0.1:9
  API_HOST=127.0.0.1 API_PORT="$API_CHECK_PORT" TRUST_PROXY=loopback
  PUBLIC_WEB_URL=https://www.example.com PUBLIC_ADMIN_URL=https://admin.example.com
  PUBLIC_API_URL=https://api.example.com STORAGE_DIR="$WORK/storage"
  JWT_SECRET=image-check-jwt-secret-0123456789abcdef0123456789
  STAFF_JWT_SECRET=image-check-staff-jwt-secret-0123456789abcdef01
  STAFF_TOTP_KEY=image-check-staff-totp-key-0123456789abcdef0123
  SIGN_IN_CHALLENGE_KEY=image-check-sign-in-challenge-key-0123456789ab
  PAYU_KEY=image-check-key PAYU_SALT=image-check-salt-0123456789
  PAYU_BASE_URL=https://secure.payu.in PAYU_INFO_BASE_URL=https://info.payu.in
  RAZORPAY_KEY_ID=rzp_live_imagecheck000 RAZORPAY_KEY_SECRET=image-check-razorpay-secret
  RAZORPAY_WEBHOOK_SECRET=image-check-razorpay-webhook RAZORPAY_BASE_URL=https://api.razorpay.com
  RAZORPAY_CHECKOUT_SCRIPT_URL=https://checkout.razorpay.com/v1/checkout.js
  PII_ENCRYPTION_KEY=0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
  SUPPLIER_NAME='Image Check Foods Pvt Ltd' SUPPLIER_ADDRESS='1 Check Road, Mumbai'
  SUPPLIER_GSTIN=27AAPFU0939F1ZV SUPPLIER_STATE_ID=4008 SUPPLIER_STATE_CODE=27
)
check "migrate: the migrate job migrates a new database" \
  run_clean "$API_APP" "${PRODUCTION_ENV[@]}" -- node migrations/dist/cli.js migrate

start_clean() { # start_clean NAME DIR VAR=VALUE... -- COMMAND...
  local name="$1" dir="$2"
  shift 2
  local vars=()
  while [ "$1" != -- ]; do
    vars+=("$1")
    shift
  done
  shift
  # exec in the background subshell itself, so that $! is the process the cleanup stops.
  (cd "$dir" && exec env -i PATH="$PATH" HOME="$WORK" TMPDIR="$WORK/tmp" NODE_ENV=production "${vars[@]}" "$@") \
    >"$WORK/$name.log" 2>&1 &
  PIDS+=("$!")
}
answers() { node "$ROOT/scripts/wait-for.mjs" --timeout 90 --name "$1" "$2" >/dev/null 2>&1; }
start_clean api "$API_APP" "${PRODUCTION_ENV[@]}" -- node api/dist/main.js
start_clean worker "$API_APP" "${PRODUCTION_ENV[@]}" -- node api/dist/worker.js
start_clean web "$WEB_APP/member-web" PORT="$WEB_CHECK_PORT" HOST=127.0.0.1 \
  SESSION_SECRET=image-check-session-secret-0123456789 API_URL="http://127.0.0.1:$API_CHECK_PORT" -- node server.mjs
start_clean admin "$ADMIN_APP/admin" ADMIN_PORT="$ADMIN_CHECK_PORT" HOST=127.0.0.1 \
  API_URL="http://127.0.0.1:$API_CHECK_PORT" -- node server.mjs

check "api: answers /api/health with production settings" answers api "http://127.0.0.1:$API_CHECK_PORT/api/health"
worker_healthy() {
  local tries=0
  until run_clean "$API_APP" -- node api/dist/worker-health.js 2>/dev/null; do
    tries=$((tries + 1))
    [ "$tries" -lt 60 ] || return 1
    sleep 1
  done
}
check "worker: its health check (api/dist/worker-health.js) passes" worker_healthy
check "member-web: answers /healthz" answers web "http://127.0.0.1:$WEB_CHECK_PORT/healthz"
check "admin: answers /healthz" answers admin "http://127.0.0.1:$ADMIN_CHECK_PORT/healthz"
console_headers() {
  local headers
  headers="$(node -e 'fetch(process.argv[1]).then(async (r) => { for (const [k, v] of r.headers) console.log(`${k}: ${v}`); console.log(`status: ${r.status}`); console.log(await r.text()); })' "http://127.0.0.1:$ADMIN_CHECK_PORT/")"
  grep -q "^status: 200" <<<"$headers" && grep -q "frame-ancestors 'none'" <<<"$headers" &&
    grep -qi '^x-frame-options: DENY' <<<"$headers" && grep -qi '^x-content-type-options: nosniff' <<<"$headers" &&
    grep -q '<div id="root">' <<<"$headers"
}
check "admin: serves the built console with its security headers" console_headers
# Without a staff token the API answers 401 in its own JSON; 502 would mean the console cannot reach it.
forwards_to_api() {
  node -e 'fetch(process.argv[1]).then((r) => process.exit(r.status === 401 ? 0 : 1), () => process.exit(1))' \
    "http://127.0.0.1:$ADMIN_CHECK_PORT/admin-api/watched-words"
}
check "admin: forwards /admin-api to the API" forwards_to_api

echo
if [ "$FAILURES" -gt 0 ]; then
  for name in api worker web admin; do
    [ -s "$WORK/$name.log" ] && { warn "last lines of $name.log:"; tail -n 20 "$WORK/$name.log" >&2; }
  done
  die "image build check: $FAILURES check(s) failed ($(elapsed "$STARTED"))"
fi
log "image build check passed in $(elapsed "$STARTED")"
