# One image for the api, the indexer and the one-off commands (migrate, seed); the web app is
# built into it and served by the api. Production shape: docker-compose.yml.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/
COPY core/package.json core/
COPY meili/package.json meili/
COPY indexer/package.json indexer/
COPY api/package.json api/
COPY ops/package.json ops/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contract contract
COPY core core
COPY meili meili
COPY indexer indexer
COPY api api
COPY ops ops
COPY web web
COPY migrations migrations
RUN npm run build

# The Meilisearch contract suite and bench:relevance against compose's Meilisearch, with the dev
# dependencies and the tests: `docker compose --profile meili-tests run --rm meili-suites`.
FROM build AS meili-suites
COPY jest.config.js tsconfig.spec.json ./
COPY tests tests
CMD ["sh", "-c", "npm run test:meili && npm run bench:relevance -- --size ${RELEVANCE_SIZE:-3000} && cat BENCHMARKS.md"]

FROM build AS production-dependencies
RUN npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=build /app/migrations migrations
COPY --from=build /app/contract/package.json contract/
COPY --from=build /app/contract/dist contract/dist
COPY --from=build /app/core/package.json core/
COPY --from=build /app/core/dist core/dist
COPY --from=build /app/meili/package.json meili/
COPY --from=build /app/meili/dist meili/dist
COPY --from=build /app/indexer/package.json indexer/
COPY --from=build /app/indexer/dist indexer/dist
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/ops/package.json ops/
COPY --from=build /app/ops/dist ops/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ssr web/dist-ssr
COPY --from=build /app/web/package.json web/
USER node
EXPOSE 3000
# API_NODE_FLAGS (api/src/node-flags.ts): a small young generation, for short collector pauses.
CMD ["node", "--max-semi-space-size=8", "api/dist/main.js"]
