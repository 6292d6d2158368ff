import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { amountArbitrary, isoDateArbitrary, randomisedFieldCount, wireArbitrary } from "./arbitraries.testing.js";
import { Budget, encodeBudget, emptyBudget } from "./budget.js";
import { Colessee, emptyColessee, encodeColessee } from "./colessee.js";
import {
  Contract,
  contractVerification,
  decodeContract,
  emptyContract,
  encodeContract,
  verificationCheckNames,
} from "./contract.js";
import { emptyFinanceLease, encodeFinanceLease, FinanceLease } from "./finance.js";
import { emptyLessee, encodeLessee, Lessee } from "./lessee.js";
import { emptyNote, encodeNote, Note } from "./note.js";
import { emptyVehicle, encodeVehicle, Vehicle } from "./vehicle.js";

const decoded = (input: unknown) => {
  const result = decodeContract(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

const errorPaths = (input: unknown, refuse = false) => {
  const result = decodeContract(input, refuse ? { unknownKeys: "refuse" } : {});
  return result.ok ? [] : result.errors.map((error) => error.path);
};

describe("emptyContract (B §3.1 initial state)", () => {
  it("equals decoding {}", () => {
    expect(emptyContract()).toEqual(decoded({}));
  });

  it("has the spec's defaults", () => {
    const contract = emptyContract();
    expect(contract.statusId).toBe(0);
    expect(contract.statusOptions).toEqual([
      { value: 0, label: { fr: "BROUILLON", en: "DRAFT" }, isDisabled: false, recordLevel: 0 },
    ]);
    expect(contract.stepper).toEqual({ MaxRecordLevel: 0, RecordLevel: 0 });
    expect(contract.financeLease.bankFeeIsSubstituted).toBe(true);
    expect(contract.financeLease.brokerageFeeIsSubstituted).toBe(true);
    expect(contract.financeLease.fileOpeningFeesIsSubstituted).toBe(false);
    expect(contract.checklist).toEqual({ items: [] });
    expect(contract.files).toEqual([]);
    expect(contract.Notes).toEqual([]);
    expect(contract.lessee).toEqual(emptyLessee());
    expect(contract.colessee).toEqual(emptyColessee());
    expect(contract.budget).toEqual(emptyBudget());
    expect(contract.vehicle).toEqual(emptyVehicle());
    expect(contract.financeLease).toEqual(emptyFinanceLease());
  });

  it("starts every verification check at status -1 with no date", () => {
    const contract = emptyContract();
    for (const check of verificationCheckNames) {
      expect(contractVerification(contract, check)).toEqual({ status: -1, date: null });
    }
    expect([contract.EquifaxCoDate, contract.CreditbookCoDate, contract.TransunionCoDate]).toEqual([null, null, null]);
  });

  it("gives a fresh object each call (no shared mutable default)", () => {
    const first = emptyContract();
    (first.statusOptions as unknown as unknown[]).push({ value: 9 });
    expect(emptyContract().statusOptions).toHaveLength(1);
  });
});

describe("decodeContract", () => {
  it("keeps the spec's wire names verbatim", () => {
    const contract = decoded({
      Amount: "1500.25",
      ContractProductId: 3,
      admCustomer_Id: 42,
      leaContracts_Id_Renew: 7,
      POId: 11,
      BankruptcyDate: "2024-03-01",
      FollowupContractNumber: "C-1",
      CrmLeadSourceDescription: "Web",
      financeLease: { numberOfPaymentsIsSubstitued: true },
    });
    expect(contract.Amount?.toString()).toBe("1500.25");
    expect([contract.ContractProductId, contract.admCustomer_Id, contract.leaContracts_Id_Renew, contract.POId]).toEqual([
      3, 42, 7, 11,
    ]);
    expect(contract.BankruptcyDate?.compare(new CalendarDate(2024, 3, 1))).toBe(0);
    expect(contract.FollowupContractNumber).toBe("C-1");
    expect(contract.CrmLeadSourceDescription).toBe("Web");
    expect(contract.financeLease.numberOfPaymentsIsSubstitued).toBe(true);
  });

  it("decodes a partial JSON from an older client, missing blocks taking their defaults", () => {
    const contract = decoded({ id: 12, lessee: { firstName: "Marie" }, financeLease: { bankFee: 25 } });
    expect(contract.id).toBe(12);
    expect(contract.lessee).toEqual({ ...emptyLessee(), firstName: "Marie" });
    expect(contract.financeLease.bankFee.equals(25)).toBe(true);
    expect(contract.financeLease.bankFeeIsSubstituted).toBe(true);
    expect(contract.vehicle).toEqual(emptyVehicle());
  });

  it("names every bad path, nested ones included", () => {
    expect(
      errorPaths({
        statusId: "1",
        lessee: { sinNumber: 123456789 },
        financeLease: { bankFee: "abc" },
        checklist: { items: [{ description: "ID" }] },
        vehicle: { exVin: false },
        Notes: [{ id: 1 }, { chkActiv: "yes" }],
      }),
    ).toEqual(["statusId", "lessee.sinNumber", "vehicle.exVin", "financeLease.bankFee", "checklist.items[0].id", "Notes[1].chkActiv"]);
  });

  it("says what is wrong in readable words", () => {
    const result = decodeContract({ lessee: { sinNumber: 5, province: "QC" }, financeLease: { bankFee: "abc" } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: "lessee.sinNumber", message: "expected a text" },
      { path: "lessee.province", message: "expected a number or null" },
      { path: "financeLease.bankFee", message: 'expected an amount, got "abc"' },
    ]);
  });

  it("refuses semi-monthly days outside 1..27 (B §5), the second up to 31 (the last day)", () => {
    expect(errorPaths({ financeLease: { biMonthlyFirstDay: 0, biMonthlySecondDay: 32 } })).toEqual([
      "financeLease.biMonthlyFirstDay",
      "financeLease.biMonthlySecondDay",
    ]);
    expect(errorPaths({ financeLease: { biMonthlyFirstDay: 28, biMonthlySecondDay: 31 } })).toEqual(["financeLease.biMonthlyFirstDay"]);
    expect(errorPaths({ financeLease: { biMonthlyFirstDay: 1, biMonthlySecondDay: 27 } })).toEqual([]);
    expect(errorPaths({ financeLease: { biMonthlyFirstDay: 15, biMonthlySecondDay: 31 } })).toEqual([]);
  });

  it("ignores unknown keys by default and refuses them, nested too, on request", () => {
    const input = { legacyFlag: true, lessee: { faxNumber: "x" } };
    const contract = decoded(input);
    expect("legacyFlag" in contract).toBe(false);
    expect("faxNumber" in contract.lessee).toBe(false);
    expect(errorPaths(input, true)).toEqual(["legacyFlag", "lessee.faxNumber"]);
  });

  it("keeps money exact: 0.1 + 0.2 is 0.3", () => {
    const contract = decoded({ financeLease: { vehiclePrice: "0.1", warrantyPrice: 0.2 } });
    const sum = contract.financeLease.vehiclePrice.plus(contract.financeLease.warrantyPrice);
    expect(contract.financeLease.vehiclePrice).toBeInstanceOf(Decimal);
    expect(sum.equals(new Decimal("0.3"))).toBe(true);
    expect(sum.toString()).toBe("0.3");
  });

  it("reads empty dates as null and writes them back as empty text", () => {
    const contract = decoded({ shipDate: "", ABVDate: null, date: "2026-11-22T00:00:00" });
    expect(contract.shipDate).toBeNull();
    expect(contract.ABVDate).toBeNull();
    expect(contract.date?.toString()).toBe("2026-11-22");
    const json = encodeContract(contract);
    expect([json.shipDate, json.ABVDate, json.date]).toEqual(["", "", "2026-11-22"]);
  });
});

const statusOptionArbitrary = fc.record({
  value: fc.integer({ min: 0, max: 20 }),
  label: fc.record({ fr: fc.string(), en: fc.string() }),
  isDisabled: fc.boolean(),
  recordLevel: fc.integer({ min: 0, max: 10 }),
});

const checklistItemArbitrary = fc.record({
  id: fc.integer({ min: -1, max: 1000 }),
  categoryTitle: fc.string(),
  description: fc.string(),
  isChecked: fc.boolean(),
  isApprovalChecked: fc.boolean(),
  isCheckedExternal: fc.boolean(),
  isWaived: fc.boolean(),
  isNonApplicable: fc.boolean(),
  isExternal: fc.boolean(),
  isExternalOnly: fc.boolean(),
  checkedFrom: fc.constantFrom("none", "internal", "external"),
  checkedInitials: fc.option(fc.string({ maxLength: 3 }), { nil: null }),
  checklistNote: fc.option(fc.string(), { nil: null }),
  sysLogins_Id: fc.option(fc.nat(), { nil: null }),
});

const day = fc.option(fc.integer({ min: 1, max: 27 }), { nil: null });

/** Random wire JSON of a whole contract: every field of every block gets a random valid value. */
const contractWireArbitrary = wireArbitrary(Contract, encodeContract(emptyContract()), {
  statusId: fc.integer({ min: 0, max: 20 }),
  statusOptions: fc.array(statusOptionArbitrary, { maxLength: 3 }),
  stepper: fc.record({ MaxRecordLevel: fc.nat(9), RecordLevel: fc.nat(9) }),
  ABVStatus: fc.integer({ min: -1, max: 5 }),
  TransunionStatus: fc.integer({ min: -1, max: 5 }),
  lessee: wireArbitrary(Lessee, encodeLessee(emptyLessee())),
  colessee: wireArbitrary(Colessee, encodeColessee(emptyColessee())),
  budget: wireArbitrary(Budget, encodeBudget(emptyBudget())),
  vehicle: wireArbitrary(Vehicle, encodeVehicle(emptyVehicle()), {
    legalWarrantyType: fc.constantFrom(null, "A", "B", "C", "D"),
  }),
  financeLease: wireArbitrary(FinanceLease, encodeFinanceLease(emptyFinanceLease()), {
    biMonthlyFirstDay: day,
    biMonthlySecondDay: day,
    frequency: fc.constantFrom(null, 0, 1, 2, 3),
  }),
  checklist: fc.record({ items: fc.array(checklistItemArbitrary, { maxLength: 3 }) }),
  files: fc.array(fc.record({ id: fc.nat(), description: fc.string(), path: fc.string() }), { maxLength: 2 }),
  fileCategoryOptions: fc.array(
    fc.record({ label: fc.string(), value: fc.oneof(fc.integer(), fc.string()) }),
    { maxLength: 2 },
  ),
  Notes: fc.array(wireArbitrary(Note, encodeNote(emptyNote())), { maxLength: 2 }),
  validations: fc.array(
    fc.record({
      sectionLabel: fc.string(),
      validationFields: fc.array(fc.record({ label: fc.string(), isValid: fc.boolean() }), { maxLength: 2 }),
    }),
    { maxLength: 2 },
  ),
});

describe("contract round trip", () => {
  it("randomises most fields of every block", () => {
    expect(randomisedFieldCount(Contract)).toBeGreaterThan(80);
    expect(randomisedFieldCount(Lessee)).toBe(Object.keys(Lessee.fields).length);
  });

  it("encode(decode(json)) equals json for generated wire JSON", () => {
    fc.assert(
      fc.property(contractWireArbitrary, (json) => {
        const result = decodeContract(json, { unknownKeys: "refuse" });
        expect(result.ok).toBe(true);
        if (result.ok) expect(encodeContract(result.value)).toEqual(json);
      }),
      { numRuns: 60 },
    );
  });

  it("decode(encode(x)) equals x for random valid contracts", () => {
    fc.assert(
      fc.property(contractWireArbitrary, (json) => {
        const value = decoded(json);
        expect(decoded(encodeContract(value))).toEqual(value);
      }),
      { numRuns: 60 },
    );
  });

  it("keeps every cent of amounts and every date, whatever their value", () => {
    fc.assert(
      fc.property(amountArbitrary, amountArbitrary, isoDateArbitrary, (price, fee, date) => {
        const value = decoded({ Amount: price, financeLease: { bankFee: fee, firstPaymentDate: date } });
        expect(value.Amount?.equals(new Decimal(String(price)))).toBe(true);
        const json = encodeContract(value);
        expect([json.Amount, json.financeLease?.bankFee, json.financeLease?.firstPaymentDate]).toEqual([price, fee, date]);
      }),
    );
  });
});
