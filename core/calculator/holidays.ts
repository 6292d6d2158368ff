import { CalendarDate } from "@internationalized/date";
import type { Label } from "../codes/option.js";
import type { ProvinceIsoCode } from "../codes/province.js";
import { isWeekend, weekdayOfDate, type BusinessCalendar } from "./businessDays.js";

/** How a holiday's date is found in a year. */
export type HolidayRule =
  | { readonly kind: "fixed"; readonly month: number; readonly day: number }
  | { readonly kind: "nthMonday"; readonly month: number; readonly nth: number }
  | { readonly kind: "easter"; readonly offsetDays: number }
  | { readonly kind: "mondayBeforeMay25" };

/** One holiday of the bank calendar, as data. */
export interface HolidayDefinition {
  readonly id: string;
  readonly rule: HolidayRule;
  /** "all" for the federal (bank) holidays, else the provinces where it is statutory. */
  readonly where: "all" | readonly ProvinceIsoCode[];
  /** First year it applies (the National Day for Truth and Reconciliation began in 2021). */
  readonly since?: number;
  readonly label: Label;
}

const label = (en: string, fr: string): Label => ({ en, fr });

/**
 * The holidays of the Canadian bank calendar (see docs/calculator.md for the
 * sources and the "as of" date): the federal bank holidays everywhere, then
 * each province's or territory's own statutory holidays.
 */
export const canadianHolidayDefinitions: readonly HolidayDefinition[] = [
  { id: "newYearsDay", rule: { kind: "fixed", month: 1, day: 1 }, where: "all", label: label("New Year's Day", "Jour de l'An") },
  { id: "familyDay", rule: { kind: "nthMonday", month: 2, nth: 3 }, where: ["ON", "BC", "AB", "SK", "NB"], label: label("Family Day", "Jour de la famille") },
  { id: "louisRielDay", rule: { kind: "nthMonday", month: 2, nth: 3 }, where: ["MB"], label: label("Louis Riel Day", "Journée Louis-Riel") },
  { id: "novaScotiaHeritageDay", rule: { kind: "nthMonday", month: 2, nth: 3 }, where: ["NS"], label: label("Heritage Day", "Jour du patrimoine") },
  { id: "islanderDay", rule: { kind: "nthMonday", month: 2, nth: 3 }, where: ["PE"], label: label("Islander Day", "Fête des Insulaires") },
  { id: "goodFriday", rule: { kind: "easter", offsetDays: -2 }, where: "all", label: label("Good Friday", "Vendredi saint") },
  { id: "easterMonday", rule: { kind: "easter", offsetDays: 1 }, where: ["QC"], label: label("Easter Monday", "Lundi de Pâques") },
  { id: "victoriaDay", rule: { kind: "mondayBeforeMay25" }, where: "all", label: label("Victoria Day / National Patriots' Day", "Fête de la Reine / Journée nationale des patriotes") },
  { id: "nationalIndigenousPeoplesDay", rule: { kind: "fixed", month: 6, day: 21 }, where: ["YT", "NT"], label: label("National Indigenous Peoples Day", "Journée nationale des peuples autochtones") },
  { id: "saintJeanBaptiste", rule: { kind: "fixed", month: 6, day: 24 }, where: ["QC"], label: label("Fête nationale du Québec (Saint-Jean-Baptiste)", "Fête nationale du Québec (Saint-Jean-Baptiste)") },
  { id: "canadaDay", rule: { kind: "fixed", month: 7, day: 1 }, where: "all", label: label("Canada Day", "Fête du Canada") },
  { id: "nunavutDay", rule: { kind: "fixed", month: 7, day: 9 }, where: ["NU"], label: label("Nunavut Day", "Jour du Nunavut") },
  { id: "civicHoliday", rule: { kind: "nthMonday", month: 8, nth: 1 }, where: ["BC", "SK", "NB", "NT", "NU"], label: label("Civic holiday (BC Day, Saskatchewan Day, New Brunswick Day)", "Congé civique") },
  { id: "discoveryDay", rule: { kind: "nthMonday", month: 8, nth: 3 }, where: ["YT"], label: label("Discovery Day", "Jour de la Découverte") },
  { id: "labourDay", rule: { kind: "nthMonday", month: 9, nth: 1 }, where: "all", label: label("Labour Day", "Fête du Travail") },
  { id: "truthAndReconciliationDay", rule: { kind: "fixed", month: 9, day: 30 }, where: "all", since: 2021, label: label("National Day for Truth and Reconciliation", "Journée nationale de la vérité et de la réconciliation") },
  { id: "thanksgiving", rule: { kind: "nthMonday", month: 10, nth: 2 }, where: "all", label: label("Thanksgiving", "Action de grâce") },
  { id: "remembranceDay", rule: { kind: "fixed", month: 11, day: 11 }, where: "all", label: label("Remembrance Day", "Jour du Souvenir") },
  { id: "christmasDay", rule: { kind: "fixed", month: 12, day: 25 }, where: "all", label: label("Christmas Day", "Noël") },
  { id: "boxingDay", rule: { kind: "fixed", month: 12, day: 26 }, where: "all", label: label("Boxing Day", "Lendemain de Noël") },
];

