import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role, roleIds, type RoleId } from "../access/roles.js";
import {
  ContractStatus,
  contractStatusOptions,
  contractStatusRecordLevelOf,
  isFinalContractStatus,
  type ContractStatusCode,
} from "../codes/contractStatus.js";
import { t } from "../i18n/translate.js";
import {
  canChangeContractStatus,
  checkContractEdit,
  checkContractStatusChange,
  contractEditRefusalKey,
  contractStatusMoves,
  contractStatusOptionsFor,
  contractStatusRefusalKey,
  contractStepper,
  isSelfApproval,
  nextContractStatuses,
  type ContractEditRefusal,
  type ContractStatusRefusal,
} from "./index.js";

const S = ContractStatus;
const statuses: readonly ContractStatusCode[] = contractStatusOptions.map((entry) => entry.value);
const roleArb = fc.constantFrom(...roleIds);
const statusArb = fc.constantFrom(...statuses);

describe("contract status workflow (B §3.1, §4; A §6)", () => {
  it("lets dealers, F&I, agents, CRM staff and admins submit a draft; customers and collectors cannot", () => {
    for (const role of [Role.Merchant, Role.FAndI, Role.AdminRep, Role.LeadCrm, Role.AdminCRM, Role.Admin]) {
      expect(canChangeContractStatus(S.Draft, S.Submitted, role)).toBe(true);
    }
    for (const role of [Role.Client, Role.ClientC, Role.RegCollector, Role.AdminCollector]) {
      expect(checkContractStatusChange(S.Draft, S.Submitted, role)).toEqual({ ok: false, reason: "roleNotAllowed" });
    }
  });

  it("keeps analysis, decisions, funding and closing to admins", () => {
    const adminOnly: Array<[ContractStatusCode, ContractStatusCode]> = [
      [S.Submitted, S.InAnalysis],
      [S.InAnalysis, S.Approved],
      [S.InAnalysis, S.Refused],
      [S.SignedAwaitingFunding, S.Active],
      [S.Active, S.PaidOut],
    ];
    for (const [from, to] of adminOnly) {
      expect(canChangeContractStatus(from, to, Role.Admin)).toBe(true);
      for (const role of roleIds.filter((each) => each !== Role.Admin)) expect(canChangeContractStatus(from, to, role)).toBe(false);
    }
  });

  it("lets the dealer side record the signature and collections administrators terminate", () => {
    expect(nextContractStatuses(S.Approved, Role.FAndI)).toEqual([S.SignedAwaitingFunding, S.Cancelled]);
    expect(nextContractStatuses(S.Active, Role.AdminCollector)).toEqual([S.Terminated]);
    expect(nextContractStatuses(S.Active, Role.RegCollector)).toEqual([]);
    expect(nextContractStatuses(S.Active, Role.Admin)).toEqual([S.PaidOut, S.Terminated]);
  });

  it("names why a change is refused, in order", () => {
    expect(checkContractStatusChange(42, S.Draft, Role.Admin)).toEqual({ ok: false, reason: "unknownStatus" });
    expect(checkContractStatusChange(S.Draft, "2", Role.Admin)).toEqual({ ok: false, reason: "unknownStatus" });
    expect(checkContractStatusChange(S.Draft, S.Draft, Role.Admin)).toEqual({ ok: false, reason: "sameStatus" });
    expect(checkContractStatusChange(S.Refused, S.Approved, Role.Admin)).toEqual({ ok: false, reason: "finalStatus" });
    expect(checkContractStatusChange(S.Draft, S.Active, Role.Admin)).toEqual({ ok: false, reason: "moveNotAllowed" });
    expect(checkContractStatusChange(S.InAnalysis, S.Approved, Role.Merchant)).toEqual({ ok: false, reason: "roleNotAllowed" });
  });

  it("gives the statusOptions with the current status and the role's moves enabled", () => {
    const options = contractStatusOptionsFor(S.InAnalysis, Role.Admin);
    expect(options.map((entry) => entry.value)).toEqual(statuses);
    expect(options.filter((entry) => !entry.isDisabled).map((entry) => entry.value)).toEqual([S.InAnalysis, S.Approved, S.Refused, S.Cancelled]);
    expect(options.find((entry) => entry.value === S.Active)).toMatchObject({ recordLevel: 4, isDisabled: true });
    expect(contractStatusOptionsFor(S.InAnalysis, Role.Merchant).filter((entry) => !entry.isDisabled).map((entry) => entry.value)).toEqual([
      S.InAnalysis,
    ]);
  });

  it("gives the stepper from the status", () => {
    expect(contractStepper(S.Draft)).toEqual({ RecordLevel: 0, MaxRecordLevel: 5 });
    expect(contractStepper(S.SignedAwaitingFunding)).toEqual({ RecordLevel: 3, MaxRecordLevel: 5 });
    expect(contractStepper(99)).toEqual({ RecordLevel: 0, MaxRecordLevel: 5 });
  });

  it("refuses an approval by its maker (SECURITY 16)", () => {
    const makers = { createdByUserId: 1, submittedByUserId: 2 };
    expect(isSelfApproval(S.Approved, 1, makers)).toBe(true);
    expect(isSelfApproval(S.Approved, 2, makers)).toBe(true);
    expect(isSelfApproval(S.Approved, 3, makers)).toBe(false);
    expect(isSelfApproval(S.Approved, null, { createdByUserId: null, submittedByUserId: null })).toBe(false);
    expect(isSelfApproval(S.Refused, 1, makers)).toBe(false);
  });

  it("lets originators edit drafts and submitted files, admins up to active, nobody a final contract", () => {
    expect(checkContractEdit(S.Draft, Role.Merchant)).toEqual({ ok: true });
    expect(checkContractEdit(S.Submitted, Role.LeadCrm)).toEqual({ ok: true });
    expect(checkContractEdit(S.Approved, Role.FAndI)).toEqual({ ok: false, reason: "roleNotAllowed" });
    expect(checkContractEdit(S.Active, Role.Admin)).toEqual({ ok: true });
    expect(checkContractEdit(S.Draft, Role.RegCollector)).toEqual({ ok: false, reason: "roleNotAllowed" });
    expect(checkContractEdit(S.Draft, Role.Client)).toEqual({ ok: false, reason: "roleNotAllowed" });
    for (const status of statuses.filter(isFinalContractStatus)) {
      expect(checkContractEdit(status, Role.Admin)).toEqual({ ok: false, reason: "finalStatus" });
    }
    expect(checkContractEdit(-1, Role.Admin)).toEqual({ ok: false, reason: "unknownStatus" });
  });

  it("has words in both languages for every refusal", () => {
    const statusReasons: Array<ContractStatusRefusal | "selfApproval"> = ["unknownStatus", "sameStatus", "finalStatus", "moveNotAllowed", "roleNotAllowed", "selfApproval"];
    const editReasons: ContractEditRefusal[] = ["unknownStatus", "finalStatus", "roleNotAllowed"];
    for (const key of [...statusReasons.map(contractStatusRefusalKey), ...editReasons.map(contractEditRefusalKey)]) {
      expect(t("en", key)).not.toBe(key);
      expect(t("fr", key)).not.toBe(t("en", key));
    }
  });
});

