import { aggregatorIframeUrl, alternateFrameUrl, parseBankMessage, type TenantCode } from "@lendkit/core";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant } from "../src/data/tenants.js";
import type { BankProviderAdapter } from "../src/bankProviders/adapter.js";
import { escapeHtml, jsonForScript, postMessageCall } from "../src/bankVerification/sandbox/pages.js";
import { configureBankProviders, resolveBankProviderConfig } from "../src/bankProviders/config.js";
import { contextOf, createServer } from "../src/server/createServer.js";
import { loginAs, makeApp, testFlowSettings, testPasswordParams } from "./app.js";
import { saveFlowSettings } from "../src/flows/settings.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken } from "./fixtures.js";
import { asApplicant, attain, insertRenewal, loanChoice, postedMessages, sandboxAggregatorLogin, setTenantFeatures, type RenewalOptions, type TestApp } from "./flowFixtures.js";

const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
/** Production servers need their own OTP key (the OTP module's rule). */
const otpKey = "bank-verification-tests-otp-key-0123456789";

/** The environment variables these tests change, restored after each use. */
const withEnv = async (values: Record<string, string | undefined>, run: () => Promise<void> | void): Promise<void> => {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  try {
    await run();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
};

describe("sandbox page escaping (pure)", () => {
  it("keeps values inert in HTML and in scripts, and never posts to '*'", () => {
    expect(escapeHtml(`<b a="1">'&`)).toBe("&lt;b a=&quot;1&quot;&gt;&#39;&amp;");
    const script = jsonForScript({ text: "</script><script>alert(1)</script>\u2028", amp: "&" });
    expect(script).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(script)).toEqual({ text: "</script><script>alert(1)</script>\u2028", amp: "&" });
    expect(postMessageCall("Redirect|https://a.example/failure", "https://app.example")).toBe('window.parent.postMessage("Redirect|https://a.example/failure", "https://app.example");');
    expect(() => postMessageCall({ step: "APP_MOUNTED" }, "*")).toThrow();
    expect(() => postMessageCall({ step: "APP_MOUNTED" }, "")).toThrow();
  });
});

describe("bank provider configuration", () => {
  it("uses the sandbox outside production and live in production, and refuses the sandbox in production unless allowed", () => {
    expect(resolveBankProviderConfig({ isProd: false }, {}).mode).toBe("sandbox");
    expect(resolveBankProviderConfig({ isProd: true }, {}).mode).toBe("live");
    expect(resolveBankProviderConfig({ isProd: false }, { NODE_ENV: "production" }).mode).toBe("live");
    expect(resolveBankProviderConfig({ isProd: false }, { LENDKIT_BANK_PROVIDER: "live" }).mode).toBe("live");
    expect(() => resolveBankProviderConfig({ isProd: true }, { LENDKIT_BANK_PROVIDER: "sandbox" })).toThrow(/refusing to start/);
    expect(() => resolveBankProviderConfig({ isProd: false }, { NODE_ENV: "production", LENDKIT_BANK_PROVIDER: "SANDBOX" })).toThrow(/refusing to start/);
    const allowed = resolveBankProviderConfig({ isProd: true }, { LENDKIT_BANK_PROVIDER: "sandbox", LENDKIT_BANK_SANDBOX_IN_PRODUCTION: "allow" });
    expect(allowed.mode).toBe("sandbox");
    expect(() => resolveBankProviderConfig({ isProd: false }, { LENDKIT_BANK_PROVIDER: "fake" })).toThrow(/sandbox or live/);
    expect(() => resolveBankProviderConfig({ isProd: false }, { LENDKIT_PUBLIC_ORIGIN: "https://app.example/path" })).toThrow(/origin/);
    expect(resolveBankProviderConfig({ isProd: false }, { LENDKIT_PUBLIC_ORIGIN: "https://App.example/" }).publicOrigin).toBe("https://app.example");
  });
});

