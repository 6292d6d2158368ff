import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { tBoth } from "../i18n/translate.js";
import { describe, expect, it } from "vitest";
import { emptyLoginRequest } from "../models/login.js";
import type { ApiFailure, ApiFailureCode } from "../api/failure.js";
import {
  accountCanSubmit,
  accountCodeFailure,
  accountLoginErrors,
  accountLoginSubmit,
  accountPageStart,
  accountPageTransition,
  birthDateSetPart,
  birthDateText,
  birthDayOptions,
  birthDaysInMonth,
  birthMonthOptions,
  birthYearOptions,
  type AccountPageEvent,
} from "./account.js";

const filled = {
  ...emptyLoginRequest(),
  birthDateYear: 1980,
  birthDateMonth: 4,
  birthDateDay: 7,
  email: " a@b.ca ",
  isAcceptChecked: true,
};

describe("birthdate pickers (C §3.2)", () => {
  it("offers years from 90 years ago up to, excluding, 17 years ago, newest first", () => {
    const years = birthYearOptions(new CalendarDate(2026, 11, 22));
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1936);
    expect(years).not.toContain(2009);
    expect(years).toHaveLength(73);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it("enables month after a year and day after a month, limited to the month", () => {
    expect(birthMonthOptions(null)).toEqual({ disabled: true, options: [] });
    expect(birthMonthOptions(1980).options).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(birthDayOptions(1980, null).disabled).toBe(true);
    expect(birthDayOptions(null, 2).disabled).toBe(true);
    expect(birthDayOptions(2024, 2).options).toHaveLength(29);
    expect(birthDayOptions(2023, 2).options).toHaveLength(28);
    expect(birthDayOptions(2000, 2).options).toHaveLength(29);
    expect(birthDayOptions(1900, 2).options).toHaveLength(28);
    expect(birthDayOptions(1980, 4).options).toHaveLength(30);
    expect(birthDayOptions(1980, 12).options).toHaveLength(31);
  });

  it("agrees with the calendar on every month's length", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const date = new CalendarDate(year, month, 1);
        expect(birthDaysInMonth(year, month)).toBe(date.calendar.getDaysInMonth(date));
      }),
    );
  });

  it("keeps the parts consistent", () => {
    const leap = { ...filled, birthDateYear: 2024, birthDateMonth: 2, birthDateDay: 29 };
    expect(birthDateSetPart(leap, "birthDateYear", 2023).birthDateDay).toBeNull();
    expect(birthDateSetPart(leap, "birthDateYear", 2020).birthDateDay).toBe(29);
    expect(birthDateSetPart(leap, "birthDateYear", null)).toMatchObject({ birthDateMonth: null, birthDateDay: null });
    expect(birthDateSetPart(leap, "birthDateMonth", null).birthDateDay).toBeNull();
    expect(birthDateSetPart(filled, "birthDateDay", 31).birthDateDay).toBeNull();
  });

  it("writes the birthdate as yyyy/MM/dd", () => {
    expect(birthDateText(1980, 4, 7)).toBe("1980/04/07");
  });
});

describe("login form (C §3.2)", () => {
  it("requires year, month, day and email", () => {
    expect(accountLoginErrors(emptyLoginRequest())).toEqual({
      birthDateYear: "account.validation.required",
      birthDateMonth: "account.validation.required",
      birthDateDay: "account.validation.required",
      email: "account.validation.required",
    });
    expect(accountLoginErrors(filled)).toEqual({});
    expect(accountLoginErrors({ ...filled, birthDateDay: 31 })).toEqual({ birthDateDay: "account.validation.required" });
  });

  it("enables SUBMIT only with consent and a touched form", () => {
    expect(accountCanSubmit(filled, true)).toBe(true);
    expect(accountCanSubmit(filled, false)).toBe(false);
    expect(accountCanSubmit({ ...filled, isAcceptChecked: false }, true)).toBe(false);
  });

  it("blocks submission while errors exist and sends the birthdate", () => {
    const blocked = accountLoginSubmit({ ...filled, email: "" });
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) {
      expect(blocked.form.isSubmited).toBe(true);
      expect(blocked.errors).toEqual({ email: "account.validation.required" });
    }
    expect(accountLoginSubmit({ ...filled, isAcceptChecked: false }).ok).toBe(false);
    const sent = accountLoginSubmit(filled);
    expect(sent.ok && sent.request).toMatchObject({ birthDate: "1980/04/07", email: "a@b.ca", isSubmited: true, CommunicationMethod: "SMS" });
    const withTerms = accountLoginSubmit(filled, "fr");
    expect(withTerms.ok && withTerms.request.termsText).toContain("mot de passe unique");
  });
});

