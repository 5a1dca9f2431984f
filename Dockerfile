# The production image docker-compose.yml runs (two instances behind one Postgres).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
USER node
# The built server on plain Node, as `npm start` runs it (README: less memory than tsx).
CMD ["node", "dist/server/main.mjs"]
