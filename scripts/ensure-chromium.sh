#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the Playwright tests (e2e/playwright.config.ts uses
# CHROMIUM_PATH, default /usr/bin/chromium), with a Devanagari font so Hindi pages render as letters,
# not boxes, in the screenshots (Noto Sans Devanagari, the face phones use; decision 416). Browsers
# are never downloaded through Playwright: nothing but the npm registry and Debian's packages is reachable.
set -euo pipefail
# shellcheck source=scripts/node-env.sh
source "$(dirname "$0")/node-env.sh"
# shellcheck source=scripts/lib.sh
source "$ROOT/scripts/lib.sh"

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

# The Devanagari face the site's and the console's font stacks name first (fonts-noto-core holds it).
devanagari_font=fonts-noto-core
has_devanagari_font() { fc-list ':lang=hi' family 2>/dev/null | grep -qi 'Noto Sans Devanagari'; }
if ! has_devanagari_font; then
  if is_root; then
    apt_install --no-install-recommends "$devanagari_font"
    has_devanagari_font || die "the $devanagari_font package did not provide Noto Sans Devanagari"
    log "Devanagari font: Noto Sans Devanagari"
  else
    log "warning: no Devanagari font; Hindi screenshots will show boxes. As root:  apt-get install -y --no-install-recommends $devanagari_font"
  fi
fi

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
