import { Decimal, emptyContract, encodeContract, VehicleType } from "@lendkit/core";
import { failureOf } from "@lendkit/core/api";
import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { ApiError, failureCodeOf, serverMessage } from "../../shared/api.js";
import { computedFeeValue, withCalculatedFees } from "./fees.js";
import { financeFigures } from "./financeFigures.js";
import { contractJsonFrom, dateFromField, dateToField, formValuesOf, fromFieldValue, toFieldValue, valueAtPath, withValueAtPath } from "./fieldValues.js";
import { allFieldPaths, feeFields } from "./fields.js";
import { vehicleGroupOf } from "./vehicleGroups.js";

describe("contract JSON and form values", () => {
  const empty = encodeContract(emptyContract()) as Record<string, unknown>;

  it("reads and writes dotted paths without changing the input", () => {
    const json = { lessee: { firstName: "Julie" } };
    const next = withValueAtPath(json, "lessee.lastName", "Tremblay");
    expect(next).toEqual({ lessee: { firstName: "Julie", lastName: "Tremblay" } });
    expect(json).toEqual({ lessee: { firstName: "Julie" } });
    expect(valueAtPath(next, "lessee.lastName")).toBe("Tremblay");
    expect(valueAtPath(next, "vehicle.make")).toBeUndefined();
    expect(valueAtPath({}, "constructor")).toBeUndefined();
  });

  it("turns wire dates into the date mask's text and back; an incomplete or impossible date is empty", () => {
    expect(dateToField("2026-03-05")).toBe("2026/03/05");
    expect(dateToField("")).toBe("");
    expect(dateFromField("2026/03/05")).toBe("2026-03-05");
    expect(dateFromField("2026/02/30")).toBe("");
    expect(dateFromField("2026/03")).toBe("");
  });

  it("clears an amount to the empty contract's value: 0 for a fee, null for the amount financed", () => {
    expect(fromFieldValue("money", null, 0)).toBe(0);
    expect(fromFieldValue("money", null, null)).toBeNull();
    expect(fromFieldValue("money", new Decimal("1234.5"), 0)).toBe(1234.5);
    expect(fromFieldValue("integer", 120000, null)).toBe(120000);
    expect(toFieldValue("text", null)).toBe("");
    expect(toFieldValue("flag", undefined)).toBe(false);
  });

  it("shows an amount of 0 (B §3's default) as an empty money field, saved back as 0", () => {
    expect(toFieldValue("money", 0)).toBeNull();
    expect(toFieldValue("money", new Decimal("0.00"))).toBeNull();
    expect(toFieldValue("money", 12.5)).toBe(12.5);
    expect(toFieldValue("percent", 0)).toBe(0);
    expect(fromFieldValue("money", toFieldValue("money", 0), 0)).toBe(0);
  });

  it("round-trips the empty contract through every field unchanged", () => {
    const fields = allFieldPaths();
    const values = formValuesOf(empty, fields);
    expect(contractJsonFrom(empty, values, fields, empty)).toEqual(empty);
  });

  it("writes typed values where the server reads them", () => {
    const fields = allFieldPaths();
    const values = {
      ...formValuesOf(empty, fields),
      "lessee.firstName": "Émile",
      "lessee.birthDate": "1985/07/14",
      Amount: new Decimal("18500"),
      "financeLease.bankFee": new Decimal("49.95"),
      "financeLease.bankFeeIsSubstituted": false,
      "vehicle.year": 2024,
    };
    const json = contractJsonFrom(empty, values, fields, empty);
    expect(valueAtPath(json, "lessee.firstName")).toBe("Émile");
    expect(valueAtPath(json, "lessee.birthDate")).toBe("1985-07-14");
    expect(json.Amount).toBe(18500);
    expect(valueAtPath(json, "financeLease.bankFee")).toBe(49.95);
    expect(valueAtPath(json, "financeLease.bankFeeIsSubstituted")).toBe(false);
    expect(valueAtPath(json, "vehicle.year")).toBe(2024);
  });

  it("lists every substitutable fee with its flag", () => {
    expect(feeFields.map((fee) => fee.flagPath)).toContain("financeLease.brokerageFeeIsSubstituted");
    expect(feeFields).toHaveLength(9);
  });
});

describe("specialised vehicle groups", () => {
  it("shows one group per specialised category and none for road vehicles", () => {
    expect(vehicleGroupOf(VehicleType.Boat)).toBe("marine");
    expect(vehicleGroupOf(VehicleType.Trailer)).toBe("trailer");
    expect(vehicleGroupOf(VehicleType.HeavyEquipment)).toBe("heavy");
    expect(vehicleGroupOf(VehicleType.Motorcycle)).toBe("motorcycle");
    expect(vehicleGroupOf(VehicleType.RecreationalVehicle)).toBe("recreational");
    expect(vehicleGroupOf(VehicleType.Car)).toBeNull();
    expect(vehicleGroupOf(null)).toBeNull();
  });
});

