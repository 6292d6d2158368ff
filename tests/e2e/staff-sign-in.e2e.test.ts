import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPassword } from "../../server-kit/src/seed/demo.js";
import { launchBrowser, screenshot, seriousViolations, startApp, type RunningApp } from "./harness.js";

describe("staff sign-in in a real browser", () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("signs in, keeps the session and the language across a reload, and signs out", async () => {
    const page = await browser.newPage();
    await page.goto(`${app.baseUrl}/`);
    await expect(page.getByRole("heading", { name: "Connexion du personnel" }).isVisible()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "sign-in-fr");

    await page.getByRole("button", { name: /English/ }).click();
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Invalid username or password.");

    await page.getByLabel("Password").fill(demoPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    // Signed in, the app opens the role's first section.
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    await page.getByRole("link", { name: "Contracts" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Sign out" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/contracts");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    await page.close();
  }, 60_000);
});
