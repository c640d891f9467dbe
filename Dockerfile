# One image for every part: the API and the static servers of the shell and the remotes.
# docker-compose.yml runs it with a different command per service.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY --from=build /app /app
ENV NODE_ENV=production SITE_HOST=0.0.0.0 HOST=0.0.0.0
