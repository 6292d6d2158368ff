import { CalendarDate } from "@internationalized/date";
import { Frequency, type FrequencyCode } from "../codes/frequency.js";

/** Everything needed to give the due date of any line, in O(1). */
export interface DueDatePlan {
  readonly first: CalendarDate;
  readonly frequency: FrequencyCode;
  /** Semi-monthly days (first 1–27 < second 2–31, the second clamped to each month's end); unused for other frequencies. */
  readonly firstDay: number;
  readonly secondDay: number;
}

// Gregorian day counting (days since 1970-01-01), so a date is one integer
// step away instead of a calendar-library `add` per line.
const daysFromCivil = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
};

const civilFromDays = (days: number): CalendarDate => {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return new CalendarDate(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day);
};

const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : monthLengths[month - 1]!;

/** The date `months` months after (year, month), on `day` clamped to the month's end. */
const monthDate = (year: number, month: number, months: number, day: number): CalendarDate => {
  const total = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = total - targetYear * 12 + 1;
  return new CalendarDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
};

const isGregorian = (date: CalendarDate): boolean => date.calendar.identifier === "gregory" && date.era === "AD";

/**
 * The due date of the line at `index` (0 for the first payment):
 * weekly +7 days a line, bi-weekly +14, monthly the first date's day in each
 * following month (clamped to the month's end, always counted from the first
 * date so a 31st never drifts to the 28th), semi-monthly on the two days of
 * the month (the second clamped to the month's end: 31 is the last day),
 * each next one strictly after the previous.
 *
 * @example
 * scheduleDueDate({ first: new CalendarDate(2026, 1, 31), frequency: 2, firstDay: 1, secondDay: 15 }, 1).toString() // "2026-02-28"
 * scheduleDueDate({ first: new CalendarDate(2026, 1, 31), frequency: 2, firstDay: 1, secondDay: 15 }, 2).toString() // "2026-03-31"
 * scheduleDueDate({ first: new CalendarDate(2028, 2, 15), frequency: 3, firstDay: 15, secondDay: 31 }, 1).toString() // "2028-02-29"
 */
export const scheduleDueDate = (plan: DueDatePlan, index: number): CalendarDate => {
  const { first } = plan;
  if (index === 0) return first;
  const gregorian = isGregorian(first);
  switch (plan.frequency) {
    case Frequency.Weekly:
    case Frequency.BiWeekly: {
      const days = (plan.frequency === Frequency.Weekly ? 7 : 14) * index;
      return gregorian ? civilFromDays(daysFromCivil(first.year, first.month, first.day) + days) : first.add({ days });
    }
    case Frequency.Monthly:
      return gregorian ? monthDate(first.year, first.month, index, first.day) : first.add({ months: index });
    default: {
      // Slots: two per month (firstDay, secondDay), counted from the first date's month;
      // the second day is compared as it falls in that month (31 in February is the 28th or 29th).
      const secondThisMonth = Math.min(plan.secondDay, gregorian ? daysInMonth(first.year, first.month) : first.calendar.getDaysInMonth(first));
      const start = first.day < plan.firstDay ? 0 : first.day < secondThisMonth ? 1 : 2;
      const slot = start + index - 1;
      const months = Math.floor(slot / 2);
      const day = slot % 2 === 0 ? plan.firstDay : plan.secondDay;
      return gregorian
        ? monthDate(first.year, first.month, months, day)
        : first.set({ day: 1 }).add({ months }).set({ day });
    }
  }
};
