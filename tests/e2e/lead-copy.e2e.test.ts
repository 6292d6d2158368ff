import { defaultOtpPolicy, formatMoney, labelColon, t, type Lang } from "@lendkit/core";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, latestCode, leadFrame, type LeadCustomer, type LeadTestApp, startLeadApp } from "./leadFixtures.js";
import { signInApplicant } from "./leadWalk.js";

/**
 * What the applicant reads (issue: copy and feedback, new-applicant wording,
 * the overdue screen), in both languages, on a phone and a desktop, inside
 * the lender's page and on the app's own.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const cases = [
  { id: 0, lang: "fr", viewport: desktop, framed: true },
  { id: 1, lang: "en", viewport: phone, framed: false },
  { id: 2, lang: "fr", viewport: phone, framed: false },
  { id: 3, lang: "en", viewport: desktop, framed: true },
] as const;

describe("the lead app's copy in a real browser", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;
  const overdue: LeadCustomer[] = [];

  beforeAll(async () => {
    app = await startLeadApp({ otp: { collectionsPhoneNumbers: { RENT: "1-514-555-0199" } } });
    browser = await launchBrowser();
    for (const each of cases) overdue.push(await insertLeadCustomer(app, "overdue", { firstName: "Marc", lastName: `Gagnon${each.id}` }));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The lead app at `path`: in the demo lender's page, or opened on its own. */
  const open = async (path: string, lang: Lang, viewport: { width: number; height: number }, framed: boolean): Promise<{ page: Page; surface: Page | Frame }> => {
    const page = await browser.newPage({ viewport, ...(viewport === phone ? { isMobile: true, hasTouch: true } : {}) });
    if (!framed) {
      await page.goto(`${app.baseUrl}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
      return { page, surface: page };
    }
    await page.goto(`${app.baseUrl}/demo/parent.html?lang=${lang}&path=${encodeURIComponent(path)}`);
    return { page, surface: await leadFrame(page) };
  };

  it.each(cases)("shows the amount late and the collections number formatted; Go to Client Space works (%o)", async ({ id, lang, viewport, framed }) => {
    const customer = overdue[id]!;
    const { page, surface } = await open("/go/renew", lang, viewport, framed);
    await signInApplicant(surface, app, lang, customer);
    await surface.getByRole("heading", { name: t(lang, "renewal.overdue.title") }).waitFor();
    // The fixture's overdue customer paid the line of 35 days ago and missed those of 21 and 7 days ago, 73.50 $ each.
    const amount = formatMoney(2 * 73.5, lang);
    expect(await surface.locator("[data-part=amount-late]").textContent()).toBe(t(lang, "renewal.overdue.amountLate", { amount }));
    await surface.getByText(t(lang, "renewal.overdue.textWithPhone", { phone: "(514) 555-0199" })).waitFor();
    expect(await axeViolations(surface)).toEqual([]);
    await screenshot(page, `lead-copy-overdue-${id}-${lang}`);
    await surface.getByRole("button", { name: t(lang, "renewal.overdue.goToClientSpace") }).click();
    if (framed) {
      await page.getByText(/\/cl$/).first().waitFor();
    } else {
      // On its own the app has no parent to ask: it opens its own client space with the session the code opened (a one-time hand-off, out of the address at once), no sign-in again.
      await page.waitForURL(`**/go/account/${lang}`);
      await page.locator(".cust-contract-bar select").waitFor({ timeout: 20_000 });
      expect(await page.getByRole("heading", { name: t(lang, "account.login.title") }).count()).toBe(0);
    }
    await page.close();
  }, 120_000);

  it.each(cases)("speaks to a new applicant as one, writes money in the lender's format and names the code and the banks in the applicant's language (%o)", async ({ id, lang, viewport, framed }) => {
    // The overdue sign-ins and the earlier leads spent this address's customer look-ups (5 per IP per 15 minutes, core's defaultOtpPolicy): a new window.
    app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000);
    const { page, surface } = await open("/go/cash", lang, viewport, framed);
    const who = { firstName: "Nina", lastName: `Nouvelle${id}`, email: `nina.${id}@example.com`, cellPhone: `438555061${id}` };
    await surface.getByLabel(leadText(lang, "basic.firstName")).fill(who.firstName);
    await surface.getByLabel(leadText(lang, "basic.lastName"), { exact: true }).fill(who.lastName);
    await surface.locator("select[name=birthDateYear]").selectOption("1990");
    await surface.locator("select[name=birthDateMonth]").selectOption("5");
    await surface.locator("select[name=birthDateDay]").selectOption("12");
    await surface.getByLabel(leadText(lang, "basic.email")).fill(who.email);
    await surface.getByLabel(leadText(lang, "basic.cellPhone")).fill(who.cellPhone);
    // Switching the language there and back keeps what was typed.
    const other: Lang = lang === "fr" ? "en" : "fr";
    const switchTo = (from: Lang) => surface.getByRole("button", { name: `${leadText(from, "lead.language")}${labelColon(from)}${leadText(from, "lead.switchTo")}` });
    await switchTo(lang).click();
    expect(await surface.getByLabel(leadText(other, "basic.firstName")).inputValue()).toBe(who.firstName);
    expect(await surface.getByLabel(leadText(other, "basic.email")).inputValue()).toBe(who.email);
    await switchTo(other).click();
    expect(await surface.getByLabel(leadText(lang, "basic.cellPhone")).inputValue()).not.toBe("");
    await surface.getByRole("checkbox").check();
    await surface.getByRole("button", { name: leadText(lang, "basic.submit") }).click();
    // "Entrez le code :" with a no-break space, not "Entrez le OTP :".
    const codeLabel = lang === "fr" ? "Entrez le code\u00a0:" : "Enter OTP:";
    // One name for restarting, the one the renewal's code screen uses ("Restart", not also "Start again").
    await surface.getByRole("button", { name: t(lang, "renewal.otp.restart"), exact: true }).waitFor();
    expect(await surface.getByText(/Start again/).count()).toBe(0);
    await surface.getByLabel(codeLabel, { exact: true }).fill(await latestCode(app, who.cellPhone));
    await surface.getByRole("button", { name: t(lang, "renewal.otp.continue"), exact: true }).click();

    const step1 = surface.locator("section[data-step='1']");
    await step1.getByRole("heading", { name: t(lang, "renewal.basic.newTitle") }).waitFor();
    const text = (await step1.textContent()) ?? "";
    expect(text).toContain(t(lang, "renewal.basic.newExplanation"));
    expect(text).not.toContain(t(lang, "renewal.basic.explanation"));
    // The amount above the slider in core's format (A §5): "$1 000.00", "1 000,00 $" — never Intl's "$1,000.00".
    const output = (await step1.locator("[data-part=slider-output]").textContent()) ?? "";
    const shown = Number(await step1.getByRole("slider").inputValue());
    expect(output).toBe(formatMoney(shown, lang));
    expect(output).not.toMatch(/\d,\d{3}/);
    expect(await axeViolations(surface)).toEqual([]);
    await screenshot(page, `lead-copy-new-applicant-${id}-${lang}`);

    await step1.getByRole("button", { name: t(lang, "renewal.basic.continue") }).click();
    await surface.getByRole("heading", { name: t(lang, "bank.instant.title") }).waitFor();
    const tiles = await surface.locator("[data-bank-tiles] button").allTextContents();
    expect(tiles).toContain(lang === "fr" ? "Banque Nationale" : "National Bank");
    if (lang === "fr") expect(tiles).not.toContain("National Bank");
    await page.close();
  }, 120_000);
});