describe.each(targets)("bank verification on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  const tenants: Record<string, number> = {};
  const apps: Record<string, TestApp> = {};
  const features: Record<string, Record<string, boolean>> = {
    RENT: {},
    CAPITAL: { RestOfCanada: true, useDecisionLogicIBV: true },
    FIDELE: { useZumRailsIBV: true },
  };

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT" });
    tenants.RENT = setup.tenants.RENT!.id;
    tenants.CAPITAL = setup.tenants.CAPITAL!.id;
    tenants.FIDELE = await createTenant(test.db, setup.clock, { code: "FIDELE", features: features.FIDELE });
    // A new lender refuses above the legal cap; the fixture loans are above it, so FIDELE warns like the other test lenders.
    await saveFlowSettings(test.db, setup.clock, tenants.FIDELE, testFlowSettings);
    await setTenantFeatures(test.db, tenants.CAPITAL, features.CAPITAL!);
    // Each deployment as the applicant's browser uses it after the one-time code (flowFixtures' asApplicant).
    apps.RENT = asApplicant(setup.app, test.db, setup.clock);
    for (const code of ["CAPITAL", "FIDELE"] as const) {
      apps[code] = asApplicant(createServer({ db: test.db, clock: setup.clock, logger: contextOf(setup.app).logger, passwordParams: testPasswordParams, publicTenant: code }), test.db, setup.clock);
    }
  });
  afterAll(async () => {
    await test.close();
  });

  /** A flow of `code` at its bank step (step 2), through the real routes. */
  const atBankStep = async (code: TenantCode, options: RenewalOptions = {}) => {
    const renewal = await insertRenewal(test.db, setup.clock, tenants[code]!, options);
    await loanChoice(apps[code]!, setup.clock, renewal.slug, {
      tenant: code,
      features: features[code],
      previousBalance: options.withoutOriginal ? 0 : 600,
    });
    expect((await attain(apps[code]!, renewal.slug, 2)).status).toBe(200);
    return renewal;
  };
  const verifications = (contractId: number) => test.db("bank_verifications").where({ contract_id: contractId }).orderBy("id");

  it("refuses to start in production with the sandbox unless told to, and starts live by default there", async () => {
    await withEnv({ LENDKIT_BANK_PROVIDER: "sandbox", LENDKIT_BANK_SANDBOX_IN_PRODUCTION: undefined }, () => {
      expect(() => createServer({ db: test.db, clock: setup.clock, isProd: true, otpKey })).toThrow(/refusing to start/);
    });
    await withEnv({ LENDKIT_BANK_PROVIDER: "sandbox", LENDKIT_BANK_SANDBOX_IN_PRODUCTION: "allow" }, () => {
      expect(() => createServer({ db: test.db, clock: setup.clock, isProd: true, otpKey })).not.toThrow();
    });
    await withEnv({ LENDKIT_BANK_PROVIDER: undefined }, async () => {
      const live = createServer({ db: test.db, clock: setup.clock, logger: contextOf(setup.app).logger, isProd: true, otpKey, publicTenant: "CAPITAL" });
      expect((await request(live).get("/sandbox/zumrails/?customerid=c1")).status).toBe(404);
      const renewal = await atBankStep("CAPITAL");
      const refused = await request(asApplicant(live, test.db, setup.clock)).post(`/api/decisionLogic/CreateBankVerif/${renewal.slug}/2545/false`);
      expect(refused.status).toBe(503);
      expect(refused.body.ErrorMessage).toContain("not available at the moment");
      expect(await verifications(renewal.contractId)).toHaveLength(0);
      const instance = await request(live).get("/api/flinks/instanceName");
      expect(instance.body.Result).toEqual({ flinksInstanceName: "lendkit" });
      expect(instance.headers["content-security-policy"]).toContain("frame-src https://lendkit-iframe.private.fin.ag");
    });
  });

  describe("aggregator (useFlinksIBV, the default) through the sandbox", () => {
    it("serves a frame that posts APP_MOUNTED and REDIRECT to an explicit origin, and records a succeeded verification with a summary", async () => {
      const renewal = await atBankStep("RENT");
      const instance = await request(apps.RENT!).get("/api/flinks/instanceName");
      expect(instance.body.Result.flinksInstanceName).toBe("lendkit");
      expect(instance.body.Result.iframeBaseTemplate).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/flinks\/\{instance\}\/v2\/$/);
      const frameUrl = aggregatorIframeUrl({ instanceName: "lendkit", lang: "fr", slug: renewal.slug, test: true, baseTemplate: instance.body.Result.iframeBaseTemplate })!;

      const tiles = await request(apps.RENT!).get(pathOf(frameUrl));
      expect(tiles.status).toBe(200);
      expect(tiles.headers["content-type"]).toMatch(/^text\/html/);
      expect(tiles.text).toContain('data-bank-id="4"');
      const origin = postedMessages(tiles.text)[0]!.origin;
      expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(tiles.text).toContain(`window.parent.postMessage({"step":"APP_MOUNTED"}, "${origin}");`);
      expect(tiles.text).not.toMatch(/postMessage\([^)]*"\*"\)/);

      const form = await request(apps.RENT!).get(`${pathOf(frameUrl)}&institution=2`);
      expect(form.text).toContain('<form method="post"');
      expect(form.text).toContain(`value="${renewal.slug}"`);

      const failed = await sandboxAggregatorLogin(apps.RENT!, renewal.slug, "fail");
      expect(failed.loginId).toBeNull();
      expect(failed.html).toContain("La connexion a échoué.");

      const login = await sandboxAggregatorLogin(apps.RENT!, renewal.slug);
      const posted = postedMessages(login.html);
      expect(posted.map((each) => (each.message as { step: string }).step)).toEqual(["APP_MOUNTED", "REDIRECT"]);
      const parsed = parseBankMessage({ origin: posted[1]!.origin, data: posted[1]!.message }, { provider: "aggregator", origins: [posted[1]!.origin] });
      expect(parsed).toEqual({ ok: true, message: { kind: "aggregatorRedirect", loginId: login.loginId } });

      const result = await request(apps.RENT!).post(`/api/flinks/${renewal.slug}/${login.loginId}`);
      expect(result.body).toEqual({ Success: true, Result: { status: "succeeded" }, ErrorMessage: null });
      const rows = await verifications(renewal.contractId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ provider: "flinks", mode: "sandbox", status: "succeeded", provider_reference: login.loginId });
      const summary = JSON.parse(rows[0].summary_json);
      expect(summary).toMatchObject({ institution: "Desjardins", holderName: "Julie Tremblay", daysOfTransactions: 365, payrollFrequency: "biWeekly" });
      expect(summary.accounts[0].numberLast3).toMatch(/^\d{3}$/);
      expect(Object.keys(summary.accounts[0]).sort()).toEqual(["currency", "currentBalance", "numberLast3", "type"]);

      const again = await request(apps.RENT!).post(`/api/flinks/${renewal.slug}/${login.loginId}`);
      expect(again.body.Result).toEqual({ status: "succeeded" });
      expect(await verifications(renewal.contractId)).toHaveLength(1);
      const audit = await test.db("audit_log").where({ action: "bank.verificationResult", entity_id: String(renewal.contractId) });
      expect(audit).toHaveLength(1);
      expect(audit[0].after_json).not.toContain(login.loginId!);
      expect((await attain(apps.RENT!, renewal.slug, 21)).body.Result).toBe(21);

      const sandboxSummary = await request(apps.RENT!).get(`/sandbox/api/summary/${login.loginId}`);
      expect(sandboxSummary.body.Result.institution).toBe("Desjardins");
      expect((await request(apps.RENT!).get("/sandbox/api/summary/00000000-0000-0000-0000-000000000000")).status).toBe(404);
    });

    it("answers the sandbox pages with a nonce CSP, frame-ancestors 'self', HSTS and no-referrer", async () => {
      const renewal = await atBankStep("RENT");
      const page = await request(apps.RENT!).get(`/sandbox/flinks/lendkit/v2/?language=en&tag=${renewal.slug}`);
      const csp = page.headers["content-security-policy"] as string;
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(page.text).toContain(`<script nonce="${nonce}">`);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain("unsafe-inline");
      expect(page.headers["strict-transport-security"]).toContain("max-age=");
      expect(page.headers["referrer-policy"]).toBe("no-referrer");
      expect(page.text).toContain('<html lang="en">');
      expect(page.text).toContain("Choose your bank");
    });

    it("refuses bad login ids, the step before 2, other providers' routes, another customer's slug and unknown frames", async () => {
      const early = await insertRenewal(test.db, setup.clock, tenants.RENT!);
      const loginBefore = await sandboxAggregatorLogin(apps.RENT!, early.slug);
      expect((await request(apps.RENT!).post(`/api/flinks/${early.slug}/${loginBefore.loginId}`)).status).toBe(409);

      const renewal = await atBankStep("RENT");
      expect((await request(apps.RENT!).post(`/api/flinks/${renewal.slug}/bad%20id!`)).status).toBe(400);
      expect((await request(apps.RENT!).post(`/api/flinks/${renewal.slug}/${"a".repeat(101)}`)).status).toBe(400);
      expect((await request(apps.RENT!).post(`/api/flinks/${renewal.slug}/abc`).send({ extra: 1 })).status).toBe(400);
      const unknown = await request(apps.RENT!).post(`/api/flinks/${renewal.slug}/11111111-2222-3333-4444-555555555555`);
      expect(unknown.body.Result).toEqual({ status: "failed" });
      // A login id issued for another flow does not verify this one.
      const other = await atBankStep("RENT");
      const foreign = await sandboxAggregatorLogin(apps.RENT!, other.slug);
      expect((await request(apps.RENT!).post(`/api/flinks/${renewal.slug}/${foreign.loginId}`)).body.Result).toEqual({ status: "failed" });
      expect((await attain(apps.RENT!, renewal.slug, 21)).status).toBe(409);

      const widget = await request(apps.RENT!).post(`/api/decisionLogic/CreateBankVerif/${renewal.slug}/2545/false`);
      expect(widget.status).toBe(404);
      expect(widget.body.ErrorMessage).toContain("not available");
      expect((await request(apps.RENT!).post(`/api/zumrails/${renewal.slug}`).send({ requestId: "abc" })).status).toBe(404);

      const token = await customerToken(test.db, setup.clock, tenants.RENT!, other.customerId);
      const asOther = await request(apps.RENT!).post(`/api/flinks/${renewal.slug}/${foreign.loginId}`).set("Authorization", `Bearer ${token}`);
      expect(asOther.status).toBe(404);

      expect((await request(apps.RENT!).get("/sandbox/flinks/lendkit/v2/?tag=nope")).status).toBe(404);
      const expired = await insertRenewal(test.db, setup.clock, tenants.RENT!, { expiresInMs: -1 });
      const page = await request(apps.RENT!).get(`/sandbox/flinks/lendkit/v2/?tag=${expired.slug}`);
      expect(page.status).toBe(404);
      expect(page.text).not.toContain("postMessage");
    });
  });

  describe("widget (useDecisionLogicIBV) through the sandbox", () => {
    const create = (slug: string, bank: string | number = 2545, testFlag = "false") =>
      request(apps.CAPITAL!).post(`/api/decisionLogic/CreateBankVerif/${slug}/${bank}/${testFlag}`);

    it("creates a request, posts Redirect|{url} with 'failure' on a failed login, and records each outcome", async () => {
      const renewal = await atBankStep("CAPITAL");
      const first = await create(renewal.slug);
      expect(first.status).toBe(200);
      const { requestCode, redirectUrl } = first.body.Result as { requestCode: string; redirectUrl: string };
      expect(requestCode).toMatch(/^[a-f0-9]{32}$/);
      expect(redirectUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/sandbox/decisionlogic/${requestCode}\\?lang=fr$`));
      expect((await verifications(renewal.contractId))[0]).toMatchObject({ provider: "decisionLogic", status: "pending", bank_service_id: 2545, is_test: expect.anything() });
      const created = await test.db("audit_log").where({ action: "bank.verificationCreated", entity_id: String(renewal.contractId) }).first();
      expect(JSON.parse(created.after_json)).toMatchObject({ provider: "decisionLogic", bankServiceId: 2545, test: false });

      const form = await request(apps.CAPITAL!).get(pathOf(redirectUrl));
      expect(form.text).toContain("Connexion à Desjardins");
      const failedPage = await request(apps.CAPITAL!).post(`/sandbox/decisionlogic/${requestCode}`).type("form").send({ username: "demo", password: "fail", lang: "fr" });
      const origin = postedMessages(failedPage.text)[0]!.origin;
      expect(failedPage.text).toContain(`window.parent.postMessage("Redirect|${origin}/sandbox/decisionlogic/${requestCode}/failure", "${origin}");`);
      const failure = parseBankMessage({ origin, data: postedMessages(failedPage.text)[0]!.message }, { provider: "bankVerification", origins: [origin] });
      expect(failure.ok && failure.message).toMatchObject({ kind: "verificationRedirect", outcome: "failure" });
      const failedResult = await request(apps.CAPITAL!).post(`/api/decisionLogic/handleBankVerifResult/${renewal.slug}/${requestCode}`);
      expect(failedResult.body.Result).toEqual({ status: "failed" });
      expect((await attain(apps.CAPITAL!, renewal.slug, 21)).status).toBe(409);
      expect((await request(apps.CAPITAL!).get(pathOf(redirectUrl))).status).toBe(404);

      const second = (await create(renewal.slug, 912)).body.Result as { requestCode: string };
      const okPage = await request(apps.CAPITAL!).post(`/sandbox/decisionlogic/${second.requestCode}`).type("form").send({ username: "demo", password: "x", lang: "en" });
      const message = postedMessages(okPage.text)[0]!;
      expect(message.message).toBe(`Redirect|${message.origin}/sandbox/decisionlogic/${second.requestCode}/complete`);
      expect(message.origin).not.toBe("*");
      const success = parseBankMessage({ origin: message.origin, data: message.message }, { provider: "bankVerification", origins: [message.origin] });
      expect(success.ok && success.message).toMatchObject({ outcome: "success" });
      const result = await request(apps.CAPITAL!).post(`/api/decisionLogic/handleBankVerifResult/${renewal.slug}/${second.requestCode}`);
      expect(result.body.Result).toEqual({ status: "succeeded" });
      expect(JSON.parse((await verifications(renewal.contractId))[1].summary_json).institution).toBe("National Bank");
      expect((await attain(apps.CAPITAL!, renewal.slug, 21)).body.Result).toBe(21);
    });

    it("refuses unknown banks, bad flags, the test bank without test mode, unknown or foreign request codes, and throttles requests per flow", async () => {
      const renewal = await atBankStep("CAPITAL");
      expect((await create(renewal.slug, 99)).body.ErrorMessage).toContain("Unknown bank");
      expect((await create(renewal.slug, 3568)).status).toBe(400);
      expect((await create(renewal.slug, 3568, "true")).status).toBe(200);
      expect((await create(renewal.slug, 2545, "maybe")).status).toBe(400);
      expect((await create(renewal.slug, "12a")).status).toBe(400);
      expect((await create(renewal.slug).send({ bank: 1 })).status).toBe(400);
      expect((await request(apps.CAPITAL!).post(`/api/decisionLogic/handleBankVerifResult/${renewal.slug}/nothex`)).status).toBe(404);
      expect((await request(apps.CAPITAL!).post(`/api/decisionLogic/handleBankVerifResult/${renewal.slug}/${"0".repeat(32)}`)).status).toBe(404);
      const other = await atBankStep("CAPITAL");
      const foreign = (await create(other.slug)).body.Result.requestCode as string;
      expect((await request(apps.CAPITAL!).post(`/api/decisionLogic/handleBankVerifResult/${renewal.slug}/${foreign}`)).status).toBe(404);
      expect((await request(apps.CAPITAL!).post(`/api/flinks/${renewal.slug}/abc`)).status).toBe(404);
      const pending = (await request(apps.CAPITAL!).post(`/api/decisionLogic/handleBankVerifResult/${other.slug}/${foreign}`)).body.Result;
      expect(pending).toEqual({ status: "pending" });

      for (let index = (await verifications(renewal.contractId)).length; index < 10; index++) expect((await create(renewal.slug)).status).toBe(200);
      const throttled = await create(renewal.slug);
      expect(throttled.status).toBe(429);
      expect(await verifications(renewal.contractId)).toHaveLength(10);
    });
  });

  describe("alternate view (useZumRailsIBV) through the sandbox", () => {
    it("posts CONNECTORLOADED and CONNECTIONSUCCESSFULLYCOMPLETED, and verifies the flow that first posts the request id", async () => {
      const application = await atBankStep("FIDELE", { withoutOriginal: true });
      const names = await request(apps.FIDELE!).get("/api/zumrails/instanceName");
      expect(names.body.Result).toMatchObject({ zumRailsUsername: "lendkit-sandbox", zumRailsInstanceName: "lendkit" });
      const frameUrl = alternateFrameUrl({ baseUrl: names.body.Result.connectUrl, customerId: names.body.Result.zumRailsUsername, lang: "en" })!;
      const page = await request(apps.FIDELE!).get(pathOf(frameUrl));
      const loaded = postedMessages(page.text);
      expect(loaded).toHaveLength(1);
      expect(page.text).toContain(`window.parent.postMessage({"step":"CONNECTORLOADED"}, "${loaded[0]!.origin}");`);

      const login = await request(apps.FIDELE!).post("/sandbox/zumrails/").type("form").send({ customerid: "lendkit-sandbox", institution: "3", language: "en", username: "demo", password: "pw" });
      const completed = postedMessages(login.text).find((each) => (each.message as { step: string }).step === "CONNECTIONSUCCESSFULLYCOMPLETED")!;
      const parsed = parseBankMessage({ origin: completed.origin, data: completed.message }, { provider: "alternate", origins: [completed.origin] });
      expect(parsed.ok && parsed.message.kind).toBe("connectionCompleted");
      const data = (completed.message as { data: Record<string, unknown> }).data;
      expect(data).toMatchObject({ institutionName: "RBC Royal Bank", customerId: "lendkit-sandbox" });

      expect((await request(apps.FIDELE!).post(`/api/zumrails/${application.slug}`).send(data)).body.Result).toEqual({ status: "succeeded" });
      const second = await atBankStep("FIDELE", { withoutOriginal: true });
      expect((await request(apps.FIDELE!).post(`/api/zumrails/${second.slug}`).send(data)).body.Result).toEqual({ status: "failed" });
      expect((await attain(apps.FIDELE!, application.slug, 21)).body.Result).toBe(21);
    });

    it("refuses nested data, a missing request id, and the alternate view in a renewal (C §3.7)", async () => {
      const application = await atBankStep("FIDELE", { withoutOriginal: true });
      expect((await request(apps.FIDELE!).post(`/api/zumrails/${application.slug}`).send({ requestId: "a1", nested: { x: 1 } })).status).toBe(400);
      expect((await request(apps.FIDELE!).post(`/api/zumrails/${application.slug}`).send({ institutionName: "x" })).status).toBe(400);
      expect((await request(apps.FIDELE!).post(`/api/zumrails/${application.slug}`).send({ requestId: "a b" })).status).toBe(400);
      const renewal = await atBankStep("FIDELE");
      expect((await request(apps.FIDELE!).post(`/api/zumrails/${renewal.slug}`).send({ requestId: "a1" })).status).toBe(404);
      expect(await verifications(application.contractId)).toHaveLength(0);
      expect((await request(apps.FIDELE!).get("/sandbox/zumrails/?customerid=bad%20id")).status).toBe(404);
    });
  });

  describe("another lender's flow on the sandbox pages (SECURITY 14)", () => {
    it("answers a widget request, a tag and a connection of another lender's flow 404 and records nothing, on the deployment and for a session of another tenant", async () => {
      const sandboxSessions = async () => Number((await test.db("bank_sandbox_sessions").count({ n: "*" }))[0]!.n);
      const capital = await atBankStep("CAPITAL");
      const { requestCode } = (await request(apps.CAPITAL!).post(`/api/decisionLogic/CreateBankVerif/${capital.slug}/2545/false`)).body.Result as { requestCode: string };
      const rentFlow = await atBankStep("RENT");
      const rentLogin = await sandboxAggregatorLogin(apps.RENT!, rentFlow.slug);
      const rentStaff = { Authorization: `Bearer ${await loginAs(setup.app, "admin", "RENT")}` };
      const recorded = await sandboxSessions();

      // CAPITAL's widget request and slug on RENT's deployment, anonymously (as the frame loads) and with a RENT session.
      for (const headers of [{}, rentStaff]) {
        expect((await request(apps.RENT!).get(`/sandbox/decisionlogic/${requestCode}?lang=fr`).set(headers)).status).toBe(404);
        const widgetLogin = await request(apps.RENT!).post(`/sandbox/decisionlogic/${requestCode}`).set(headers).type("form").send({ username: "demo", password: "x", lang: "fr" });
        expect(widgetLogin.status).toBe(404);
        expect(widgetLogin.text).not.toContain("postMessage");
        expect((await request(apps.RENT!).get(`/sandbox/flinks/lendkit/v2/?tag=${capital.slug}`).set(headers)).status).toBe(404);
        const aggregatorLogin = await request(apps.RENT!).post("/sandbox/flinks/lendkit/v2/").set(headers).type("form").send({ tag: capital.slug, institution: "4", language: "fr", username: "demo", password: "demo" });
        expect(aggregatorLogin.status).toBe(404);
      }
      expect(await sandboxSessions()).toBe(recorded);
      // A RENT flow's connection is not CAPITAL's deployment's to show, nor a RENT session's on CAPITAL's widget.
      expect((await request(apps.CAPITAL!).get(`/sandbox/api/summary/${rentLogin.loginId}`)).status).toBe(404);
      expect((await request(apps.CAPITAL!).get(`/sandbox/decisionlogic/${requestCode}?lang=fr`).set(rentStaff)).status).toBe(404);
      // Each deployment still serves its own.
      expect((await request(apps.RENT!).get(`/sandbox/api/summary/${rentLogin.loginId}`)).status).toBe(200);
      expect((await request(apps.CAPITAL!).get(`/sandbox/decisionlogic/${requestCode}?lang=fr`)).status).toBe(200);
    });
  });

  describe("a live adapter supplied by the deployment", () => {
    it("is used for every call, and test mode is refused in live production", async () => {
      const calls: string[] = [];
      const adapter: BankProviderAdapter = {
        mode: "live",
        createWidgetRequest: async (_context, input) => (calls.push(`create:${input.bankServiceId}`), { redirectUrl: `https://widget.example/Service?code=${input.requestCode}` }),
        widgetResult: async () => (calls.push("result"), { status: "pending" }),
        aggregatorResult: async () => ({ status: "failed" }),
        alternateResult: async () => ({ status: "failed" }),
      };
      const liveServer = createServer({ db: test.db, clock: setup.clock, logger: contextOf(setup.app).logger, isProd: true, otpKey, publicTenant: "CAPITAL" });
      const live = asApplicant(liveServer, test.db, setup.clock);
      configureBankProviders(contextOf(liveServer), { mode: "live", adapter, live: { decisionLogicWidgetOrigin: "https://widget.example", zumRailsConnectUrl: null } });
      expect(() => configureBankProviders(contextOf(liveServer), { mode: "sandbox" })).toThrow(/production/);
      const renewal = await atBankStep("CAPITAL");
      const created = await request(live).post(`/api/decisionLogic/CreateBankVerif/${renewal.slug}/2545/false`);
      expect(created.body.Result.redirectUrl).toBe(`https://widget.example/Service?code=${created.body.Result.requestCode}`);
      expect(created.headers["content-security-policy"]).toContain("https://widget.example");
      expect((await request(live).post(`/api/decisionLogic/handleBankVerifResult/${renewal.slug}/${created.body.Result.requestCode}`)).status).toBe(200);
      expect(calls).toEqual(["create:2545", "result"]);
      expect((await request(live).post(`/api/decisionLogic/CreateBankVerif/${renewal.slug}/3568/true`)).body.ErrorMessage).toContain("Test mode");
      expect((await verifications(renewal.contractId))[0].mode).toBe("live");
    });
  });
});
