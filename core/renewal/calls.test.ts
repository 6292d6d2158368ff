import fc from "fast-check";
import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { apiRouteList } from "../api/routes.js";
import { decoderFor } from "../models/decode.js";
import { Decimal } from "../money/decimal.js";
import { emptyLoginRequest } from "../models/login.js";
import { emptyRenewalAddressForm, emptyRenewalIncomeForm, emptyRenewalReferencesForm } from "../models/renewalForms.js";
import { renewalCalls, webOnlyProvincesOf } from "./calls.js";

describe("renewal calls (C §7)", () => {
  it("asks for the code by SMS first, then by email or call, in the page's language", () => {
    const form = { ...emptyLoginRequest(), email: "a@b.ca", birthDate: "1980/04/07" };
    expect(renewalCalls.requestCode("fr", form)).toEqual({
      method: "POST",
      path: "/api/contractExternal/GetOTPFromEmailAndBirthDate?lang=fr",
      body: { ...form, CommunicationMethod: "SMS" },
    });
    expect(renewalCalls.requestCode("en", form, "CALL").body).toMatchObject({ email: "a@b.ca", CommunicationMethod: "CALL" });
    expect(renewalCalls.requestCode("en", { userSlug: "u1" }, "EMAIL").body).toEqual({ userSlug: "u1", CommunicationMethod: "EMAIL" });
  });

  it("sends the OTP without the mask's space, with the user slug and lead source", () => {
    expect(renewalCalls.validateOtp({ code: "123 456", userSlug: "u1", leadSourceId: 42 })).toEqual({
      method: "POST",
      path: "/api/contractExternal/validateOTPAndRenew",
      body: { OTP: "123456", userSlug: "u1", leadSourceId: 42 },
    });
  });

  it("reads and saves the step attained under the flow slug", () => {
    expect(renewalCalls.stepAttained("ab12")).toEqual({ method: "GET", path: "/api/contractExternal/cashLoanFlow/ab12/onboardingStepAttained" });
    expect(renewalCalls.saveStepAttained("ab12", 23)).toEqual({
      method: "PUT",
      path: "/api/contractExternal/cashLoanFlow/ab12/onboardingStepAttained/23",
    });
    expect(renewalCalls.saveStepAttained("ab12", 23).body).toBeUndefined();
  });

  it("saves step 1 with the frequency in periods, the amount in cents as a number and the count", () => {
    const call = renewalCalls.saveBasic("ab12", "en", { loanFrequency: 52, loanAmount: new Decimal("1250.005"), numberOfPayments: 67 });
    expect(call).toEqual({
      method: "PUT",
      path: "/api/contractExternal/cashLoanFlow/ab12?lang=en",
      body: { loanFrequency: 52, loanAmount: 1250.01, numberOfPayments: 67, customerSelectedFirstPaymentDate: null },
    });
  });

  it("sends the first payment date the applicant picked, as yyyy-mm-dd (issue 14 §3)", () => {
    const model = { loanFrequency: 26 as const, loanAmount: new Decimal(750), numberOfPayments: 30, customerSelectedFirstPaymentDate: new CalendarDate(2026, 12, 3) };
    expect(renewalCalls.saveBasic("ab12", "fr", model).body).toEqual({ loanFrequency: 26, loanAmount: 750, numberOfPayments: 30, customerSelectedFirstPaymentDate: "2026-12-03" });
    expect((renewalCalls.saveBasic("ab12", "fr", { ...model, customerSelectedFirstPaymentDate: null }).body as { customerSelectedFirstPaymentDate: unknown }).customerSelectedFirstPaymentDate).toBeNull();
  });

  it("saves the address on the renewal's path and the income and references on the flow's", () => {
    const address = { ...emptyRenewalAddressForm(), civicNumber: "12", postalCode: "H2X 1Y4" };
    expect(renewalCalls.saveAddress("ab12", "fr", address)).toEqual({
      method: "PUT",
      path: "/api/contractExternal/cashLoanRenewFlow/ab12?lang=fr",
      body: address,
    });
    const income = { ...emptyRenewalIncomeForm(), workPoste: "Cook", workGrosIncome: new Decimal("3000"), workNetIncome: null };
    const incomeCall = renewalCalls.saveIncome("ab12", "en", income);
    expect(incomeCall.path).toBe("/api/contractExternal/cashLoanFlow/ab12?lang=en");
    expect(incomeCall.body).toEqual({ ...income, workGrosIncome: 3000, workNetIncome: null });
    expect(JSON.parse(JSON.stringify(incomeCall.body))).toEqual(incomeCall.body);
    expect(renewalCalls.saveReferences("ab12", "en", emptyRenewalReferencesForm()).body).toEqual(emptyRenewalReferencesForm());
    expect(renewalCalls.calculatorData("ab12").path).toBe("/api/contractExternal/cashLoanRenewFlow/ab12/calculatorData");
    expect(renewalCalls.calculatorConstants()).toEqual({ method: "GET", path: "/api/contractExternal/cashLoanCalculatorConstants" });
  });

  it("property: any slug stays one path segment and never throws", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (slug) => {
        for (const call of [renewalCalls.stepAttained(slug), renewalCalls.saveStepAttained(slug, 21), renewalCalls.calculatorData(slug)]) {
          const [, , , , segment] = call.path.split("/");
          expect(call.path.split("/")).toHaveLength(call.method === "PUT" ? 7 : 6);
          expect(segment).not.toMatch(/[/?#]/);
        }
        const save = renewalCalls.saveAddress(slug, "en", emptyRenewalAddressForm()).path;
        expect(save.split("?")).toHaveLength(2);
        expect(save.endsWith("?lang=en")).toBe(true);
      }),
    );
  });
});

