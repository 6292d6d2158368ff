import { defaultOtpPolicy, maskEmail, t, type Lang } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, openLeadPage, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, fillAddress, fillIncome, fillReferences, sign, signInApplicant, verifyBank } from "./leadWalk.js";

/**
 * C §3.10, issue 14 §6 and §12: a renewal resumes where the applicant was.
 * On a phone (390×844), in French and in English: the browser's Back goes
 * one step back inside the app (and Forward again), a reload keeps the step,
 * a customer who passed the bank verification and the address and signs in
 * again in a fresh browser lands on the income step (not step 1, not the
 * bank again); a wait on the server over 300 ms shows the busy bar; after
 * signing, a confirmation says where the copy was emailed, the email carries
 * the signed contract as a PDF, and the copy downloads; a bad or expired
 * link says so instead of showing empty forms.
 */
const phone = { width: 390, height: 844 } as const;
const slugAddress = /^\/go\/renew\/s(\d+)\/([A-Za-z0-9_-]{22,64})$/;

interface OutboxMail {
  readonly channel: string;
  readonly subject: string;
  readonly attachments: ReadonlyArray<{ readonly fileName: string; readonly contentType: string; readonly bytes: number; readonly base64: string }>;
}

const mailsTo = async (app: LeadTestApp, recipient: string): Promise<OutboxMail[]> => {
  const response = await fetch(`${app.baseUrl}/api/dev/outbox?limit=20&to=${encodeURIComponent(recipient)}`);
  return ((await response.json()) as { Result: OutboxMail[] }).Result;
};

const stepOf = (page: Page): number => Number(slugAddress.exec(new URL(page.url()).pathname)?.[1] ?? Number.NaN);