describe("contract status workflow properties", () => {
  it("has moves only between known statuses, each once, each with at least one staff role", () => {
    const seen = new Set<string>();
    for (const entry of contractStatusMoves) {
      expect(statuses).toContain(entry.from);
      expect(statuses).toContain(entry.to);
      expect(entry.roles.length).toBeGreaterThan(0);
      expect(entry.roles).not.toContain(Role.Client);
      expect(entry.roles).not.toContain(Role.ClientC);
      const key = `${entry.from}>${entry.to}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  it("never offers CLOSED AFTER RENEWAL: status 9 is set by funding a micro-credit renewal only (C §3.4)", () => {
    fc.assert(
      fc.property(statusArb, statusArb, roleArb, (from, to, role) => {
        expect(nextContractStatuses(from, role)).not.toContain(S.ClosedAfterRenewal);
        const offered = contractStatusOptionsFor(from, role).find((entry) => entry.value === S.ClosedAfterRenewal);
        // Shown (disabled) only as the current status of a contract already closed after renewal.
        expect(offered === undefined || offered.isDisabled || from === S.ClosedAfterRenewal).toBe(true);
        if (to === S.ClosedAfterRenewal) expect(canChangeContractStatus(from, to, role)).toBe(false);
      }),
    );
  });

  it("never leaves a final status, for any role", () => {
    fc.assert(
      fc.property(statusArb, statusArb, roleArb, (from, to, role) => {
        if (isFinalContractStatus(from)) expect(canChangeContractStatus(from, to, role)).toBe(false);
      }),
    );
  });

  it("never lowers the record level along an allowed move", () => {
    fc.assert(
      fc.property(statusArb, statusArb, roleArb, (from, to, role) => {
        if (canChangeContractStatus(from, to, role)) {
          expect(contractStatusRecordLevelOf(to)!).toBeGreaterThanOrEqual(contractStatusRecordLevelOf(from)!);
        }
      }),
    );
  });

  it("reaches every status from DRAFT but CLOSED AFTER RENEWAL, which funding a renewal sets (C §3.4)", () => {
    const reached = new Set<ContractStatusCode>([S.Draft]);
    const queue: ContractStatusCode[] = [S.Draft];
    while (queue.length > 0) {
      const from = queue.shift()!;
      for (const role of roleIds) {
        for (const to of nextContractStatuses(from, role)) {
          if (!reached.has(to)) {
            reached.add(to);
            queue.push(to);
          }
        }
      }
    }
    expect([...reached].sort((a, b) => a - b)).toEqual([...statuses].filter((status) => status !== S.ClosedAfterRenewal).sort((a, b) => a - b));
  });

  it("leaves no dead end: every status that is not final has a way forward", () => {
    for (const status of statuses.filter((each) => !isFinalContractStatus(each))) {
      expect(roleIds.some((role) => nextContractStatuses(status, role).length > 0)).toBe(true);
    }
  });

  it("agrees between nextContractStatuses, canChangeContractStatus and the status options", () => {
    fc.assert(
      fc.property(statusArb, statusArb, roleArb, (from, to, role) => {
        const allowed = canChangeContractStatus(from, to, role);
        expect(nextContractStatuses(from, role).includes(to)).toBe(allowed);
        const option = contractStatusOptionsFor(from, role).find((entry) => entry.value === to)!;
        expect(option.isDisabled).toBe(to !== from && !allowed);
      }),
    );
  });

  it("random walks from DRAFT keep levels rising and stop only at final statuses or role limits", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(roleArb, fc.nat()), { maxLength: 20 }), (steps) => {
        let status: ContractStatusCode = S.Draft;
        for (const [role, pick] of steps) {
          const next = nextContractStatuses(status, role as RoleId);
          if (next.length === 0) continue;
          const to = next[pick % next.length]!;
          expect(contractStatusRecordLevelOf(to)!).toBeGreaterThanOrEqual(contractStatusRecordLevelOf(status)!);
          status = to;
        }
        if (isFinalContractStatus(status)) expect(roleIds.every((role) => nextContractStatuses(status, role).length === 0)).toBe(true);
      }),
    );
  });

  it("refuses unknown codes and unknown role ids", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.integer(), (from, to, role) => {
        const known = statuses.includes(from as ContractStatusCode) && statuses.includes(to as ContractStatusCode);
        const isRole = (roleIds as readonly number[]).includes(role);
        if (!known || !isRole) expect(canChangeContractStatus(from, to, role as RoleId)).toBe(false);
      }),
    );
  });
});
