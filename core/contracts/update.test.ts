import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role } from "../access/roles.js";
import { decodeContract, emptyContract, encodeContract, type Contract } from "../models/contract.js";
import { Decimal } from "../money/decimal.js";
import {
  compactContractJson,
  contractChangedFields,
  contractFigureProblems,
  contractFinanceTermsChanged,
  contractJsonForRole,
  contractServerOwnedKeys,
  decodeContractCreateRequest,
  decodeContractStatusChangeRequest,
  decodeContractUpdateRequest,
  formatContractNumber,
  mergeContractUpdate,
} from "./index.js";

const empty = encodeContract(emptyContract());

describe("what a client may write (SECURITY 18)", () => {
  it("puts every server-owned key back from the stored contract", () => {
    const stored: Contract = { ...emptyContract(), id: 9, statusId: 1, contractNumber: "RENT-000009", sysLoginsApprovedById: 4, ABVStatus: 1 };
    const body: Contract = {
      ...emptyContract(),
      id: 1,
      statusId: 8,
      contractNumber: "MINE",
      sysLoginsApprovedById: 666,
      ABVStatus: 2,
      isAIApproved: true,
      onboardingSlug: "guess",
      internalReference: "REF-7",
      lessee: { ...emptyContract().lessee, firstName: "Julie" },
    };
    const merged = mergeContractUpdate(stored, body);
    expect(merged).toMatchObject({ id: 9, statusId: 1, contractNumber: "RENT-000009", sysLoginsApprovedById: 4, ABVStatus: 1, isAIApproved: false, onboardingSlug: "" });
    expect(merged.internalReference).toBe("REF-7");
    expect(merged.lessee.firstName).toBe("Julie");
    for (const key of contractServerOwnedKeys) expect(merged[key]).toEqual(stored[key]);
  });

  it("names only keys the contract has", () => {
    for (const key of contractServerOwnedKeys) expect(Object.keys(empty)).toContain(key);
  });
});

describe("figures a stored contract may hold", () => {
  it("refuses numbers JSON cannot carry back and out-of-range terms", () => {
    const contract = emptyContract();
    expect(contractFigureProblems({ ...contract, Amount: new Decimal("1e400") })).toEqual([{ path: "Amount", message: "number out of range", code: "number" }]);
    expect(contractFigureProblems({ ...contract, marketSource: Number.POSITIVE_INFINITY })[0]?.path).toBe("marketSource");
    expect(contractFigureProblems({ ...contract, Amount: new Decimal("1000000000.01") })[0]?.path).toBe("Amount");
    expect(contractFigureProblems({ ...contract, Amount: new Decimal("1000000000") })).toEqual([]);
    const finance = (patch: Partial<Contract["financeLease"]>) => ({ ...contract, financeLease: { ...contract.financeLease, ...patch } });
    expect(contractFigureProblems(finance({ interestRate: new Decimal("100.0000001") }))[0]?.path).toBe("financeLease.interestRate");
    expect(contractFigureProblems(finance({ interestRate: new Decimal("-1") }))[0]?.path).toBe("financeLease.interestRate");
    expect(contractFigureProblems(finance({ interestRate: new Decimal("0.000001") }))).toEqual([]);
    expect(contractFigureProblems(finance({ term: 241, frequency: 0 }))[0]?.path).toBe("financeLease.term");
    expect(contractFigureProblems(finance({ term: 240, frequency: 0 }))).toEqual([]);
    expect(contractFigureProblems(finance({ term: -3 }))[0]?.path).toBe("financeLease.term");
    expect(contractFigureProblems(finance({ balanceAmount: new Decimal("-2") }))).toEqual([]);
  });

  it("anything it accepts survives a JSON round trip unchanged", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.option(fc.double(), { nil: null }), (amount, rate, province) => {
        const contract = emptyContract();
        const candidate: Contract = {
          ...contract,
          Amount: Number.isFinite(amount) ? new Decimal(amount) : null,
          customerProvinceId: province,
          financeLease: { ...contract.financeLease, interestRate: Number.isFinite(rate) ? new Decimal(rate) : new Decimal(0) },
        };
        if (contractFigureProblems(candidate).length > 0) return;
        const json = JSON.parse(JSON.stringify(encodeContract(candidate)));
        const back = decodeContract(json);
        expect(back.ok).toBe(true);
        if (back.ok) expect(encodeContract(back.value)).toEqual(json);
      }),
    );
  });
});

describe("active contracts' locked terms", () => {
  it("sees a change in any schedule term, and nothing else", () => {
    const contract = emptyContract();
    const finance = (patch: Partial<Contract["financeLease"]>): Contract => ({ ...contract, financeLease: { ...contract.financeLease, ...patch } });
    expect(contractFinanceTermsChanged(contract, finance({ frequency: 2 }))).toBe(true);
    expect(contractFinanceTermsChanged(contract, finance({ firstPaymentDate: new CalendarDate(2027, 1, 1) }))).toBe(true);
    expect(contractFinanceTermsChanged(contract, finance({ insuranceFee: new Decimal("4.5") }))).toBe(true);
    expect(contractFinanceTermsChanged(contract, finance({ interestRate: new Decimal("0.00") }))).toBe(false);
    expect(contractFinanceTermsChanged(contract, finance({ vehiclePrice: new Decimal(10) }))).toBe(false);
    expect(contractFinanceTermsChanged(contract, { ...contract, lessee: { ...contract.lessee, city: "Laval" } })).toBe(false);
  });
});

