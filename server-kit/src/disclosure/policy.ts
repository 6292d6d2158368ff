import type { CalendarDate } from "@internationalized/date";
import { bankRateOn, LEGAL_MAX_APR, LEGAL_MAX_EFFECTIVE_ANNUAL_RATE, type DisclosurePolicy } from "@lendkit/core/disclosure";
import type { Budget } from "@lendkit/core";
import type { ServerContext } from "../context/serverContext.js";

/**
 * The one place a tenant's `DisclosurePolicy` is resolved for a day and a
 * borrower: the tenant's rate cap (flow settings `rateCap`, refuse at the
 * criminal rate by default: the caller hands over the settings it read),
 * the Bank Rate in force that day (the server setting), the borrower's
 * province and budget debt ratio. The signing document, the calculator's
 * data, the loan choice and activation all call it, so they judge a loan
 * alike.
 */

/** Who borrows and when. */
export interface PolicyFacts {
  /** The contract's date: the lender's day. */
  readonly day: CalendarDate;
  /** The borrower's province, an ISO code ("QC"), when known. */
  readonly province?: string | null;
  /** The borrower's budget debt ratio in percent, when the budget gives one. */
  readonly debtRatio?: string | null;
}

/** The policy of a loan, with the rate cap of the tenant's settings (flows' `flowSettingsOf`). */
export const disclosurePolicyOf = (context: Pick<ServerContext, "bankRates">, facts: PolicyFacts, settings: Pick<DisclosurePolicy, "rateCap">): DisclosurePolicy => ({
  contractDate: facts.day,
  province: facts.province ?? null,
  rateCap: settings.rateCap,
  bankRate: bankRateOn(context.bankRates, facts.day),
  ...(facts.debtRatio ? { debtRatio: facts.debtRatio } : {}),
});

/**
 * The debt ratio a budget gives, in percent (`bdDebtRatio`, as the budget
 * screen computed it), or null when it gives none (0: no budget filled).
 *
 * @example
 * debtRatioOfBudget({ ...budget, bdDebtRatio: new Decimal("47.5") }) // "47.5"
 */
export const debtRatioOfBudget = (budget: Pick<Budget, "bdDebtRatio">): string | null =>
  budget.bdDebtRatio.gt(0) ? budget.bdDebtRatio.toFixed() : null;

/**
 * The policy as the calculator's data states it (agreed wire field 3), so
 * the UI computes each quote's statement with core's `quoteDisclosure`:
 * the caps resolved to figures (the legal ones where the tenant set none).
 */
export const wirePolicyOf = (policy: DisclosurePolicy) => ({
  rateCap: policy.rateCap
    ? {
        maxApr: String(policy.rateCap.maxApr ?? LEGAL_MAX_APR),
        maxEffectiveAnnualRate: String(policy.rateCap.maxEffectiveAnnualRate ?? LEGAL_MAX_EFFECTIVE_ANNUAL_RATE),
        action: policy.rateCap.action,
        paydayExemption: policy.rateCap.paydayExemption ?? null,
      }
    : null,
  bankRate: policy.bankRate === null || policy.bankRate === undefined ? null : String(policy.bankRate),
  province: policy.province ?? null,
  contractDate: policy.contractDate.toString(),
});
