import * as Schema from "effect/Schema";
import { DateOnly, decoderFor, encoderFor } from "./schema.js";

/**
 * The lender's day (GET /api/configuration/lenderDay): the IANA time zone
 * the tenant's business days are counted in and the calendar day it is
 * there now, by the server's clock. Every "today" a screen uses (payments
 * list, deferral picker, staff contract dates) is this one, so the browser
 * and the server count the same day whatever zone either runs in.
 */
export const LenderDay = Schema.Struct({
  timeZone: Schema.String,
  today: DateOnly,
});
export type LenderDay = typeof LenderDay.Type;

/**
 * Decodes the lender's day answer: `{ ok: true, value }` or `{ ok: false, errors }`.
 *
 * @example
 * decodeLenderDay({ timeZone: "America/Toronto", today: "2026-11-22" }) // { ok: true, value: { timeZone: "America/Toronto", today: CalendarDate 2026-11-22 } }
 */
export const decodeLenderDay = decoderFor(LenderDay);

/**
 * Encodes the lender's day to JSON-ready data.
 *
 * @example
 * encodeLenderDay({ timeZone: "America/Toronto", today: new CalendarDate(2026, 11, 22) }) // { timeZone: "America/Toronto", today: "2026-11-22" }
 */
export const encodeLenderDay = encoderFor(LenderDay);
