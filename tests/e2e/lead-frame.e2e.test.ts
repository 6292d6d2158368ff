import { defaultOtpPolicy, t, type Lang } from "@lendkit/core";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, latestCode, leadFrame, openLeadFrame, openLeadPage, parentLog, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, fillAddress, fillIncome, fillReferences, identify, sign, signInApplicant, typeCode, verifyBank } from "./leadWalk.js";

/**
 * The parent-frame protocol (C §2, §3.3, §3.5, §3.10, §5, §7, §8) in a real
 * browser, the lead app embedded in the demo lender's page, in French on a
 * desktop and in English on a phone: after a code the page hears the
 * session silently and the renewal's identifier; after signing it hears
 * `onboardingSigned` (not only "step 3 reached"); the lender's source in
 * the frame's address is kept on the renewal; `/r/{slug}_-1` reopens the
 * renewal where it is; a failed customer look-up tells the page to forget
 * the session; an expired code goes back to /go/renew by itself.
 */
const devices = {
  fr: { viewport: { width: 1280, height: 900 } },
  en: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

describe("the lead app and its parent page in a real browser", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  // Every test identifies once at most: a fresh look-up window each time (5 per IP per 15 minutes).
  beforeEach(() => app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000));

  /** The frame's app opened at `path` (the lead app's own address) inside the demo page. */
  const openInParent = async (lang: Lang, path: string): Promise<{ page: Page; frame: Frame }> => {
    // A context of its own: a second page of it shares the app's local storage (its session).
    const page = await (await browser.newContext(devices[lang])).newPage();
    await page.goto(`${app.baseUrl}/demo/parent.html?lang=${lang}`);
    await page.locator("iframe#lead").evaluate((element, src) => ((element as HTMLIFrameElement).src = src), path);
    const frame = await leadFrame(page);
    await frame.waitForURL((url) => `${url.pathname}${url.search}` === path);
    // The page's first app document (replaced just above) may still have posted while it was discarded: the page rightly
    // ignores a window that is gone. Once the app under test shows its title, the log starts afresh with its messages only.
    await frame.locator("h1, h2").first().waitFor();
    await page.locator("#messages").evaluate((body) => body.replaceChildren());
    return { page, frame };
  };

  const valueText = (json: string): string => JSON.parse(json) as string;

  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: a code's session silently and the slug, /r/{slug}_-1 reopens the renewal, the source is kept, and signing is told apart from reaching the signature`, async () => {
      const customer = await insertLeadCustomer(app, "renewable", lang === "fr" ? { firstName: "Maude", lastName: "Frenette" } : { firstName: "Liam", lastName: "Parker" });
      const { page, frame } = await openInParent(lang, `/go/renew?lang=${lang}&leadSourceId=17`);
      await frame.getByRole("heading", { name: t(lang, "renewal.intro.default") }).waitFor();
      // Step 0's cell phone (phone mask): the one on file, typed as the applicant would.
      const phone = frame.getByLabel(t(lang, "account.field.cellPhone"));
      await phone.pressSequentially(customer.cellPhone);
      expect(await phone.inputValue()).toBe(`(${customer.cellPhone.slice(0, 3)}) ${customer.cellPhone.slice(3, 6)}-${customer.cellPhone.slice(6)}`);
      await signInApplicant(frame, app, lang, customer);
      await frame.getByRole("heading", { name: t(lang, "renewal.basic.title"), exact: true }).waitFor();

      // After the code: the session without a visible reaction (masked by the page) and the renewal's slug; never the visible serverInfos.
      const afterCode = await parentLog(page);
      expect(afterCode.filter((row) => row.ignored)).toEqual([]);
      const silent = afterCode.find((row) => row.type === "serverInfos_silent");
      expect(silent?.value).toMatch(/^[A-Za-z0-9_-]{6}…$/);
      const strong = afterCode.find((row) => row.type === "serverInfosStrong");
      expect(strong).toBeDefined();
      const slug = valueText(strong!.value);
      expect(slug).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(afterCode.some((row) => row.type === "serverInfos")).toBe(false);
      const renewal = (await app.db("contracts").where({ slug }).first("id", "original_contract_id", "lead_source_id")) as { id: number; original_contract_id: number; lead_source_id: number };
      expect(renewal).toMatchObject({ original_contract_id: customer.contractId, lead_source_id: 17 });

      // /r/{slug}_-1 (the parent path of a renewal just started) opens the lead app's renewal at the step the server has, with the same session.
      const reopened = await page.context().newPage();
      await reopened.goto(`${app.baseUrl}/r/${slug}_-1?lang=${lang}`);
      await reopened.waitForURL((url) => url.pathname === `/go/renew/s-1/${slug}` && url.search === `?lang=${lang}`);
      await reopened.getByRole("heading", { name: t(lang, "renewal.basic.title"), exact: true }).waitFor();
      expect(await reopened.locator("[data-phase=flowCode]").count()).toBe(0);
      await reopened.close();

      await chooseAmount(frame, lang);
      await verifyBank(frame);
      // The address step offers the lender's provinces (getWebOnlyProvinces), not the whole table.
      await frame.getByRole("heading", { name: t(lang, "renewal.address.title") }).waitFor({ timeout: 20_000 });
      const provinces = await frame.getByLabel(t(lang, "renewal.field.provinceId")).locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      const offered = (await (await fetch(`${app.baseUrl}/api/contractExternal/cashLoanFlow/getWebOnlyProvinces?lang=${lang}`)).json()) as { Result: Array<{ value: number }> };
      expect(provinces).toEqual(offered.Result.map((entry) => String(entry.value)));
      expect(provinces.length).toBeLessThan(13);
      await fillAddress(frame, lang);
      await fillIncome(frame, lang);
      await fillReferences(frame, lang);
      await frame.getByRole("heading", { name: leadText(lang, "sign.title") }).waitFor({ timeout: 60_000 });

      // Step 3 reached, not signed yet: the page has heard the step, not a signature.
      const atSignature = await parentLog(page);
      expect(atSignature.some((row) => row.type === "onboardingStepAttained" && row.value === "3")).toBe(true);
      expect(atSignature.some((row) => row.type === "onboardingSigned")).toBe(false);

      const texts = { name: new RegExp(leadText(lang, "sign.name")), agree: new RegExp(leadText(lang, "sign.agree").slice(0, 20)), submit: new RegExp(leadText(lang, "sign.submit")) };
      await sign(frame, page, texts, `${customer.firstName} ${customer.lastName}`);
      await frame.getByRole("heading", { name: t(lang, "renewal.completed.title") }).waitFor();
      await expect.poll(async () => (await parentLog(page)).filter((row) => row.type === "onboardingSigned").map((row) => valueText(row.value))).toEqual([slug]);
      // Newest first: the signature came after step 3 was reached.
      const log = await parentLog(page);
      const signedAt = log.findIndex((row) => row.type === "onboardingSigned");
      const stepAt = log.findIndex((row) => row.type === "onboardingStepAttained" && row.value === "3");
      expect(signedAt).toBeLessThan(stepAt);
      expect(log.filter((row) => row.ignored)).toEqual([]);
      await screenshot(page, `lead-frame-${lang}-signed`);
      await page.context().close();
    }, 240_000);

    it(`${lang}: a failed customer look-up on the account entry tells the page to forget the session and go to /cl`, async () => {
      // A ticket's shape that no server issued: the exchange fails, then the customer look-up (C §3.5).
      const deadTicket = "Z".repeat(43);
      const page = await browser.newPage(devices[lang]);
      const frame = await openLeadFrame(page, app, { lang, path: `/go/account/${lang}/${deadTicket}` });
      await frame.locator("[data-phase=login]").first().waitFor();
      await expect.poll(async () => (await parentLog(page)).map((row) => row.type)).toContain("redirectTo");
      const log = await parentLog(page);
      const cleared = log.findIndex((row) => row.type === "serverInfos" && row.value === (lang === "fr" ? "(session effacée)" : "(session cleared)"));
      const redirected = log.findIndex((row) => row.type === "redirectTo" && valueText(row.value) === "/cl");
      expect(cleared).toBeGreaterThanOrEqual(0);
      expect(redirected).toBeGreaterThanOrEqual(0);
      // Newest first: the token is cleared before the page is sent to the client space.
      expect(redirected).toBeLessThan(cleared);
      expect(await frame.evaluate(() => window.localStorage.getItem("lead.serverInfo"))).toBeNull();
      expect(await axeViolations(frame)).toEqual([]);
      await page.close();
    }, 90_000);

    it(`${lang}: an expired code says so and goes back to /go/renew by itself, in the applicant's language`, async () => {
      const customer = await insertLeadCustomer(app, "renewable", lang === "fr" ? { firstName: "Gilles", lastName: "Tardif" } : { firstName: "Nora", lastName: "Late" });
      const page = await browser.newPage(devices[lang]);
      await openLeadPage(page, app, "/go/renew", lang);
      await identify(page, lang, customer);
      const code = await latestCode(app, customer.cellPhone);
      app.clock.advance(11 * 60_000);
      await typeCode(page, lang, code);
      const refusal = page.locator("[data-otp-refusal]");
      await expect.poll(() => refusal.textContent()).toContain(t(lang, "renewal.otp.expired").slice(0, 30));
      await page.locator("[data-expired-return]").waitFor();
      expect(await page.locator("[data-expired-return]").textContent()).toBe(leadText(lang, "lead.otp.returning"));
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `lead-frame-${lang}-otp-expired`);
      // No click: the flow returns to its start.
      await page.waitForURL((url) => url.pathname === "/go/renew" && url.search === `?lang=${lang}`, { timeout: 20_000 });
      await page.getByRole("heading", { name: t(lang, "renewal.intro.default") }).waitFor();
      expect(await app.db("contracts").where({ original_contract_id: customer.contractId }).count({ n: "*" })).toEqual([{ n: 0 }]);
      await page.close();
    }, 90_000);
  }
});
