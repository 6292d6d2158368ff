import { createHash } from "node:crypto";
import { nextBusinessDay, parseIsoDate, type BusinessCalendar } from "@lendkit/core";
import { isoTime } from "../../infra/clock.js";
import { sandboxDebitsOn, storeSandboxDebits, type NewSandboxDebit, type SandboxDebit } from "../../data/sandboxDebits.js";
import { tenantLedgerSettings } from "../settings.js";
import type { DebitResult, PadDebit, PaymentProcessor } from "./adapter.js";

/**
 * The local sandbox processor (development and the demo): every debit
 * submitted is collected on its due date, and a share of them is returned
 * NSF some business days later. Which ones is decided by a hash of the
 * external id against the share, never by chance, so a test or a demo
 * gives the same book every time. What it was asked is kept in
 * `sandbox_pad_debits` (migration 0030), as a processor keeps its own
 * records; a debit submitted again keeps its first row.
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** How the sandbox behaves. */
export interface SandboxProcessorOptions {
  /** The share of debits returned NSF, 0 to 1. Default 0.05. */
  readonly nsfShare?: number;
  /** Business days (the tenant's calendar) from collection to return, 1 to 10. Default 2. */
  readonly returnBusinessDays?: number;
}

export const defaultSandboxNsfShare = 0.05;
export const defaultSandboxReturnBusinessDays = 2;

/** Where an external id falls in [0, 1): the first 32 bits of its SHA-256. */
const hashFraction = (externalId: string): number => createHash("sha256").update(externalId, "utf8").digest().readUInt32BE(0) / 2 ** 32;

/**
 * Whether the sandbox returns this debit: its hash falls below the share
 * (so a debit returned at one share is returned at every larger one).
 *
 * @example
 * sandboxReturnsDebit("PAD-M-000123-s456-1", 0) // false
 * sandboxReturnsDebit("PAD-M-000123-s456-1", 1) // true
 */
export const sandboxReturnsDebit = (externalId: string, nsfShare: number): boolean => hashFraction(externalId) < nsfShare;

/** `days` business days after `date`. */
const businessDaysAfter = (date: CalendarDate, days: number, calendar: BusinessCalendar): CalendarDate => {
  let day = date;
  for (let step = 0; step < days; step++) day = nextBusinessDay(day, calendar);
  return day;
};

const checkOptions = (options: SandboxProcessorOptions): Required<SandboxProcessorOptions> => {
  const nsfShare = options.nsfShare ?? defaultSandboxNsfShare;
  const returnBusinessDays = options.returnBusinessDays ?? defaultSandboxReturnBusinessDays;
  if (!(typeof nsfShare === "number" && nsfShare >= 0 && nsfShare <= 1)) throw new Error(`payment processor sandbox: nsfShare must be between 0 and 1, got ${nsfShare}`);
  if (!(Number.isInteger(returnBusinessDays) && returnBusinessDays >= 1 && returnBusinessDays <= 10)) {
    throw new Error(`payment processor sandbox: returnBusinessDays must be a whole number from 1 to 10, got ${returnBusinessDays}`);
  }
  return { nsfShare, returnBusinessDays };
};

const day = (text: string): CalendarDate => parseIsoDate(text)!;

/** A stored debit as the day's report lists it: paid on its due date, or returned on its return day. */
const resultOf = (debit: SandboxDebit, returned: boolean): DebitResult => {
  const base = { externalId: debit.externalId, contractNumber: debit.contractNumber, amountCents: debit.amountCents };
  return returned ? { ...base, status: "returned", reason: "nsf", returnedOn: day(debit.returnedOn!) } : { ...base, status: "paid", collectedOn: day(debit.dueDate) };
};

/** A sandbox processor with its share and delay (checked: a bad one throws). */
export const sandboxPaymentProcessor = (options: SandboxProcessorOptions = {}): PaymentProcessor => {
  const { nsfShare, returnBusinessDays } = checkOptions(options);
  const kept = (createdAt: string, calendar: BusinessCalendar, debit: PadDebit): NewSandboxDebit => {
    const returns = sandboxReturnsDebit(debit.externalId, nsfShare);
    return {
      externalId: debit.externalId,
      contractNumber: debit.contractNumber,
      amountCents: debit.amountCents,
      dueDate: debit.dueDate.toString(),
      returnedOn: returns ? businessDaysAfter(debit.dueDate, returnBusinessDays, calendar).toString() : null,
      reason: returns ? "nsf" : null,
      createdAt,
    };
  };
  return {
    mode: "sandbox",
    async submitDebits(context, { tenantId, debits }) {
      if (debits.length === 0) return;
      const { businessCalendar } = (await tenantLedgerSettings(context, tenantId)).ledger;
      await storeSandboxDebits(context.db, tenantId, debits.map((debit) => kept(isoTime(context.clock.now()), businessCalendar, debit)));
    },
    async resultsOf(context, { tenantId, day: asked }) {
      const text = asked.toString();
      const rows = await sandboxDebitsOn(context.db, tenantId, text);
      // Collections first: a debit collected and returned on one day (never with a delay of 1 or more) would need its payment first.
      return [...rows.filter((row) => row.dueDate === text).map((row) => resultOf(row, false)), ...rows.filter((row) => row.returnedOn === text).map((row) => resultOf(row, true))];
    },
  };
};
