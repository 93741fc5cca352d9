# syntax=docker/dockerfile:1
# Callit's container (decision 0028): built in three stages, run as the unprivileged `node` user
# from Next's standalone output with our own server (server/main.mjs). See docs/deployment.md.
#   docker build -t callit .
#   docker run -p 3000:3000 -v callit-data:/data callit        # embedded database in /data
# Node 20 is what CI tests (decision 0026); --build-arg NODE_VERSION=22 to move on.
ARG NODE_VERSION=20

# 1. Dependencies, exactly as locked (dev tools included: the build needs them).
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# 2. The build: `next build` (output: "standalone"), completed by scripts/standalone.mjs.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build && npm run build:standalone

# 3. What runs: the traced server files only, no compiler, no test tool, no source.
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM ends open event streams and stops within seconds (decision 0019).
STOPSIGNAL SIGTERM
CMD ["node", "server/main.mjs"]
