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

/**
 * Which closed days a calendar models: `branch`, the days bank branches (and
 * caisses) in the province are closed, so money reaches no account; or
 * `clearing`, the days Payments Canada's systems (Lynx, ACSS) do not
 * process payments, the same in every province.
 */
export type BankCalendarKind = "branch" | "clearing";

/** The texts a holiday rule rests on (cited in full by {@link holidaySources} and docs/calculator.md). */
export type HolidaySourceId =
  | "billsOfExchangeAct"
  | "canadaLabourCode"
  | "paymentsCanada"
  | "quebecInterpretationAct"
  | "quebecNationalHolidayAct"
  | "ontarioLegislationAct"
  | "ontarioEmploymentStandardsAct"
  | "provincialEmploymentStandards";

/**
 * Where each source is found. The federal days come from the Bills of
 * Exchange Act's list of non-juridical days, whose last item makes a
 * province's own non-juridical days count for what is payable there.
 */
export const holidaySources: Readonly<Record<HolidaySourceId, string>> = {
  billsOfExchangeAct: "Bills of Exchange Act, R.S.C. 1985, c. B-4: non-juridical days (legal holidays for bills, cheques and notes)",
  canadaLabourCode: "Canada Labour Code, R.S.C. 1985, c. L-2, s. 166: general holidays of federally regulated employers, banks included",
  paymentsCanada: "Payments Canada: Lynx and ACSS holiday schedule (non-processing days; a holiday on a weekend is not processed the next business day)",
  quebecInterpretationAct: "Loi d'interprétation (Québec), RLRQ c. I-16, art. 61 (23): jours fériés (including January 2 and Easter Monday)",
  quebecNationalHolidayAct: "Loi sur la fête nationale (Québec), RLRQ c. F-1.1: June 24",
  ontarioLegislationAct: "Legislation Act, 2006 (Ontario), S.O. 2006, c. 21, Sched. F, s. 88: holidays (including the Civic Holiday)",
  ontarioEmploymentStandardsAct: "Employment Standards Act, 2000 (Ontario), S.O. 2000, c. 41, s. 1 (1): public holidays (including Family Day)",
  provincialEmploymentStandards: "the province's or territory's employment standards act: statutory (general) holidays",
};

/** One holiday of the bank calendars, as data. */
export interface HolidayDefinition {
  readonly id: string;
  readonly rule: HolidayRule;
  /** "all" for the federal (bank) holidays, else the provinces where it applies. */
  readonly where: "all" | readonly ProvinceIsoCode[];
  /** The kinds of calendar it closes: federal days close both; provincial days close branches only. */
  readonly closes: readonly BankCalendarKind[];
  /** The texts it rests on (keys of {@link holidaySources}). */
  readonly sources: readonly HolidaySourceId[];
  /** First year it applies (the National Day for Truth and Reconciliation began in 2021). */
  readonly since?: number;
  readonly label: Label;
}

const label = (en: string, fr: string): Label => ({ en, fr });
const everywhere = ["branch", "clearing"] as const;
const branchesOnly = ["branch"] as const;
const federal = ["billsOfExchangeAct", "paymentsCanada"] as const;
const provincial = ["provincialEmploymentStandards"] as const;

/**
 * The holidays of the Canadian bank calendars (sources in
 * {@link holidaySources} and docs/calculator.md): the federal days close
 * branches and clearing everywhere; each province's or territory's own days
 * close its branches, while clearing runs.
 */
