import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role } from "../access/index.js";
import {
  decodeConfigs,
  decodeSessionState,
  defaultConfigs,
  emptySessionState,
  encodeConfigs,
  encodeSessionState,
} from "./session.js";

describe("session state (C §3.3)", () => {
  it("empty session equals decoding {} with the spec's defaults", () => {
    const session = emptySessionState();
    const result = decodeSessionState({});
    expect(result.ok && result.value).toEqual(session);
    expect(session.language).toBe("fr");
    expect(session.userProvince).toBe(1);
    expect(session.userSettings).toEqual({ completedTutorials: [] });
    expect([session.serverInfo, session.impersonatorServerInfo, session.userRole]).toEqual([null, null, null]);
    expect(session.bussinessPhone).toBe("");
  });

  it("restores a stored session and refuses an unknown language or role", () => {
    const result = decodeSessionState({ language: "en", serverInfo: "tok", userRole: Role.Admin, userSettings: { completedTutorials: ["finance"] } });
    expect(result.ok && result.value).toMatchObject({ language: "en", serverInfo: "tok", userRole: 7, userSettings: { completedTutorials: ["finance"] } });
    const bad = decodeSessionState({ language: "es", userRole: 6, userSettings: { completedTutorials: [1] } });
    expect(bad.ok ? [] : bad.errors.map((error) => error.path)).toEqual(["language", "userRole", "userSettings.completedTutorials[0]"]);
  });

  it("round-trips any stored session", () => {
    const stored = fc.record({
      language: fc.constantFrom("fr", "en"),
      serverInfo: fc.option(fc.string(), { nil: null }),
      userProvince: fc.integer({ min: 1, max: 13 }),
      userRole: fc.option(fc.constantFrom(...Object.values(Role)), { nil: null }),
      userSettings: fc.record({ completedTutorials: fc.array(fc.string(), { maxLength: 3 }) }),
    });
    fc.assert(
      fc.property(stored, (partial) => {
        const first = decodeSessionState(partial);
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        expect(first.value).toMatchObject(partial);
        const again = decodeSessionState(encodeSessionState(first.value));
        expect(again.ok && again.value).toEqual(first.value);
      }),
    );
  });
});

describe("configs (C §3.3)", () => {
  it("defaults rowsPerPage 10, isShortUrl false, isFileOpeningFeeOnMicroLoanRenew false", () => {
    expect(defaultConfigs()).toEqual({ rowsPerPage: 10, isShortUrl: false, isFileOpeningFeeOnMicroLoanRenew: false });
    const result = decodeConfigs({ isShortUrl: true });
    expect(result.ok && result.value).toEqual({ rowsPerPage: 10, isShortUrl: true, isFileOpeningFeeOnMicroLoanRenew: false });
  });

  it("refuses a rows-per-page that is not a positive whole number", () => {
    for (const rowsPerPage of [0, -5, 2.5, "10"]) {
      const result = decodeConfigs({ rowsPerPage });
      expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["rowsPerPage"]);
    }
    expect(encodeConfigs(defaultConfigs())).toEqual(defaultConfigs());
  });
});