describe("audit of changed fields (SECURITY 29)", () => {
  it("lists changed paths and hides account numbers, SIN and licence", () => {
    const before = encodeContract(emptyContract());
    const after = {
      ...before,
      internalReference: "R1",
      lessee: { ...before.lessee, firstName: "Julie", sinNumber: "046 454 286", bankfolio: "1234567", bankfolio2: "7654321" },
      colessee: { ...before.colessee, coSinNumber: "046 454 286", coBankinst: "815" },
    };
    const changed = contractChangedFields(before, after);
    expect(changed.after).toEqual({
      internalReference: "R1",
      "lessee.firstName": "Julie",
      "lessee.sinNumber": "[redacted]",
      "lessee.bankfolio": "[redacted]",
      "lessee.bankfolio2": "[redacted]",
      "colessee.coSinNumber": "[redacted]",
      "colessee.coBankinst": "[redacted]",
    });
    expect(changed.before["lessee.firstName"]).toBe("");
    expect(JSON.stringify(changed)).not.toMatch(/046|1234567|7654321|815/);
    expect(contractChangedFields(before, before)).toEqual({ before: {}, after: {} });
  });

  it("masks the SIN and licence for collectors only", () => {
    const json = encodeContract({ ...emptyContract(), lessee: { ...emptyContract().lessee, sinNumber: "046 454 286", driverLicence: "T1234-567890-12" } });
    expect(contractJsonForRole(json, Role.RegCollector).lessee?.sinNumber).toBe("*** *** 286");
    expect(contractJsonForRole(json, Role.AdminCollector).lessee?.driverLicence).toBe("");
    expect(contractJsonForRole(json, Role.Merchant)).toBe(json);
    expect(contractJsonForRole(encodeContract(emptyContract()), Role.RegCollector).lessee?.sinNumber).toBe("");
  });
});

describe("compact storage", () => {
  it("keeps only what differs from the empty contract, and decodes back to the same contract", () => {
    const contract = emptyContract();
    const filled: Contract = {
      ...contract,
      internalReference: "X",
      lessee: { ...contract.lessee, city: "Laval" },
      financeLease: { ...contract.financeLease, bankFeeIsSubstituted: false, firstPaymentDate: new CalendarDate(2026, 12, 4) },
    };
    const json = encodeContract(filled);
    const compact = compactContractJson(json, empty);
    expect(compact).toEqual({ internalReference: "X", lessee: { city: "Laval" }, financeLease: { bankFeeIsSubstituted: false, firstPaymentDate: "2026-12-04" } });
    const back = decodeContract(JSON.parse(JSON.stringify(compact)));
    expect(back.ok && encodeContract(back.value)).toEqual(json);
  });
});

describe("request bodies", () => {
  it("decodes an update with its version, refusing unknown keys when asked", () => {
    expect(decodeContractUpdateRequest({ ...empty, version: 2 }, { unknownKeys: "refuse" }).ok).toBe(true);
    expect(decodeContractUpdateRequest({ version: 0 }).ok).toBe(false);
    expect(decodeContractUpdateRequest({ version: 1.5 }).ok).toBe(false);
    expect(decodeContractUpdateRequest({ version: "1" }).ok).toBe(false);
    expect(decodeContractUpdateRequest([1]).ok).toBe(false);
    const unknown = decodeContractUpdateRequest({ version: 1, lessee: { hacker: true } }, { unknownKeys: "refuse" });
    expect(unknown).toEqual({ ok: false, errors: [{ path: "lessee.hacker", message: "unknown field", code: "unknownField" }] });
  });

  it("decodes a create body, none meaning the empty contract", () => {
    const none = decodeContractCreateRequest(undefined);
    expect(none.ok && none.value.statusId).toBe(0);
    expect(decodeContractCreateRequest({ version: 1 }, { unknownKeys: "refuse" }).ok).toBe(false);
  });

  it("decodes a status change", () => {
    expect(decodeContractStatusChangeRequest({ statusId: 1, version: 4 })).toEqual({ ok: true, value: { statusId: 1, version: 4 } });
    expect(decodeContractStatusChangeRequest({ statusId: "1", version: 4 }).ok).toBe(false);
    expect(decodeContractStatusChangeRequest({ version: 4 })).toEqual({ ok: false, errors: [{ path: "statusId", message: "is required", code: "required" }] });
    expect(decodeContractStatusChangeRequest({ statusId: 1, version: 4, tenantId: 2 }, { unknownKeys: "refuse" }).ok).toBe(false);
    expect(decodeContractStatusChangeRequest({ statusId: 1, version: 4, tenantId: 2 }).ok).toBe(true);
    expect(decodeContractStatusChangeRequest(null).ok).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const decoded = decodeContractStatusChangeRequest(input, { unknownKeys: "refuse" });
        if (decoded.ok) expect(Object.keys(input as object).sort()).toEqual(["statusId", "version"]);
      }),
    );
  });

  it("formats contract numbers per tenant", () => {
    expect(formatContractNumber("RENT", 1)).toBe("RENT-000001");
    expect(formatContractNumber("RENT", 1_000_000)).toBe("RENT-1000000");
  });
});
