import { CalendarDate } from "@internationalized/date";
import { toDecimalOrNull } from "../money/decimal.js";

/** One change of the Bank of Canada's Bank Rate: the rate in percent from a day on. */
export interface BankRateChange {
  /** The first day the rate applies, `yyyy-mm-dd`. */
  readonly from: string;
  /** The Bank Rate in percent, decimal text ("2.50"). */
  readonly rate: string;
}

/** A real day written exactly `yyyy-mm-dd` (the history's days are compared as text). Kept here: models' parser would pull the Schema library into this module. */
const isDayText = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new CalendarDate(year, month, day);
  return date.day === day && date.month === month;
};

/**
 * Why a Bank Rate history is refused: a day that is not `yyyy-mm-dd`, a
 * rate outside 0–100 %, or two changes on the same day (which one holds
 * would depend on the order).
 *
 * @example
 * bankRateHistoryProblem([{ from: "2025-10-29", rate: "2.50" }]) // null
 * bankRateHistoryProblem([{ from: "2025-13-01", rate: "2.50" }]) // "invalidDay"
 */
export const bankRateHistoryProblem = (history: readonly BankRateChange[]): "invalidDay" | "invalidRate" | "sameDay" | null => {
  if (history.some((change) => !isDayText(change.from))) return "invalidDay";
  const rates = history.map((change) => toDecimalOrNull(change.rate));
  if (rates.some((rate) => rate === null || rate.lt(0) || rate.gt(100))) return "invalidRate";
  return new Set(history.map((change) => change.from)).size === history.length ? null : "sameDay";
};

/**
 * The Bank Rate in force on `day`: the latest change from that day or
 * before (the order of the history does not matter), or null before the
 * first one — then Québec's high-cost check cannot be made and is left out.
 *
 * @example
 * const history = [{ from: "2025-10-29", rate: "2.50" }, { from: "2025-09-17", rate: "2.75" }];
 * bankRateOn(history, new CalendarDate(2025, 10, 28)) // "2.75"
 * bankRateOn(history, new CalendarDate(2025, 10, 29)) // "2.50"
 * bankRateOn(history, new CalendarDate(2025, 1, 1)) // null
 */
export const bankRateOn = (history: readonly BankRateChange[], day: CalendarDate): string | null => {
  const today = day.toString();
  let found: BankRateChange | null = null;
  for (const change of history) {
    if (change.from <= today && (found === null || change.from > found.from)) found = change;
  }
  return found?.rate ?? null;
};
