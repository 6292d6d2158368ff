import type { Knex } from "knex";
import type { Logger } from "pino";
import type { Clock } from "./clock.js";

/**
 * What the plumbing (infra/, http/, db/) may use of the server's context:
 * the database, the clock and the logger. `ServerContext` (server/) extends
 * it, so a feature passes its context and the plumbing never names the
 * composition root.
 */
export interface Plumbing {
  readonly db: Knex;
  readonly clock: Clock;
  readonly logger: Logger;
}
