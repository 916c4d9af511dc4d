# Redress in production (decision 193): the web app and the server compiled in a build stage; the image runs
# `node apps/server/dist/server.js` as the unprivileged `node` user, with production dependencies only.
# NODE_IMAGE: the base (node:22-slim); deploy/container/verify.sh builds with a stand-in where no registry answers.
ARG NODE_IMAGE=node:22-slim

# The workspaces' manifests, for both stages' `npm ci`.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/client/package.json packages/client/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The compiled server (with @redress/contract in dist/contract), and the web app it serves and renders.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# ./data: the embedded database and disk uploads when DATABASE_URL and S3_* are unset (mount a volume there).
RUN mkdir -p data/uploads && chown -R node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 and handles SIGTERM (graceful shutdown within SHUTDOWN_TIMEOUT_MS, 10 s): `docker stop -t 15`.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
