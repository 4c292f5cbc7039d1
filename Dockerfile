# syntax=docker/dockerfile:1
# One image, four targets, for machines with Docker (docker-compose.yml builds them; the project's own
# machines have no Docker engine and use scripts/start.sh instead):
#   docker build --target api .          migrate + seed, then the HTTP API on 4000
#   docker build --target worker .       the BullMQ worker
#   docker build --target member-web .   the Remix member site on 3000
#   docker build --target admin .        the react-admin console on 4100 (vite preview, proxies /admin-api)
# Every setting comes from the environment (docs/architecture.md, "Running it").

ARG NODE_IMAGE=node:24-bookworm-slim

# --- dependencies: only the manifests, so that a code change does not reinstall -------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# argon2 compiles from source with node-gyp.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY migrations/package.json migrations/
COPY api/package.json api/
COPY member-web/package.json member-web/
COPY admin/package.json admin/
COPY e2e/package.json e2e/
# npm install, never npm ci (see docs: the lock file is made on a registry without other platforms' packages).
RUN npm install --no-audit --no-fund

# --- build: every project through Nx ------------------------------------------------------------
FROM deps AS build
ENV NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY . .
RUN npx nx run-many -t build

# --- runtime: the built tree; dev dependencies stay (vite serves the console) ------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NX_DAEMON=false STORAGE_DIR=/app/var/storage
# Owned by 'node': vite writes its bundled config next to node_modules, uploads go to var/storage.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/var/storage && chown node:node /app/var /app/var/storage
USER node

FROM runtime AS api
ENV API_PORT=4000
EXPOSE 4000
# Migrations and the idempotent seed run before the API starts (one API container; with several,
# run the migrate step as a separate job instead).
CMD ["sh", "-c", "node migrations/dist/cli.js migrate && node api/dist/cli.js seed && exec node api/dist/main.js"]

FROM runtime AS worker
CMD ["node", "api/dist/worker.js"]

FROM runtime AS member-web
WORKDIR /app/member-web
ENV PORT=3000 HOST=0.0.0.0
EXPOSE 3000
# The site (server.mjs) runs in production mode, where it requires SESSION_SECRET: without one, each start
# makes a random one (as scripts/start.sh does; members sign in again after a restart).
CMD ["sh", "-c", "export SESSION_SECRET=\"${SESSION_SECRET:-$(node -p \"require('node:crypto').randomBytes(32).toString('hex')\")}\" && exec node server.mjs"]

FROM runtime AS admin
WORKDIR /app/admin
ENV ADMIN_PORT=4100
EXPOSE 4100
CMD ["/app/node_modules/.bin/vite", "preview", "--port", "4100", "--strictPort", "--host", "0.0.0.0"]
