import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyContract, type Contract } from "../models/contract.js";
import { Decimal } from "../money/decimal.js";
import { contractColumns, contractFinancedAmount, contractNumberOfPayments, contractProductOf, contractSearchTextOf } from "./index.js";

const withFinance = (finance: Partial<Contract["financeLease"]>, top: Partial<Contract> = {}): Contract => {
  const contract = emptyContract();
  return { ...contract, ...top, financeLease: { ...contract.financeLease, ...finance } };
};

describe("contract columns", () => {
  it("reads the table's columns from the body", () => {
    const contract = emptyContract();
    const filled: Contract = {
      ...contract,
      Amount: new Decimal("12345.675"),
      isTraining: true,
      ContractProductId: 1,
      lessee: { ...contract.lessee, firstName: "Émile", lastName: "Gagné" },
      vehicle: { ...contract.vehicle, year: 2022, make: "Toyota", model: "RAV4", trim: "XLE" },
      financeLease: { ...contract.financeLease, frequency: 1, term: 48, interestRate: new Decimal("7.49"), firstPaymentDate: new CalendarDate(2026, 12, 4) },
    };
    expect(contractColumns(filled)).toEqual({
      lesseeName: "Gagné, Émile",
      vehicleLabel: "2022 Toyota RAV4 XLE",
      amountCents: 1234568,
      frequency: 1,
      numberOfPayments: 104,
      firstPaymentDate: "2026-12-04",
      annualRate: "7.49",
      product: "finance",
      isTraining: true,
    });
    expect(contractSearchTextOf("RENT-000009", contractColumns(filled))).toBe("rent-000009 gagne, emile 2022 toyota rav4 xle");
  });

  it("takes the finance balance when no Amount is given", () => {
    expect(contractFinancedAmount(withFinance({ balanceAmount: new Decimal("900.10") }))?.toFixed(2)).toBe("900.10");
    expect(contractFinancedAmount(withFinance({ balanceAmount: new Decimal(0) }))).toBeNull();
    expect(contractFinancedAmount(withFinance({ balanceAmount: new Decimal(9) }, { Amount: new Decimal(5) }))?.toNumber()).toBe(5);
  });

  it("names the product from the type flags and the product id", () => {
    const contract = emptyContract();
    expect(contractProductOf(contract)).toBe("lease");
    expect(contractProductOf({ ...contract, isLoanCash: true })).toBe("microCredit");
    expect(contractProductOf({ ...contract, ContractProductId: 1 })).toBe("finance");
    expect(contractProductOf({ ...contract, ContractProductId: 7 })).toBe("lease");
  });

  it("counts payments from the term and the frequency", () => {
    const count = (term: number | null, frequency: 0 | 1 | 2 | 3 | null, substituted = false) =>
      contractNumberOfPayments({ term, frequency, numberOfPaymentsIsSubstitued: substituted });
    expect([count(12, 0), count(12, 1), count(12, 2), count(12, 3)]).toEqual([52, 26, 12, 24]);
    expect(count(5, 0)).toBe(22);
    expect(count(3, 2)).toBe(3);
    expect(count(0, 1)).toBeNull();
    expect(count(2.5, 1)).toBeNull();
    expect(count(12, null)).toBeNull();
    expect(count(67, 0, true)).toBe(67);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 240 }), fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const), (term, frequency) => {
        const payments = count(term, frequency)!;
        const perYear = { 0: 52, 1: 26, 2: 12, 3: 24 }[frequency];
        expect(Math.abs(payments - (term * perYear) / 12)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("keeps the columns' text short and clean whatever the names", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string({ maxLength: 400 }), (first, last, make) => {
        const contract = emptyContract();
        const columns = contractColumns({
          ...contract,
          lessee: { ...contract.lessee, firstName: first, lastName: last },
          vehicle: { ...contract.vehicle, make },
        });
        for (const text of [columns.lesseeName, columns.vehicleLabel]) {
          expect(Array.from(text).length).toBeLessThanOrEqual(210);
          expect(text).not.toMatch(/[\u0000-\u001f]/);
        }
      }),
    );
  });
});
