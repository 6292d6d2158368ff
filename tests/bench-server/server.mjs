// The server under test, in its own process so the load generator does not
// share its event loop (`run.mjs` forks it). Two apps on one database: one
// as deployed, one with remembered answers turned off (what each call costs
// when it must be computed). Tells the parent both ports over IPC.
import { once } from "node:events";
import { createLogger, createServer, openDatabase } from "../../server-kit/dist/index.js";

const db = openDatabase(process.env.BENCH_DATABASE_URL, process.env.BENCH_SEARCH_PATH ? { searchPath: process.env.BENCH_SEARCH_PATH, poolMax: 10 } : {});
const options = {
  db,
  logger: createLogger({ level: "silent" }),
  passwordParams: { N: 1024, r: 8, p: 1 },
  loginLimits: { perIp: { max: 1e9, windowMs: 60_000 }, perUsername: { max: 1e9, windowMs: 60_000 } },
};
const listen = async (app) => {
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return server.address().port;
};
process.send({ port: await listen(createServer(options)), computingPort: await listen(createServer({ ...options, answerCache: 0 })) });
// The parent is done: stop at once (requests still queued are abandoned).
process.on("disconnect", () => process.exit(0));
