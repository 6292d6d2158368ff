// What the server benchmarks share: the load (autocannon), the server
// under test in its own processes (server.mjs), the warm-up, and each
// call's p99 as a ratio to the health route's p99 of the same run.
import { fork } from "node:child_process";
import { once } from "node:events";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** The target: each route's p99 at most this many times /api/health's p99 in the same run. */
export const p99RatioTarget = 2;
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const instances = Number(process.env.BENCH_INSTANCES ?? availableParallelism());
export const warmUpSeconds = 2;
export const clock = { now: () => new Date() };
export const password = "Bench-Password-1";

/** Runs one load; a path is a string, or a function giving each request's path. */
export const load = async (url, token, paths, duration = seconds) => {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    requests: paths.map((path) =>
      typeof path === "function" ? { method: "GET", setupRequest: (request) => ({ ...request, path: path() }) } : { method: "GET", path },
    ),
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { "req/s": Math.round(result.requests.average), "p50 ms": result.latency.p50, "p99 ms": result.latency.p99, failures };
};

/** Forks server.mjs on the database and waits for its two ports. */
export const startServer = async (databaseUrl, searchPath) => {
  const child = fork(fileURLToPath(new URL("./server.mjs", import.meta.url)), [], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_SEARCH_PATH: searchPath ?? "", BENCH_INSTANCES: String(instances) },
  });
  const [ports] = await once(child, "message");
  return { child, url: `http://127.0.0.1:${ports.port}`, computingUrl: `http://127.0.0.1:${ports.computingPort}` };
};

/** Stops the server started by `startServer`. */
export const stopServer = async (child) => {
  child.disconnect();
  await once(child, "exit");
};

/** The admin's bearer token (tenant RENT, user admin, `password`). */
export const logIn = async (url) => {
  const login = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ tenant: "RENT", username: "admin", password }) });
  return (await login.json()).Result.serverInfo;
};

let drains = 0;
/** Lets the requests still queued from the last load finish before the next one starts (a read no answer remembers). */
export const drain = (url, token) =>
  fetch(`${url}/api/contracts?page=0&rowsPerPage=1&search=drain${drains++}`, { headers: { authorization: `Bearer ${token}` } }).then((answer) => answer.text());

/**
 * Measures each load in `rows` under its label: first a short warm-up that
 * is not counted (compiling the hot paths, filling each instance's
 * remembered answers), then the measured period.
 */
export const measurer = (rows, url, token) => async (label, address, auth, paths) => {
  await load(address, auth, paths, warmUpSeconds);
  await drain(url, token);
  rows[label] = await load(address, auth, paths);
  await drain(url, token);
};

/** Adds each row's p99 against the baseline row's p99 of the same run, and whether it meets the target. */
export const withRatios = (rows, baselineLabel) => {
  // Absolute milliseconds on a shared machine are noise; the p99 against the baseline's p99 of the same run is the figure.
  const baseline = rows[baselineLabel];
  for (const row of Object.values(rows)) {
    const ratio = row["p99 ms"] / Math.max(baseline["p99 ms"], 1);
    row["p99 × health p99"] = ratio.toFixed(2);
    row[`≤ ${p99RatioTarget}×`] = ratio <= p99RatioTarget ? "yes" : "no";
  }
  return rows;
};