describe("a renewal resumes at the step reached (C §3.10)", () => {
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

  const walkToIncome = async (page: Page, lang: Lang, customer: LeadCustomer): Promise<string> => {
    await openLeadPage(page, app, "/go/renew", lang);
    await signInApplicant(page, app, lang, customer);
    await chooseAmount(page, lang);
    await verifyBank(page);
    await fillAddress(page, lang);
    await page.getByRole("heading", { name: t(lang, "renewal.income.title") }).waitFor({ timeout: 20_000 });
    const match = slugAddress.exec(new URL(page.url()).pathname);
    expect(match?.[1]).toBe("23");
    return match![2]!;
  };

  for (const lang of ["fr", "en"] as const) {
    it(`${lang}, phone: Back, Forward and reload keep the step; signing in again resumes at the income step; the signed copy is confirmed, emailed and downloads`, async () => {
      // Every suite shares the code look-up budget: start with a fresh window.
      app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000);
      const customer = await insertLeadCustomer(app, "renewable", { firstName: "Noémie", lastName: `Lavoie${lang}` });
      const context = await browser.newContext({ viewport: phone });
      const page = await context.newPage();
      const slug = await walkToIncome(page, lang, customer);

      // Back: one step back inside the app, the saved address filled in; Forward: the income step again.
      await page.goBack();
      await page.getByRole("heading", { name: t(lang, "renewal.address.title") }).waitFor();
      expect(stepOf(page)).toBe(21);
      await expect.poll(() => page.getByLabel(t(lang, "renewal.field.civicNumber")).inputValue()).toBe("4512");
      await page.goBack();
      await page.locator("[data-bank-tiles], .lead-bank").first().waitFor();
      expect(stepOf(page)).toBe(2);
      await page.goForward();
      await page.goForward();
      await page.getByRole("heading", { name: t(lang, "renewal.income.title") }).waitFor();
      expect(stepOf(page)).toBe(23);

      // Reload mid-flow keeps the step; a slow server shows the busy bar (only after 300 ms).
      await page.route("**/onboardingStepAttained", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        await route.continue();
      });
      await page.reload();
      await page.locator("[role=progressbar][data-busy]").waitFor({ state: "visible", timeout: 5_000 });
      expect(await page.getByRole("progressbar").getAttribute("aria-label")).toBe(leadText(lang, "lead.busy"));
      await page.getByRole("heading", { name: t(lang, "renewal.income.title") }).waitFor({ timeout: 20_000 });
      await page.locator("[role=progressbar][data-busy]").waitFor({ state: "detached" });
      expect(stepOf(page)).toBe(23);
      await page.unroute("**/onboardingStepAttained");
      await context.close();

      // Signing in again from a fresh browser: straight to the income step, not step 1 then the bank again.
      const again = await browser.newContext({ viewport: phone });
      const fresh = await again.newPage();
      const seenSteps: number[] = [];
      fresh.on("framenavigated", (frame) => {
        if (frame === fresh.mainFrame()) seenSteps.push(stepOf(fresh));
      });
      await openLeadPage(fresh, app, "/go/renew", lang);
      await signInApplicant(fresh, app, lang, customer);
      await fresh.getByRole("heading", { name: t(lang, "renewal.income.title") }).waitFor({ timeout: 20_000 });
      expect(new URL(fresh.url()).pathname).toBe(`/go/renew/s23/${slug}`);
      expect(seenSteps.filter((step) => step === 1 || step === 2)).toEqual([]);
      expect(await fresh.locator("[data-bank-tiles]").count()).toBe(0);
      await screenshot(fresh, `lead-resume-${lang}-phone-signed-in-again`);

      // On to the signature, then the confirmation with the copy.
      await fillIncome(fresh, lang);
      await fillReferences(fresh, lang);
      const texts = { name: new RegExp(leadText(lang, "sign.name")), agree: new RegExp(leadText(lang, "sign.agree").slice(0, 20)), submit: new RegExp(leadText(lang, "sign.submit")) };
      await fresh.locator("input[name=signerName]").waitFor({ timeout: 20_000 });
      await sign(fresh, fresh, texts, `${customer.firstName} ${customer.lastName}`);
      await fresh.getByRole("heading", { name: leadText(lang, "signed.title") }).waitFor({ timeout: 20_000 });
      await fresh.getByText(leadText(lang, "signed.emailSent", { email: maskEmail(customer.email) })).waitFor();
      await fresh.getByRole("heading", { name: t(lang, "renewal.completed.title") }).waitFor();
      expect(await axeViolations(fresh)).toEqual([]);
      await screenshot(fresh, `lead-resume-${lang}-phone-confirmation`);

      const emails = (await mailsTo(app, customer.email)).filter((mail) => mail.channel === "EMAIL" && mail.attachments.length > 0);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.subject).toContain(lang === "fr" ? "Votre contrat signé" : "Your signed contract");
      expect(emails[0]!.attachments[0]).toMatchObject({ contentType: "application/pdf" });
      expect(Buffer.from(emails[0]!.attachments[0]!.base64, "base64").subarray(0, 5).toString()).toBe("%PDF-");

      const [download] = await Promise.all([fresh.waitForEvent("download"), fresh.getByRole("button", { name: leadText(lang, "signed.download") }).click()]);
      expect(download.suggestedFilename()).toBe(emails[0]!.attachments[0]!.fileName);

      // A link that names no flow, with a session: the bad-link screen, not an empty form.
      await fresh.goto(`${app.baseUrl}/go/renew/s21/${"x".repeat(32)}?lang=${lang}`);
      await fresh.getByRole("heading", { name: leadText(lang, "lead.badLink.title") }).waitFor({ timeout: 20_000 });
      expect(await fresh.locator("form input").count()).toBe(0);
      await again.close();
    }, 240_000);

    it(`${lang}, phone: a bad or expired link opened in a fresh browser says so after the code screen, with what to do`, async () => {
      const context = await browser.newContext({ viewport: phone });
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/go/renew/s21/${"Q".repeat(32)}?lang=${lang}`);
      await page.getByRole("button", { name: leadText(lang, "lead.session.send") }).click();
      await page.getByRole("heading", { name: leadText(lang, "lead.badLink.title") }).waitFor({ timeout: 20_000 });
      await page.getByText(leadText(lang, "lead.badLink.customer")).waitFor();
      expect(await page.locator("form input").count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `lead-resume-${lang}-phone-bad-link`);
      await page.getByRole("button", { name: leadText(lang, "lead.badLink.signIn") }).click();
      await page.getByLabel(t(lang, "account.field.email")).waitFor();
      expect(new URL(page.url()).pathname).toBe("/go/renew");
      await context.close();
    }, 120_000);
  }
});
