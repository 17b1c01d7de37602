# The site as a container image: the Vitrine server (`npm start`) over Next's standalone output, which holds
# what the routes read at run time and no more. No Studio, tests, TypeScript, source maps or build cache.
#
#   docker build -t vitrine --build-arg SITE_URL=https://portfolio.example .
#   docker run -p 3000:3000 -v vitrine-data:/data vitrine
#
# Size: the base image and 107 MiB of the site (du; 373 MiB in all, built over a Debian bookworm with Node 24 of
# 266 MiB, Node 121 MiB of it). The built site (web/.next) 43 MiB; Next's server 20; sharp's libvips 18 (Next's image
# optimizer); Twemoji 16 (the social cards' emoji); @redis/client 3; the server bundle 2; the rest 5.
#
# docs/hosting.md, "A container", says what to set at build and at run time; compose.yaml runs several instances
# behind nginx with Redis.

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY schemas/package.json schemas/
COPY web/package.json web/
COPY studio/package.json studio/
COPY tests/package.json tests/
RUN npm ci --workspace=@vitrine/web --include-workspace-root --no-audit --no-fund
COPY tsconfig.json ./
COPY schemas schemas
COPY web web
# Read by the build and fixed in the pages it prerenders: the public address and the content source.
ARG SITE_URL= CONTENT_SOURCE= SANITY_PROJECT_ID= SANITY_DATASET= SANITY_API_VERSION= SANITY_API_HOST= CONTENT_STRICT=
# 1 for the test suite's image only: its own lane checks the types (web/next.config.ts).
ARG VITRINE_TEST_BUILD=
RUN VITRINE_STANDALONE=1 npm run build --workspace=@vitrine/web
# The standalone output, completed: the Vitrine server, the browser's files; Next's own server.js, source maps
# and trace lists left out. The build folder apart, for the server's user to own.
RUN set -eu; out=web/.next/standalone; \
    cp web/dist/server.mjs "$out/web/dist/"; \
    cp -r web/.next/static "$out/web/.next/static"; \
    rm "$out/web/server.js"; \
    find "$out" \( -name '*.map' -o -name '*.nft.json' \) -delete; \
    mkdir /out; mv "$out/web/.next" /out/next; mv "$out" /out/app

FROM node:24-bookworm-slim
# Fixed by the build (above); the server reads them again, so it agrees with its pages.
ARG SITE_URL= CONTENT_SOURCE= SANITY_PROJECT_ID= SANITY_DATASET= SANITY_API_VERSION= SANITY_API_HOST=
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 \
    SITE_URL=$SITE_URL CONTENT_SOURCE=$CONTENT_SOURCE SANITY_PROJECT_ID=$SANITY_PROJECT_ID \
    SANITY_DATASET=$SANITY_DATASET SANITY_API_VERSION=$SANITY_API_VERSION SANITY_API_HOST=$SANITY_API_HOST \
    HOSTNAME=0.0.0.0 PORT=3000 VITRINE_DATA_DIR=/data
WORKDIR /app/web
# The code is root's and read-only to the server; the build folder is the server's (Next keeps the pages it
# renders again there), and so is the data directory: the contact inbox and the lock that keeps it to one server.
COPY --from=build /out/app /app
COPY --from=build --chown=node:node /out/next /app/web/.next
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/robots.txt`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start`, without npm: the server gets SIGTERM itself (docker stop) and is the process that exits.
CMD ["node", "--heap-growing-percent=50", "dist/server.mjs"]
