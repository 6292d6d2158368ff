import { t, type Lang } from "@lendkit/core";
import type { BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { br } from "../../reference-app/web/src/app/bankReviews/texts.js";
import { ct } from "../../reference-app/web/src/app/contracts/texts.js";
import { cx } from "../../reference-app/web/src/app/customers/texts.js";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { appText } from "../../reference-app/web/src/shared/texts.js";
import { issueAccountEntryTicket } from "../../server-kit/src/customers/bypassOtp.js";
import { makePng } from "../../server-kit/test/filesFixtures.js";
import { customerToken } from "../../server-kit/test/fixtures.js";
import { expectedPayments, insertRenewal } from "../../server-kit/test/flowFixtures.js";
import { biWeekly, insertServicedCustomer, type InsertedCustomer } from "./customersFixture.js";
import { launchBrowser, type SuiteBrowser } from "./harness.js";
import { insertLeadCustomer, leadAxeFindings, openLeadPage, startLeadApp, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, enterCode, fillAddress, fillIncome, fillReferences, identify, sign, signInApplicant, verifyBank } from "./leadWalk.js";
import { apiCall, openContract, sessionContext, sessionOf, staffLogin, type Login } from "./staff.js";

/**
 * Every page of the product held to axe-core with no critical, serious or
 * moderate finding, in French and in English: the lead app's pages (renewal
 * entry, code, step 1, bank step, address, income, references, signature,
 * confirmation, the overdue stop, the new applicant's form, the code screen
 * of a signature link, the account sign-in and the account page) and the
 * staff app's (sign-in, contracts table, every tab of the contract editor,
 * customers list, the customer's profile with its payments profile, bank
 * statements to review, deferral requests). One server and one browser for
 * the suite; each language walks its pages once and every finding is kept,
 * so a failure lists each page's rules and elements at once.
 */

type Findings = Record<string, string[]>;

const flowPath = "/api/contractExternal/cashLoanFlow";
const desktop = { width: 1280, height: 900 };

describe("accessibility: every page of the product, axe-core, no moderate or worse finding", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;
  let admin: Login;
  let serviced: InsertedCustomer;
  let contractId: number;

  const send = (path: string, method: string, body?: unknown, token?: string) =>
    fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** An applicant's statement pictures submitted by hand at the bank step (C §3.7 manual mode): one item to review. */
  const submitStatements = async () => {
    const renewal = await insertRenewal(app.db, app.clock, app.tenantId);
    const token = await customerToken(app.db, app.clock, app.tenantId, renewal.customerId);
    const numberOfPayments = expectedPayments(app.clock, { amount: 750, loanFrequency: 26, previousBalance: 600 });
    expect((await send(`${flowPath}/${renewal.slug}?lang=fr`, "PUT", { loanFrequency: 26, loanAmount: 750, numberOfPayments }, token)).status).toBe(200);
    expect((await send(`${flowPath}/${renewal.slug}/onboardingStepAttained/2`, "PUT", undefined, token)).status).toBe(200);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await makePng(60, 40))], { type: "image/png" }), "releve.png");
    expect((await fetch(`${app.baseUrl}/api/fileDrop/${renewal.slug}/uploadImage`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form })).status).toBe(201);
    expect((await send(`${flowPath}/${renewal.slug}/manualBankVerification`, "POST", {}, token)).status).toBe(200);
  };

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
    admin = await staffLogin(app, "admin");
    serviced = await insertServicedCustomer(app.db, app.clock, "RENT", {
      firstName: "Solène",
      lastName: "Archambault",
      email: "solene.archambault@example.com",
      cellPhone: "5145550166",
      language: 0,
      contracts: [{ contractNumber: "E2E-AX-0001", statusId: 1, amountCents: 40_000, receipts: true, lines: [biWeekly(-28, true), biWeekly(-14, true), biWeekly(10), biWeekly(24), biWeekly(38)] }],
    });
    // A deferral asked by staff and still pending: the profile's deferral history and the requests page have a record to show.
    const asked = serviced.dueDates["E2E-AX-0001"]![2]!;
    const payment = (await app.db("payments").where({ contract_id: serviced.contracts["E2E-AX-0001"], due_date: asked }).first("id")) as { id: number };
    const later = new Date(`${asked}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 7);
    await apiCall(app, `/api/customer/${serviced.customerId}/DeferPaymentRequest`, {
      method: "POST",
      body: {
        Deferalmessage: "",
        contractId: serviced.contracts["E2E-AX-0001"],
        lang: "fr",
        paymentId: Number(payment.id),
        requestedDate: later.toISOString().slice(0, 10),
        dueDate: asked,
      },
      token: admin.serverInfo,
      headers: { "Idempotency-Key": `e2e-axe-${Date.now()}` },
    });
    await submitStatements();
    contractId = Number(((await app.db("contracts").where({ tenant_id: app.tenantId }).orderBy("id", "asc").first("id")) as { id: number }).id);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const check = async (findings: Findings, name: string, surface: Page | Frame) => {
    const found = await leadAxeFindings(surface);
    if (found.length > 0) findings[name] = found;
  };

  const context = (lang: Lang, session?: Login): Promise<BrowserContext> => sessionContext(browser, session ? sessionOf(session) : null, lang, { viewport: desktop });

  it.each(["fr", "en"] as const)("the lead app's pages in %s", async (lang) => {
    const findings: Findings = {};
    // Each language's two sign-ins get their own look-up window (5 per address per 15 minutes).
    app.clock.advance(16 * 60_000);
    const renewing = await insertLeadCustomer(app, "renewable", { firstName: "Ariane", lastName: lang === "fr" ? "Lévesque" : "Lewis" });
    const late = await insertLeadCustomer(app, "overdue", { firstName: "Bruno", lastName: lang === "fr" ? "Tardif" : "Tardy" });
    const browsing = await context(lang);
    const page = await browsing.newPage();

    await openLeadPage(page, app, "/go/renew", lang);
    await page.getByRole("heading", { name: t(lang, "renewal.intro.default") }).waitFor();
    await check(findings, "renewal entry", page);
    await identify(page, lang, renewing);
    await check(findings, "code", page);
    await enterCode(page, app, lang, renewing);
    await page.getByRole("heading", { name: t(lang, "renewal.basic.title"), exact: true }).waitFor();
    await check(findings, "step 1", page);
    await chooseAmount(page, lang);
    await page.getByRole("heading", { name: t(lang, "bank.instant.title") }).waitFor();
    await page.locator("[data-bank-tiles] button").first().waitFor();
    await check(findings, "bank step", page);
    await verifyBank(page);
    await page.getByText(t(lang, "bank.success.title")).waitFor();
    await check(findings, "bank step, verified", page);
    await page.getByRole("heading", { name: t(lang, "renewal.address.title") }).waitFor({ timeout: 20_000 });
    await check(findings, "address", page);
    await fillAddress(page, lang);
    await page.getByRole("heading", { name: t(lang, "renewal.income.title") }).waitFor();
    await check(findings, "income", page);
    await fillIncome(page, lang);
    await page.getByRole("heading", { name: t(lang, "renewal.references.title") }).waitFor();
    await check(findings, "references", page);
    await fillReferences(page, lang);
    await page.getByRole("heading", { name: leadText(lang, "sign.title") }).waitFor({ timeout: 60_000 });
    await page.locator(".lead-schedule summary").click();
    await check(findings, "signature", page);
    const slug = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    const texts = { name: new RegExp(leadText(lang, "sign.name")), agree: new RegExp(leadText(lang, "sign.agree").slice(0, 20)), submit: new RegExp(leadText(lang, "sign.submit")) };
    await sign(page, page, texts, `${renewing.firstName} ${renewing.lastName}`);
    await page.getByRole("heading", { name: t(lang, "renewal.completed.title") }).waitFor();
    await check(findings, "confirmation", page);

    // The overdue stop, in a browser of its own (no session carried over).
    const lateContext = await context(lang);
    const latePage = await lateContext.newPage();
    await openLeadPage(latePage, app, "/go/renew", lang);
    await signInApplicant(latePage, app, lang, late);
    await latePage.getByRole("heading", { name: t(lang, "renewal.overdue.title") }).waitFor();
    await check(findings, "overdue screen", latePage);
    await lateContext.close();

    // A signature link opened without a session: the code screen of its slug.
    const linkContext = await context(lang);
    const linkPage = await linkContext.newPage();
    await linkPage.goto(`${app.baseUrl}/go/sign/${slug}?lang=${lang}`);
    await linkPage.getByRole("heading", { name: leadText(lang, "lead.session.title") }).waitFor();
    await check(findings, "signature link code screen", linkPage);
    await linkContext.close();

    await openLeadPage(page, app, "/go/cash", lang);
    await page.getByRole("heading", { name: leadText(lang, "basic.title") }).waitFor();
    await check(findings, "new applicant", page);
    await page.getByRole("button", { name: t(lang, "common.continue"), exact: true }).click();
    await page.locator(".lead-summary li").first().waitFor();
    await check(findings, "new applicant, errors named", page);

    await page.goto(`${app.baseUrl}/go/account/${lang}`);
    await page.getByRole("heading", { name: t(lang, "account.login.title") }).waitFor();
    await check(findings, "account sign-in", page);
    const { ticket } = await issueAccountEntryTicket(app.db, app.clock, { tenantId: app.tenantId, customerId: serviced.customerId, createdByUserId: null });
    await page.goto(`${app.baseUrl}/go/account/${lang}/${ticket}`);
    await page.getByRole("heading", { name: lang === "fr" ? "Bonjour Solène" : "Hello Solène" }).waitFor();
    await page.locator("[data-part=row], .cust-payment").first().waitFor();
    await check(findings, "account page", page);

    await browsing.close();
    expect(findings).toEqual({});
  }, 240_000);

  it.each(["fr", "en"] as const)("the staff app's pages in %s", async (lang) => {
    const findings: Findings = {};
    const anonymous = await context(lang);
    const signIn = await anonymous.newPage();
    await signIn.goto(`${app.baseUrl}/app.html`);
    await signIn.getByRole("heading", { level: 1, name: appText(lang, "login.title") }).waitFor();
    await check(findings, "sign-in", signIn);
    await anonymous.close();

    // A fresh sign-in: the lead walks moved the server's clock past the suite's first session.
    const staff = await context(lang, await staffLogin(app, "admin"));
    const page = await staff.newPage();
    await page.goto(`${app.baseUrl}/contracts`);
    await page.locator('[data-lendkit="data-table"]:not([aria-busy="true"]) tbody tr').first().waitFor();
    await check(findings, "contracts table", page);

    await openContract(page, app, contractId);
    await page.getByRole("tab", { name: ct(lang, "tab.contract"), exact: true }).waitFor();
    for (const tab of ["contract", "lessee", "colessee", "budget", "vehicle", "finance", "files", "notes"] as const) {
      const handle = page.getByRole("tab", { name: ct(lang, `tab.${tab}`), exact: true });
      if ((await handle.count()) === 0) continue;
      await handle.click();
      await expect.poll(() => handle.getAttribute("aria-selected")).toBe("true");
      await page.waitForLoadState("networkidle");
      await check(findings, `contract editor, ${tab} tab`, page);
    }

    await page.goto(`${app.baseUrl}/customers`);
    await page.getByRole("link", { name: "Archambault, Solène" }).waitFor();
    await check(findings, "customers list", page);

    await page.goto(`${app.baseUrl}/customers/${serviced.customerId}`);
    await page.getByRole("region", { name: cx(lang, "profile.deferralHistory"), exact: true }).waitFor();
    await page.locator("[data-part=row], .cust-payment").first().waitFor();
    await page.waitForLoadState("networkidle");
    await check(findings, "customer profile and payments profile", page);

    await page.goto(`${app.baseUrl}/bank-reviews`);
    await page.getByRole("heading", { level: 1, name: br(lang, "title") }).waitFor();
    await page.getByRole("img", { name: br(lang, "picture", { n: 1, name: "releve.png" }) }).waitFor();
    await check(findings, "bank reviews", page);

    await page.goto(`${app.baseUrl}/deferrals`);
    await page.getByRole("button", { name: cx(lang, "deferrals.approve") }).first().waitFor();
    await check(findings, "deferral requests", page);

    await staff.close();
    expect(findings).toEqual({});
  }, 180_000);
});
