# One image for the three server processes (api, projections, worker); the api also serves both web apps.
#   docker build -t postula .
#   docker run postula                                   -> API (default command)
#   docker run postula node dist/projections/src/main.js -> projectors
#   docker run postula node dist/worker/src/main.js      -> queue worker

ARG NODE_IMAGE=node:20-bookworm

FROM ${NODE_IMAGE} AS base
# The lockfile and its `allowScripts` policy are npm 11's.
ARG NPM_VERSION=11.19.1
RUN npm install -g npm@${NPM_VERSION} --no-audit --no-fund
WORKDIR /app
COPY package.json package-lock.json ./
COPY admin/package.json admin/
COPY portal/package.json portal/

# Everything, dev tools and both workspaces included, to build.
# `npm ci`: exactly the lockfile (scripts/complete-lockfile.mjs records every platform's optional binaries).
FROM base AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Only the root's production dependencies: the web apps ship as static files, so their packages stay out.
FROM base AS production-deps
RUN npm ci --omit=dev --workspaces=false --no-audit --no-fund

FROM ${NODE_IMAGE}-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    VAR_DIR=/app/var
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY package.json ./
COPY --from=build /app/dist dist
COPY --from=build /app/portal/dist portal/dist
COPY --from=build /app/admin/dist admin/dist
COPY api/migrations api/migrations
COPY projections/migrations projections/migrations
COPY config config
# A larger young generation: a request allocates a lot that dies young, and a rush collected it in many small pauses.
ENV NODE_OPTIONS=--max-semi-space-size=32
RUN mkdir -p var && chown node:node var
USER node
EXPOSE 3000
CMD ["node", "dist/api/src/main.js"]
