import type { Server } from "node:http";
import type { Knex } from "knex";

/** Options of {@link shutdownGracefully}. */
export interface ShutdownOptions {
  /** Longest wait for in-flight requests before open sockets are cut. Default 10 s. */
  readonly timeoutMs?: number;
}

/**
 * Stops accepting connections, lets in-flight requests finish (idle
 * keep-alive sockets are closed at once), then closes the database. After
 * `timeoutMs` the remaining sockets are cut. Resolves when all is closed.
 *
 * @example
 * process.on("SIGTERM", () => void shutdownGracefully(server, db));
 */
export const shutdownGracefully = async (server: Server, db: Knex | null, options: ShutdownOptions = {}): Promise<void> => {
  const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  server.closeIdleConnections();
  const timer = setTimeout(() => server.closeAllConnections(), options.timeoutMs ?? 10_000);
  timer.unref();
  try {
    await closed;
  } finally {
    clearTimeout(timer);
    if (db) await db.destroy();
  }
};
