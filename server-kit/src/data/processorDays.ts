import { parseIsoDate } from "@lendkit/core";
import type { Knex } from "knex";

/**
 * The payment processor's days done (`processor_days`, migration 0030):
 * one row per tenant and lender's day whose debits were submitted and
 * whose results were applied. Every query names the tenant.
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** Records the tenant's `day` done at `doneAt` (ISO instant); a day recorded already keeps its first row. */
export const markProcessorDayDone = async (db: Knex, tenantId: number, day: CalendarDate, doneAt: string): Promise<void> => {
  await db("processor_days").insert({ tenant_id: tenantId, day: day.toString(), done_at: doneAt }).onConflict(["tenant_id", "day"]).ignore();
};

/** The tenant's latest day done up to `upTo` (included), or null when none is (or it is unreadable). */
export const lastProcessorDayDone = async (db: Knex, tenantId: number, upTo: CalendarDate): Promise<CalendarDate | null> => {
  const row = (await db("processor_days").where({ tenant_id: tenantId }).andWhere("day", "<=", upTo.toString()).max({ day: "day" }).first()) as { day: string | null } | undefined;
  return row?.day ? parseIsoDate(row.day) : null;
};
