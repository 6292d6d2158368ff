import { t, type Lang } from "@lendkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { biWeekly, insertServicedCustomer, type InsertedCustomer } from "./customersFixture.js";
import { launchBrowser, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { staffLogin } from "./staff.js";

/**
 * The staff app and the lead app share the browser's local storage (one
 * origin) but not their keys (C §3.3, core's `sessionStorageKeys`): a staff
 * member who opens a customer's account online in the customer's language
 * finds their own app in their own language after a reload.
 */

describe("the staff app's language and the lead app's", () => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  const customers: Partial<Record<Lang, InsertedCustomer>> = {};

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    for (const [lang, language, lastName] of [["fr", 0, "Gagnon-Lévesque"], ["en", 1, "Whitfield"]] as const) {
      customers[lang] = await insertServicedCustomer(app.db, app.clock, "RENT", {
        firstName: lang === "fr" ? "Élodie" : "Grace",
        lastName,
        email: `${lastName.toLowerCase()}@example.com`,
        cellPhone: lang === "fr" ? "5145550177" : "4165550177",
        language,
        contracts: [{ contractNumber: `E2E-LANG-${lang}`, statusId: 1, amountCents: 40_000, lines: [biWeekly(-14, true), biWeekly(0), biWeekly(14)] }],
      });
    }
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const [staffLang, customerLang] of [["en", "fr"], ["fr", "en"]] as const) {
    it(`${staffLang} staff stay in ${staffLang} after opening a ${customerLang} customer's account online and reloading`, async () => {
      const customer = customers[customerLang]!;
      const { serverInfo, serverInfoExpiration, ...user } = await staffLogin(app, "admin");
      // The browser's own language is the customer's: only the staff app's stored choice keeps it in the staff's.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: customerLang === "fr" ? "fr-CA" : "en-CA" });
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/`);
      // Signed in once, as the sign-in page keeps it (no script that writes it back at every load).
      await page.evaluate(
        ([token, expires, stored, language]) => {
          window.localStorage.setItem("serverInfo", token);
          window.localStorage.setItem("serverInfoExpiration", expires);
          window.localStorage.setItem("user", stored);
          window.localStorage.setItem("language", language);
        },
        [serverInfo, serverInfoExpiration, JSON.stringify(user), staffLang] as const,
      );
      await page.goto(`${app.baseUrl}/customers/${customer.customerId}`);
      const openOnline = page.getByRole("button", { name: t(staffLang, "payments.openAccountOnline") });
      await openOnline.waitFor();
      const tab = context.waitForEvent("page");
      await openOnline.click();
      const account = await tab;
      await account.waitForURL(new RegExp(`/go/account/${customerLang}/`));
      // The lead app has settled in the customer's language and kept it under its own key.
      await account.waitForFunction((lang) => document.documentElement.lang === lang, customerLang);
      await account.getByRole("heading").first().waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem("language"))).toBe(staffLang);
      expect(await account.evaluate(() => window.localStorage.getItem("lead.language"))).toBe(customerLang);
      await page.reload();
      // The staff page is in the staff's language: its own button's name in it.
      await openOnline.waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(staffLang);
      await context.close();
    }, 90_000);
  }
});
