import { deflateSync } from "node:zlib";
import { defaultOtpPolicy, t } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { issueAccountEntryTicket } from "../../server-kit/src/customers/bypassOtp.js";
import { demoLenderSettings } from "../../server-kit/src/seed/demoLenders.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, latestCode, openLeadFrame, openLeadPage, parentLog, setTenantFeatures, startLeadApp, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, enterCode, fillAddress, fillIncome, fillReferences, pressUntilShown, sign, signInApplicant, verifyBank } from "./leadWalk.js";

/**
 * The lead app's other routes (C §2) in a real browser: the new applicant's
 * cash-loan flow through the alternate bank provider and the signature page
 * on its own, the partner page's lead source, the bank-verification widget
 * and the manual statement upload in a renewal, the account entry (token in
 * the path, sign-in by code, a dead token), and the redirects.
 */
describe("the lead app's routes in a real browser", () => {
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

  const newPage = (viewport = { width: 1200, height: 900 }) => browser.newPage({ viewport });

  /** The basic-information form of a new applicant. */
  const fillBasic = async (page: Page | import("playwright-core").Frame, who: { firstName: string; lastName: string; email: string; cellPhone: string }) => {
    await page.getByLabel("Prénom").fill(who.firstName);
    await page.getByLabel("Nom", { exact: true }).fill(who.lastName);
    await page.locator("select[name=birthDateYear]").selectOption("1991");
    await page.locator("select[name=birthDateMonth]").selectOption("4");
    await page.locator("select[name=birthDateDay]").selectOption("17");
    await page.getByLabel("Courriel").fill(who.email);
    await page.getByLabel("Cellulaire").fill(who.cellPhone);
    await page.getByLabel(/J'accepte de recevoir un texto/).check();
    await page.getByRole("button", { name: "Continuer" }).click();
  };

  it("/go → /go/cash: a new applicant gives their information, verifies the phone, runs the steps with the alternate bank provider and signs on /go/sign/:id", async () => {
    await setTenantFeatures(app, { useZumRailsIBV: true });
    try {
      const page = await newPage();
      const frame = await openLeadFrame(page, app, { path: "/go" });
      await frame.getByRole("heading", { name: "Demande de prêt en argent" }).waitFor();
      expect(new URL(frame.url()).pathname).toBe("/go/cash");
      // Continue with nothing filled: every problem named, nothing sent.
      await pressUntilShown(frame.getByRole("button", { name: "Continuer" }), frame.getByText("Veuillez corriger les champs en rouge."));
      expect(await frame.locator(".lead-summary li").count()).toBe(6);
      expect(await axeViolations(frame)).toEqual([]);
      await screenshot(page, "lead-cash-0-errors");

      const who = { firstName: "Maude", lastName: "Nouvelle", email: "maude.nouvelle@example.com", cellPhone: "4385557788" };
      await fillBasic(frame, who);
      await frame.getByRole("heading", { name: "Vérification en deux étapes" }).waitFor();
      expect(new URL(frame.url()).pathname).toMatch(/^\/go\/min\/[A-Za-z0-9_-]{22,}\/basic$/);
      expect(await axeViolations(frame)).toEqual([]);
      await screenshot(page, "lead-cash-0-otp");
      await frame.getByLabel("Entrez le code\u00a0:").fill(await latestCode(app, who.cellPhone));
      await frame.getByRole("button", { name: "CONTINUER", exact: true }).click();

      // A new applicant's step 1 speaks to a new applicant: no renewal, no balance carried over.
      await frame.getByRole("heading", { name: t("fr", "renewal.basic.newTitle"), exact: true }).waitFor();
      await frame.getByText(t("fr", "renewal.basic.newExplanation")).waitFor();
      expect(await frame.getByText(/solde de capital actuel/).count()).toBe(0);
      await chooseAmount(frame, "fr");
      // The alternate provider's connection page (no tiles in the app: the provider's page has its own).
      await frame.getByRole("heading", { name: t("fr", "bank.instant.title") }).waitFor();
      const provider = frame.frameLocator(".lead-bank iframe");
      // Under load a click can land while the provider's page is still loading and be lost: click until its login shows.
      await expect
        .poll(
          async () => {
            if (await provider.locator("input[name=username]").isVisible()) return true;
            await provider.locator("a.tile").first().click({ timeout: 10_000 }).catch(() => undefined);
            return provider.locator("input[name=username]").isVisible();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(true);
      await provider.locator("input[name=username]").fill("maude");
      await provider.locator("input[name=password]").fill("secret");
      await screenshot(page, "lead-cash-2-alternate");
      await provider.locator("button[type=submit]").click();
      await frame.getByText(t("fr", "bank.success.title")).waitFor();
      await fillAddress(frame, "fr");
      await fillIncome(frame, "fr");
      await fillReferences(frame, "fr");
      await frame.getByRole("heading", { name: "Vérifiez et signez votre contrat" }).waitFor();
      const slug = new URL(frame.url()).pathname.split("/").at(-1) ?? "";
      const steps = (await parentLog(page)).filter((row) => row.type === "onboardingStepAttained").map((row) => row.value).reverse();
      expect(steps).toEqual(["0", "1", "2", "21", "23", "24", "3"]);
      const bank = (await app.db("bank_verifications").orderBy("id", "desc").first("provider", "status")) as { provider: string; status: string };
      expect(bank).toEqual({ provider: "zumRails", status: "succeeded" });

      // The signature page on its own (the link a lender sends), in another browser: the link alone asks for the code (C §1).
      const signPage = await newPage({ width: 390, height: 844 });
      await signPage.goto(`${app.baseUrl}/go/sign/${slug}?lang=fr`);
      await signPage.getByRole("button", { name: leadText("fr", "lead.session.send") }).click();
      await signPage.getByText(t("fr", "renewal.otp.sentToOnFile")).waitFor();
      await enterCode(signPage, app, "fr", who);
      await signPage.getByRole("heading", { name: "Vérifiez et signez votre contrat" }).waitFor();
      // The lender as its contracts name it (its configured legal name), under the label « Prêteur ».
      const lender = signPage.locator(".lead-lender");
      await lender.getByText(demoLenderSettings.RENT!.lender!.legalName!).waitFor();
      expect(await lender.locator(".lead-lender-label").textContent()).toBe("Prêteur");
      await sign(signPage, signPage, { name: /Votre nom complet/, agree: /J'ai lu le contrat/, submit: /Signer mon contrat/ }, "nouvelle maude");
      await signPage.getByRole("heading", { name: "Demande complétée\u00a0!" }).waitFor();
      expect(await axeViolations(signPage)).toEqual([]);
      await screenshot(signPage, "lead-sign-page-completed");
      const contract = (await app.db("contracts").where({ slug }).first("status_id", "customer_id")) as { status_id: number; customer_id: number };
      expect(contract.status_id).toBe(2);
      const customer = (await app.db("customers").where({ id: contract.customer_id }).first("first_name", "email")) as { first_name: string; email: string };
      expect(customer).toEqual({ first_name: "Maude", email: who.email });
      await signPage.close();
      await page.close();
    } finally {
      await setTenantFeatures(app, { useZumRailsIBV: false });
    }
  }, 180_000);

  it("the partner page sends the partner's lead source with the lead", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${app.baseUrl}/go/cust/liquidAutoLead`);
    await page.getByRole("heading", { name: "Faites votre demande avec notre partenaire" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "lead-partner");
    await fillBasic(page, { firstName: "Paul", lastName: "Partenaire", email: "paul.partenaire@example.com", cellPhone: "4505553344" });
    await page.getByRole("heading", { name: "Vérification en deux étapes" }).waitFor();
    const audit = (await app.db("audit_log").where({ action: "flow.leadCreated" }).orderBy("id", "desc").first()) as Record<string, unknown>;
    expect(JSON.stringify(audit)).toContain('\\"leadSourceId\\":2');
    await page.close();
  }, 90_000);

  it("a renewal with the bank-verification widget (useDecisionLogicIBV): tiles, the provider's login, success, then the address", async () => {
    await setTenantFeatures(app, { useDecisionLogicIBV: true });
    try {
      const customer = await insertLeadCustomer(app, "renewable", { firstName: "Denis", lastName: "Widget" });
      const page = await newPage();
      await openLeadPage(page, app, "/go/renew", "en");
      await signInApplicant(page, app, "en", customer);
      await chooseAmount(page, "en");
      await verifyBank(page);
      await page.getByText(t("en", "bank.success.title")).waitFor();
      await page.getByRole("heading", { name: "Confirm your address" }).waitFor({ timeout: 15_000 });
      const bank = (await app.db("bank_verifications").orderBy("id", "desc").first("provider", "status")) as { provider: string; status: string };
      expect(bank).toEqual({ provider: "decisionLogic", status: "succeeded" });
      await page.close();
    } finally {
      await setTenantFeatures(app, { useDecisionLogicIBV: false });
    }
  }, 120_000);

  it("a failed bank login shows the failure and Restart offers the banks again", async () => {
    await setTenantFeatures(app, { useDecisionLogicIBV: true });
    try {
      const customer = await insertLeadCustomer(app, "renewable", { firstName: "Eva", lastName: "Fail" });
      const page = await newPage();
      await openLeadPage(page, app, "/go/renew", "fr");
      await signInApplicant(page, app, "fr", customer);
      await chooseAmount(page, "fr");
      await verifyBank(page, "fail");
      await page.getByText(t("fr", "bank.failure.title")).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "lead-bank-failure");
      await page.getByRole("button", { name: t("fr", "bank.failure.restart") }).click();
      await page.locator("[data-bank-tiles] button").first().waitFor();
      await page.close();
    } finally {
      await setTenantFeatures(app, { useDecisionLogicIBV: false });
    }
  }, 120_000);

  it("dropIbvFile=true: the manual statement upload sends each picture to the flow's fileDrop, and Continue submits them and moves on", async () => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Greta", lastName: "Papier" });
    const page = await newPage();
    await page.goto(`${app.baseUrl}/go/renew?lang=fr&dropIbvFile=true`);
    await signInApplicant(page, app, "fr", customer);
    await chooseAmount(page, "fr");
    await page.getByRole("heading", { name: "Vérification Bancaire Manuelle" }).waitFor();
    const add = page.getByRole("button", { name: "Ajouter au moins une photo pour continuer..." });
    expect(await add.isDisabled()).toBe(true);
    await page.locator(".lead-manual input[type=file]").setInputFiles({ name: "releve.png", mimeType: "image/png", buffer: tinyPng() });
    await page.getByRole("button", { name: "J'ai terminé. Continuer" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "lead-manual-upload");
    const renewal = (await app.db("contracts").where({ original_contract_id: customer.contractId }).first("id")) as { id: number };
    expect(await app.db("files").where({ contract_id: renewal.id, category: "fileDrop" }).count({ n: "*" })).toEqual([{ n: 1 }]);
    // Continue submits the statements for the lender's review, which completes the bank step.
    await page.getByRole("button", { name: "J'ai terminé. Continuer" }).click();
    await page.getByRole("heading", { name: "Confirmez votre adresse" }).waitFor();
    const submitted = (await app.db("bank_verifications").where({ contract_id: renewal.id }).select("provider", "status")) as Array<{ provider: string; status: string }>;
    expect(submitted).toEqual([{ provider: "manual", status: "pendingReview" }]);
    await page.close();
  }, 120_000);

  it("the account entry: a ticket in the path is exchanged once for a session, leaves the address bar, opens the embedded payments profile and the session is told to the parent; a used or dead ticket goes back to the sign-in and the parent to /cl; the sign-in by code opens it too", async () => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Hugo", lastName: "Compte" });
    const { ticket } = await issueAccountEntryTicket(app.db, app.clock, { tenantId: app.tenantId, customerId: customer.id, createdByUserId: null });
    const page = await newPage();
    let frame = await openLeadFrame(page, app, { path: `/go/account/en/${ticket}` });
    await frame.getByRole("heading", { name: "Hello Hugo" }).waitFor();
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe("en");
    // The ticket is gone from the frame's address (history.replaceState), and what the parent hears is the session, not the ticket.
    expect(await frame.evaluate(() => window.location.pathname)).toBe("/go/account/en");
    const told = (await parentLog(page)).filter((row) => row.type === "serverInfos");
    expect(told).toHaveLength(1);
    expect(told[0]?.ignored).toBe(false);
    expect(JSON.stringify(told[0])).not.toContain(ticket);
    await screenshot(page, "lead-account-profile");

    // Single use: the same link again goes to the sign-in.
    frame = await openLeadFrame(page, app, { path: `/go/account/fr/${ticket}` });
    await frame.getByRole("heading", { name: t("fr", "account.login.title") }).waitFor();

    frame = await openLeadFrame(page, app, { path: "/go/account/fr/not-a-live-token-0000000000000" });
    await frame.getByRole("heading", { name: t("fr", "account.login.title") }).waitFor();
    await page.getByText("Le site du prêteur ouvrirait maintenant : /cl").waitFor();

    // The suite's earlier sign-ins and new-applicant leads spent this address's customer look-ups (5 per IP per 15 minutes, core's defaultOtpPolicy): a new window.
    app.clock.advance(defaultOtpPolicy.lookupWindowMs + 1_000);
    await signInApplicant(frame, app, "fr", customer);
    await frame.getByRole("heading", { name: "Bonjour Hugo" }).waitFor();
    expect(await axeViolations(frame)).toEqual([]);
    await page.close();
  }, 120_000);

  it("/renew goes to /go/renew, and an unknown /go path offers to start an application", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${app.baseUrl}/renew?lang=en`);
    await page.waitForURL(/\/go\/renew\?lang=en$/);
    await page.getByRole("heading", { name: t("en", "renewal.intro.default") }).waitFor();
    await page.goto(`${app.baseUrl}/go/nowhere/at/all?lang=en`);
    await page.getByRole("heading", { name: leadText("en", "lead.notFound.title") }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: leadText("en", "lead.notFound.action") }).click();
    await page.getByRole("heading", { name: leadText("en", "basic.title") }).waitFor();
    await page.close();
  }, 60_000);
});

/** A 32×32 PNG with a few dark pixels (a picture the server re-encodes). */
const tinyPng = (): Buffer => {
  const size = 32;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 0;
  const rows = Buffer.concat(Array.from({ length: size }, (_, y) => Buffer.from([0, ...Array.from({ length: size }, (_, x) => ((x + y) % 7 === 0 ? 20 : 235))])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
};
