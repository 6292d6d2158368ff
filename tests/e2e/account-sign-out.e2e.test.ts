import { t, type Lang } from "@lendkit/core";
import type { Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccountEntryTicket } from "../../server-kit/src/customers/bypassOtp.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, startLeadApp, type LeadTestApp } from "./leadFixtures.js";

/**
 * The customer account's Sign out in a real browser, in French on a desktop
 * and in English on a phone: the button is there on both, pressing it ends
 * the session on the server (the token the page held answers 401 after),
 * and the page shows the sign-in again.
 */
describe("customer account sign out in a real browser", () => {
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

  const cases = [
    { lang: "fr" as Lang, device: "desktop", options: { viewport: { width: 1200, height: 900 } } },
    { lang: "en" as Lang, device: "phone", options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ];

  it.each(cases)("signs out from the account ($lang, $device): the server session ends, the sign-in shows", async ({ lang, device, options }) => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: "Odile", lastName: `Sortie${lang}` });
    const { ticket } = await issueAccountEntryTicket(app.db, app.clock, { tenantId: app.tenantId, customerId: customer.id, createdByUserId: null });
    const page = await browser.newPage(options);
    // The session the page holds, as it sends it.
    let bearer: string | null = null;
    page.on("request", (request: Request) => {
      const header = request.headers().authorization;
      if (request.url().endsWith("/api/customer/id") && header) bearer = header;
    });
    await page.goto(`${app.baseUrl}/go/account/${lang}/${ticket}`);
    await page.locator(".cust-contract-bar select").waitFor({ timeout: 30_000 });
    const signOut = page.getByRole("button", { name: t(lang, "account.signOut") });
    await signOut.waitFor();
    expect(await signOut.isVisible()).toBe(true);
    expect(bearer).toMatch(/^Bearer /);
    const call = () => fetch(`${app.baseUrl}/api/customer/id`, { headers: { Authorization: bearer! } });
    expect((await call()).status).toBe(200);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `lead-account-sign-out-${lang}-${device}`);

    await signOut.click();
    await page.getByRole("heading", { name: t(lang, "account.login.title") }).waitFor();
    expect(await page.locator(".cust-contract-bar").count()).toBe(0);
    expect((await call()).status).toBe(401);
    const sessions = (await app.db("sessions").where({ customer_id: customer.id }).select("revoked_reason")) as Array<{ revoked_reason: string | null }>;
    expect(sessions.map((row) => row.revoked_reason)).toEqual(["logout"]);
    // A reload does not bring the profile back: the page forgot the token.
    await page.reload();
    await page.getByRole("heading", { name: t(lang, "account.login.title") }).waitFor({ timeout: 20_000 });
    await page.close();
  }, 120_000);
});
