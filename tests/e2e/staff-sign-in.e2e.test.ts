
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPassword, demoTenants } from "../../server-kit/src/seed/demo.js";
import { launchBrowser, screenshot, seriousViolations, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";

describe("staff sign-in in a real browser", () => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it.each([
    ["fr-CA", "Connexion du personnel", "fr"],
    ["en-CA", "Staff sign-in", "en"],
  ] as const)("opens the sign-in page in the browser's language until one is chosen (%s)", async (locale, heading, lang) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole("heading", { name: heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await context.close();
  });

  it.each([
    ["fr-CA", "Prêteur"],
    ["en-CA", "Lender"],
  ] as const)("offers only this deployment's lenders, from the server (%s)", async (locale, label) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/`);
    const lender = page.getByRole("combobox", { name: label });
    await expect.poll(() => lender.locator("option").allTextContents()).toEqual([...demoTenants]);
    await expect.poll(() => lender.inputValue()).toBe(demoTenants[0]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ["fr", "Votre session a pris fin. Veuillez vous reconnecter."],
    ["en", "Your session has ended. Please sign in again."],
  ] as const)("says so on the sign-in page when the session has ended (%s)", async (lang, said) => {
    const context = await browser.newContext({ locale: lang === "fr" ? "fr-CA" : "en-CA" });
    // A session the server no longer knows (expired, idled out or revoked), kept as the app keeps one.
    await context.addInitScript(
      ([language]) => {
        window.localStorage.setItem("serverInfo", "x".repeat(43));
        window.localStorage.setItem("serverInfoExpiration", "2099-01-01T00:00:00.000Z");
        window.localStorage.setItem("user", JSON.stringify({ userRole: 7, userName: "admin", firstName: "Adèle", lastName: "Admin", tenant: "RENT", sysLogins_Id: 1 }));
        window.localStorage.setItem("language", language);
      },
      [lang] as const,
    );
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/contracts`);
    await page.getByRole("status").filter({ hasText: said }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: lang === "fr" ? "Se connecter" : "Sign in" }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("signs in, keeps the session and the language across a reload, and signs out", async () => {
    const page = await browser.newPage({ locale: "fr-CA" });
    await page.goto(`${app.baseUrl}/`);
    await expect.poll(() => page.getByRole("heading", { name: "Connexion du personnel" }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "sign-in-fr");

    await page.getByRole("button", { name: /English/ }).click();
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Invalid username or password.");

    await page.getByLabel("Password").fill(demoPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    // Signed in, the app opens the role's first section.
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    await page.getByRole("link", { name: "Contracts" }).waitFor();
    // The app moves to the section once it has drawn the menu: reload only once it has, and read the address until it settles.
    await page.waitForURL(/\/contracts(\?|$)/);
    await page.reload();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/contracts");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    await page.close();
  }, 60_000);
});
