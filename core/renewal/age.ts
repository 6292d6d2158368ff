/**
 * The applicant's age rule (the new applicant's basic information, `/go/cash`):
 * the server refuses a birthdate under 18 or over 100 years on the lender's
 * day, and the birthdate pickers offer only dates this same rule accepts
 * (`birthYearOptions`, `birthMonthOptions`, `birthDayOptions` with `today`).
 * Pure: `today` comes in.
 */

/** A calendar day (core's CalendarDate fits). */
export interface DayParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The youngest age accepted. */
export const minimumApplicantAge = 18;
/** The oldest age accepted. */
export const maximumApplicantAge = 100;

/**
 * Whole years between a birth date and today (a 29 February birthday is
 * reached on 1 March of a common year).
 *
 * @example
 * applicantAge({ year: 2008, month: 11, day: 23 }, { year: 2026, month: 11, day: 22 }) // 17
 */
export const applicantAge = (birth: DayParts, today: DayParts): number =>
  today.year - birth.year - (today.month < birth.month || (today.month === birth.month && today.day < birth.day) ? 1 : 0);

/** Why a birthdate is refused. */
export type ApplicantAgeRefusal = "underAge" | "overAge";

/**
 * The server's age rule: null when the applicant's age on `today` is
 * between 18 and 100, else the refusal.
 *
 * @example
 * applicantAgeRefusal({ year: 2008, month: 11, day: 22 }, { year: 2026, month: 11, day: 22 }) // null
 * applicantAgeRefusal({ year: 2008, month: 11, day: 23 }, { year: 2026, month: 11, day: 22 }) // "underAge"
 */
export const applicantAgeRefusal = (birth: DayParts, today: DayParts): ApplicantAgeRefusal | null => {
  const age = applicantAge(birth, today);
  return age < minimumApplicantAge ? "underAge" : age > maximumApplicantAge ? "overAge" : null;
};

/** The catalog key of an age refusal, for the birthdate field. */
export const applicantAgeRefusalKey = (refusal: ApplicantAgeRefusal): "flows.error.underAge" | "flows.error.overAge" =>
  refusal === "underAge" ? "flows.error.underAge" : "flows.error.overAge";

/**
 * Days in a month of the Gregorian calendar (leap years included).
 *
 * @example
 * birthDaysInMonthOf(2024, 2) // 29
 */
export const birthDaysInMonthOf = (year: number, month: number): number => {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};
