import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role, roleIds } from "../access/roles.js";
import { canDecideDeferral, canRequestDeferral } from "./index.js";

describe("canRequestDeferral (A §6)", () => {
  it("lets customers and the provider's staff request, not dealer partners", () => {
    expect(canRequestDeferral(Role.Client)).toBe(true);
    expect(canRequestDeferral(Role.ClientC)).toBe(true);
    expect(canRequestDeferral(Role.Admin)).toBe(true);
    expect(canRequestDeferral(Role.AdminCRM)).toBe(true);
    expect(canRequestDeferral(Role.LeadCrm)).toBe(true);
    expect(canRequestDeferral(Role.RegCollector)).toBe(true);
    expect(canRequestDeferral(Role.AdminCollector)).toBe(true);
    expect(canRequestDeferral(Role.Merchant)).toBe(false);
    expect(canRequestDeferral(Role.FAndI)).toBe(false);
    expect(canRequestDeferral(Role.AdminRep)).toBe(false);
  });

  it("reads no role as the customer view and refuses unknown role ids", () => {
    expect(canRequestDeferral(null)).toBe(true);
    expect(canRequestDeferral(undefined)).toBe(true);
    expect(canRequestDeferral(-1)).toBe(false);
    expect(canRequestDeferral(6)).toBe(false);
  });

  it("allows exactly the known roles that are not dealer partners", () => {
    const partners: readonly number[] = [Role.Merchant, Role.FAndI, Role.AdminRep];
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...roleIds), fc.integer()), (role) => {
        const known = (roleIds as readonly number[]).includes(role);
        expect(canRequestDeferral(role)).toBe(known && !partners.includes(role));
      }),
    );
  });
});

describe("canDecideDeferral (SECURITY 16)", () => {
  it("canDecideDeferral: Admin and AdminCollector only", () => {
    expect(roleIds.filter(canDecideDeferral)).toEqual([Role.Admin, Role.AdminCollector]);
    expect(canDecideDeferral(null)).toBe(false);
  });
});
