import * as catalog from "../i18n/catalog/fieldProblems.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { isValidEmail } from "./email.js";
import type { DecodeError, FieldProblemCode } from "../models/decode.js";

/**
 * The contract's field rules (issue 15 §4), one list for the editor (run as
 * the user types) and the server (run before a create or an update is
 * stored): a birth date not in the future, a valid email, a VIN with its
 * check digit, rates from 0 to 100 %. Each problem has a code; the words of
 * a code come in one language ({@link fieldProblemText}). Pure: the caller
 * passes the lender's today.
 */

/** What is wrong with a field (core's decode errors carry it); its words are {@link fieldProblemText}. */
export type { FieldProblemCode };

/** One field's problem: the field's path in the contract JSON and the code. */
export interface FieldProblem {
  readonly path: string;
  readonly code: FieldProblemCode;
}

const t = translator<keyof typeof catalog.en>(catalog);

/**
 * The words of a field problem in `lang` only.
 *
 * @example
 * fieldProblemText("en", "futureDate") // "The date cannot be in the future"
 * fieldProblemText("fr", "email") // "Entrez une adresse courriel valide (nom@exemple.com)"
 */
export const fieldProblemText = (lang: Lang, code: FieldProblemCode): string => t(lang, `field.problem.${code}`);

/** A day as `{ year, month, day }`: a CalendarDate, or text `yyyy-mm-dd` / `yyyy/mm/dd`; null otherwise. */
const dayOf = (value: unknown): { year: number; month: number; day: number } | null => {
  if (typeof value === "string") {
    const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(value.trim());
    return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  }
  if (value !== null && typeof value === "object" && "year" in value && "month" in value && "day" in value) {
    const { year, month, day } = value as { year: unknown; month: unknown; day: unknown };
    return typeof year === "number" && typeof month === "number" && typeof day === "number" ? { year, month, day } : null;
  }
  return null;
};

const dayNumber = (day: { year: number; month: number; day: number }): number => day.year * 10000 + day.month * 100 + day.day;


const vinLetters: Readonly<Record<string, number>> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 };
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * True for a North American VIN: 17 characters (digits and letters but I,
 * O and Q), its 9th the check digit (0–9 or X) of the other sixteen.
 * Case is ignored.
 *
 * @example
 * isValidVin("1HGCM82633A004352") // true
 * isValidVin("1HGCM82643A004352") // false (check digit)
 */
export const isValidVin = (text: string): boolean => {
  const vin = text.trim().toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  const sum = [...vin].reduce((total, char, index) => total + (/\d/.test(char) ? Number(char) : (vinLetters[char] ?? 0)) * vinWeights[index]!, 0);
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return vin[8] === check;
};

/** A rate as a number: a number, a Decimal (toNumber) or text with "," or "." ; null when empty or not a number. */
const rateOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "number") return value;
  if (typeof value === "object" && typeof (value as { toNumber?: unknown }).toNumber === "function") return (value as { toNumber: () => number }).toNumber();
  const number = Number(String(value).replace(/\s|%/g, "").replace(",", "."));
  return Number.isNaN(number) ? Number.NaN : number;
};

const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The fields the rules cover, by path, with the rule of each. */
const fieldRules: Readonly<Record<string, (value: unknown, today: { year: number; month: number; day: number }) => FieldProblemCode | null>> = {
  "lessee.birthDate": (value, today) => futureDate(value, today),
  "colessee.coBirthDate": (value, today) => futureDate(value, today),
  "lessee.email": (value) => (textOf(value) === "" || isValidEmail(textOf(value)) ? null : "email"),
  "colessee.coEmail": (value) => (textOf(value) === "" || isValidEmail(textOf(value)) ? null : "email"),
  "vehicle.vin": (value) => (textOf(value) === "" || isValidVin(textOf(value)) ? null : "vin"),
  "vehicle.exVin": (value) => (textOf(value) === "" || isValidVin(textOf(value)) ? null : "vin"),
  "financeLease.interestRate": (value) => rateProblem(value),
  "financeLease.interestRateDealer": (value) => rateProblem(value),
  "financeLease.interestRateYield": (value) => rateProblem(value),
};

function futureDate(value: unknown, today: { year: number; month: number; day: number }): FieldProblemCode | null {
  const day = dayOf(value);
  return day !== null && dayNumber(day) > dayNumber(today) ? "futureDate" : null;
}

function rateProblem(value: unknown): FieldProblemCode | null {
  const rate = rateOf(value);
  return rate === null || (rate >= 0 && rate <= 100) ? null : "rate";
}

/**
 * The paths the contract's field rules cover.
 *
 * @example
 * contractCheckedFields.includes("vehicle.vin") // true
 */
export const contractCheckedFields: readonly string[] = Object.keys(fieldRules);

/**
 * The problem of one contract field's value, or null when it passes (or the
 * path has no rule). `today` is the lender's today (a CalendarDate or
 * `{ year, month, day }`); values may be the wire's (`yyyy-mm-dd`, numbers),
 * the form's (`yyyy/mm/dd`, Decimal) or the decoded contract's.
 *
 * @example
 * const today = { year: 2026, month: 3, day: 10 };
 * contractFieldProblem("lessee.birthDate", "2030/01/01", today) // "futureDate"
 * contractFieldProblem("financeLease.interestRate", 120, today) // "rate"
 * contractFieldProblem("lessee.firstName", "", today) // null
 */
export const contractFieldProblem = (path: string, value: unknown, today: { readonly year: number; readonly month: number; readonly day: number }): FieldProblemCode | null =>
  fieldRules[path]?.(value, today) ?? null;

const valueAt = (json: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((current, key) => (current !== null && typeof current === "object" ? (current as Record<string, unknown>)[key] : undefined), json);

/**
 * Every field problem of a contract (wire JSON or decoded), in the order of
 * the rules; empty when it passes.
 *
 * @example
 * contractFieldProblems({ lessee: { email: "julie@" } }, { year: 2026, month: 3, day: 10 }) // [{ path: "lessee.email", code: "email" }]
 */
export const contractFieldProblems = (contract: unknown, today: { readonly year: number; readonly month: number; readonly day: number }): readonly FieldProblem[] =>
  contractCheckedFields.flatMap((path) => {
    const code = contractFieldProblem(path, valueAt(contract, path), today);
    return code === null ? [] : [{ path, code }];
  });

/**
 * The code a server answers a decode error's field with: the one its maker
 * gave (core's decoders, `contractFigureProblems`, the request decoders), an
 * invalid value when it gave none.
 *
 * @example
 * fieldProblemCodeOf({ path: "lessee.hacker", message: "unknown field", code: "unknownField" }) // "unknownField"
 * fieldProblemCodeOf({ path: "lessee.sinNumber", message: "expected a text" }) // "invalidValue"
 */
export const fieldProblemCodeOf = (error: DecodeError): FieldProblemCode => error.code ?? "invalidValue";

export { isValidEmail };