describe("code request failure (C §8)", () => {
  it("shows a throttle, the lock or a failed send as such, with the server's wait in minutes rounded up, never as an account problem", () => {
    const lookup = tBoth("account.otp.lookupLimit");
    const bilingual = `${lookup.fr} / ${lookup.en}`;
    expect(accountCodeFailure(bilingual, 600)).toEqual({ key: "account.otp.lookupLimit", retryAfterMinutes: 10 });
    expect(accountCodeFailure(bilingual, 61)).toEqual({ key: "account.otp.lookupLimit", retryAfterMinutes: 2 });
    expect(accountCodeFailure(bilingual, 1)).toEqual({ key: "account.otp.lookupLimit", retryAfterMinutes: 1 });
    expect(accountCodeFailure(bilingual)).toEqual({ key: "account.otp.lookupLimit", retryAfterMinutes: null });
    expect(accountCodeFailure(bilingual, 0)).toEqual({ key: "account.otp.lookupLimit", retryAfterMinutes: null });
    expect(accountCodeFailure(bilingual, Number.NaN)).toEqual({ key: "account.otp.lookupLimit", retryAfterMinutes: null });
    for (const key of ["account.otp.sendLimit", "account.otp.locked", "account.otp.sendFailed"] as const) {
      const both = tBoth(key);
      // Either half alone is recognized too (a server answering one language).
      for (const text of [`${both.fr} / ${both.en}`, both.fr, both.en]) expect(accountCodeFailure(text, 90).key).toBe(key);
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 86_400 }), (seconds) => {
        const failure = accountCodeFailure(bilingual, seconds);
        const minutes = "retryAfterMinutes" in failure ? failure.retryAfterMinutes! : -1;
        // The smallest whole number of minutes that covers the wait.
        return minutes * 60 >= seconds && (minutes - 1) * 60 < seconds;
      }),
    );
  });

  it("decides on the answer's code when it has one; the words only pick which wait to show", () => {
    const failure = (code: ApiFailureCode, message: string): ApiFailure => ({ code, message, fields: [] });
    const lookup = tBoth("account.otp.lookupLimit").en;
    const callUs = { key: "account.error.callUs", link: { key: "account.neverHadLoan", redirectTo: "/go" } };
    expect(accountCodeFailure("NOT_FOUND", null, failure("notFound", "NOT_FOUND"))).toEqual({ key: "account.error.notFound" });
    // The same words with another code: the code decides.
    expect(accountCodeFailure("NOT_FOUND", null, failure("conflict", "NOT_FOUND"))).toEqual(callUs);
    expect(accountCodeFailure(lookup, 120, failure("rateLimited", lookup))).toEqual({ key: "account.otp.lookupLimit", retryAfterMinutes: 2 });
    expect(accountCodeFailure(lookup, 120, failure("refused", lookup))).toEqual(callUs);
    expect(accountCodeFailure(lookup, 120, failure("notFound", lookup))).toEqual({ key: "account.error.notFound" });
    const sendFailed = tBoth("account.otp.sendFailed").fr;
    expect(accountCodeFailure(sendFailed, null, failure("unavailable", sendFailed))).toEqual({ key: "account.otp.sendFailed", retryAfterMinutes: null });
    // A wait core has no words for (the database away) is "call us": there is no text to show.
    const away = tBoth("server.databaseUnavailable").en;
    expect(accountCodeFailure(away, 30, failure("unavailable", away))).toEqual(callUs);
    // An older server (no code): the words decide, as before.
    expect(accountCodeFailure(lookup, 120, failure("unknown", lookup))).toEqual({ key: "account.otp.lookupLimit", retryAfterMinutes: 2 });
    expect(accountCodeFailure("NOT_FOUND", null, failure("unknown", "NOT_FOUND"))).toEqual({ key: "account.error.notFound" });
  });

  it("a code-request failure's code reaches the page through the event", () => {
    const login = accountPageTransition(accountPageStart(), { type: "opened", lang: "en", token: "-1" });
    const text = tBoth("account.otp.locked").en;
    const failed = (code: ApiFailureCode) =>
      accountPageTransition(login, { type: "codeRequestFailed", errorMessage: text, retryAfterSeconds: 60, failure: { code, message: text, fields: [] } }).failure;
    expect(failed("rateLimited")).toEqual({ key: "account.otp.locked", retryAfterMinutes: 1 });
    expect(failed("forbidden")?.key).toBe("account.error.callUs");
  });

  it("maps NOT_FOUND and anything else", () => {
    expect(accountCodeFailure("NOT_FOUND")).toEqual({ key: "account.error.notFound" });
    for (const other of [null, undefined, "", "LOCKED"]) {
      expect(accountCodeFailure(other)).toEqual({
        key: "account.error.callUs",
        link: { key: "account.neverHadLoan", redirectTo: "/go" },
      });
    }
  });
});

