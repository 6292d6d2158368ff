import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import {
  decodeCalculatorModel,
  decodeCashLoanCalculatorConstants,
  emptyCalculatorModel,
  encodeCalculatorModel,
} from "./calculatorModel.js";

describe("CalculatorModel", () => {
  it("takes C §9's defaults", () => {
    const model = emptyCalculatorModel();
    expect(model.loanAmount.toString()).toBe("500");
    expect(model.loanMin.toString()).toBe("500");
    expect(model.loanMax.toString()).toBe("1500");
    expect(model.interestRate.toString()).toBe("19.99");
    expect(model.loanFrequency).toBe(52);
    expect(model.forcedBrokeragePerFrequency).toBeNull();
    expect(model.customerSelectedFirstPaymentDate).toBeNull();
  });

  it("reads the wire names verbatim and round-trips", () => {
    const wire = {
      loanAmount: "1000",
      loanFrequency: 26,
      lenghtInDays: 365,
      forcedNumberOfPayments: 20,
      moneyDepositDate: "2026-11-23",
      recomendedFirstPaymentDate: "2026-12-04T00:00:00",
      customerSelectedSecondPaymentDate: "",
    };
    const decoded = decodeCalculatorModel(wire);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.moneyDepositDate?.compare(new CalendarDate(2026, 11, 23))).toBe(0);
    const encoded = encodeCalculatorModel(decoded.value);
    expect(encoded.loanAmount).toBe(1000);
    expect(encoded.recomendedFirstPaymentDate).toBe("2026-12-04");
    expect(encoded.customerSelectedSecondPaymentDate).toBe("");
    expect(encoded.forcedNumberOfPayments).toBe(20);
  });

  it("keeps the server's misspelt keys on the wire only: correct names in memory, wire names when encoded", () => {
    const decoded = decodeCalculatorModel({ lenghtInDays: 470, forcedBrokeragePerFrequecy: "12.5", recomendedFirstPaymentDate: "2026-12-04" });
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.lengthInDays).toBe(470);
    expect(decoded.value.forcedBrokeragePerFrequency?.toFixed(2)).toBe("12.50");
    expect(decoded.value.recommendedFirstPaymentDate?.toString()).toBe("2026-12-04");
    expect(Object.keys(decoded.value)).not.toContain("lenghtInDays");
    const encoded = encodeCalculatorModel(decoded.value);
    expect(encoded).toMatchObject({ lenghtInDays: 470, forcedBrokeragePerFrequecy: 12.5, recomendedFirstPaymentDate: "2026-12-04" });
    expect(Object.keys(encoded)).not.toContain("lengthInDays");
    expect(Object.keys(encoded)).not.toContain("recommendedFirstPaymentDate");
  });

  it("refuses a frequency that is not 52, 26, 24 or 12, and a fractional forced count", () => {
    expect(decodeCalculatorModel({ loanFrequency: 2 }).ok).toBe(false);
    expect(decodeCalculatorModel({ forcedNumberOfPayments: 2.5 }).ok).toBe(false);
    expect(decodeCalculatorModel({ loanAmount: "abc" }).ok).toBe(false);
  });
});

describe("CashLoanCalculatorConstants", () => {
  it("reads weeklyFee, isWeeklyFeePercentage and interestRate", () => {
    const decoded = decodeCashLoanCalculatorConstants({ weeklyFee: "7.50", isWeeklyFeePercentage: true, interestRate: 22 });
    expect(decoded.ok && decoded.value.weeklyFee.toFixed(2)).toBe("7.50");
    expect(decoded.ok && decoded.value.isWeeklyFeePercentage).toBe(true);
    expect(decodeCashLoanCalculatorConstants({}).ok).toBe(false);
  });
});
