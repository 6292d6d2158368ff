import { ediExceptionDayOptions, labelOf, workTypeOptions, type Lang } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ct } from "../../reference-app/web/src/app/contracts/texts.js";
import { launchBrowser, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { openContract, sessionContext, signInThroughForm } from "./staff.js";

/**
 * The staff app takes its lender's feature flags from the server (B
 * getFeatures) at sign-in and on reload: a RestOfCanada lender's staff see
 * its work-type and EDI-day lists in the contract, the other lender's staff
 * the default ones.
 */

describe("the lender's settings in the staff app", () => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  const contractOf: Record<string, number> = {};

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const capital = (await app.db("tenants").where({ code: "CAPITAL" }).first("id", "features")) as { id: number; features: string };
    await app.db("tenants").where({ id: capital.id }).update({ features: JSON.stringify({ ...JSON.parse(capital.features || "{}"), RestOfCanada: true }) });
    for (const code of ["CAPITAL", "RENT"]) {
      const row = (await app.db("contracts as c").join("tenants as t", "t.id", "c.tenant_id").where({ "t.code": code, "c.product": "lease" }).orderBy("c.id").first("c.id")) as { id: number };
      contractOf[code] = Number(row.id);
    }
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const signIn = async (tenant: string, lang: Lang): Promise<Page> => {
    const context = await sessionContext(browser, null, lang);
    const page = await context.newPage();
    await signInThroughForm(page, app, lang, { tenant, username: "admin" });
    return page;
  };

  /** Opens the contract inside the running app (no reload), on `tab`. */
  const openInApp = async (page: Page, id: number, tab: string) => {
    await page.evaluate((to) => {
      window.history.pushState(null, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, `/contracts/${id}?tab=${tab}`);
    await page.waitForURL(new RegExp(`/contracts/${id}\\?`));
  };

  /** The option labels of the select labelled `label`. */
  const optionsOf = async (page: Page, label: string): Promise<string[]> => {
    const field = page.locator('[data-lendkit="select"]:visible').filter({ has: page.getByText(label, { exact: true }) });
    await field.getByRole("button").click();
    const listbox = page.getByRole("listbox");
    await listbox.waitFor();
    const labels = await listbox.getByRole("option").allTextContents();
    await page.keyboard.press("Escape");
    return labels.map((text) => text.trim());
  };

  const workTypes = (lang: Lang, restOfCanada: boolean) => workTypeOptions({ RestOfCanada: restOfCanada }).map((option) => labelOf(workTypeOptions({ RestOfCanada: restOfCanada }), option.value, lang));
  const ediDays = (lang: Lang, restOfCanada: boolean) => ediExceptionDayOptions({ RestOfCanada: restOfCanada }).map((option) => labelOf(ediExceptionDayOptions({ RestOfCanada: restOfCanada }), option.value, lang));

  it("shows a RestOfCanada lender's staff its work types and EDI days, at sign-in and after a reload (fr)", async () => {
    const page = await signIn("CAPITAL", "fr");
    await openInApp(page, contractOf.CAPITAL!, "lessee");
    expect(await optionsOf(page, ct("fr", "f.workType"))).toEqual(expect.arrayContaining(workTypes("fr", true)));
    expect((await optionsOf(page, ct("fr", "f.workType"))).length).toBeLessThanOrEqual(workTypes("fr", true).length + 1);

    await openContract(page, app, contractOf.CAPITAL!, "finance");
    const days = await optionsOf(page, ct("fr", "f.ediExceptionDays"));
    expect(days).toEqual(expect.arrayContaining(ediDays("fr", true)));
    await page.reload();
    await openContract(page, app, contractOf.CAPITAL!, "lessee");
    expect(await optionsOf(page, ct("fr", "f.workType"))).toEqual(expect.arrayContaining(workTypes("fr", true)));
    await page.context().close();
  }, 90_000);

  it("keeps the default lists for the other lender's staff (en)", async () => {
    const page = await signIn("RENT", "en");
    await openInApp(page, contractOf.RENT!, "lessee");
    const rentWorkTypes = await optionsOf(page, ct("en", "f.workType"));
    expect(rentWorkTypes).toEqual(expect.arrayContaining(workTypes("en", false)));
    const restOfCanadaOnly = workTypes("en", true).filter((label) => !workTypes("en", false).includes(label));
    expect(restOfCanadaOnly.length).toBeGreaterThan(0);
    for (const label of restOfCanadaOnly) expect(rentWorkTypes).not.toContain(label);
    await openContract(page, app, contractOf.RENT!, "finance");
    const days = await optionsOf(page, ct("en", "f.ediExceptionDays"));
    const restOfCanadaDays = ediDays("en", true).filter((label) => !ediDays("en", false).includes(label));
    expect(restOfCanadaDays.length).toBeGreaterThan(0);
    for (const label of restOfCanadaDays) expect(days).not.toContain(label);
    await page.context().close();
  }, 90_000);
});
