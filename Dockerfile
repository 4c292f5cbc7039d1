# syntax=docker/dockerfile:1
# Production images, one target each (docker-compose.yml builds them; docs/deploy.md says how to run
# them; the project's own machines have no Docker engine and use scripts/start.sh instead):
#   docker build --target migrate .      one-shot job: creates the database if missing and migrates it
#   docker build --target api .          the HTTP API on 4000
#   docker build --target worker .       the BullMQ worker
#   docker build --target member-web .   the Remix member site on 3000
#   docker build --target admin .        the staff console on 4100 (admin/server.mjs: static files,
#                                        security headers, /admin-api forwarded to API_URL)
# Every image runs with NODE_ENV=production: the API, worker and site refuse the development defaults of
# their secrets and settings. Nothing here seeds demo data, and neither the payment sandboxes nor the
# demo data are in the build context (.dockerignore). scripts/image-build-check.sh runs the same
# install and build commands (scripts/image-build.sh) without Docker and checks the result.

ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# --- tools to compile argon2 (node-gyp) ---------------------------------------------------------
FROM ${NODE_IMAGE} AS toolchain
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
ENV NX_DAEMON=false NX_NO_CLOUD=true NPM_CONFIG_UPDATE_NOTIFIER=false
# Only the manifests, so that a code change does not reinstall. npm reads every workspace's package.json
# to make sense of the lock file, even of the workspaces it does not install.
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/payment-sandboxes/package.json libs/payment-sandboxes/
COPY migrations/package.json migrations/
COPY api/package.json api/
COPY member-web/package.json member-web/
COPY admin/package.json admin/
COPY e2e/package.json e2e/
COPY scripts/image-build.sh scripts/

# --- build: every dependency (dev included), then the projects the images run -------------------
FROM toolchain AS build
RUN bash scripts/image-build.sh build-deps
COPY . .
RUN bash scripts/image-build.sh build

# --- production dependencies only, one set per image ----------------------------------------------
FROM toolchain AS api-deps
RUN bash scripts/image-build.sh prod-deps api

FROM toolchain AS web-deps
RUN bash scripts/image-build.sh prod-deps web

# --- the API's runtime tree: the API, the worker and the migrate job ------------------------------
FROM ${NODE_IMAGE} AS api-runtime
WORKDIR /app
ENV NODE_ENV=production STORAGE_DIR=/app/var/storage
# Each workspace directory of the deps stage: its package.json and the node_modules npm nested in it (a
# version that conflicts with the root's), then what the build made of it.
COPY --from=api-deps /app/package.json ./
COPY --from=api-deps /app/node_modules node_modules
COPY --from=api-deps /app/libs/contracts libs/contracts
COPY --from=api-deps /app/migrations migrations
COPY --from=api-deps /app/api api
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/migrations/dist migrations/dist
COPY --from=build /app/api/dist api/dist
# Uploaded files (mount a volume here, or use object storage when there are several machines).
RUN mkdir -p /app/var/storage /app/var/backups && chown node:node /app/var/storage /app/var/backups
USER node

FROM api-runtime AS migrate
# Run once per release, before the new API and worker start; safe when two start at once (a MySQL lock).
CMD ["node", "migrations/dist/cli.js", "migrate"]

FROM api-runtime AS api
ENV API_HOST=0.0.0.0 API_PORT=4000
EXPOSE 4000
# Healthy when MySQL and Redis answer (GET /api/health).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.API_PORT+'/api/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/dist/main.js"]

FROM api-runtime AS worker
# The backup job's tools (mariadb-dump, mariadb: Debian's mariadb-client, which dump MySQL 8 as well) and
# where the archives go (mount a volume there, shared with the API, which serves the downloads).
USER root
RUN apt-get update \
  && apt-get install -y --no-install-recommends mariadb-client \
  && rm -rf /var/lib/apt/lists/* \
  && install -d -o node -g node /app/var/backups
USER node
# Healthy while the worker's heartbeat is fresh (it beats while MySQL and Redis answer).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "api/dist/worker-health.js"]
CMD ["node", "api/dist/worker.js"]

# --- the member site -------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS member-web
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
# As above: member-web/node_modules holds express 4 for Remix (the root has the API's express 5).
COPY --from=web-deps /app/package.json ./
COPY --from=web-deps /app/node_modules node_modules
COPY --from=web-deps /app/libs/contracts libs/contracts
COPY --from=web-deps /app/member-web member-web
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/member-web/server.mjs /app/member-web/tracing.mjs member-web/
COPY --from=build /app/member-web/build member-web/build
WORKDIR /app/member-web
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SESSION_SECRET is required (the site refuses to start without it in production); every replica must
# have the same one, or a member signed in on one replica is signed out on the next.
CMD ["node", "server.mjs"]

# --- the staff console: a static bundle and a dependency-free server ------------------------------------
FROM ${NODE_IMAGE} AS admin
WORKDIR /app/admin
ENV NODE_ENV=production ADMIN_PORT=4100 HOST=0.0.0.0
COPY --from=build /app/admin/package.json /app/admin/server.mjs ./
COPY --from=build /app/admin/dist dist
# The security headers every app shares: server.mjs imports @app/contracts/security-headers, a file that
# imports nothing (decision 238), so that file and the package's manifest are all the console needs of it.
COPY --from=build /app/libs/contracts/package.json node_modules/@app/contracts/
COPY --from=build /app/libs/contracts/dist/esm/package.json /app/libs/contracts/dist/esm/security-headers.js node_modules/@app/contracts/dist/esm/
USER node
EXPOSE 4100
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.ADMIN_PORT+'/healthz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.mjs"]
