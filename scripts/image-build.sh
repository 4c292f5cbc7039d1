#!/usr/bin/env bash
# The commands the Dockerfile runs to install and build, in one place, so that
# scripts/image-build-check.sh runs exactly the same ones on a machine without Docker.
# Run from the root of a build context (the repository filtered by .dockerignore).
#
#   bash scripts/image-build.sh build-deps        every dependency the build needs (dev included)
#   bash scripts/image-build.sh build             the projects the images run, in dependency order
#   bash scripts/image-build.sh prod-deps api     production dependencies of the API, worker and migrate job
#   bash scripts/image-build.sh prod-deps web     production dependencies of the member site
#
# npm install, never npm ci: the lock file is made on a registry without other platforms' optional
# packages, and npm ci refuses it (docs/toolchain). The payment sandboxes (libs/payment-sandboxes), the e2e
# suite and the demo data (api/src/dev) are development-only: they are not in the context (.dockerignore),
# and only their package.json files are (npm needs every workspace's manifest to read the lock file).
set -euo pipefail

# What each image runs, in build order. The console (admin) needs no node_modules at run time.
BUILD_WORKSPACES=(libs/contracts migrations api member-web admin)
API_WORKSPACES=(libs/contracts migrations api)
WEB_WORKSPACES=(libs/contracts member-web)

workspace_flags() {
  local dir
  for dir in "$@"; do printf -- '--workspace=%s\n' "$dir"; done
}

npm_install() {
  npm install --no-audit --no-fund --no-update-notifier "$@"
}

case "${1:-}" in
  build-deps)
    mapfile -t flags < <(workspace_flags "${BUILD_WORKSPACES[@]}")
    # --include-workspace-root: the build tools (typescript) are root dev dependencies.
    npm_install --include-workspace-root "${flags[@]}"
    ;;
  build)
    for dir in "${BUILD_WORKSPACES[@]}"; do
      npm run build --workspace="$dir"
    done
    # @app/contracts/demo (the demo logins, for development and the e2e suite) is built with the rest of
    # the library; nothing an image runs imports it, and no image may carry its passwords.
    rm -f libs/contracts/dist/*/demo.*
    ;;
  prod-deps)
    case "${2:-}" in
      api) mapfile -t flags < <(workspace_flags "${API_WORKSPACES[@]}") ;;
      web) mapfile -t flags < <(workspace_flags "${WEB_WORKSPACES[@]}") ;;
      *)
        echo "usage: $0 prod-deps api|web" >&2
        exit 2
        ;;
    esac
    npm_install --omit=dev "${flags[@]}"
    ;;
  *)
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
