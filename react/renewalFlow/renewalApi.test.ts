import { describe, expect, it } from "vitest";
import { Decimal, emptyCalculatorModel, tBoth } from "@lendkit/core";
import { createRenewalApi, RenewalCallError } from "./renewalApi.js";
import { fakeServer, ok, refused } from "./testServer.testing.js";

describe("createRenewalApi (C §7)", () => {
  it("reads the code response and passes the server's failure on", async () => {
    const server = fakeServer({ "POST /api/contractExternal/GetOTPFromEmailAndBirthDate?lang=fr": ok({ userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321" }) });
    const api = createRenewalApi(server.fetcher, "fr");
    expect(await api.requestCode({ userSlug: "x" })).toEqual({ ok: true, userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321" });
    expect(await createRenewalApi(fakeServer({}).fetcher, "en").requestCode({ userSlug: "x" })).toEqual({
      ok: false,
      errorMessage: "NO_ROUTE",
      retryAfterSeconds: null,
      failure: { code: "unknown", message: "NO_ROUTE", fields: [] },
    });
    // A throttled request passes the server's Retry-After on, for the screen to say when to try again.
    const throttled = createRenewalApi(
      async () => new Response(JSON.stringify({ Success: false, Result: null, ErrorMessage: "LIMIT", Code: "rateLimited" }), { status: 429, headers: { "Retry-After": "540" } }),
      "en",
    );
    expect(await throttled.requestCode({ userSlug: "x" })).toEqual({
      ok: false,
      errorMessage: "LIMIT",
      retryAfterSeconds: 540,
      failure: { code: "rateLimited", message: "LIMIT", fields: [] },
    });
    expect(server.fetcher.mock.calls[0]![1]).toMatchObject({ method: "POST", headers: { "Content-Type": "application/json" } });
  });

  it("reads a refused or unreadable code check as wrong, and a wrong Result shape too", async () => {
    const wrong = { reason: "wrongCode", key: "renewal.otp.invalid" };
    const bad = createRenewalApi(fakeServer({ "POST /api/contractExternal/validateOTPAndRenew": refused("INVALID") }).fetcher, "en");
    expect(await bad.validateOtp({ code: "123456", userSlug: "u1", leadSourceId: null })).toEqual(wrong);
    const odd = createRenewalApi(fakeServer({ "POST /api/contractExternal/validateOTPAndRenew": ok({ slug: 12 }) }).fetcher, "en");
    expect(await odd.validateOtp({ code: "123456", userSlug: "u1", leadSourceId: null })).toEqual(wrong);
    const good = createRenewalApi(fakeServer({ "POST /api/contractExternal/validateOTPAndRenew": ok({ slug: "s1", amountLate: "12.5" }) }).fetcher, "en");
    const result = await good.validateOtp({ code: "123 456", userSlug: "u1", leadSourceId: null });
    if ("reason" in result) throw new Error("refused");
    expect(result.slug).toBe("s1");
    expect(result.amountLate.toFixed(2)).toBe("12.50");
  });

  it("tells a wrong code from a 409, throttling and an expired code (issue 14 §4)", async () => {
    const check = (answer: ReturnType<typeof refused>) =>
      createRenewalApi(fakeServer({ "POST /api/contractExternal/validateOTPAndRenew": answer }).fetcher, "en").validateOtp({ code: "123456", userSlug: "u1", leadSourceId: null });
    const both = (key: Parameters<typeof tBoth>[0]) => `${tBoth(key).fr} / ${tBoth(key).en}`;
    expect(await check(refused(both("renewal.otp.invalid"), 400, "otpInvalid"))).toEqual({ reason: "wrongCode", key: "renewal.otp.invalid" });
    expect(await check(refused(both("payments.renew.refused.renewalPending"), 409, "conflict"))).toEqual({ reason: "refused", key: null });
    expect(await check(refused(both("account.otp.locked"), 429, "rateLimited"))).toEqual({ reason: "throttled", key: "account.otp.locked" });
    expect(await check(refused(both("renewal.otp.expired"), 400, "otpExpired"))).toEqual({ reason: "expired", key: "renewal.otp.expired" });
    expect(await check(refused(both("account.otp.tooManyTries"), 400, "rateLimited"))).toEqual({ reason: "throttled", key: "account.otp.tooManyTries" });
  });

  it("decides on the answer's Code, not its words: the same words with another code are another refusal", async () => {
    const check = (answer: ReturnType<typeof refused>) =>
      createRenewalApi(fakeServer({ "POST /api/contractExternal/validateOTPAndRenew": answer }).fetcher, "en").validateOtp({ code: "123456", userSlug: "u1", leadSourceId: null });
    const invalid = tBoth("renewal.otp.invalid").en;
    expect(await check(refused(invalid, 400, "otpInvalid"))).toEqual({ reason: "wrongCode", key: "renewal.otp.invalid" });
    expect(await check(refused(invalid, 400, "otpExpired"))).toEqual({ reason: "expired", key: "renewal.otp.expired" });
    expect(await check(refused(invalid, 400, "invalidRequest"))).toEqual({ reason: "refused", key: null });
    expect(await check(refused(invalid, 429, "rateLimited"))).toEqual({ reason: "throttled", key: null });
    // A 409's words with the wrong-code code are a wrong code; without any code (an older server), the words and status decide.
    const pending = tBoth("payments.renew.refused.renewalPending").en;
    expect(await check(refused(pending, 409, "otpInvalid"))).toEqual({ reason: "wrongCode", key: "renewal.otp.invalid" });
    expect(await check(refused(invalid, 400))).toEqual({ reason: "wrongCode", key: "renewal.otp.invalid" });
  });

  it("rejects a refused save with the server's message, and an HTML error page without one", async () => {
    const api = createRenewalApi(fakeServer({ "PUT /api/contractExternal/cashLoanFlow/s1?lang=en": refused("LOCKED") }).fetcher, "en");
    await expect(api.saveBasic("s1", emptyCalculatorModel())).rejects.toEqual(new RenewalCallError("LOCKED"));
    const html = createRenewalApi(async () => new Response("<html>oops</html>", { status: 502 }), "en");
    await expect(html.saveBasic("s1", { ...emptyCalculatorModel(), loanAmount: new Decimal(750) })).rejects.toMatchObject({ errorMessage: null });
    await expect(html.saveBasic("s1", emptyCalculatorModel())).rejects.toMatchObject({ failure: { code: "unknown", message: "", fields: [] } });
    const empty = createRenewalApi(async () => new Response(null, { status: 204 }), "en");
    await expect(empty.saveStepAttained("s1", 21)).resolves.toBeUndefined();
  });

  it("carries the answer's failure, so a caller decides on its code", async () => {
    const stale = tBoth("contracts.edit.stale").en;
    const api = createRenewalApi(fakeServer({ "PUT /api/contractExternal/cashLoanFlow/s1?lang=en": refused(stale, 409, "conflict") }).fetcher, "en");
    const error = await api.saveBasic("s1", emptyCalculatorModel()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RenewalCallError);
    expect((error as RenewalCallError).failure).toEqual({ code: "conflict", message: stale, fields: [] });
    expect((error as RenewalCallError).errorMessage).toBe(stale);
    const half = createRenewalApi(fakeServer({ "GET /api/contractExternal/cashLoanRenewFlow/s1/calculatorData": ok({ previousBalance: 10 }) }).fetcher, "en");
    await expect(half.calculatorStart("s1")).rejects.toMatchObject({ failure: { code: "unknown" } });
    const resend = createRenewalApi(fakeServer({ "POST /api/contractExternal/GetOTPFromEmailAndBirthDate?lang=en": refused("Slow down", 429, "rateLimited") }).fetcher, "en");
    await expect(resend.resendCode({ userSlug: "x" }, "EMAIL")).rejects.toMatchObject({ failure: { code: "rateLimited", message: "Slow down" } });
  });

  it("passes a network failure on and needs both calculator answers", async () => {
    const down = createRenewalApi(async () => Promise.reject(new TypeError("Failed to fetch")), "en");
    await expect(down.saveStepAttained("s1", 1)).rejects.toThrow("Failed to fetch");
    const half = createRenewalApi(fakeServer({ "GET /api/contractExternal/cashLoanRenewFlow/s1/calculatorData": ok({ previousBalance: 10 }) }).fetcher, "en");
    await expect(half.calculatorStart("s1")).rejects.toBeInstanceOf(RenewalCallError);
  });

  it("runs the bank calls: the widget's request is decoded, the others only need Success", async () => {
    const server = fakeServer({
      "POST /api/decisionLogic/CreateBankVerif/s1/912/true": ok({ requestCode: "rq1", redirectUrl: "https://widget.example/v/rq1" }),
      "POST /api/decisionLogic/handleBankVerifResult/s1/rq1": ok(),
      "GET /api/flinks/instanceName": ok({ flinksInstanceName: "not a host name" }),
    });
    const api = createRenewalApi(server.fetcher, "en");
    expect(await api.bankCall("s1", { kind: "createVerification", bankId: 912 }, true)).toEqual({ requestCode: "rq1", redirectUrl: "https://widget.example/v/rq1" });
    expect(await api.bankCall("s1", { kind: "postVerificationResult", requestCode: "rq1" }, true)).toBeUndefined();
    await expect(api.bankCall("s1", { kind: "postAggregatorLogin", loginId: "l1" }, false)).rejects.toBeInstanceOf(RenewalCallError);
    expect(await api.aggregatorInstanceName()).toBeNull();
  });
});
