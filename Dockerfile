# One image for api and workers (the command picks which). docker-compose.yml shows both.
# Build:  docker build -t creneau .
# Run:    api     → default command (migrates, then serves on :3000, web at /, back office at /pro)
#         workers → node workers/dist/main.js
# Node 24 LTS; the code and tests also run on Node 20.19+ and 22 (README, "Node.js versions").
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency (front-end, compilers), then the compiled api, workers, web and back office ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so source edits do not re-run npm ci. Keep this list in step with "workspaces".
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/server/package.json libs/server/
COPY libs/locales/package.json libs/locales/
COPY web/package.json web/
COPY dashboard/package.json dashboard/
# npm ci only: a failure here means package-lock.json is incomplete (npm run check:lock says what).
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- dependencies the api and the workers run: no front-end packages, no embedded Postgres, no dev tools ----
# A clean `npm ci --omit=dev` from the same manifests, rather than pruning the build's node_modules:
# what the image holds is exactly what the lock file says production needs (test/e2e/install checks it).
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/server/package.json libs/server/
COPY libs/locales/package.json libs/locales/
COPY web/package.json web/
COPY dashboard/package.json dashboard/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime: compiled output and production dependencies only ----
FROM ${NODE_IMAGE} AS runtime
# LOG_FORMAT defaults to json in production: one JSON object per line for the log collector.
ENV NODE_ENV=production \
    PORT=3000 \
    STORAGE_DIR=/app/var/storage
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules ./node_modules
# libs: the server library (dist), the contracts, and the locale catalogues read at run time; the
# workspace links in node_modules/@creneau point here.
COPY --from=build /app/libs ./libs
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/workers/dist ./workers/dist
# web and dashboard: only their built files, served by the api (their packages were build-time only).
COPY --from=build /app/web/package.json ./web/
COPY --from=build /app/web/dist ./web/dist
# The public pages' server renderer: one file with React inside, required by the api (no package needed).
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
COPY --from=build /app/dashboard/package.json ./dashboard/
COPY --from=build /app/dashboard/dist ./dashboard/dist
# The api stores uploaded files under STORAGE_DIR (a volume in docker-compose.yml); nothing else writes.
RUN mkdir -p /app/var/storage && chown -R node:node /app/var
USER node
EXPOSE 3000
# Migrations are idempotent and run before the api listens; with several api replicas, run
# `node scripts/migrate.mjs` once as a release step instead and start them with `node api/dist/main.js`.
CMD ["sh", "-c", "node scripts/migrate.mjs && exec node api/dist/main.js"]
