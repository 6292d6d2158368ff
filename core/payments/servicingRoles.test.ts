import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role, roleIds } from "../access/roles.js";
import { canAdjustOrWriteOff, canAssignCollector, canChargeOrWaiveFees, canDecideDeferral, canImportProcessorFiles, canOpenAccountOnline, canRecordPayments, canRequestDeferral, canRunServicing, canWorkCollections, isCollectorRole, isLenderStaff } from "./index.js";

const anyRole = fc.oneof(fc.constantFrom(...roleIds), fc.integer(), fc.constant(null), fc.constant(undefined));

describe("servicing roles (A §6, C §3.4, C §7, SECURITY 16)", () => {
  it("isLenderStaff: the five lender roles only", () => {
    const staff = roleIds.filter(isLenderStaff);
    expect(staff).toEqual([Role.Admin, Role.LeadCrm, Role.AdminCRM, Role.RegCollector, Role.AdminCollector]);
    expect(isLenderStaff(null)).toBe(false);
    expect(isLenderStaff(6)).toBe(false);
  });

  it("canOpenAccountOnline: the lender staff but LeadCrm", () => {
    expect(roleIds.filter(canOpenAccountOnline)).toEqual([Role.Admin, Role.AdminCRM, Role.RegCollector, Role.AdminCollector]);
    expect(canOpenAccountOnline(undefined)).toBe(false);
  });

  it("canRecordPayments: Admin and the collections team; canChargeOrWaiveFees: Admin and AdminCollector", () => {
    expect(roleIds.filter(canRecordPayments)).toEqual([Role.Admin, Role.RegCollector, Role.AdminCollector]);
    expect(roleIds.filter(canChargeOrWaiveFees)).toEqual([Role.Admin, Role.AdminCollector]);
    expect(canRecordPayments(null)).toBe(false);
    expect(canChargeOrWaiveFees(undefined)).toBe(false);
  });

  it("canAdjustOrWriteOff: Admin and AdminCollector, as fee waivers (issue 22 §2)", () => {
    expect(roleIds.filter(canAdjustOrWriteOff)).toEqual([Role.Admin, Role.AdminCollector]);
    fc.assert(
      fc.property(anyRole, (role) => {
        expect(canAdjustOrWriteOff(role)).toBe(canChargeOrWaiveFees(role));
      }),
    );
  });

  it("canImportProcessorFiles: Admin only", () => {
    expect(roleIds.filter(canImportProcessorFiles)).toEqual([Role.Admin]);
    expect(canImportProcessorFiles(null)).toBe(false);
  });

  it("canRunServicing: Admin only, who also charges fees", () => {
    expect(roleIds.filter(canRunServicing)).toEqual([Role.Admin]);
    expect(canRunServicing(undefined)).toBe(false);
    fc.assert(
      fc.property(anyRole, (role) => {
        if (canRunServicing(role)) expect(canChargeOrWaiveFees(role)).toBe(true);
      }),
    );
  });

  it("whoever adjusts fees also posts payments, and whoever posts payments is lender staff", () => {
    fc.assert(
      fc.property(anyRole, (role) => {
        if (canImportProcessorFiles(role)) expect(canChargeOrWaiveFees(role)).toBe(true);
        if (canChargeOrWaiveFees(role)) expect(canRecordPayments(role)).toBe(true);
        if (canRecordPayments(role)) expect(isLenderStaff(role)).toBe(true);
      }),
    );
  });

  it("every decider and every bypasser is lender staff, and lender staff may all request a deferral", () => {
    fc.assert(
      fc.property(anyRole, (role) => {
        if (canDecideDeferral(role) || canOpenAccountOnline(role)) expect(isLenderStaff(role)).toBe(true);
        if (isLenderStaff(role)) expect(canRequestDeferral(role)).toBe(true);
      }),
    );
  });
  it("collections: the collectors and Admin work the queue, the collectors are assigned, Admin and AdminCollector assign", () => {
    expect(roleIds.filter(canWorkCollections)).toEqual([Role.Admin, Role.RegCollector, Role.AdminCollector]);
    expect(roleIds.filter(isCollectorRole)).toEqual([Role.RegCollector, Role.AdminCollector]);
    expect(roleIds.filter(canAssignCollector)).toEqual([Role.Admin, Role.AdminCollector]);
    expect([canWorkCollections(null), isCollectorRole(undefined), canAssignCollector(12.5)]).toEqual([false, false, false]);
  });
});
