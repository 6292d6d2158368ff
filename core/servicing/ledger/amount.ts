/**
 * The amount of money posted to a ledger (a payment, a fee): above 0, at
 * most two decimals (never rounded: a third decimal is refused), and at most
 * 999,999,999.99 $ (well inside integer cents of both databases). The staff
 * screens check a typed amount with it before sending; the server decodes
 * the wire's decimal string with it. Read as text into integer cents, so the
 * ledger's bundle does not carry a decimal library.
 */

/** The largest amount a posting takes, as the wire writes it. */
export const maxPostingAmount = "999999999.99";

const maxPostingCents = 99_999_999_999n;

/** Why an amount cannot be posted. */
export type PostingAmountProblem = "required" | "notPositive" | "tooManyDecimals" | "tooLarge";

const plainNumber = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * What is wrong with an amount (text as the wire or a field gives it, or a
 * Decimal, read through its plain `toFixed()`), or null when it can be posted.
 *
 * @example
 * postingAmountProblem("12.5") // null
 * postingAmountProblem("0") // "notPositive"
 * postingAmountProblem("1.005") // "tooManyDecimals"
 * postingAmountProblem("") // "required"
 */
export const postingAmountProblem = (amount: { toFixed(): string } | string | null): PostingAmountProblem | null => {
  const text = amount === null ? "" : typeof amount === "string" ? amount.trim() : amount.toFixed();
  const match = plainNumber.exec(text);
  if (!match) return "required";
  const [, sign, whole, fraction = ""] = match;
  const decimals = fraction.replace(/0+$/, "");
  if (decimals.length > 2) return "tooManyDecimals";
  const cents = centsOfDigits(whole!, decimals);
  if (sign === "-" || cents === 0n) return "notPositive";
  return cents > maxPostingCents ? "tooLarge" : null;
};

/** Whole units and at most two decimals, as exact cents. */
const centsOfDigits = (whole: string, decimals: string): bigint => BigInt(whole) * 100n + BigInt(decimals.padEnd(2, "0"));

/**
 * True for the wire's form of an amount that can be posted: plain digits,
 * an optional point and one or two decimals ("12.50", "7"), nothing else
 * (no sign, exponent, spaces or separators).
 *
 * @example
 * isPostingAmountText("12.50") // true
 * isPostingAmountText("1e3") // false
 */
export const isPostingAmountText = (text: string): boolean => /^\d+(\.\d{1,2})?$/.test(text) && postingAmountProblem(text) === null;

/**
 * The integer cents of the wire's form of an amount (`isPostingAmountText`),
 * read exactly through BigInt; null for any other text.
 *
 * @example
 * postingCents("12.5") // 1250
 * postingCents("0.07") // 7
 * postingCents("1.005") // null
 */
export const postingCents = (text: string): number | null => {
  if (!isPostingAmountText(text)) return null;
  const [whole, decimals = ""] = text.split(".");
  return Number(centsOfDigits(whole!, decimals));
};

/**
 * The signed cents of an adjustment as the wire writes it: a posting amount
 * (`isPostingAmountText`) for a credit, the same with a leading minus for a
 * debit ("-25.00"); null for any other text, zero included.
 *
 * @example
 * adjustmentCents("-25") // -2500
 * adjustmentCents("10.05") // 1005
 * adjustmentCents("-0") // null
 */
export const adjustmentCents = (text: string): number | null => {
  const debit = text.startsWith("-");
  const cents = postingCents(debit ? text.slice(1) : text);
  return cents === null ? null : debit ? -cents : cents;
};
