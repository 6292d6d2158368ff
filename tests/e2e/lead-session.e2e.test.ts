import { t, type Lang } from "@lendkit/core";
import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { axeViolations, insertLeadCustomer, latestCode, openLeadPage, startLeadApp, type LeadTestApp } from "./leadFixtures.js";
import { chooseAmount, signInApplicant, typeCode } from "./leadWalk.js";

/**
 * C §1: the flow opens with a slug *and* a code. A browser that never
 * entered a code, given the address of a renewal in progress (as a parent
 * page's log, a history or a forwarded message would give it), gets the
 * code screen: no name, no address, no contract, nothing to sign, and every
 * flow call it made was refused. The code sent to the phone on file opens
 * the flow where the applicant was. fr and en, phone and desktop.
 */
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const cases: ReadonlyArray<{ readonly lang: Lang; readonly device: keyof typeof viewports }> = [
  { lang: "fr", device: "phone" },
  { lang: "en", device: "desktop" },
  { lang: "en", device: "phone" },
  { lang: "fr", device: "desktop" },
];

describe("a renewal's link alone opens nothing (C §1: a slug and a code)", () => {
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

  /** Every answer to a call naming `slug` that gave data (2xx), as "METHOD path status". */
  const watchFlowCalls = (page: Page, slug: string): string[] => {
    const opened: string[] = [];
    page.on("response", (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/api/") && url.pathname.includes(slug) && !url.pathname.endsWith("/code") && response.ok()) {
        opened.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
      }
    });
    return opened;
  };

  for (const { lang, device } of cases) {
    it(`${lang}, ${device}: a fresh browser given /go/renew/s{step}/{slug} gets the code screen, then the step it had reached`, async () => {
      const customer = await insertLeadCustomer(app, "renewable", { firstName: "Rosalie", lastName: `Vachon${lang}${device}` });
      // The applicant starts the renewal in their own browser: code, then the amount; the app is now at the bank step.
      const own = await browser.newContext({ viewport: viewports[device] });
      const ownPage = await own.newPage();
      await openLeadPage(ownPage, app, "/go/renew", lang);
      await signInApplicant(ownPage, app, lang, customer);
      await chooseAmount(ownPage, lang);
      await ownPage.locator("[data-bank-tiles]").waitFor();
      const address = new URL(ownPage.url());
      expect(address.pathname).toMatch(/^\/go\/renew\/s2\/[A-Za-z0-9_-]{22,64}$/);
      const slug = address.pathname.split("/").at(-1)!;
      await own.close();

      // Someone else's browser with only the address: the code screen, nothing of the applicant.
      const other = await browser.newContext({ viewport: viewports[device] });
      const page = await other.newPage();
      const opened = watchFlowCalls(page, slug);
      for (const step of ["s3", "s2"]) {
        await page.goto(`${app.baseUrl}/go/renew/${step}/${slug}?lang=${lang}`);
        await page.getByRole("heading", { name: t(lang, "renewal.otp.title") }).or(page.getByRole("button", { name: lang === "fr" ? "M'envoyer le code" : "Send me the code" })).first().waitFor();
        const text = await page.locator("body").innerText();
        for (const secret of ["Rosalie", customer.lastName, customer.email, customer.cellPhone.slice(-4)]) expect(text).not.toContain(secret);
        expect(await page.locator("canvas, [data-bank-tiles], input[name=signerName]").count()).toBe(0);
      }
      expect(opened).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `lead-session-${lang}-${device}`);

      // The code sent to the phone on file opens the flow at the bank step it had reached.
      await page.getByRole("button", { name: lang === "fr" ? "M'envoyer le code" : "Send me the code" }).click();
      await page.getByText(t(lang, "renewal.otp.sentToOnFile")).waitFor();
      await typeCode(page, lang, await latestCode(app, customer.cellPhone));
      await page.locator("[data-bank-tiles]").waitFor({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe(`/go/renew/s2/${slug}`);
      await other.close();
    }, 120_000);
  }
});