export const canadianHolidayDefinitions: readonly HolidayDefinition[] = [
  { id: "newYearsDay", rule: { kind: "fixed", month: 1, day: 1 }, where: "all", closes: everywhere, sources: federal, label: label("New Year's Day", "Jour de l'An") },
  { id: "dayAfterNewYearsDay", rule: { kind: "fixed", month: 1, day: 2 }, where: ["QC"], closes: branchesOnly, sources: ["quebecInterpretationAct"], label: label("Day after New Year's Day", "Lendemain du jour de l'An") },
  { id: "familyDay", rule: { kind: "nthMonday", month: 2, nth: 3 }, where: ["ON"], closes: branchesOnly, sources: ["ontarioEmploymentStandardsAct", "ontarioLegislationAct"], label: label("Family Day", "Jour de la famille") },
  { id: "familyDay", rule: { kind: "nthMonday", month: 2, nth: 3 }, where: ["BC", "AB", "SK", "NB"], closes: branchesOnly, sources: provincial, label: label("Family Day", "Jour de la famille") },
  { id: "louisRielDay", rule: { kind: "nthMonday", month: 2, nth: 3 }, where: ["MB"], closes: branchesOnly, sources: provincial, label: label("Louis Riel Day", "Journée Louis-Riel") },
  { id: "novaScotiaHeritageDay", rule: { kind: "nthMonday", month: 2, nth: 3 }, where: ["NS"], closes: branchesOnly, sources: provincial, label: label("Heritage Day", "Jour du patrimoine") },
  { id: "islanderDay", rule: { kind: "nthMonday", month: 2, nth: 3 }, where: ["PE"], closes: branchesOnly, sources: provincial, label: label("Islander Day", "Fête des Insulaires") },
  { id: "goodFriday", rule: { kind: "easter", offsetDays: -2 }, where: "all", closes: everywhere, sources: federal, label: label("Good Friday", "Vendredi saint") },
  { id: "easterMonday", rule: { kind: "easter", offsetDays: 1 }, where: ["QC"], closes: branchesOnly, sources: ["quebecInterpretationAct"], label: label("Easter Monday", "Lundi de Pâques") },
  { id: "victoriaDay", rule: { kind: "mondayBeforeMay25" }, where: "all", closes: everywhere, sources: federal, label: label("Victoria Day / National Patriots' Day", "Fête de la Reine / Journée nationale des patriotes") },
  { id: "nationalIndigenousPeoplesDay", rule: { kind: "fixed", month: 6, day: 21 }, where: ["YT", "NT"], closes: branchesOnly, sources: provincial, label: label("National Indigenous Peoples Day", "Journée nationale des peuples autochtones") },
  { id: "saintJeanBaptiste", rule: { kind: "fixed", month: 6, day: 24 }, where: ["QC"], closes: branchesOnly, sources: ["quebecNationalHolidayAct", "quebecInterpretationAct"], label: label("Fête nationale du Québec (Saint-Jean-Baptiste)", "Fête nationale du Québec (Saint-Jean-Baptiste)") },
  { id: "canadaDay", rule: { kind: "fixed", month: 7, day: 1 }, where: "all", closes: everywhere, sources: federal, label: label("Canada Day", "Fête du Canada") },
  { id: "nunavutDay", rule: { kind: "fixed", month: 7, day: 9 }, where: ["NU"], closes: branchesOnly, sources: provincial, label: label("Nunavut Day", "Jour du Nunavut") },
  { id: "civicHoliday", rule: { kind: "nthMonday", month: 8, nth: 1 }, where: ["ON"], closes: branchesOnly, sources: ["ontarioLegislationAct"], label: label("Civic Holiday", "Congé civique") },
  { id: "civicHoliday", rule: { kind: "nthMonday", month: 8, nth: 1 }, where: ["BC", "SK", "NB", "NT", "NU"], closes: branchesOnly, sources: provincial, label: label("Civic holiday (BC Day, Saskatchewan Day, New Brunswick Day)", "Congé civique") },
  { id: "discoveryDay", rule: { kind: "nthMonday", month: 8, nth: 3 }, where: ["YT"], closes: branchesOnly, sources: provincial, label: label("Discovery Day", "Jour de la Découverte") },
  { id: "labourDay", rule: { kind: "nthMonday", month: 9, nth: 1 }, where: "all", closes: everywhere, sources: federal, label: label("Labour Day", "Fête du Travail") },
  { id: "truthAndReconciliationDay", rule: { kind: "fixed", month: 9, day: 30 }, where: "all", closes: everywhere, sources: federal, since: 2021, label: label("National Day for Truth and Reconciliation", "Journée nationale de la vérité et de la réconciliation") },
  { id: "thanksgiving", rule: { kind: "nthMonday", month: 10, nth: 2 }, where: "all", closes: everywhere, sources: federal, label: label("Thanksgiving", "Action de grâce") },
  { id: "remembranceDay", rule: { kind: "fixed", month: 11, day: 11 }, where: "all", closes: everywhere, sources: federal, label: label("Remembrance Day", "Jour du Souvenir") },
  { id: "christmasDay", rule: { kind: "fixed", month: 12, day: 25 }, where: "all", closes: everywhere, sources: federal, label: label("Christmas Day", "Noël") },
  { id: "boxingDay", rule: { kind: "fixed", month: 12, day: 26 }, where: "all", closes: everywhere, sources: ["canadaLabourCode", "paymentsCanada"], label: label("Boxing Day", "Lendemain de Noël") },
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

const appliesTo = (definition: HolidayDefinition, year: number, province: ProvinceIsoCode | undefined, kind: BankCalendarKind): boolean =>
  definition.closes.includes(kind) &&
  (definition.since === undefined || year >= definition.since) &&
  (definition.where === "all" || (province !== undefined && definition.where.includes(province)));

/** Observed days of the year (0 = Jan 1) of each applicable holiday, in definition order. */
const observedOrdinals = (year: number, province: ProvinceIsoCode | undefined, kind: BankCalendarKind) => {
  const found = canadianHolidayDefinitions
    .filter((definition) => appliesTo(definition, year, province, kind))
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

/** One holiday of a year, with its actual and its observed (bank) date, and the texts it rests on. */
export interface BankHoliday {
  readonly id: string;
  readonly label: Label;
  readonly date: CalendarDate;
  readonly observed: CalendarDate;
  readonly sources: readonly HolidaySourceId[];
}

/**
 * The bank holidays of a year for a province or territory (federal ones only
 * when `province` is undefined), of one kind of calendar (`branch` by
 * default), with the weekend rule applied, in date order. A lender's own
 * added or removed days are not rules: see {@link canadianBankHolidays}.
 *
 * @example
 * bankHolidaysOf(2027, "ON").find((h) => h.id === "canadaDay")?.observed.toString() // "2027-07-01"
 * bankHolidaysOf(2027, "QC").find((h) => h.id === "dayAfterNewYearsDay")?.observed.toString() // "2027-01-04"
 * bankHolidaysOf(2027, "QC", "clearing").some((h) => h.id === "easterMonday") // false
 */
export const bankHolidaysOf = (year: number, province?: ProvinceIsoCode, kind: BankCalendarKind = "branch"): readonly BankHoliday[] => {
  const january1 = new CalendarDate(year, 1, 1);
  return observedOrdinals(year, province, kind)
    .map(({ definition, actual, observed }) => ({
      id: definition.id,
      label: definition.label,
      date: january1.add({ days: actual }),
      observed: january1.add({ days: observed }),
      sources: definition.sources,
    }))
    .sort((left, right) => left.observed.compare(right.observed));
};

/** A lender's changes to a bank calendar, applied without a release (server settings, or an argument in core). */
export interface BankCalendarOptions {
  /** Which closed days the calendar models; `branch` by default. */
  readonly kind?: BankCalendarKind;
  /** Extra days the lender treats as closed (a local holiday, a bank's own closure). */
  readonly addedDays?: readonly CalendarDate[];
  /**
   * Holidays the lender treats as business days (a day its bank processes).
   * A weekend day stays closed; a day both added and removed is closed.
   */
  readonly removedDays?: readonly CalendarDate[];
}

/** A bank calendar: which days are business days, and what it models. */
export interface BankCalendar extends BusinessCalendar {
  /** The kind of closed days it models. */
  readonly kind: BankCalendarKind;
  /** Its province or territory (ISO code); undefined for the federal days only. */
  readonly province: ProvinceIsoCode | undefined;
}

const dayKey = (date: { readonly year: number; readonly month: number; readonly day: number }): string =>
  `${date.year}-${date.month}-${date.day}`;

/**
 * The business-day calendar of Canadian banks for a province or territory
 * (ISO code): weekends plus the holidays of `options.kind` — `branch`
 * (default: the federal days and the province's own, when its branches
 * close) or `clearing` (Payments Canada's non-processing days, the same
 * everywhere) — each moved to the next free weekday when it falls on a
 * weekend; then the lender's `addedDays` closed and `removedDays` opened
 * (never a weekend). Without a province: weekends and federal holidays.
 *
 * June 24 is Québec's Fête nationale: branches close in Québec, not in
 * Ontario, and clearing runs.
 *
 * @example
 * canadianBankHolidays("QC").isBusinessDay(new CalendarDate(2026, 6, 24)) // false
 * canadianBankHolidays("ON").isBusinessDay(new CalendarDate(2026, 6, 24)) // true
 * canadianBankHolidays("QC", { kind: "clearing" }).isBusinessDay(new CalendarDate(2026, 6, 24)) // true
 * canadianBankHolidays("ON", { removedDays: [new CalendarDate(2026, 8, 3)] }).isBusinessDay(new CalendarDate(2026, 8, 3)) // true
 */
export const canadianBankHolidays = (province?: ProvinceIsoCode, options: BankCalendarOptions = {}): BankCalendar => {
  const kind = options.kind ?? "branch";
  const added = new Set((options.addedDays ?? []).map(dayKey));
  const removed = new Set((options.removedDays ?? []).map(dayKey));
  // A memo of each year's observed days, private to this calendar: the
  // answers are a pure function of (year, province, kind), so caching
  // changes nothing but speed.
  const observedByYear = new Map<number, ReadonlySet<number>>();
  const observedIn = (year: number): ReadonlySet<number> => {
    let observed = observedByYear.get(year);
    if (!observed) {
      observed = new Set(observedOrdinals(year, province, kind).map((holiday) => holiday.observed));
      observedByYear.set(year, observed);
    }
    return observed;
  };
  const isHoliday = (date: CalendarDate): boolean => {
    const key = dayKey(date);
    if (added.has(key)) return true;
    return !removed.has(key) && observedIn(date.year).has(ordinalOf(date.year, date.month, date.day));
  };
  return { kind, province, isBusinessDay: (date) => !isWeekend(date) && !isHoliday(date) };
};
