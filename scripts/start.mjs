#!/usr/bin/env node
// `npm start`: until the server and reference app land, says what is available.
console.log(`Lendkit — what you can run today

  npm test        build @lendkit/core, type-check, run every test, check bundle sizes
  npm run bench   money-engine benchmark (figures in docs/performance.md)
  npm run size    min+gzip size of each @lendkit/core subpath

The server (@lendkit/server-kit) and the reference app are not built yet:
\`npm start\` will serve them on an embedded SQLite database once they are.
See README.md and docs/index.md.`);
