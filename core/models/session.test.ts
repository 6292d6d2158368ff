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
  persistSessionState,
  restoreSessionState,
  sessionStorageKeys,
  type SessionApp,
  type SessionState,
  type SessionStore,
} from "./session.js";

/** A local storage in memory. */
const memoryStore = (): SessionStore & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

const text = fc.string({ maxLength: 12 });
const code = fc.option(fc.integer({ min: -1_000_000, max: 1_000_000 }), { nil: null });
const nullableText = fc.option(text, { nil: null });

/** Any session state the model holds. */
const anySession: fc.Arbitrary<SessionState> = fc.record({
  language: fc.constantFrom("fr" as const, "en" as const),
  userName: text,
  firstName: text,
  lastName: text,
  email: text,
  bussinessPhone: text,
  extension: text,
  leadSourceId: code,
  clickId: nullableText,
  sourceContractId: code,
  cashLoanReferrer: nullableText,
  userRole: fc.option(fc.constantFrom(...Object.values(Role)), { nil: null }),
  sysLogins_Id: code,
  serverInfo: nullableText,
  impersonatorServerInfo: nullableText,
  serverInfoExpiration: nullableText,
  companyNameFr: text,
  companyNameEn: text,
  isAllowedWarrantyChange: fc.boolean(),
  isNewsModalOpen: fc.boolean(),
  userProvince: fc.integer({ min: -100, max: 100 }),
  approvedByFilter: code,
  userSettings: fc.record({ completedTutorials: fc.array(text, { maxLength: 4 }) }),
});

const apps: readonly SessionApp[] = ["staff", "lead"];

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

describe("session kept in local storage (C §3.3)", () => {
  it("restores exactly the state persisted, for either app", () => {
    fc.assert(
      fc.property(anySession, fc.constantFrom(...apps), (state, app) => {
        const store = memoryStore();
        persistSessionState(store, app, state);
        expect(restoreSessionState(store, app)).toEqual(state);
      }),
    );
  });

  it("a later persist replaces the earlier one (a sign-out drops the token and its end)", () => {
    fc.assert(
      fc.property(anySession, anySession, fc.constantFrom(...apps), (first, second, app) => {
        const store = memoryStore();
        persistSessionState(store, app, first);
        persistSessionState(store, app, second);
        expect(restoreSessionState(store, app)).toEqual(second);
      }),
    );
  });

  it("the two apps' keys are disjoint, and one app's persist never changes what the other restores", () => {
    const staff = Object.values(sessionStorageKeys("staff"));
    const lead = Object.values(sessionStorageKeys("lead"));
    expect(new Set(staff).size).toBe(staff.length);
    expect(new Set(lead).size).toBe(lead.length);
    expect(staff.filter((key) => lead.includes(key))).toEqual([]);
    fc.assert(
      fc.property(anySession, anySession, fc.constantFrom(...apps), (mine, theirs, app) => {
        const store = memoryStore();
        persistSessionState(store, app, mine);
        persistSessionState(store, app === "staff" ? "lead" : "staff", theirs);
        expect(restoreSessionState(store, app)).toEqual(mine);
      }),
    );
  });

  it("a first visit or unreadable values restore the defaults (userProvince 1, no tutorials done)", () => {
    const store = memoryStore();
    expect(restoreSessionState(store, "staff")).toEqual(emptySessionState());
    store.setItem("session", "{not json");
    store.setItem("language", "es");
    expect(restoreSessionState(store, "staff")).toEqual(emptySessionState());
    store.setItem("session", JSON.stringify({ userProvince: "two", leadSourceId: 4 }));
    expect(restoreSessionState(store, "staff").userProvince).toBe(1);
    store.setItem("lead.session", JSON.stringify({ leadSourceId: 4, userSettings: { completedTutorials: ["finance"] } }));
    expect(restoreSessionState(store, "lead")).toMatchObject({ leadSourceId: 4, userProvince: 1, userSettings: { completedTutorials: ["finance"] } });
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
