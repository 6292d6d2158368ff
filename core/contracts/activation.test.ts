import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { t } from "../i18n/translate.js";
import { emptyContract, type Contract } from "../models/contract.js";
import { Decimal } from "../money/decimal.js";
import { amortizationScheduleResult } from "../schedule/amortizationSchedule.js";
import {
  checkContractActivation,
  contractActivationGapKey,
  contractFeePerPeriod,
  lenderToday,
  type ContractActivationGap,
} from "./index.js";

const today = new CalendarDate(2026, 11, 22);

const financed = (patch: Partial<Contract["financeLease"]> = {}, top: Partial<Contract> = {}): Contract => {
  const contract = emptyContract();
  return {
    ...contract,
    Amount: new Decimal("15000.00"),
    ...top,
    financeLease: {
      ...contract.financeLease,
      frequency: 2,
      term: 36,
      interestRate: new Decimal("8.99"),
      firstPaymentDate: new CalendarDate(2026, 12, 15),
      ...patch,
    },
  };
};

describe("contract activation (status ACTIVE 1)", () => {
  it("builds core's schedule from the finance terms", () => {
    const checked = checkContractActivation(financed(), today);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.lines).toHaveLength(36);
    expect(checked.lines[0]!.dueDate.toString()).toBe("2026-12-15");
    expect(checked.lines.at(-1)!.balanceCents).toBe(0);
    expect(checked.lines.reduce((sum, line) => sum + line.principalCents, 0)).toBe(1_500_000);
    const reference = amortizationScheduleResult(checked.input);
    expect(reference.ok && reference.lines.map((line) => line.paymentCents)).toEqual(checked.lines.map((line) => line.paymentCents));
  });

  it("lists every missing term", () => {
    expect(checkContractActivation(emptyContract(), today)).toEqual({
      ok: false,
      gaps: ["amount", "frequency", "numberOfPayments", "firstPaymentDate"],
      refusal: null,
    });
    expect(checkContractActivation(financed({ firstPaymentDate: new CalendarDate(2026, 11, 21) }), today)).toMatchObject({ gaps: ["firstPaymentDatePast"] });
    expect(checkContractActivation(financed({ firstPaymentDate: today }), today).ok).toBe(true);
    expect(checkContractActivation(financed({ frequency: 3, biMonthlyFirstDay: 15, biMonthlySecondDay: 1 }), today)).toMatchObject({ gaps: ["semiMonthlyDays"] });
    expect(checkContractActivation(financed({ frequency: 3, biMonthlyFirstDay: 1, biMonthlySecondDay: 15, firstPaymentDate: new CalendarDate(2026, 12, 1) }), today).ok).toBe(true);
    // The 15th and the last day of the month (31): activated, with February's payment on the 28th.
    const monthEnd = checkContractActivation(financed({ frequency: 3, biMonthlyFirstDay: 15, biMonthlySecondDay: 31, firstPaymentDate: new CalendarDate(2026, 12, 15) }), today);
    expect(monthEnd.ok && monthEnd.lines.slice(0, 6).map((line) => line.dueDate.toString())).toEqual(["2026-12-15", "2026-12-31", "2027-01-15", "2027-01-31", "2027-02-15", "2027-02-28"]);
    expect(checkContractActivation(financed({}, { Amount: new Decimal(0) }), today)).toMatchObject({ gaps: ["amount"] });
  });

  it("passes on the schedule engine's refusal", () => {
    const never = financed({ interestRate: new Decimal("99"), term: 1000, numberOfPaymentsIsSubstitued: true, frequency: 2 }, { Amount: new Decimal("1000") });
    expect(checkContractActivation(never, today)).toMatchObject({ ok: false, gaps: [] });
  });

  it("adds the recurring fees and a micro-credit's brokerage fee to every payment", () => {
    const lease = financed({ insuranceFee: new Decimal("10.50"), comfortFee: new Decimal("2"), brokerageFee: new Decimal(7) });
    expect(contractFeePerPeriod(lease).toFixed(2)).toBe("12.50");
    const cash = financed({ brokerageFee: new Decimal("7.25") }, { isMicroCredit: true });
    expect(contractFeePerPeriod(cash).toFixed(2)).toBe("7.25");
    const checked = checkContractActivation(lease, today);
    expect(checked.ok && checked.lines.every((line) => line.feeCents === 1250)).toBe(true);
  });

  it("has words in both languages for every gap", () => {
    const gaps: ContractActivationGap[] = ["amount", "frequency", "numberOfPayments", "firstPaymentDate", "firstPaymentDatePast", "semiMonthlyDays"];
    for (const gap of gaps) {
      expect(t("en", contractActivationGapKey(gap))).not.toBe(contractActivationGapKey(gap));
      expect(t("fr", contractActivationGapKey(gap))).not.toBe(t("en", contractActivationGapKey(gap)));
    }
  });

  it("a schedule it builds always repays exactly the amount financed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(0 as const, 1 as const, 2 as const),
        fc.integer({ min: 1, max: 60 }),
        (cents, rateHundredths, frequency, term) => {
          const contract = financed({ frequency, term, interestRate: new Decimal(rateHundredths).div(100) }, { Amount: new Decimal(cents).div(100) });
          const checked = checkContractActivation(contract, today);
          if (!checked.ok) return;
          expect(checked.lines.reduce((sum, line) => sum + line.principalCents, 0)).toBe(cents);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("the lender's today", () => {
  it("is the date in Eastern time", () => {
    expect(lenderToday(new Date("2026-11-23T04:59:00Z"))).toBe("2026-11-22");
    expect(lenderToday(new Date("2026-11-23T05:00:00Z"))).toBe("2026-11-23");
    expect(lenderToday(new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
    expect(lenderToday(new Date("2026-07-01T12:00:00Z"), "America/Vancouver")).toBe("2026-07-01");
  });
});