describe("account page (C §2, §3.5)", () => {
  it("opens with a token, looks up the customer and shows the profile", () => {
    const opened = accountPageTransition(accountPageStart(), { type: "opened", lang: "en", token: "tok" });
    expect(opened.phase).toBe("loading");
    expect(opened.effects).toEqual([
      { type: "setLanguage", lang: "en" },
      { type: "setToken", token: "tok" },
      { type: "tellParentToken", token: "tok" },
      { type: "lookUpCustomerId" },
    ]);
    const profile = accountPageTransition(opened, { type: "customerIdFound", customerId: 42 });
    expect(profile).toMatchObject({ phase: "profile", customerId: 42, effects: [] });
  });

  it("resets to the login on a failed lookup, clearing the token and sending the parent to /cl", () => {
    const opened = accountPageTransition(accountPageStart(), { type: "opened", lang: "fr", token: "tok" });
    const failed = accountPageTransition(opened, { type: "customerIdFailed" });
    expect(failed.phase).toBe("login");
    expect(failed.effects).toEqual([{ type: "clearToken" }, { type: "redirectParent", to: "/cl" }]);
  });

  it("signs out from the profile: the login again, the token cleared here and in the parent, no customer left", () => {
    let state = accountPageTransition(accountPageStart(), { type: "opened", lang: "fr", token: "tok" });
    state = accountPageTransition(state, { type: "customerIdFound", customerId: 42 });
    const out = accountPageTransition(state, { type: "signedOut" });
    expect(out).toEqual({ ...accountPageStart(), phase: "login", effects: [{ type: "clearToken" }] });
  });

  it("goes login → code → loading → profile", () => {
    let state = accountPageTransition(accountPageStart(), { type: "opened", lang: "fr", token: "-1" });
    expect(state.phase).toBe("login");
    state = accountPageTransition(state, { type: "codeRequestFailed", errorMessage: "BOOM" });
    expect(state.failure?.key).toBe("account.error.callUs");
    expect(accountPageTransition(state, { type: "neverHadLoan" }).effects).toEqual([{ type: "redirectParent", to: "/go" }]);
    state = accountPageTransition(state, { type: "codeSent", userSlug: "u", lastFourDigitsOfPhoneNumber: "4321" });
    expect(state).toMatchObject({ phase: "code", failure: null, lastFourDigitsOfPhoneNumber: "4321" });
    state = accountPageTransition(state, { type: "codeAccepted", token: "tok2" });
    expect(state.phase).toBe("loading");
    state = accountPageTransition(state, { type: "customerIdFound", customerId: 7 });
    expect(state.phase).toBe("profile");
  });

  it("reaches the profile only through a customer id", () => {
    const eventArb: fc.Arbitrary<AccountPageEvent> = fc.oneof(
      fc.record({ type: fc.constant("opened" as const), lang: fc.constantFrom("fr" as const, "en" as const), token: fc.constantFrom("-1", "tok") }),
      fc.record({ type: fc.constant("customerIdFound" as const), customerId: fc.nat() }),
      fc.constant({ type: "customerIdFailed" as const }),
      fc.constant({ type: "codeSent" as const, userSlug: "u", lastFourDigitsOfPhoneNumber: "1234" }),
      fc.record({ type: fc.constant("codeRequestFailed" as const), errorMessage: fc.option(fc.constantFrom("NOT_FOUND", "X"), { nil: null }) }),
      fc.constant({ type: "codeAccepted" as const, token: "t" }),
      fc.constant({ type: "neverHadLoan" as const }),
      fc.constant({ type: "signedOut" as const }),
    );
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 30 }), (events) => {
        let state = accountPageStart();
        for (const event of events) {
          const before = state;
          state = accountPageTransition(state, event);
          // Signing out always forgets the customer and the token, whatever came before.
          if (event.type === "signedOut") expect(state).toMatchObject({ phase: "login", customerId: null, userSlug: null, effects: [{ type: "clearToken" }] });
          if (state.phase === "profile" && before.phase !== "profile") {
            expect(event.type).toBe("customerIdFound");
            expect(before.phase).toBe("loading");
          }
          if (state.phase === "profile") expect(state.customerId).not.toBeNull();
        }
      }),
    );
  });
});

describe("the step-0 form's cell phone (C §2, §3.2, §7)", () => {
  it("is optional, masked to its 10 digits when sent, refused when partial", () => {
    expect(accountLoginErrors(filled).cellPhone).toBeUndefined();
    const sent = accountLoginSubmit({ ...filled, cellPhone: "(514) 555-0123" }, "fr");
    expect(sent.ok && sent.request.cellPhone).toBe("5145550123");
    const empty = accountLoginSubmit(filled, "en");
    expect(empty.ok && empty.request.cellPhone).toBe("");
    for (const bad of ["514 555-012", "1 514 555 0123", "abc"]) {
      const refused = accountLoginSubmit({ ...filled, cellPhone: bad });
      expect(refused.ok, bad).toBe(false);
      if (!refused.ok) expect(refused.errors).toEqual({ cellPhone: "renewal.validation.phone" });
    }
  });

  it("property: a request with a cell phone always sends exactly 10 digits, or is refused", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        const outcome = accountLoginSubmit({ ...filled, cellPhone: typed });
        if (outcome.ok) expect(outcome.request.cellPhone).toMatch(typed.trim() === "" ? /^$/ : /^[02-9]\d{9}$/);
        else expect(outcome.errors.cellPhone).toBe("renewal.validation.phone");
      }),
    );
  });
});
