import type { CalendarDate } from "@internationalized/date";
import { Decimal, formatMoney, maxPostingAmount, type Lang } from "@lendkit/core";
import { amountProblem } from "./money.js";
import { sx } from "./texts.js";

/**
 * The forms' own checks before anything is sent, mirroring the servicing
 * routes' 400 and 422 (the server checks again): an amount above 0 with at
 * most 2 decimals, a day chosen within the picker's range.
 */

/** Why the amount is not sent, in words, or null. */
export const amountError = (lang: Lang, amount: Decimal | null): string | null => {
  switch (amountProblem(amount)) {
    case null:
      return null;
    case "required":
      return sx(lang, "form.amountRequired");
    case "notPositive":
      return sx(lang, "form.amountNotPositive");
    case "tooManyDecimals":
      return sx(lang, "form.amountDecimals");
    case "tooLarge":
      return sx(lang, "form.amountTooLarge", { max: formatMoney(new Decimal(maxPostingAmount), lang) });
  }
};

/** Why the day is not sent, in words, or null: none chosen, after `latest` (the lender's today), before `earliest` (a payment's value date). */
export const dayError = (lang: Lang, day: CalendarDate | null, range: { latest?: CalendarDate; earliest?: CalendarDate } = {}): string | null => {
  if (day === null) return sx(lang, "form.dateRequired");
  if (range.latest && day.compare(range.latest) > 0) return sx(lang, "form.dateAfterToday", { date: range.latest.toString() });
  if (range.earliest && day.compare(range.earliest) < 0) return sx(lang, "form.dateBeforePayment", { date: range.earliest.toString() });
  return null;
};
