import { option, type CodeOption } from "./option.js";

/**
 * Every contract term the product offers, in months (B §9), shortest first.
 *
 * @example
 * termMonths[0] // 3
 * termMonths.at(-1) // 180
 */
export const termMonths: readonly number[] = [
  3, 4, 5, 6, 9, 12, 18, 24, 30, 36, 42, 48, 54, 60, 66, 72, 78, 84, 90, 96, 102, 108, 114, 120, 126, 132, 138,
  144, 156, 168, 180,
];

/**
 * The longest term of the short list (B §9: "the short list stops at 84").
 *
 * @example
 * shortTermMaxMonths // 84
 */
export const shortTermMaxMonths = 84;

/** Options of {@link termOptions}. */
export interface TermOptionsRequest {
  /** Only terms up to {@link shortTermMaxMonths} (B §9 short list). */
  readonly short?: boolean;
}

const termOption = (months: number): CodeOption => option(months, `${months} months`, `${months} mois`);

const fullTermOptions: readonly CodeOption[] = termMonths.map(termOption);
const shortTermOptions: readonly CodeOption[] = fullTermOptions.filter((entry) => entry.value <= shortTermMaxMonths);

/**
 * The term select options (B §9): the full list, or the short list that stops at 84 months.
 *
 * @example
 * termOptions().length // 31
 * termOptions({ short: true }).at(-1)?.label // { fr: "84 mois", en: "84 months" }
 */
export const termOptions = ({ short = false }: TermOptionsRequest = {}): readonly CodeOption[] =>
  short ? shortTermOptions : fullTermOptions;