describe("finance figures from core", () => {
  const today = new CalendarDate(2026, 3, 2);
  const json = (finance: Record<string, unknown>, amount: number | null = 12000) => ({
    ...(encodeContract(emptyContract()) as Record<string, unknown>),
    Amount: amount,
    financeLease: { ...(encodeContract(emptyContract()).financeLease as Record<string, unknown>), ...finance },
  });

  it("lists what activation still needs", () => {
    const figures = financeFigures(json({}, null), today);
    expect(figures?.schedule).toBeNull();
    expect(figures?.gaps).toEqual(["amount", "frequency", "numberOfPayments", "firstPaymentDate"]);
  });

  it("builds the schedule activation would write, with its totals", () => {
    const figures = financeFigures(json({ term: 12, frequency: 2, interestRate: 12, firstPaymentDate: "2026-04-01", insuranceFee: 10 }), today);
    expect(figures?.numberOfPayments).toBe(12);
    expect(figures?.feePerPeriod.toString()).toBe("10");
    expect(figures?.schedule?.count).toBe(12);
    // 12 000 $ at 12 % over 12 months: 1 066.19 $ a month, plus the 10 $ fee.
    expect(figures?.schedule?.regularPayment.toFixed(2)).toBe("1076.19");
    expect(figures?.schedule?.interest.gt(0)).toBe(true);
    expect(figures?.schedule?.total.toFixed(2)).toBe(
      figures!.schedule!.interest.plus(12000).plus(120).toFixed(2),
    );
  });

  it("amortizes a lease down to its residual, shown as the end-of-term balance", () => {
    // 26 940 $ at 7.49 % over 48 months bi-weekly (104 payments), residual 14 850 $: 177.48 $, not 300.15 $
    const figures = financeFigures(json({ term: 48, frequency: 1, interestRate: 7.49, firstPaymentDate: "2026-04-01", residualAmount: 14850 }, 26940), today);
    expect(figures?.schedule?.count).toBe(104);
    expect(figures?.schedule?.regularPayment.toFixed(2)).toBe("177.48");
    expect(figures?.schedule?.endBalance.toFixed(2)).toBe("14850.00");
    expect(figures?.schedule?.total.toFixed(2)).toBe(figures!.schedule!.interest.plus(26940 - 14850).toFixed(2));
    const financing = financeFigures({ ...json({ term: 48, frequency: 1, interestRate: 7.49, firstPaymentDate: "2026-04-01", residualAmount: 14850 }, 26940), ContractProductId: 1 }, today);
    expect(financing?.schedule?.regularPayment.toFixed(2)).toBe("300.15");
    expect(financing?.schedule?.endBalance.toFixed(2)).toBe("0.00");
  });

  it("answers null while the JSON does not decode", () => {
    expect(financeFigures(json({ biMonthlyFirstDay: 40 }), today)).toBeNull();
  });
});

describe("fees and their calculated values", () => {
  const fee = (name: string) => feeFields.find((entry) => entry.fee === name)!;
  const loaded = {
    "financeLease.insuranceFee": 12.5,
    "financeLease.insuranceFeeIsSubstituted": false,
    "financeLease.bankFee": 49.95,
    "financeLease.bankFeeIsSubstituted": true,
  };

  it("keeps a calculated fee as it came, starts a typed one from 0, and follows the base for the brokerage fee", () => {
    expect(computedFeeValue(fee("insuranceFee"), loaded, loaded)).toBe(12.5);
    expect(computedFeeValue(fee("bankFee"), loaded, loaded)).toBe(0);
    expect(computedFeeValue(fee("brokerageFee"), { "financeLease.baseBrokerageFee": 300 }, loaded)).toBe(300);
  });

  it("saves a fee that is not substituted at its calculated value, and a substituted one as typed", () => {
    const values = { ...loaded, "financeLease.insuranceFee": 99, "financeLease.bankFee": 60 };
    const saved = withCalculatedFees(values, loaded);
    expect(saved["financeLease.insuranceFee"]).toBe(12.5);
    expect(saved["financeLease.bankFee"]).toBe(60);
  });
});

describe("the server's message in the user's language", () => {
  it("shows the server's message as sent, and decides on the failure's code, never its words", () => {
    const error = new ApiError(409, failureOf({ Success: false, Result: null, ErrorMessage: "The contract already has this status.", Code: "conflict" }, 409));
    expect(serverMessage(error, "fallback")).toBe("The contract already has this status.");
    expect(failureCodeOf(error)).toBe("conflict");
    const stale = new ApiError(409, failureOf({ Success: false, Result: null, ErrorMessage: "Quelqu'un d'autre a modifié ce contrat.", Code: "staleEdit" }, 409));
    expect(failureCodeOf(stale)).toBe("staleEdit");
    expect(serverMessage(new TypeError("Failed to fetch"), "The contract was not saved.")).toBe("The contract was not saved.");
    expect(failureCodeOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});
