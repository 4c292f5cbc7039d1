#!/usr/bin/env bash
# Helpers shared by the project scripts. Sourced after node-env.sh (which sets ROOT and PATH).
# Defines functions and a few tool settings only; it starts nothing.

: "${ROOT:?source scripts/node-env.sh before scripts/lib.sh}"

# Nx: no background daemon left behind by a script, no cloud calls (the network is closed),
# plain output instead of the terminal UI.
export NX_DAEMON="${NX_DAEMON:-false}"
export NX_NO_CLOUD="${NX_NO_CLOUD:-true}"
export NX_TUI="${NX_TUI:-false}"

log() { printf '» %s\n' "$*" >&2; }
warn() { printf '! %s\n' "$*" >&2; }
die() {
  printf '✗ %s\n' "$*" >&2
  exit 1
}

is_root() { [ "$(id -u)" -eq 0 ]; }

# url_part host|port|user|password|path URL ; url_set_path URL NAME
url_part() { node "$ROOT/scripts/url.mjs" "$@"; }
url_set_path() { node "$ROOT/scripts/url.mjs" set-path "$1" "$2"; }

# is_local_host HOST: true for the loopback addresses this machine's own services listen on.
is_local_host() {
  case "$1" in
    127.0.0.1 | localhost | ::1) return 0 ;;
    *) return 1 ;;
  esac
}

# reachable TARGET [SECONDS]: one TCP/HTTP check (or keep trying for SECONDS).
reachable() { node "$ROOT/scripts/wait-for.mjs" --quiet --timeout "${2:-0}" "$1"; }

# apt_install PACKAGE...: Debian packages, non-interactive, 'apt-get update' at most once per run.
APT_UPDATED="${APT_UPDATED:-}"
apt_install() {
  is_root || die "installing $* needs root: run  apt-get install -y $*  as root"
  if [ -z "$APT_UPDATED" ]; then
    log "apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq || die "apt-get update failed"
    APT_UPDATED=1
  fi
  log "apt-get install -y $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" || die "apt-get install $* failed"
}

# install_if_needed: npm install at the root when node_modules is missing or older than a manifest.
# Never 'npm ci' (this registry lacks other platforms' optional packages; see docs toolchain notes).
install_if_needed() {
  local stamp="$ROOT/node_modules/.install-stamp" reason="" manifest
  if [ ! -d "$ROOT/node_modules" ]; then
    reason="node_modules is missing"
  elif [ ! -f "$stamp" ]; then
    reason="no install stamp yet"
  else
    for manifest in "$ROOT/package-lock.json" "$ROOT/package.json" "$ROOT"/*/package.json "$ROOT"/libs/*/package.json; do
      if [ -f "$manifest" ] && [ "$manifest" -nt "$stamp" ]; then
        reason="${manifest#"$ROOT"/} changed"
        break
      fi
    done
  fi
  if [ -z "$reason" ]; then
    log "dependencies are up to date"
    return 0
  fi
  log "npm install ($reason)"
  (cd "$ROOT" && npm install --no-audit --no-fund)
  if [ "${CI:-}" = "true" ] && [ -d "$ROOT/.git" ] && ! git -C "$ROOT" diff --quiet -- package-lock.json; then
    git -C "$ROOT" --no-pager diff --stat -- package-lock.json >&2 || true
    die "npm install changed package-lock.json in CI: the committed lock file is out of date.
  Run 'npm install' locally, commit package-lock.json, and push again."
  fi
  touch "$stamp"
}

# run_child DIR COMMAND...: runs COMMAND in $ROOT/DIR, in its own process group, and waits for it.
# A signal to the script then interrupts the wait at once (bash runs traps only between commands), and
# the script's exit trap calls stop_child, which stops the command together with everything it spawned.
CHILD_PID=""
run_child() {
  local dir="$1" status=0
  shift
  (cd "$ROOT/$dir" && exec setsid "$@") </dev/null &
  CHILD_PID=$!
  wait "$CHILD_PID" || status=$?
  CHILD_PID=""
  return "$status"
}
stop_child() {
  [ -n "$CHILD_PID" ] || return 0
  kill -TERM -- "-$CHILD_PID" 2>/dev/null || kill -TERM "$CHILD_PID" 2>/dev/null || true
  wait "$CHILD_PID" 2>/dev/null || true
  CHILD_PID=""
}

# elapsed SECONDS_AT_START -> "1m 05s"
elapsed() {
  local s=$((SECONDS - $1))
  if [ "$s" -ge 60 ]; then printf '%dm %02ds' $((s / 60)) $((s % 60)); else printf '%ds' "$s"; fi
}
