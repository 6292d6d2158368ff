import { Decimal, formatMoney, MONEY_DECIMALS, toDecimalOrNull, type Lang } from "@lendkit/core";
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

/** Why a typed amount is not sent: none (or unreadable), not above 0, or more decimals than money has. */
export type AmountProblem = "required" | "notPositive" | "tooManyDecimals";

/**
 * What is wrong with the amount a money field gave (its `Decimal`, null when
 * empty or unreadable), or null when it can be sent.
 *
 * @example
 * amountProblem(new Decimal("12.5")) // null
 * amountProblem(new Decimal("0")) // "notPositive"
 * amountProblem(new Decimal("1.005")) // "tooManyDecimals"
 */
export const amountProblem = (amount: Decimal | null): AmountProblem | null => {
  if (amount === null || !amount.isFinite()) return "required";
  if (amount.decimalPlaces() > MONEY_DECIMALS) return "tooManyDecimals";
  return amount.gt(0) ? null : "notPositive";
};

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
