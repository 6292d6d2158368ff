// The server under test, in its own process(es) so the load generator does
// not share their event loop (`run.mjs` forks it). `BENCH_INSTANCES` server
// instances (run.mjs passes one per core by default) share the ports through
// node:cluster, as a deployment runs one instance per core behind one
// address; each has its own remembered answers and database pool. Two apps on one database
// in each: one as deployed, one with remembered answers turned off (what
// each call costs when it must be computed). Tells the parent both ports
// over IPC.
import cluster from "node:cluster";
import { once } from "node:events";
import { createLogger, createServer, openDatabase } from "../../server-kit/dist/index.js";

const instances = Math.max(1, Number(process.env.BENCH_INSTANCES ?? 1));

const serve = async () => {
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
  // In a cluster, each worker's first listen(0) shares one port, and its second another.
  return { port: await listen(createServer(options)), computingPort: await listen(createServer({ ...options, answerCache: 0 })) };
};

if (instances === 1) {
  process.send(await serve());
} else if (cluster.isPrimary) {
  const workers = Array.from({ length: instances }, () => cluster.fork());
  const [ports] = await Promise.all(workers.map(async (worker) => (await once(worker, "message"))[0]));
  process.send(ports);
} else {
  process.send(await serve());
}
// The parent is done: stop at once (requests still queued are abandoned; workers end with their primary).
process.on("disconnect", () => process.exit(0));
