import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role, roleIds, isExternalPartner } from "./roles.js";
import { contractScopeOf, dealershipOfNewContract, isContractInScope } from "./scope.js";

const id = fc.option(fc.integer({ min: 1, max: 50 }), { nil: null });
const role = fc.constantFrom(...roleIds);

describe("contract scope (issue 15 §1, C §6)", () => {
  it("gives the lender's staff the whole tenant and the partners their own files", () => {
    expect(contractScopeOf({ roleId: Role.Admin, userId: 1, dealershipId: 3 })).toEqual({ kind: "tenant" });
    expect(contractScopeOf({ roleId: Role.RegCollector, userId: 1, dealershipId: null })).toEqual({ kind: "tenant" });
    expect(contractScopeOf({ roleId: Role.Merchant, userId: 2, dealershipId: 5 })).toEqual({ kind: "own", dealershipId: 5, userId: 2 });
    expect(contractScopeOf({ roleId: Role.AdminRep, userId: 4, dealershipId: null })).toEqual({ kind: "own", dealershipId: null, userId: 4 });
  });

  it("admits a partner to a contract exactly when it is of their dealership or they created it", () => {
    fc.assert(
      fc.property(role, id, id, id, id, (roleId, userId, dealershipId, contractDealership, createdBy) => {
        const scope = contractScopeOf({ roleId, userId, dealershipId });
        const inScope = isContractInScope(scope, { dealershipId: contractDealership, createdByUserId: createdBy });
        const own = (dealershipId !== null && contractDealership === dealershipId) || (userId !== null && createdBy === userId);
        expect(inScope).toBe(isExternalPartner(roleId) ? own : true);
      }),
    );
  });

  it("never lets two nulls match: a partner without a dealership does not see the files of no dealership", () => {
    const scope = contractScopeOf({ roleId: Role.FAndI, userId: 9, dealershipId: null });
    expect(isContractInScope(scope, { dealershipId: null, createdByUserId: null })).toBe(false);
    expect(isContractInScope(scope, { dealershipId: null, createdByUserId: 9 })).toBe(true);
  });

  it("files a partner's new contract under their dealership, and the staff's under none", () => {
    fc.assert(
      fc.property(role, id, id, (roleId, userId, dealershipId) => {
        const actor = { roleId, userId, dealershipId };
        const given = dealershipOfNewContract(actor);
        expect(given).toBe(isExternalPartner(roleId) ? dealershipId : null);
        // What a partner creates, the partner can open again.
        if (isExternalPartner(roleId) && (userId !== null || dealershipId !== null)) {
          expect(isContractInScope(contractScopeOf(actor), { dealershipId: given, createdByUserId: userId })).toBe(true);
        }
      }),
    );
  });
});
