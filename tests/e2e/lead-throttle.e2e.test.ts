import { t, type Lang } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, openLeadPage, startLeadApp, type LeadTestApp } from "./leadFixtures.js";

/**
 * Look-ups are limited (5 per 15 minutes per client IP and per email,
 * docs/api/otp.md). The 6th answers 429 "Too many searches" with
 * Retry-After: the renewal's first screen says exactly that and when to try
 * again, in the applicant's language — not "there is an issue with your
 * account, call us". fr and en, phone and desktop; the server's clock moves
 * 15 minutes between cases so each starts with a fresh budget.
 */
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const cases: ReadonlyArray<{ readonly lang: Lang; readonly device: keyof typeof viewports }> = [
  { lang: "fr", device: "phone" },
  { lang: "en", device: "desktop" },
  { lang: "en", device: "phone" },
  { lang: "fr", device: "desktop" },
];

describe("a throttled look-up is shown as throttling, with when to retry", () => {
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

  /** Step 0 with a birth date and email on file nowhere, then SUBMIT. */
  const lookUp = async (page: Page, lang: Lang, attempt: number) => {
    await page.locator("select[name=birthDateYear]").selectOption("1980");
    await page.locator("select[name=birthDateMonth]").selectOption("3");
    await page.locator("select[name=birthDateDay]").selectOption("14");
    await page.getByLabel(t(lang, "account.field.email")).fill(`nobody.${attempt}@example.com`);
    const box = page.getByRole("checkbox");
    for (let tries = 0; tries < 3 && !(await box.isChecked()); tries += 1) await page.locator("label.react-aria-Checkbox").click();
    const answer = page.waitForResponse((response) => response.url().includes("/GetOTPFromEmailAndBirthDate"));
    await page.getByRole("button", { name: t(lang, "account.submit") }).click();
    return (await answer).status();
  };

  for (const { lang, device } of cases) {
    it(`${lang}, ${device}: the 6th look-up says "too many searches" and when to retry`, async () => {
      app.clock.advance(16 * 60_000);
      const context = await browser.newContext({ viewport: viewports[device] });
      const page = await context.newPage();
      await openLeadPage(page, app, "/go/renew", lang);
      const failure = page.locator("[data-failure]");
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await lookUp(page, lang, attempt)).toBe(404);
        await expect.poll(() => failure.getAttribute("data-failure")).toBe("account.error.notFound");
      }
      expect(await lookUp(page, lang, 6)).toBe(429);
      await expect.poll(() => failure.getAttribute("data-failure")).toBe("account.otp.lookupLimit");
      const text = await failure.innerText();
      expect(text).toContain(t(lang, "account.otp.lookupLimit"));
      // The server's Retry-After (at most the 15-minute window) in whole minutes.
      const minutes = Number(/(\d+)\s*min/.exec(text)?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThanOrEqual(15);
      expect(text).toContain(t(lang, "account.error.retryIn", { minutes: String(minutes) }));
      expect(text).not.toContain(t(lang, "account.error.callUs"));
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `lead-throttle-${lang}-${device}`);
      await context.close();
    }, 120_000);
  }
});
