# One image for api and workers (the command picks which). docker-compose.yml shows both.
# Build:  docker build -t creneau .
# Run:    api     → default command (migrates, then serves on :3000, web at /, back office at /pro)
#         workers → node workers/dist/main.js

# ---- build: install everything, compile, then drop dev dependencies ----
FROM node:20-bookworm-slim AS build
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
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: compiled output and production dependencies only ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    STORAGE_DIR=/app/var/storage
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# libs: the server library (dist), the contracts, and the locale catalogues read at run time.
COPY --from=build /app/libs ./libs
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/workers/dist ./workers/dist
COPY --from=build /app/web/package.json ./web/
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/dashboard/package.json ./dashboard/
COPY --from=build /app/dashboard/dist ./dashboard/dist
# The api stores uploaded files under STORAGE_DIR (a volume in docker-compose.yml); nothing else writes.
RUN mkdir -p /app/var/storage && chown -R node:node /app/var
USER node
EXPOSE 3000
# Migrations are idempotent and run before the api listens; with several api replicas, run
# `node scripts/migrate.mjs` once as a release step instead and start them with `node api/dist/main.js`.
CMD ["sh", "-c", "node scripts/migrate.mjs && exec node api/dist/main.js"]
