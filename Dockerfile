# MixBuddy as one container image: the same `dist/server.mjs` that `npm start` runs, on PostgreSQL
# (DATABASE_URL). compose.yaml runs two of these behind Caddy; README.md, "Several processes".

# --- build: every dependency, then the Prisma clients, the server bundle, the site and the back office
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci, and npm install where npm's optional-dependency lockfile bug (npm/cli#4828) trips it, as in .ci/run.
RUN npm ci --no-audit --no-fund || (rm -rf node_modules && npm install --no-audit --no-fund)
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- run: what the server reads at run time, as the unprivileged `node` user
FROM node:24-slim
# V8's old generation capped, so RSS levels off below the container's memory (docs/operations.md, "Memory").
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 UPLOADS_DIR=/data/uploads DATA_EXPORTS_DIR=/data/exports EMAIL_OUTBOX_DIR=/data/outbox \
    NODE_OPTIONS=--max-old-space-size=512
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/generated ./generated
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/site/dist ./site/dist
COPY --from=build /app/backoffice/dist ./backoffice/dist
RUN mkdir -p /data/uploads /data/exports /data/outbox && chown -R node:node /data
USER node
EXPOSE 3000
# Liveness only (/healthz touches no database); the load balancer asks /readyz.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself as PID 1 receives SIGTERM from `docker stop` and drains (SHUTDOWN_GRACE_MS).
CMD ["node", "--enable-source-maps", "dist/server.mjs"]
