import { toDecimalOrNull, type DecimalInput } from "../money/decimal.js";
import type { CodeOption } from "./option.js";

/** A loan-amount range code, as `capitalKPILoanAmountRange` carries it (B §3.4, B §9). */
export type LoanAmountRangeCode = "0-250" | "251-399" | "400-599" | "600-799" | "800-1199" | "1200+";

/**
 * One loan-amount range: its code and label, and the amounts it holds as
 * `from` (included) up to `below` (excluded; null for the open last range).
 * Consecutive ranges share a bound, so cents between two whole-dollar labels
 * (250.50) belong to the lower range.
 */
export interface LoanAmountRangeOption extends CodeOption<LoanAmountRangeCode> {
  readonly from: number;
  readonly below: number | null;
}

const range = (value: LoanAmountRangeCode, from: number, below: number | null): LoanAmountRangeOption => ({
  value,
  from,
  below,
  label: below === null ? { fr: `${from} $ et plus`, en: `$${from} and more` } : labelOfBounded(value),
});

const labelOfBounded = (value: LoanAmountRangeCode) => {
  const [low, high] = value.split("-");
  return { fr: `${low} $ à ${high} $`, en: `$${low} to $${high}` };
};

/**
 * The loan-amount ranges of B §9, smallest first.
 *
 * @example
 * loanAmountRangeOptions.map((entry) => entry.value)
 * // ["0-250", "251-399", "400-599", "600-799", "800-1199", "1200+"]
 */
export const loanAmountRangeOptions: readonly LoanAmountRangeOption[] = [
  range("0-250", 0, 251),
  range("251-399", 251, 400),
  range("400-599", 400, 600),
  range("600-799", 600, 800),
  range("800-1199", 800, 1200),
  range("1200+", 1200, null),
];

/**
 * The range a loan amount falls in, or undefined for a negative or unreadable amount.
 *
 * @example
 * loanAmountRangeOf(250) // "0-250"
 * loanAmountRangeOf("250.50") // "0-250"
 * loanAmountRangeOf(1500) // "1200+"
 * loanAmountRangeOf(-1) // undefined
 */
export const loanAmountRangeOf = (amount: DecimalInput | null | undefined): LoanAmountRangeCode | undefined => {
  const value = toDecimalOrNull(amount);
  if (value === null || value.isNegative()) return undefined;
  return loanAmountRangeOptions.find((entry) => value.gte(entry.from) && (entry.below === null || value.lt(entry.below)))
    ?.value;
};
