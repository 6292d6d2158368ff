import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeCheckIfClientExistsRequest,
  decodeCheckIfClientExistsResult,
  decodeLoginCodeResponse,
  decodeLoginRequest,
  decodeStaffLoginRequest,
  emptyLoginRequest,
  encodeCheckIfClientExistsResult,
  encodeLoginCodeResponse,
  encodeLoginRequest,
} from "./login.js";
import { isTenantCode, tenantCodes } from "../access/tenants.js";
import { describeDecodeErrors } from "./decode.js";

describe("LoginRequest (C §3.2)", () => {
  it("decodes {} to the empty form with CommunicationMethod SMS", () => {
    expect(emptyLoginRequest()).toEqual({
      birthDate: "",
      birthDateYear: null,
      birthDateMonth: null,
      birthDateDay: null,
      cellPhone: "",
      email: "",
      termsText: "",
      isSubmited: false,
      isAcceptChecked: false,
      CommunicationMethod: "SMS",
    });
  });

  it("accepts EMAIL and CALL and names bad paths", () => {
    expect(decodeLoginRequest({ CommunicationMethod: "CALL" }).ok).toBe(true);
    const bad = decodeLoginRequest({ CommunicationMethod: "FAX", isSubmited: 3, birthDateYear: "1980" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((error) => error.path).sort()).toEqual(["CommunicationMethod", "birthDateYear", "isSubmited"]);
  });

  it("round-trips", () => {
    fc.assert(
      fc.property(
        fc.record({
          birthDate: fc.string(),
          birthDateYear: fc.option(fc.integer({ min: 1900, max: 2100 }), { nil: null }),
          birthDateMonth: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
          birthDateDay: fc.option(fc.integer({ min: 1, max: 31 }), { nil: null }),
          cellPhone: fc.string(),
          email: fc.string(),
          termsText: fc.string(),
          isSubmited: fc.boolean(),
          isAcceptChecked: fc.boolean(),
          CommunicationMethod: fc.constantFrom("SMS", "EMAIL", "CALL"),
        }),
        (wire) => {
          const decoded = decodeLoginRequest(wire);
          expect(decoded.ok).toBe(true);
          if (decoded.ok) expect(encodeLoginRequest(decoded.value)).toEqual(wire);
        },
      ),
    );
  });
});

describe("code response and checkIfClientExists (C §7)", () => {
  it("requires the userSlug", () => {
    const bad = decodeLoginCodeResponse({ lastFourDigitsOfPhoneNumber: "4321" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]?.path).toBe("userSlug");
    const good = decodeLoginCodeResponse({ userSlug: "ab", lastFourDigitsOfPhoneNumber: "4321" });
    expect(good.ok && encodeLoginCodeResponse(good.value)).toEqual({ userSlug: "ab", lastFourDigitsOfPhoneNumber: "4321" });
  });

  it("checks the request's birthDate and email", () => {
    const bad = decodeCheckIfClientExistsRequest({ birthDate: 1980 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((error) => error.path)).toEqual(["birthDate", "email"]);
    expect(decodeCheckIfClientExistsRequest({ birthDate: "1980/04/07", email: "a@b.ca" }).ok).toBe(true);
  });

  it("decodes the result with defaults and round-trips it", () => {
    const decoded = decodeCheckIfClientExistsResult({ found: true });
    expect(decoded).toEqual({
      ok: true,
      value: { found: true, isRenew: false, contractSlug: null, step: null, renewId: null },
    });
    const wire = { found: true, isRenew: true, contractSlug: "x1", step: 21, renewId: 9 };
    const again = decodeCheckIfClientExistsResult(wire);
    expect(again.ok && encodeCheckIfClientExistsResult(again.value)).toEqual(wire);
    const bad = decodeCheckIfClientExistsResult({ step: "s21" });
    expect(!bad.ok && bad.errors[0]?.path).toBe("step");
  });
});

describe("StaffLoginRequest (POST /api/login)", () => {
  it("takes a user name, a password and a lender's code", () => {
    expect(decodeStaffLoginRequest({ username: "admin", password: "secret", tenant: "RENT" })).toEqual({ ok: true, value: { username: "admin", password: "secret", tenant: "RENT" } });
  });

  it("refuses any other lender's code without naming the codes it takes", () => {
    fc.assert(
      fc.property(fc.string().filter((code) => !isTenantCode(code)), (tenant) => {
        const decoded = decodeStaffLoginRequest({ username: "admin", password: "secret", tenant });
        expect(decoded.ok).toBe(false);
        if (!decoded.ok) for (const code of tenantCodes) expect(describeDecodeErrors(decoded.errors)).not.toContain(code);
      }),
    );
  });

  it("refuses an empty or too long user name or password", () => {
    for (const body of [
      { username: "", password: "secret", tenant: "RENT" },
      { username: "admin", password: "", tenant: "RENT" },
      { username: "a".repeat(101), password: "secret", tenant: "RENT" },
      { username: "admin", password: "p".repeat(1025), tenant: "RENT" },
    ])
      expect(decodeStaffLoginRequest(body).ok).toBe(false);
  });
});
