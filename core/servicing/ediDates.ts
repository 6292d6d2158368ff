import { CalendarDate, endOfMonth } from "@internationalized/date";
import { weekdayOf, type BusinessCalendar } from "../calculator/businessDays.js";
import { canadianBankHolidays } from "../calculator/holidays.js";
import { EdiExceptionDay, type EdiExceptionDayCode } from "../codes/ediExceptionDay.js";

/**
 * The dates of an EDI exception day (B §9): the contract stores a code (the
 * income the customer's withdrawals follow, e.g. 6 = Québec Pension Plan);
 * the payments model and the deferral rule need the dates (A §3
 * `EdiExceptionDays`, A §5 "only those dates are allowed").
 */

/** How the deposit day of one income is found in a month. */
export type EdiDayRule =
  | { readonly kind: "dayOfMonth"; readonly day: number }
  | { readonly kind: "lastDayOfMonth" }
  | { readonly kind: "dayOrBusinessDayBefore"; readonly day: number }
  | { readonly kind: "nthLastBusinessDay"; readonly nth: number }
  | { readonly kind: "lastWeekdayWithMargin"; readonly weekday: number; readonly minDaysBeforeEnd: number };

/**
 * The deposit rule of each code, as the payers publish them (approximations
 * a lender should check against the payers' calendars; December dates that
 * a payer moves earlier for the holidays are not modelled):
 * - 0 the 1st; 1 the last day of the month (fixed days);
 * - 2 CPP and 9 AISH: the third-last business day of the month;
 * - 3 CCB: the 20th, or the business day before;
 * - 5 public service pension (Québec public sector): the 15th, or the business day before;
 * - 4 ODSP, 6 QPP (RRQ), 7 veterans disability pension, 8 OPB: the last business day;
 * - 10 BC assistance: the month's last Wednesday at least 4 days before its end.
 *
 * @example
 * ediDayRules[EdiExceptionDay.QppPension] // { kind: "nthLastBusinessDay", nth: 1 }
 */
export const ediDayRules: Readonly<Record<EdiExceptionDayCode, EdiDayRule>> = {
  [EdiExceptionDay.FixedFirstDay]: { kind: "dayOfMonth", day: 1 },
  [EdiExceptionDay.LastDayOfMonth]: { kind: "lastDayOfMonth" },
  [EdiExceptionDay.CppPension]: { kind: "nthLastBusinessDay", nth: 3 },
  [EdiExceptionDay.ChildBenefit]: { kind: "dayOrBusinessDayBefore", day: 20 },
  [EdiExceptionDay.Odsp]: { kind: "nthLastBusinessDay", nth: 1 },
  [EdiExceptionDay.PublicServicePension]: { kind: "dayOrBusinessDayBefore", day: 15 },
  [EdiExceptionDay.QppPension]: { kind: "nthLastBusinessDay", nth: 1 },
  [EdiExceptionDay.VeteranDisabilityPension]: { kind: "nthLastBusinessDay", nth: 1 },
  [EdiExceptionDay.Opb]: { kind: "nthLastBusinessDay", nth: 1 },
  [EdiExceptionDay.Aish]: { kind: "nthLastBusinessDay", nth: 3 },
  [EdiExceptionDay.BcAssistance]: { kind: "lastWeekdayWithMargin", weekday: 3, minDaysBeforeEnd: 4 },
};

const businessDayOnOrBefore = (date: CalendarDate, calendar: BusinessCalendar): CalendarDate => {
  let day = date;
  // A real calendar closes a handful of days in a row at most; 31 steps keep a broken one from looping.
  for (let guard = 0; guard < 31 && !calendar.isBusinessDay(day); guard++) day = day.subtract({ days: 1 });
  return day;
};

const dayOfRule = (rule: EdiDayRule, firstOfMonth: CalendarDate, calendar: BusinessCalendar): CalendarDate => {
  const last = endOfMonth(firstOfMonth);
  switch (rule.kind) {
    case "dayOfMonth":
      return firstOfMonth.set({ day: rule.day });
    case "lastDayOfMonth":
      return last;
    case "dayOrBusinessDayBefore":
      return businessDayOnOrBefore(firstOfMonth.set({ day: rule.day }), calendar);
    case "nthLastBusinessDay": {
      let day = businessDayOnOrBefore(last, calendar);
      for (let step = 1; step < rule.nth; step++) day = businessDayOnOrBefore(day.subtract({ days: 1 }), calendar);
      return day;
    }
    case "lastWeekdayWithMargin": {
      let day = last.subtract({ days: (weekdayOf(last) - rule.weekday + 7) % 7 });
      if (last.day - day.day < rule.minDaysBeforeEnd) day = day.subtract({ days: 7 });
      return day;
    }
  }
};

/** True when `value` is an EDI exception-day code (B §9). */
export const isEdiExceptionDayCode = (value: unknown): value is EdiExceptionDayCode =>
  typeof value === "number" && Object.hasOwn(ediDayRules, value);

/**
 * The deposit dates of EDI exception day `code` from `from` to `to`
 * (both included), in order, with the Canadian federal bank calendar by
 * default. No code (null) or an unknown one gives no dates.
 *
 * @example
 * ediExceptionDates(EdiExceptionDay.CppPension, new CalendarDate(2025, 9, 1), new CalendarDate(2025, 11, 30)).map(String) // ["2025-09-25", "2025-10-29", "2025-11-26"]
 * ediExceptionDates(EdiExceptionDay.ChildBenefit, new CalendarDate(2025, 7, 1), new CalendarDate(2025, 7, 31)).map(String) // ["2025-07-18"]
 * ediExceptionDates(null, new CalendarDate(2025, 7, 1), new CalendarDate(2025, 7, 31)) // []
 */
export const ediExceptionDates = (
  code: number | null,
  from: CalendarDate,
  to: CalendarDate,
  calendar: BusinessCalendar = canadianBankHolidays(),
): CalendarDate[] => {
  if (!isEdiExceptionDayCode(code) || to.compare(from) < 0) return [];
  const rule = ediDayRules[code];
  const dates: CalendarDate[] = [];
  for (let month = from.set({ day: 1 }); month.compare(to) <= 0; month = month.add({ months: 1 })) {
    const day = dayOfRule(rule, month, calendar);
    if (day.compare(from) >= 0 && day.compare(to) <= 0) dates.push(day);
  }
  return dates;
};