describe("the address step's provinces (C §5, §7 getWebOnlyProvinces)", () => {
  it("asks the server in the applicant's language and keeps only usable entries", () => {
    expect(renewalCalls.webOnlyProvinces("fr")).toEqual({ method: "GET", path: "/api/contractExternal/cashLoanFlow/getWebOnlyProvinces?lang=fr" });
    expect(webOnlyProvincesOf([{ value: 1, label: "Québec" }, { value: 2, label: " Ontario " }, { value: 1, label: "again" }, { value: 3 }, { value: 2.5, label: "x" }, null])).toEqual([
      { value: 1, label: "Québec" },
      { value: 2, label: "Ontario" },
    ]);
    expect(webOnlyProvincesOf([])).toBeNull();
    expect(webOnlyProvincesOf({ value: 1 })).toBeNull();
  });

  it("property: never throws, and what it keeps has unique whole-number ids and labels", () => {
    fc.assert(
      fc.property(fc.anything(), (result) => {
        const kept = webOnlyProvincesOf(result);
        if (kept === null) return;
        expect(new Set(kept.map((entry) => entry.value)).size).toBe(kept.length);
        for (const entry of kept) expect(Number.isSafeInteger(entry.value) && entry.label.trim() !== "").toBe(true);
      }),
    );
  });
});

/** The route of the table a call goes to: same method, its path (query left out) filling the entry's `:name` segments. */
const routeOfCall = (call: { readonly method: string; readonly path: string }) => {
  const path = call.path.split("?")[0]!;
  return apiRouteList.filter(
    (route) => route.method === call.method && new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, "[^/]+")}$`).test(path),
  );
};

describe("renewal calls and the route table (issue 21 §1)", () => {
  const lang = "en" as const;
  const slug = "ab 12/é";
  const model = { loanFrequency: 26 as const, loanAmount: new Decimal("750"), numberOfPayments: 30, customerSelectedFirstPaymentDate: new CalendarDate(2026, 12, 3) };
  const calls = {
    requestCode: renewalCalls.requestCode(lang, { ...emptyLoginRequest(), email: "a@b.ca", birthDate: "1980/04/07" }),
    requestCodeBySlug: renewalCalls.requestCode(lang, { userSlug: "u1" }, "EMAIL"),
    validateOtp: renewalCalls.validateOtp({ code: "123 456", userSlug: "u1", leadSourceId: null }),
    stepAttained: renewalCalls.stepAttained(slug),
    saveStepAttained: renewalCalls.saveStepAttained(slug, 23),
    calculatorData: renewalCalls.calculatorData(slug),
    calculatorConstants: renewalCalls.calculatorConstants(),
    saveBasic: renewalCalls.saveBasic(slug, lang, model),
    saveAddress: renewalCalls.saveAddress(slug, lang, emptyRenewalAddressForm()),
    saveIncome: renewalCalls.saveIncome(slug, lang, emptyRenewalIncomeForm()),
    saveReferences: renewalCalls.saveReferences(slug, lang, emptyRenewalReferencesForm()),
    webOnlyProvinces: renewalCalls.webOnlyProvinces(lang),
  };

  it.each(Object.entries(calls))("%s goes to exactly one route of the table", (_name, call) => {
    expect(routeOfCall(call).map((route) => `${route.method} ${route.path}`)).toHaveLength(1);
  });

  it.each(Object.entries(calls).filter(([, call]) => call.body !== undefined))("%s sends a body its route's request Schema reads", (_name, call) => {
    const [route] = routeOfCall(call);
    if (route?.request === undefined) return;
    expect(decoderFor(route.request)(call.body)).toMatchObject({ ok: true });
  });

  it("has a route with a request Schema for most bodies it sends (so the check above checks something)", () => {
    const checked = Object.values(calls).filter((call) => call.body !== undefined && routeOfCall(call)[0]?.request !== undefined);
    expect(checked.length).toBeGreaterThanOrEqual(5);
  });
});
