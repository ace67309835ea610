# Shuyuan in a container (README "Production", decision 029). The build stage runs exactly what the tests run:
# `npm ci`, then `npm run release`; the runtime stage holds only that release folder, on Node.js 24, and
# ffmpeg. Build: `docker build -t shuyuan .` (or `docker compose build`).

ARG NODE_IMAGE=node:24-bookworm

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# The manifests first: the `npm ci` layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run release -- --out /release

FROM ${NODE_IMAGE}-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# ffmpeg cuts trial previews of MP4 lessons (FFMPEG_PATH); without it previews are byte-capped.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
# A user of its own; the release stays root's and read-only to it: the server writes only to DATA_DIR.
RUN groupadd --system shuyuan \
  && useradd --system --gid shuyuan --home-dir /app --no-create-home --shell /usr/sbin/nologin shuyuan \
  && mkdir /data && chown shuyuan:shuyuan /data
WORKDIR /app
COPY --from=build /release/ /app/
USER shuyuan
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["node", "healthcheck.mjs"]
CMD ["node", "server.mjs"]
