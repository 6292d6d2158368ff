import { CalendarDate } from "@internationalized/date";

/**
 * Internal: Gregorian dates as day numbers (days since 1970-01-01), because
 * `CalendarDate.add` costs microseconds and a slider drag recomputes dates
 * thousands of times a second. Howard Hinnant's civil-date algorithms.
 */

/** Days since 1970-01-01 of a Gregorian date. */
export const dayNumberOf = (year: number, month: number, day: number): number => {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
};

/** Day number of a CalendarDate. */
export const dayNumberOfDate = (date: CalendarDate): number => dayNumberOf(date.year, date.month, date.day);

/** The CalendarDate of a day number. */
export const dateOfDayNumber = (dayNumber: number): CalendarDate => {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return new CalendarDate(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day);
};

/** Day of the week of a day number, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekdayOfDayNumber = (dayNumber: number): number => (((dayNumber + 4) % 7) + 7) % 7;
