import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tenantCodes, tenantProfile } from "../access/tenants.js";
import { ContractStatus } from "../codes/contractStatus.js";
import { checklistAllowsMove } from "./completion.js";

const statuses = Object.values(ContractStatus);

describe("the checklist gate on status moves (A §2, §4; issue 15 §10)", () => {
  it("holds funding back in a tenant with the completion switch until the switch is on, and nothing else", () => {
    fc.assert(
      fc.property(fc.constantFrom(...statuses), fc.constantFrom(...tenantCodes), fc.boolean(), (status, tenant, completed) => {
        const gated = status === ContractStatus.Active && tenantProfile(tenant).hasChecklistCompletionSwitch;
        expect(checklistAllowsMove(status, { tenant, completed })).toBe(!gated || completed);
      }),
    );
    expect(checklistAllowsMove(ContractStatus.Active, { tenant: "CAPITAL", completed: false })).toBe(false);
    expect(checklistAllowsMove(ContractStatus.Active, { tenant: "CAPITAL", completed: true })).toBe(true);
    expect(checklistAllowsMove(ContractStatus.Approved, { tenant: "CAPITAL", completed: false })).toBe(true);
    expect(checklistAllowsMove(ContractStatus.Active, { tenant: "RENT", completed: false })).toBe(true);
  });
});
