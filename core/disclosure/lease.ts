import type { CalendarDate } from "@internationalized/date";
import { toDecimalOrNull, type Decimal, type DecimalInput } from "../money/decimal.js";
import { disclose } from "./costOfBorrowing.js";
import { isCalendarDay, prepareLoan, type DisclosurePayment, type DisclosureRefusal } from "./input.js";
import type { DisclosurePeriodsPerYear } from "./periods.js";

/** A lease as its finance rate sees it. */
export interface LeaseRateInput {
  /** The value the lessor finances (the capitalized cost less any down payment). */
  readonly value: DecimalInput;
  readonly startsOn: CalendarDate;
  /** The lease payments (a payment due at signing is dated `startsOn`). */
  readonly payments: readonly DisclosurePayment[];
  /** What the goods are worth to the lessor at the end: the residual and the day it is counted. */
  readonly residual: { readonly amount: DecimalInput; readonly dueDate: CalendarDate };
  readonly periodsPerYear: DisclosurePeriodsPerYear;
}

/** A lease's implicit finance rate and its charges. */
export interface LeaseRate {
  /** The rate at which the payments and the residual are worth the value financed, APR basis, in percent, half-up to 2 decimals. */
  readonly implicitRate: Decimal;
  /** The same rate on Québec's basis (each period weighs its days ÷ 365). */
  readonly creditRate: Decimal;
  readonly effectiveAnnualRate: Decimal;
  /** Payments + residual − value financed. */
  readonly leaseCharges: Decimal;
  readonly termYears: Decimal;
  readonly termDays: number;
}

export type LeaseRateResult = { readonly ok: true; readonly value: LeaseRate } | { readonly ok: false; readonly reason: DisclosureRefusal | "invalidResidual" };

/**
 * The implicit finance rate of a lease, with its residual: the lease is a
 * loan of the value financed repaid by the payments and, at the end, the
 * residual; its rate is found and rounded like a loan's APR.
 *
 * @example
 * const lease = leaseFinanceRate({
 *   value: 1000,
 *   startsOn: new CalendarDate(2026, 1, 1),
 *   payments: [{ dueDate: new CalendarDate(2026, 2, 1), amount: 60 }],
 *   residual: { amount: 1000, dueDate: new CalendarDate(2026, 2, 1) },
 *   periodsPerYear: 12,
 * });
 * lease.ok && lease.value.implicitRate.toFixed(2) // "72.00"
 */
export const leaseFinanceRate = (input: LeaseRateInput): LeaseRateResult => {
  const residual = input?.residual;
  const residualAmount = toDecimalOrNull(residual?.amount);
  if (!residual || !isCalendarDay(residual.dueDate) || !residualAmount || residualAmount.isNegative()) return { ok: false, reason: "invalidResidual" };
  const prepared = prepareLoan({
    advanced: input.value,
    advancedOn: input.startsOn,
    payments: [...(Array.isArray(input.payments) ? input.payments : []), { dueDate: residual.dueDate, amount: residual.amount }],
    periodsPerYear: input.periodsPerYear,
  });
  if (!prepared.ok) return prepared;
  const disclosed = disclose(prepared.loan);
  return {
    ok: true,
    value: {
      implicitRate: disclosed.apr,
      creditRate: disclosed.creditRate,
      effectiveAnnualRate: disclosed.effectiveAnnualRate,
      leaseCharges: disclosed.costOfBorrowing,
      termYears: disclosed.termYears,
      termDays: disclosed.termDays,
    },
  };
};