/**
 * Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm of
 * Meeus/Jones/Butcher).
 *
 * @example
 * easterSunday(2026).toString() // "2026-04-05"
 */
export const easterSunday = (year: number): CalendarDate => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new CalendarDate(year, month, day);
};

const cumulativeDays = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Day of the year, 0 = January 1. */
const ordinalOf = (year: number, month: number, day: number): number =>
  cumulativeDays[month - 1]! + (month > 2 && isLeap(year) ? 1 : 0) + day - 1;

/** Weekday (0 = Sunday) of a day of the year. */
const weekdayOfOrdinal = (year: number, ordinal: number): number => (weekdayOfDate(year, 1, 1) + ordinal) % 7;

const ruleOrdinal = (year: number, rule: HolidayRule): number => {
  switch (rule.kind) {
    case "fixed":
      return ordinalOf(year, rule.month, rule.day);
    case "nthMonday": {
      const first = weekdayOfDate(year, rule.month, 1);
      return ordinalOf(year, rule.month, 1 + ((8 - first) % 7) + 7 * (rule.nth - 1));
    }
    case "easter": {
      const easter = easterSunday(year);
      return ordinalOf(year, easter.month, easter.day) + rule.offsetDays;
    }
    case "mondayBeforeMay25": {
      const may24 = weekdayOfDate(year, 5, 24);
      return ordinalOf(year, 5, 24 - ((may24 + 6) % 7));
    }
  }
};

const appliesTo = (definition: HolidayDefinition, year: number, province: ProvinceIsoCode | undefined): boolean =>
  (definition.since === undefined || year >= definition.since) &&
  (definition.where === "all" || (province !== undefined && definition.where.includes(province)));

/** Observed days of the year (0 = Jan 1) of each applicable holiday, in definition order. */
const observedOrdinals = (year: number, province: ProvinceIsoCode | undefined) => {
  const found = canadianHolidayDefinitions
    .filter((definition) => appliesTo(definition, year, province))
    .map((definition) => ({ definition, actual: ruleOrdinal(year, definition.rule) }))
    .sort((left, right) => left.actual - right.actual);
  const taken = new Set<number>();
  return found.map(({ definition, actual }) => {
    // Weekend rule of the bank calendar: a holiday on a Saturday or Sunday (or
    // on a day another holiday already took) is observed on the next weekday.
    let observed = actual;
    while (weekdayOfOrdinal(year, observed) === 0 || weekdayOfOrdinal(year, observed) === 6 || taken.has(observed)) {
      observed++;
    }
    taken.add(observed);
    return { definition, actual, observed };
  });
};

/** One holiday of a year, with its actual and its observed (bank) date. */
export interface BankHoliday {
  readonly id: string;
  readonly label: Label;
  readonly date: CalendarDate;
  readonly observed: CalendarDate;
}

/**
 * The bank holidays of a year for a province or territory (federal ones only
 * when `province` is undefined), with the weekend rule applied, in date order.
 *
 * @example
 * bankHolidaysOf(2027, "ON").find((h) => h.id === "canadaDay")?.observed.toString() // "2027-07-01"
 */
export const bankHolidaysOf = (year: number, province?: ProvinceIsoCode): readonly BankHoliday[] => {
  const january1 = new CalendarDate(year, 1, 1);
  return observedOrdinals(year, province)
    .map(({ definition, actual, observed }) => ({
      id: definition.id,
      label: definition.label,
      date: january1.add({ days: actual }),
      observed: january1.add({ days: observed }),
    }))
    .sort((left, right) => left.observed.compare(right.observed));
};

/**
 * The business-day calendar of Canadian banks for a province or territory
 * (ISO code): weekends, the federal bank holidays and the province's
 * statutory holidays, each moved to the next weekday when it falls on a
 * weekend. Without a province: weekends and federal holidays.
 *
 * June 24 is Québec's Fête nationale, a business day in Ontario.
 *
 * @example
 * canadianBankHolidays("QC").isBusinessDay(new CalendarDate(2026, 6, 24)) // false
 * canadianBankHolidays("ON").isBusinessDay(new CalendarDate(2026, 6, 24)) // true
 */
export const canadianBankHolidays = (province?: ProvinceIsoCode): BusinessCalendar => {
  // A memo of each year's observed days, private to this calendar: the
  // answers are a pure function of (year, province), so caching changes
  // nothing but speed.
  const observedByYear = new Map<number, ReadonlySet<number>>();
  const observedIn = (year: number): ReadonlySet<number> => {
    let observed = observedByYear.get(year);
    if (!observed) {
      observed = new Set(observedOrdinals(year, province).map((holiday) => holiday.observed));
      observedByYear.set(year, observed);
    }
    return observed;
  };
  return {
    isBusinessDay: (date) => !isWeekend(date) && !observedIn(date.year).has(ordinalOf(date.year, date.month, date.day)),
  };
};
