import { t } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, latestCode, openLeadPage, outboxCount, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { identify, typeCode } from "./leadWalk.js";

/**
 * The renewal's code screen against the real OTP rules (docs/api/otp.md):
 * a wrong code, a code entered after its 10 minutes (the server's clock
 * moved), and the 6th try after 5 wrong codes — each with the text the
 * applicant reads and a way forward. One server for the suite; each test
 * has its own customer so no failure count carries from one to another.
 */
describe("the lead app's code screen in a real browser", () => {
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

  /** A code that is not `code`. */
  const wrong = (code: string, salt = 0) => String((Number(code) + 1 + salt) % 1_000_000).padStart(6, "0");

  const open = async (customer: LeadCustomer): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
    await openLeadPage(page, app, "/go/renew", "fr");
    await identify(page, "fr", customer);
    return page;
  };

  const alert = (page: Page) => page.locator("form[data-status] [role=alert]");

  it("refuses a wrong code with the spec's alert, keeps the form usable, then takes the right one", async () => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Anne", lastName: "Wrong" });
    const page = await open(customer);
    const code = await latestCode(app, customer.cellPhone);
    await typeCode(page, "fr", wrong(code));
    await expect.poll(() => alert(page).textContent()).toBe("Le OTP n'est pas valide.");
    expect(await page.locator("[data-otp-refusal]").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "lead-otp-wrong");
    await typeCode(page, "fr", code);
    await page.getByRole("heading", { name: "Renouvellement", exact: true }).waitFor();
    await page.close();
  }, 90_000);

  it("refuses a code entered after its 10 minutes by the server's clock, and Restart goes back to the start", async () => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Bruno", lastName: "Late" });
    const page = await open(customer);
    const code = await latestCode(app, customer.cellPhone);
    app.clock.advance(11 * 60_000);
    await typeCode(page, "fr", code);
    const refusal = page.locator("[data-otp-refusal]");
    await expect.poll(() => refusal.textContent()).toContain("Votre délai pour entrer le code est expiré. Vous devez recommencer le processus");
    // Restart goes at once (the screen also goes back by itself after a few seconds: lead-frame.e2e.test.ts checks that, with axe).
    await refusal.getByRole("button", { name: t("fr", "renewal.otp.restart") }).click();
    await page.waitForURL(/\/go\/renew$/);
    await page.getByRole("heading", { name: t("fr", "renewal.intro.default") }).waitFor();
    expect(await app.db("contracts").where({ original_contract_id: customer.contractId }).count({ n: "*" })).toEqual([{ n: 0 }]);
    await page.close();
  }, 90_000);

  it("refuses the 6th try after 5 wrong codes, even the right code; a new code by email then works", async () => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Chantal", lastName: "Tries" });
    const page = await open(customer);
    const code = await latestCode(app, customer.cellPhone);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await typeCode(page, "fr", wrong(code, attempt));
      await expect.poll(() => alert(page).textContent()).toBe("Le OTP n'est pas valide.");
    }
    await typeCode(page, "fr", code);
    const refusal = page.locator("[data-otp-refusal]");
    await expect.poll(() => refusal.textContent()).toBe("Trop de codes erronés. Veuillez demander un nouveau code.");
    await screenshot(page, "lead-otp-sixth-try");
    expect(await app.db("contracts").where({ original_contract_id: customer.contractId }).count({ n: "*" })).toEqual([{ n: 0 }]);

    const emailsBefore = await outboxCount(app, customer.email);
    await page.getByRole("button", { name: "Envoyer par courriel" }).click();
    await expect.poll(() => alert(page).textContent()).toBe("Courriel envoyé\u00a0!");
    expect(await outboxCount(app, customer.email)).toBe(emailsBefore + 1);
    expect(await refusal.count()).toBe(0);
    await typeCode(page, "fr", await latestCode(app, customer.email));
    await page.getByRole("heading", { name: "Renouvellement", exact: true }).waitFor();
    await page.close();
  }, 120_000);
});
