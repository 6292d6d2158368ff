import { Decimal, formatMoney, MONEY_DECIMALS, postingAmountProblem, toDecimalOrNull, type Lang, type PostingAmountProblem } from "@lendkit/core";
import type { WireLedgerLine, WireMoney } from "./servicingApi.js";

/**
 * Money of the servicing screens: wire amounts ("12.50") shown with core's
 * `formatMoney` ("12,50 $" / "$12.50"), and a typed amount checked the way
 * the servicing routes check it (above 0, at most 2 decimals) before it is
 * sent as the wire's decimal string.
 */

/** A wire amount as the user's language writes money, or a dash when there is none. */
export const moneyOf = (lang: Lang, amount: WireMoney | null | undefined): string => {
  const value = toDecimalOrNull(amount);
  return value === null ? "—" : formatMoney(value, lang);
};

/**
 * Why a typed amount (a money field's `Decimal`, null when empty or
 * unreadable) is not sent, or null: core's rule of what a posting takes,
 * the one the server decodes the wire with.
 *
 * @example
 * amountProblem(new Decimal("12.5")) // null
 * amountProblem(new Decimal("1.005")) // "tooManyDecimals"
 */
export const amountProblem = (amount: Decimal | null): PostingAmountProblem | null => postingAmountProblem(amount);

/**
 * The wire's form of an amount already checked by `amountProblem`: exactly
 * 2 decimals, never rounded (a third decimal was refused before).
 *
 * @example
 * wireAmount(new Decimal("12.5")) // "12.50"
 */
export const wireAmount = (amount: Decimal): WireMoney => amount.toFixed(MONEY_DECIMALS);

/** What the given lines still owe together (the lines a collector ticked), exact. */
export const outstandingOf = (lines: readonly WireLedgerLine[]): Decimal =>
  lines.reduce((sum, line) => sum.plus(toDecimalOrNull(line.outstanding) ?? 0), new Decimal(0));
