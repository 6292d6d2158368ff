import { labelColon, t } from "@lendkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { demoLenderSettings } from "../../server-kit/src/seed/demoLenders.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, openLeadFrame, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, fillAddress, fillIncome, fillReferences, sign, signInApplicant, verifyBank } from "./leadWalk.js";

/**
 * Signed is what was read (C §3.8): an applicant who starts in French and
 * switches to English on the signature screen reviews the English contract
 * — the lender's legal name and address, its English terms and conditions
 * — signs it, and the signature, the email and its PDF are the English one.
 */
describe("the lead app signs the contract in the language on screen", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;
  let customer: LeadCustomer;

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
    customer = await insertLeadCustomer(app, "renewable", { firstName: "Émile", lastName: "Gauthier" });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("starts in French, switches to English at the signature, and signs the English contract with the lender and terms it showed", async () => {
    const rent = demoLenderSettings.RENT!;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const frame = await openLeadFrame(page, app, { lang: "fr" });
    await signInApplicant(frame, app, "fr", customer);
    await chooseAmount(frame, "fr");
    await verifyBank(frame);
    await fillAddress(frame, "fr");
    await fillIncome(frame, "fr");
    await fillReferences(frame, "fr");

    // In French: the lender as configured, and its French terms.
    await frame.getByRole("heading", { name: leadText("fr", "sign.title") }).waitFor();
    const lender = frame.locator(".lead-lender");
    await expect.poll(() => lender.textContent()).toContain(rent.lender!.legalName);
    expect(await lender.textContent()).toContain("Montréal (Québec) H3A 3G4");
    const conditions = frame.getByRole("region", { name: leadText("fr", "sign.conditions") });
    expect(await conditions.textContent()).toContain(rent.contractTerms!.fr!.split("\n")[0]!.slice(0, 60));

    // The switch asks for the English document.
    await frame.getByRole("button", { name: `${leadText("fr", "lead.language")}${labelColon("fr")}${leadText("fr", "lead.switchTo")}` }).click();
    await frame.getByRole("heading", { name: leadText("en", "sign.title") }).waitFor();
    const english = frame.getByRole("region", { name: leadText("en", "sign.conditions") });
    await expect.poll(() => english.textContent(), { timeout: 10_000 }).toContain(rent.contractTerms!.en!.split("\n")[0]!.slice(0, 60));
    expect(await axeViolations(frame)).toEqual([]);
    await screenshot(page, "lead-sign-language-en");

    const texts = { name: new RegExp(leadText("en", "sign.name")), agree: new RegExp(leadText("en", "sign.agree").slice(0, 20)), submit: new RegExp(leadText("en", "sign.submit")) };
    await sign(frame, page, texts, `${customer.firstName} ${customer.lastName}`);
    await frame.getByRole("heading", { name: t("en", "renewal.completed.title") }).waitFor();

    const signed = (await app.db("signatures").where({ tenant_id: app.tenantId }).orderBy("id", "desc").first()) as { document_json: string };
    const document = JSON.parse(signed.document_json) as { lang: string; lender: { legalName: string }; termsAndConditions: string };
    expect(document.lang).toBe("en");
    expect(document.lender.legalName).toBe(rent.lender!.legalName);
    expect(document.termsAndConditions).toBe(rent.contractTerms!.en);
    const mail = (await app.db("message_outbox").where({ recipient: customer.email, channel: "EMAIL" }).orderBy("id", "desc").first()) as { subject: string; attachments_json: string };
    expect(mail.subject).toMatch(/^Your signed contract /);
    expect((JSON.parse(mail.attachments_json) as Array<{ fileName: string }>)[0]!.fileName).toMatch(/^signed-contract-/);
    await page.close();
  }, 180_000);
});
