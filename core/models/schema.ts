import { CalendarDate } from "@internationalized/date";
import * as Schema from "effect/Schema";
import * as SchemaTransformation from "effect/SchemaTransformation";
import { Decimal, isDecimal, toDecimalOrNull } from "../money/decimal.js";

/**
 * Building blocks shared by every model: money as Decimal, calendar dates,
 * defaults, and one decoder shape for the whole library.
 */

/** A decimal.js value (our clone's or any other instance). */
export const DecimalValue = Schema.declare<Decimal>(isDecimal, { title: "Decimal" });

const amountText = Schema.Union([Schema.String, Schema.Number]).check(
  Schema.makeFilter((input: string | number) =>
    toDecimalOrNull(input) === null ? `expected an amount, got ${JSON.stringify(input)}` : undefined,
  ),
);

/**
 * Money on the wire: a JSON number or a decimal string; in memory a `Decimal`.
 * Encodes back to a JSON number (exact for amounts of up to 15 significant
 * digits, which covers every amount of this product).
 */
export const Money = amountText.pipe(
  Schema.decodeTo(
    DecimalValue,
    SchemaTransformation.transform<Decimal, string | number>({
      decode: (input: string | number) => new Decimal(typeof input === "string" ? input.trim() : input),
      encode: (value: Decimal) => value.toNumber(),
    }),
  ),
);

/** Money that may be absent on the wire (null). */
export const NullableMoney = Schema.NullOr(Money);

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** `yyyy-MM-dd` for a CalendarDate (the wire form of a date). */
export const formatIsoDate = (date: CalendarDate): string =>
  `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;

const isoDatePattern = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ][\d:.]*(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Reads `yyyy-MM-dd`, `yyyy/MM/dd` or a .NET-style `yyyy-MM-ddTHH:mm:ss`
 * (the time part is ignored: these are calendar dates) into a CalendarDate;
 * null when the text is not a real date (2026-02-30 is refused).
 *
 * @example
 * parseIsoDate("2026-11-22T00:00:00")?.toString() // "2026-11-22"
 */
export const parseIsoDate = (text: string): CalendarDate | null => {
  const match = isoDatePattern.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new CalendarDate(year, month, day);
  return date.day === day && date.month === month && date.year === year ? date : null;
};

/** A CalendarDate value. */
export const CalendarDateValue = Schema.declare<CalendarDate>(
  (value: unknown): value is CalendarDate => value instanceof CalendarDate,
  { title: "CalendarDate" },
);

const dateText = Schema.String.check(
  Schema.makeFilter((text: string) =>
    parseIsoDate(text) === null ? `expected a date yyyy-MM-dd, got ${JSON.stringify(text)}` : undefined,
  ),
);

/** A calendar date on the wire as `yyyy-MM-dd` text; in memory a CalendarDate. */
export const DateOnly = dateText.pipe(
  Schema.decodeTo(
    CalendarDateValue,
    SchemaTransformation.transform({
      decode: (text: string) => parseIsoDate(text) as CalendarDate,
      encode: formatIsoDate,
    }),
  ),
);

/**
 * A date the spec lets be "empty": "" or null on the wire decode to null;
 * null encodes back to "".
 */
export const EmptyableDate = Schema.Union([Schema.Null, Schema.Literal(""), dateText]).pipe(
  Schema.decodeTo(
    Schema.NullOr(CalendarDateValue),
    SchemaTransformation.transform<CalendarDate | null, string | null>({
      decode: (text: string | null) => (text === null || text === "" ? null : parseIsoDate(text)),
      encode: (date: CalendarDate | null) => (date === null ? "" : formatIsoDate(date)),
    }),
  ),
);

export * from "./decode.js";
