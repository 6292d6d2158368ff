import type { Knex } from "knex";

/** One reversible schema change: every migration has a `down`. */
export interface Migration {
  /** Unique, sortable; recorded in the knex_migrations table. */
  readonly name: string;
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}
