import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyContract, type Contract } from "../models/contract.js";
import { centsOf } from "../money/cents.js";
import { Decimal } from "../money/decimal.js";
import { contractColumns } from "./columns.js";
import { keepApplicantTerms, renewalDraftBody, withApplicantTerms, type ApplicantTerms } from "./renewalDraft.js";

const day = fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const rateText = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => new Decimal(hundredths).div(100).toFixed());
const terms: fc.Arbitrary<ApplicantTerms> = fc.record({
  amountCents: fc.integer({ min: 0, max: 2_000_000_000 }),
  frequency: fc.constantFrom(0, 1, 2, 3),
  numberOfPayments: fc.integer({ min: 1, max: 500 }),
  annualRate: rateText,
  firstPaymentDate: fc.option(day, { nil: null }),
});

/** A contract someone filled in: a lessee, and finance terms of their own. */
const filled = (seed: { name: string; cents: number; term: number; frequency: 0 | 1 | 2 | 3; rate: string }): Contract => {
  const base = emptyContract();
  return {
    ...base,
    Amount: new Decimal(seed.cents).div(100),
    lessee: { ...base.lessee, firstName: seed.name, lastName: "Tremblay", email: "julie@example.com" },
    financeLease: { ...base.financeLease, term: seed.term, frequency: seed.frequency, interestRate: new Decimal(seed.rate) },
  };
};
const someContract = fc
  .record({ name: fc.string({ maxLength: 20 }), cents: fc.integer({ min: 0, max: 100_000_000 }), term: fc.integer({ min: 1, max: 180 }), frequency: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const), rate: rateText })
  .map(filled);

const termColumns = (contract: Contract) => {
  const { amountCents, frequency, numberOfPayments, annualRate, firstPaymentDate } = contractColumns(contract);
  return { amountCents, frequency, numberOfPayments, annualRate, firstPaymentDate };
};

describe("a renewal's body (C §3.4, §3.6; issue 15 §2)", () => {
  it("copies the customer and the renewed loan's frequency, term and rate, and carries the payoff balance to the cent", () => {
    fc.assert(
      fc.property(someContract, fc.integer({ min: 0, max: 500_000_000 }), (original, previousBalanceCents) => {
        const body = renewalDraftBody(original, { previousBalanceCents });
        expect(body.lessee).toEqual(original.lessee);
        expect(centsOf(body.financeLease.previousBalanceAmount)).toBe(previousBalanceCents);
        expect([body.financeLease.frequency, body.financeLease.term, body.financeLease.interestRate.toFixed()]).toEqual([
          original.financeLease.frequency,
          original.financeLease.term,
          original.financeLease.interestRate.toFixed(),
        ]);
        expect([body.isMicroCredit, body.isLoanCash, body.Amount, body.statusId]).toEqual([true, true, null, 0]);
      }),
    );
    // Julie's payoff: 490.85 $.
    expect(renewalDraftBody(emptyContract(), { previousBalanceCents: 49_085 }).financeLease.previousBalanceAmount.toFixed(2)).toBe("490.85");
  });

  it("writes the applicant's terms so that the contract's columns read them back exactly", () => {
    fc.assert(
      fc.property(someContract, terms, (contract, chosen) => {
        const columns = termColumns(withApplicantTerms(contract, chosen));
        expect(columns).toEqual({
          amountCents: chosen.amountCents,
          frequency: chosen.frequency,
          numberOfPayments: chosen.numberOfPayments,
          annualRate: new Decimal(chosen.annualRate!).toFixed(),
          firstPaymentDate: chosen.firstPaymentDate ?? contract.financeLease.firstPaymentDate?.toString() ?? null,
        });
      }),
    );
  });

  it("keeps the applicant's terms through any staff edit, and takes everything else from the edit", () => {
    fc.assert(
      fc.property(someContract, someContract, terms, (original, edited, chosen) => {
        const stored = withApplicantTerms(original, chosen);
        const kept = keepApplicantTerms(stored, edited);
        expect(termColumns(kept)).toEqual(termColumns(stored));
        expect(kept.financeLease.previousBalanceAmount.toFixed()).toBe(stored.financeLease.previousBalanceAmount.toFixed());
        expect(kept.lessee).toEqual(edited.lessee);
      }),
    );
  });
});
