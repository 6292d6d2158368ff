import { defaultOtpPolicy, t, type Lang } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { latestCode, openLeadPage, startLeadApp, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, typeCode } from "./leadWalk.js";

/**
 * A new applicant's link reopened (C §1: a slug and a code; C §3.10): the
 * address the basic information leads to (/go/min/:token/basic), opened in
 * another browser minutes after applying, offers a new code — never "this
 * link no longer works" — and the code resumes the new applicant's flow at
 * the step reached: step 1 when the first code was never entered, the bank
 * step once the amount was chosen. In French and in English.
 */
const basicAddress = /^\/go\/min\/([A-Za-z0-9_-]{22,64})\/basic$/;

describe("a new applicant's reopened link resumes at the step reached", () => {
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

  const fillBasic = async (page: Page, lang: Lang, who: { email: string; cellPhone: string }) => {
    await page.locator("input[name=firstName]").fill("Maude");
    await page.locator("input[name=lastName]").fill(`Rouvert${lang}`);
    await page.locator("select[name=birthDateYear]").selectOption("1991");
    await page.locator("select[name=birthDateMonth]").selectOption("4");
    await page.locator("select[name=birthDateDay]").selectOption("17");
    await page.locator("input[name=email]").fill(who.email);
    await page.locator("input[name=cellPhone]").fill(who.cellPhone);
    await page.locator("input[name=isAcceptChecked]").check();
    await page.getByRole("button", { name: leadText(lang, "basic.submit"), exact: true }).click();
  };

  /** Opens the link in a fresh browser: the code screen (not the bad-link screen), a new code, then the flow. */
  const reopen = async (lang: Lang, token: string, cellPhone: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/go/min/${token}/basic?lang=${lang}`);
    await page.getByRole("heading", { name: leadText(lang, "lead.session.title") }).waitFor();
    expect(await page.getByText(leadText(lang, "lead.badLink.title")).count()).toBe(0);
    await page.getByRole("button", { name: leadText(lang, "lead.session.send") }).click();
    await page.getByLabel(t(lang, "renewal.otp.label")).waitFor();
    await typeCode(page, lang, await latestCode(app, cellPhone));
    return page;
  };

  for (const lang of ["fr", "en"] as const) {
    it(`${lang}: the link asks for a new code and resumes at step 1, then at the bank step once the amount is chosen`, async () => {
      app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000);
      const who = { email: `maude.rouvert.${lang}@example.com`, cellPhone: lang === "fr" ? "4385557711" : "4385557722" };
      const first = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const applying = await first.newPage();
      await openLeadPage(applying, app, "/go/cash", lang);
      await fillBasic(applying, lang, who);
      await applying.getByRole("heading", { name: t(lang, "renewal.otp.title") }).waitFor();
      const token = basicAddress.exec(new URL(applying.url()).pathname)?.[1];
      expect(token).toBeDefined();
      // She leaves before typing the code, and reopens her link elsewhere minutes later.
      await first.close();
      app.clock.advance(5 * 60_000);

      const page = await reopen(lang, token!, who.cellPhone);
      await page.getByRole("heading", { name: t(lang, "renewal.basic.newTitle"), exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/go/renew/s1/${token}`);
      await screenshot(page, `lead-reopen-step1-${lang}`);
      // The flow records the step entered beside moving the address (C §8: a failed save is logged, not waited on):
      // she leaves once the server has it, not while the request may still be on its way.
      const stepRecorded = page.waitForResponse(
        (response) => response.request().method() === "PUT" && new URL(response.url()).pathname.endsWith("/onboardingStepAttained/2"),
      );
      await chooseAmount(page, lang);
      await page.waitForURL((url) => url.pathname === `/go/renew/s2/${token}`);
      expect((await stepRecorded).ok()).toBe(true);
      await page.context().close();

      app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000);
      const again = await reopen(lang, token!, who.cellPhone);
      await again.waitForURL((url) => url.pathname === `/go/renew/s2/${token}`);
      await again.locator(".lead-flow[data-step='2']").waitFor();
      // Still the new applicant's flow: no renewal's wording on the way.
      expect(await again.getByText(leadText(lang, "lead.badLink.title")).count()).toBe(0);
      await screenshot(again, `lead-reopen-step2-${lang}`);
      await again.context().close();
    }, 120_000);
  }
});
