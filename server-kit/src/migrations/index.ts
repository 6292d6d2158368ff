import type { Knex } from "knex";
import { foundation } from "./0001_foundation.js";
import { lending } from "./0002_lending.js";
import { checklistNotes } from "./0003_checklist_notes.js";
import { files } from "./0004_files.js";
import { otp } from "./0005_otp.js";
import { flows } from "./0008_flows.js";
import { printTickets } from "./0007_print_tickets.js";
import { contractIndexes } from "./0006_contract_indexes.js";
import { dataVersions } from "./0009_data_versions.js";
import { contractSearch } from "./0010_contract_search.js";
import { contractSortName } from "./0011_contract_sort_name.js";
import { customerIdentity } from "./0012_customer_identity.js";
import { leadApplicants } from "./0013_lead_applicants.js";
import { accountEntryTickets } from "./0014_account_entry_tickets.js";
import { outboxAttachments } from "./0017_outbox_attachments.js";
import { dealerships } from "./0018_dealerships.js";
import { deferralVersions } from "./0021_deferral_versions.js";
import { bankReviews } from "./0025_bank_reviews.js";
import { tenantTimeZone } from "./0026_tenant_time_zone.js";
import { contractApr } from "./0027_contract_apr.js";
import { ledgerEvents } from "./0028_ledger_events.js";
import { servicingRuns } from "./0029_servicing_runs.js";
import { paymentProcessor } from "./0030_payment_processor.js";
import { collections } from "./0031_collections.js";
import { servicingApprovals } from "./0032_servicing_approvals.js";
import { leadSource } from "./0019_lead_source.js";
import { oneLiveRenewal } from "./0016_one_live_renewal.js";
import type { Migration } from "./types.js";

export type { Migration } from "./types.js";

/** Every migration, oldest first. Append only; never edit one that has shipped. */
export const migrations: readonly Migration[] = [foundation, lending, checklistNotes, files, otp, flows, printTickets, contractIndexes, dataVersions, contractSearch, contractSortName, customerIdentity, leadApplicants, accountEntryTickets, oneLiveRenewal, outboxAttachments, dealerships, leadSource, deferralVersions, bankReviews, tenantTimeZone, contractApr, ledgerEvents, servicingRuns, paymentProcessor, collections, servicingApprovals];

/**
 * Knex's source for the migrations above: they are compiled into the bundle,
 * so nothing is read from disk at run time.
 */
export const migrationSource = (list: readonly Migration[] = migrations): Knex.MigrationSource<Migration> => ({
  getMigrations: async () => [...list],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => ({ up: migration.up, down: migration.down }),
});

const config = (list: readonly Migration[]): Knex.MigratorConfig => ({ migrationSource: migrationSource(list) });

/** Brings the schema to the newest migration; returns the names applied. */
export const migrateLatest = async (db: Knex, list: readonly Migration[] = migrations): Promise<string[]> => {
  const [, applied] = (await db.migrate.latest(config(list))) as [number, string[]];
  return applied;
};

/** The names of the migrations not applied yet (`serve` refuses to start while there is one). */
export const pendingMigrations = async (db: Knex, list: readonly Migration[] = migrations): Promise<string[]> => {
  const [, pending] = (await db.migrate.list(config(list))) as [unknown[], Migration[]];
  return pending.map((migration) => migration.name);
};

/** Undoes every migration (newest first); returns the names undone. */
export const rollbackAll = async (db: Knex, list: readonly Migration[] = migrations): Promise<string[]> => {
  const [, undone] = (await db.migrate.rollback(config(list), true)) as [number, string[]];
  return undone;
};
