#!/usr/bin/env bash
# THE defaults of every setting the scripts pass to the processes (docs: architecture, "Running it").
# Sourced by start.sh and test.sh after node-env.sh. Precedence, highest first:
#   1. the environment of the caller,
#   2. an optional .env file at the repository root (KEY=value lines; it never overrides 1.),
#   3. the defaults below.
# Every setting is exported, so the API, worker, site, console and tests all see the same values.

: "${ROOT:?source scripts/node-env.sh before scripts/defaults.sh}"

# .env: plain KEY=value lines, '#' comments, optional 'export ' and surrounding quotes; no expansion.
load_dotenv() {
  local file="$1" line key value
  [ -f "$file" ] || return 0
  while IFS= read -r line || [ -n "$line" ]; do
    line="${line%$'\r'}"
    [[ "$line" =~ ^[[:space:]]*(export[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$ ]] || continue
    key="${BASH_REMATCH[2]}"
    value="${BASH_REMATCH[3]}"
    if [[ "$value" =~ ^\"(.*)\"[[:space:]]*$ ]] || [[ "$value" =~ ^\'(.*)\'[[:space:]]*$ ]]; then
      value="${BASH_REMATCH[1]}"
    else
      value="${value%%[[:space:]]#*}" # an unquoted value ends at ' #'
      value="${value%"${value##*[![:space:]]}"}"
    fi
    if [ -z "${!key+set}" ]; then
      export "$key=$value"
    fi
  done <"$file"
}
load_dotenv "$ROOT/.env"

# The mail catcher is started only when nobody said where mail goes (read by scripts/stack.sh). Decided
# once, before SMTP_URL gets its default, and exported so that a script started by this one (start.sh
# --background) does not take the default for a user's choice.
if [ -z "${START_MAIL_CATCHER:-}" ]; then
  if [ -n "${SMTP_URL:-}" ]; then START_MAIL_CATCHER=0; else START_MAIL_CATCHER=1; fi
fi
export START_MAIL_CATCHER

# --- the development stack (scripts/start.sh) ---------------------------------------------------
: "${API_PORT:=4000}"
: "${WEB_PORT:=3000}"
: "${ADMIN_PORT:=4100}"
: "${DATABASE_URL:=mysql://root@127.0.0.1:3306/restaurant}"
: "${REDIS_URL:=redis://127.0.0.1:6379}"
: "${MAILDEV_SMTP_PORT:=1025}"
: "${MAILDEV_WEB_PORT:=1080}"
: "${SMTP_URL:=smtp://127.0.0.1:$MAILDEV_SMTP_PORT}"
: "${MAIL_FROM:=Restaurant Community <no-reply@restaurant.local>}"
: "${API_URL:=http://127.0.0.1:$API_PORT}"
: "${PUBLIC_WEB_URL:=http://127.0.0.1:$WEB_PORT}"
: "${PUBLIC_ADMIN_URL:=http://127.0.0.1:$ADMIN_PORT}"
: "${STORAGE_DIR:=$ROOT/var/storage}"
# DEVELOPMENT ONLY: the superadmin staff account that 'api/dist/dev/cli.js seed' creates. A real deployment
# sets its own SUPERADMIN_PASSWORD; this one is public (it is in the repository).
: "${SUPERADMIN_EMAIL:=admin@restaurant.local}"
: "${SUPERADMIN_PASSWORD:=dev-only-Admin#2026}"

# NODE_ENV is deliberately not set here: exported, NODE_ENV=development would make `vite build` and
# `remix vite:build` produce development bundles and would stop jest from setting 'test'. The API, the
# worker and the CLIs default to development by themselves; stack.sh runs the site with production.
# DEVELOPMENT ONLY: signing secrets. Production sets its own (the API and the site refuse these there).
# The site always runs in production mode (member-web/server.mjs; there is no dev server), so its cookie
# secret is never a known constant: without SESSION_SECRET each start makes a random one (members sign in
# again after a restart).
: "${SESSION_SECRET:=$(node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("hex"))')}"
: "${JWT_SECRET:=dev-only-insecure-jwt-secret-change-me-0123456789}"
: "${STAFF_JWT_SECRET:=dev-only-insecure-staff-jwt-secret-change-me-0123}"
# DEVELOPMENT ONLY: encrypts staff two-factor secrets at rest (production sets its own; the API refuses this one).
: "${STAFF_TOTP_KEY:=dev-only-insecure-staff-totp-key-change-me-012345}"
: "${PUBLIC_API_URL:=http://127.0.0.1:$API_PORT}"

export SESSION_SECRET JWT_SECRET STAFF_JWT_SECRET STAFF_TOTP_KEY PUBLIC_API_URL

# DEVELOPMENT ONLY: the key that encrypts members' PAN and Aadhaar numbers at rest (64 hex characters).
# Production sets its own (the API refuses this one there). Changing it makes stored numbers unreadable.
: "${PII_ENCRYPTION_KEY:=de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de7de70}"
export PII_ENCRYPTION_KEY

# DEVELOPMENT ONLY: sample seller details printed on GST invoices. Not a real business: the GSTIN only has
# the right shape and check character. Production sets the real ones (the API and worker refuse these there).
: "${SUPPLIER_NAME:=DEV-ONLY Sample Supplier (not a real business)}"
: "${SUPPLIER_ADDRESS:=DEV-ONLY sample address, Ring Road, Surat, Gujarat 395002, India}"
: "${SUPPLIER_GSTIN:=24AAAAA0000A1Z8}"
: "${SUPPLIER_STATE_ID:=4030}"
: "${SUPPLIER_STATE_CODE:=24}"
: "${INVOICE_SAC:=998599}"
: "${INVOICE_PREFIX:=RC}"
export SUPPLIER_NAME SUPPLIER_ADDRESS SUPPLIER_GSTIN SUPPLIER_STATE_ID SUPPLIER_STATE_CODE INVOICE_SAC INVOICE_PREFIX

export API_PORT WEB_PORT ADMIN_PORT DATABASE_URL REDIS_URL MAILDEV_SMTP_PORT MAILDEV_WEB_PORT SMTP_URL \
  MAIL_FROM API_URL PUBLIC_WEB_URL PUBLIC_ADMIN_URL STORAGE_DIR SUPERADMIN_EMAIL SUPERADMIN_PASSWORD

# --- payment providers: the local sandboxes (libs/payment-sandboxes/dist/main.js; docs/decisions/030-031) ----
# The API talks to whatever the *_BASE_URL settings name; in development that is the project's sandboxes.
# They are started (by stack.sh) unless both base URLs were given, i.e. point at real providers or at
# sandboxes run elsewhere. Decided before the base URLs get their defaults, and exported (see the mail
# catcher above).
: "${PAYU_SANDBOX_PORT:=4300}"
: "${RAZORPAY_SANDBOX_PORT:=4301}"
if [ -z "${START_PAYMENT_SANDBOXES:-}" ]; then
  if [ -n "${PAYU_BASE_URL:-}" ] && [ -n "${RAZORPAY_BASE_URL:-}" ]; then START_PAYMENT_SANDBOXES=0; else START_PAYMENT_SANDBOXES=1; fi
fi
# DEVELOPMENT ONLY: sandbox credentials (public: they are in the repository). Production sets real ones.
: "${PAYU_KEY:=dev-only-payu-key}"
: "${PAYU_SALT:=dev-only-payu-salt-0123456789abcdef}"
: "${PAYU_BASE_URL:=http://127.0.0.1:$PAYU_SANDBOX_PORT}"
: "${PAYU_INFO_BASE_URL:=$PAYU_BASE_URL}"
: "${RAZORPAY_KEY_ID:=rzp_test_devonly0000000}"
: "${RAZORPAY_KEY_SECRET:=dev-only-razorpay-key-secret}"
: "${RAZORPAY_WEBHOOK_SECRET:=dev-only-razorpay-webhook-secret}"
: "${RAZORPAY_BASE_URL:=http://127.0.0.1:$RAZORPAY_SANDBOX_PORT}"
: "${RAZORPAY_CHECKOUT_SCRIPT_URL:=$RAZORPAY_BASE_URL/v1/checkout.js}"
# Where the sandboxes deliver their webhooks (the real providers are configured in their dashboards).
: "${PAYU_SANDBOX_WEBHOOK_URL:=$API_URL/api/payments/payu/webhook}"
: "${RAZORPAY_SANDBOX_WEBHOOK_URL:=$API_URL/api/payments/razorpay/webhook}"
export PAYU_SANDBOX_PORT RAZORPAY_SANDBOX_PORT START_PAYMENT_SANDBOXES PAYU_KEY PAYU_SALT PAYU_BASE_URL \
  PAYU_INFO_BASE_URL RAZORPAY_KEY_ID RAZORPAY_KEY_SECRET RAZORPAY_WEBHOOK_SECRET RAZORPAY_BASE_URL \
  RAZORPAY_CHECKOUT_SCRIPT_URL PAYU_SANDBOX_WEBHOOK_URL RAZORPAY_SANDBOX_WEBHOOK_URL

# How long start.sh and test.sh wait for each process to answer (seconds).
: "${STACK_WAIT_TIMEOUT:=120}"

# --- scripts/test.sh: unit + integration tests (same servers, own database and Redis db) ----------
: "${TEST_DB_NAME:=restaurant_test}"
: "${TEST_REDIS_DB:=1}"
# The API's jest workers (1 to 4). Worker N > 1 uses ${TEST_DB_NAME}_wN and Redis db TEST_REDIS_DB + 2(N-1)
# (api/test/support/test-workers.ts), so the files of different workers never share rows or queues.
: "${TEST_WORKERS:=2}"

# --- scripts/test.sh: the e2e stack, on its own ports so that a running dev stack does not clash ---
: "${E2E_API_PORT:=4001}"
: "${E2E_WEB_PORT:=3001}"
: "${E2E_ADMIN_PORT:=4101}"
: "${E2E_MAILDEV_SMTP_PORT:=1026}"
: "${E2E_MAILDEV_WEB_PORT:=1081}"
: "${E2E_PAYU_SANDBOX_PORT:=4310}"
: "${E2E_RAZORPAY_SANDBOX_PORT:=4311}"
: "${E2E_DB_NAME:=restaurant_e2e}"
: "${E2E_REDIS_DB:=2}"
# Names the e2e stack's files: logs var/log/$E2E_NAME, uploads var/$E2E_NAME/storage, results
# var/test-results-$E2E_NAME (only when not "e2e"), artifacts e2e/artifacts (or e2e/artifacts-$E2E_NAME).
: "${E2E_NAME:=e2e}"
