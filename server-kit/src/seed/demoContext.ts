import { businessDateOf, parseIsoDate, type RoleId, type TenantCode } from "@lendkit/core";
import type { Knex } from "knex";
import type { Clock } from "../infra/clock.js";

/**
 * What every step of a tenant's demo seed shares: the transaction it writes
 * in, the tenant, its staff users, and the demo's calendar. Every date of
 * the demo is an offset in days from the lender's today (Quebec time) of the
 * clock passed in, so the data always has payments behind and ahead of it.
 */

/** core's calendar date, named through core. */
export type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** A demo staff user as the seed acts with it. */
export interface DemoUser {
  readonly id: number;
  readonly roleId: RoleId;
  readonly initials: string;
  /** The dealership of a partner (Merchant, FAndI, AdminRep); null for the lender's staff. */
  readonly dealershipId: number | null;
}

/** The usernames of the demo staff (one per staff role). */
export type DemoUsername = "merchant" | "fandi" | "agent" | "admin" | "leadcrm" | "admincrm" | "collector" | "admincollector";

/** One tenant being seeded. */
export interface DemoTenant {
  /** The tenant's seed transaction: everything is written through it, so a failed seed leaves nothing behind. */
  readonly db: Knex;
  /** The clock the caller passed (the instant "now" of the demo). */
  readonly clock: Clock;
  readonly now: Date;
  /** The lender's calendar date of `now`. */
  readonly today: CalendarDate;
  readonly tenantId: number;
  readonly code: TenantCode;
  readonly users: Readonly<Record<DemoUsername, DemoUser>>;
}

/** The hour (UTC) demo events happen on a past day: 11:00 or 12:00 in Quebec, always the same calendar day there. */
const eventHourUtc = 16;

/** The calendar date `offset` days from the tenant's today (negative: in the past). */
export const demoDay = (tenant: DemoTenant, offset: number): CalendarDate => tenant.today.add({ days: offset });

/**
 * The instant of a demo event `offset` days from today (`offset` ≤ 0),
 * `minutes` (0 to 59) after the day's event hour, so the events of one day
 * keep their order. Events of today happen in the minute before now.
 */
export const demoInstant = (tenant: DemoTenant, offset: number, minutes = 0): Date => {
  if (offset >= 0) return new Date(tenant.now.getTime() - (60 - minutes) * 1000);
  const day = demoDay(tenant, offset);
  return new Date(Date.UTC(day.year, day.month - 1, day.day, eventHourUtc, minutes));
};

/** A clock stopped at a demo event, for the store functions that stamp rows and audit entries with `clock.now()`. */
export const demoClock = (tenant: DemoTenant, offset: number, minutes = 0): Clock => {
  const at = demoInstant(tenant, offset, minutes);
  return { now: () => new Date(at.getTime()) };
};

/** The lender's today of an instant. */
export const lenderDayOf = (instant: Date): CalendarDate => businessDateOf(instant);
