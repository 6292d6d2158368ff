import type { CalendarDate } from "@internationalized/date";
import {
  centsOf,
  contractFinancedAmount,
  contractProductOf,
  decimalFromCents,
  Decimal,
  periodsPerYearOf,
  provinceIsoCodeOf,
  type Contract,
  type ScheduleLine,
} from "@lendkit/core";
import { isDisclosurePeriodsPerYear, loanDisclosure, type DisclosurePolicy, type LoanDisclosureResult } from "@lendkit/core/disclosure";

/**
 * The disclosure of a staff-held contract, from its stored terms and the
 * schedule activation builds (core's `checkContractActivation`): advanced
 * on `advancedOn` (the day it is funded), each payment as withdrawn. For a
 * cash loan the brokerage fee per period is brokerage and the other
 * recurring fees (insurance, road assistance, GPS, comfort) are other
 * fees; for a financing contract every recurring fee is another fee. A
 * renewal's carried balance is part of the amount advanced. A lease has no
 * loan disclosure (its residual is not a payment: core's `leaseFinanceRate`
 * states its implicit rate), so it gives null.
 */
export const contractDisclosure = (
  contract: Contract,
  lines: readonly ScheduleLine[],
  advancedOn: CalendarDate,
  policy: DisclosurePolicy,
): LoanDisclosureResult | null => {
  const product = contractProductOf(contract);
  const principal = contractFinancedAmount(contract);
  const frequency = contract.financeLease.frequency;
  if (product === "lease" || principal === null || frequency === null) return null;
  const periodsPerYear = periodsPerYearOf(frequency);
  if (!isDisclosurePeriodsPerYear(periodsPerYear)) return null;
  const carried = Decimal.min(Decimal.max(contract.financeLease.previousBalanceAmount, 0), principal);
  const brokerageCents = product === "microCredit" ? centsOf(contract.financeLease.brokerageFee) : 0;
  return loanDisclosure(
    {
      advanced: principal.minus(carried),
      carriedBalance: carried,
      advancedOn,
      periodsPerYear,
      payments: lines.map((line) => {
        const brokerage = Math.min(brokerageCents, line.feeCents);
        return {
          dueDate: line.dueDate,
          amount: decimalFromCents(line.paymentCents + line.feeCents),
          brokerage: decimalFromCents(brokerage),
          otherFees: decimalFromCents(line.feeCents - brokerage),
        };
      }),
    },
    policy,
  );
};

/** The borrower's province of a contract (the lessee's address), an ISO code, or null. */
export const contractProvinceOf = (contract: Contract): string | null => provinceIsoCodeOf(contract.lessee.province) ?? null;
