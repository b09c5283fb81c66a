# One image for the api, projector and worker services; docker-compose.yml picks the command.
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY golf/package.json golf/
COPY events/package.json events/
COPY contracts/package.json contracts/
COPY read-db/package.json read-db/
COPY projector/package.json projector/
COPY command-api/package.json command-api/
COPY frontend/package.json frontend/
RUN npm ci
COPY . .
RUN npm run build -w @golf/frontend
ENV NODE_ENV=production
# Node 24 strips the types itself (tsconfig's erasableSyntaxOnly keeps the sources strippable).
CMD ["node", "command-api/src/server.ts"]
