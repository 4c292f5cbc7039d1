#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the Playwright tests (e2e/playwright.config.ts uses
# CHROMIUM_PATH, default /usr/bin/chromium). Browsers are never downloaded through Playwright:
# nothing but the npm registry and Debian's packages is reachable.
set -euo pipefail
# shellcheck source=scripts/node-env.sh
source "$(dirname "$0")/node-env.sh"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$chromium" ]; then
  log "Chromium: $("$chromium" --version 2>/dev/null || echo "$chromium")"
  exit 0
fi

if [ "$chromium" != /usr/bin/chromium ]; then
  die "CHROMIUM_PATH=$chromium does not exist or is not executable"
fi

if is_root; then
  apt_install chromium
  [ -x "$chromium" ] || die "the chromium package did not provide $chromium"
  log "Chromium: $("$chromium" --version 2>/dev/null || echo installed)"
else
  die "Chromium is missing. Install Debian's package as root:  apt-get update && apt-get install -y chromium
  (or set CHROMIUM_PATH to a Chromium binary). Do not run 'npx playwright install'."
fi
