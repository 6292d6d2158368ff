import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isAdmin,
  isCollector,
  isCustomerRole,
  isExternalPartner,
  isRoleId,
  isStaff,
  Role,
  roleIds,
  type RoleId,
} from "./roles.js";

/** What each predicate answers for each role of C §6, written out by hand. */
const expected: Record<RoleId, { admin: boolean; customer: boolean; partner: boolean; collector: boolean }> = {
  1: { admin: false, customer: true, partner: false, collector: false },
  2: { admin: false, customer: true, partner: false, collector: false },
  3: { admin: false, customer: false, partner: true, collector: false },
  4: { admin: false, customer: false, partner: true, collector: false },
  5: { admin: false, customer: false, partner: true, collector: false },
  7: { admin: true, customer: false, partner: false, collector: false },
  9: { admin: false, customer: false, partner: false, collector: false },
  10: { admin: false, customer: false, partner: false, collector: false },
  11: { admin: false, customer: false, partner: false, collector: true },
  12: { admin: false, customer: false, partner: false, collector: true },
};

describe("roles (C §6)", () => {
  it("has the spec's ids and names", () => {
    expect(Role).toEqual({
      Client: 1,
      ClientC: 2,
      Merchant: 3,
      FAndI: 4,
      AdminRep: 5,
      Admin: 7,
      LeadCrm: 9,
      AdminCRM: 10,
      RegCollector: 11,
      AdminCollector: 12,
    });
    expect(roleIds).toEqual([1, 2, 3, 4, 5, 7, 9, 10, 11, 12]);
  });

  it.each(roleIds)("role %i answers every predicate as the spec says", (role) => {
    const want = expected[role];
    expect(isAdmin(role)).toBe(want.admin);
    expect(isCustomerRole(role)).toBe(want.customer);
    expect(isStaff(role)).toBe(!want.customer);
    expect(isExternalPartner(role)).toBe(want.partner);
    expect(isCollector(role)).toBe(want.collector);
  });

  it("only Admin (7) is admin: AdminCRM and AdminCollector are not (A §6 100-year list, C §3.4 closing reason)", () => {
    expect(roleIds.filter(isAdmin)).toEqual([Role.Admin]);
  });

  it("isRoleId accepts exactly the ten ids", () => {
    for (const role of roleIds) expect(isRoleId(role)).toBe(true);
    for (const value of [0, 6, 8, 13, -1, 7.5, "7", null, undefined, {}, Number.NaN]) {
      expect(isRoleId(value)).toBe(false);
    }
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isRoleId(value)).toBe(typeof value === "number" && (roleIds as readonly number[]).includes(value));
      }),
    );
  });
});
