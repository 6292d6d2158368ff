import { describe, expect, it } from "vitest";
import {
  ContractStatus,
  contractStatusMaxRecordLevel,
  contractStatusOptions,
  contractStatusRecordLevelOf,
  contractStatusWireOptions,
  isFinalContractStatus,
} from "./contractStatus.js";
import { labelOf } from "./option.js";

describe("contract status (B §3.1, C §3.4)", () => {
  it("starts with the default entry DRAFT / BROUILLON, value 0, record level 0", () => {
    expect(contractStatusOptions[0]).toEqual({ value: 0, recordLevel: 0, label: { fr: "BROUILLON", en: "DRAFT" } });
  });

  it("keeps the spec's codes: 1 active, 9 closed after renewal", () => {
    expect(ContractStatus.Active).toBe(1);
    expect(ContractStatus.ClosedAfterRenewal).toBe(9);
    expect(labelOf(contractStatusOptions, 1, "en")).toBe("ACTIVE");
    expect(labelOf(contractStatusOptions, 9, "en")).toBe("CLOSED AFTER RENEWAL");
  });

  it("holds every status code once, in workflow order", () => {
    expect(contractStatusOptions.map((entry) => entry.value)).toEqual([0, 2, 3, 4, 6, 5, 1, 8, 9, 10, 7]);
    expect(contractStatusOptions.map((entry) => entry.value).sort((a, b) => a - b)).toEqual(
      Object.values(ContractStatus).sort((a, b) => a - b),
    );
  });

  it("record levels never go down along the list and stay within 0..max", () => {
    contractStatusOptions.forEach((entry, index) => {
      expect(entry.recordLevel).toBeGreaterThanOrEqual(0);
      expect(entry.recordLevel).toBeLessThanOrEqual(contractStatusMaxRecordLevel);
      const previous = contractStatusOptions[index - 1];
      if (previous) expect(entry.recordLevel).toBeGreaterThanOrEqual(previous.recordLevel);
    });
    expect(contractStatusRecordLevelOf(ContractStatus.Active)).toBe(4);
    expect(contractStatusRecordLevelOf(99)).toBeUndefined();
  });

  it("final statuses are the closed ones and refusal", () => {
    const final = contractStatusOptions.filter((entry) => isFinalContractStatus(entry.value)).map((entry) => entry.value);
    expect(final.sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10]);
    expect(isFinalContractStatus("9")).toBe(false);
  });

  it("gives the contract's statusOptions shape, disabled where the caller says", () => {
    const options = contractStatusWireOptions((status) => status !== ContractStatus.Draft);
    expect(options[0]).toEqual({ value: 0, label: { fr: "BROUILLON", en: "DRAFT" }, recordLevel: 0, isDisabled: false });
    expect(options.filter((entry) => !entry.isDisabled).map((entry) => entry.value)).toEqual([0]);
    expect(contractStatusWireOptions().every((entry) => !entry.isDisabled)).toBe(true);
    expect(contractStatusWireOptions().map((entry) => entry.value)).toEqual(contractStatusOptions.map((entry) => entry.value));
  });
});
