import type { Server } from "node:http";
import { closeDatabase } from "../db/openDatabase.js";
import type { Plumbing } from "../infra/plumbing.js";

/** Options of {@link shutdownGracefully}. */
export interface ShutdownOptions {
  /** Longest wait for in-flight requests before open sockets are cut. Default 10 s. */
  readonly timeoutMs?: number;
  /** Background work to stop before the server closes (the daily servicing timer): each `stop()` is awaited first. */
  readonly stopFirst?: ReadonlyArray<{ stop(): Promise<void> }>;
}

/**
 * Stops background work (`stopFirst`), then stops accepting connections, lets in-flight requests finish (idle
 * keep-alive sockets are closed at once), then closes the database. After
 * `timeoutMs` the remaining sockets are cut. Resolves when all is closed.
 *
 * @example
 * process.on("SIGTERM", () => void shutdownGracefully(server, db));
 */
export const shutdownGracefully = async (server: Server, db: Plumbing["db"] | null, options: ShutdownOptions = {}): Promise<void> => {
  for (const work of options.stopFirst ?? []) await work.stop();
  const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), options.timeoutMs ?? 10_000);
  timer.unref();
  try {
    await closed;
  } finally {
    clearTimeout(timer);
    if (db) await closeDatabase(db);
  }
};
