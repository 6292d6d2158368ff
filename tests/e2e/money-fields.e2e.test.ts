import { t, type Lang } from "@lendkit/core";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ct } from "../../reference-app/web/src/app/contracts/texts.js";
import { launchBrowser, screenshot, seriousViolations, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { apiCall, openContract, staffContext, staffLogin, type Login } from "./staff.js";

/** Signed in, with the clipboard the copy buttons write to. */
const signedIn = async (browser: SuiteBrowser, who: Login, lang: Lang): Promise<BrowserContext> => {
  const context = await staffContext(browser, who, lang);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  return context;
};

/**
 * The staff editor's money fields in a real browser, in French and in
 * English (A §5): an amount never entered shows an empty field, a paste
 * into it is the pasted amount (not appended to "0,00"), and an English
 * comma typed key by key is never read as thousands of cents.
 */




const box = (scope: Page | Locator, label: string) => scope.getByRole("textbox", { name: label, exact: true });

/** Puts `text` on the clipboard and pastes it where the caret is, as a person does with Ctrl+V. */
const pasteInto = async (page: Page, field: Locator, text: string) => {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.press("ControlOrMeta+v");
};

describe.each(["fr", "en"] as const)("money fields of the contract editor, in %s", (lang) => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  let admin: Login;
  let contractId: number;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    admin = await staffLogin(app, "admin");
    const created = await apiCall<{ id: number }>(app, "/api/contracts", {
      method: "POST",
      token: admin.serverInfo,
      body: {
        ContractProductId: 0,
        lessee: { firstName: "Noé", lastName: "Argent", birthDate: "1980-05-02", cellPhone: "5145550199", civicNumber: "10", street: "rue Principale", city: "Laval", province: 1, postalCode: "H7N 1A1" },
        vehicle: { typeId: 0, year: 2023, make: "Moneycheck", model: "Paste" },
        Amount: 15000,
        financeLease: { term: 48, frequency: 2, interestRate: 6.5, firstPaymentDate: "2099-02-01" },
      },
    });
    contractId = created.id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("shows an amount never entered as an empty field; a click and a paste give the pasted amount, saved as it", async () => {
    const context = await signedIn(browser, admin, lang);
    const page = await context.newPage();
    await openContract(page, app, contractId, "budget");
    const salary = box(page, ct(lang, "f.bdIncGrossSalary"));
    const alimony = box(page, ct(lang, "f.bdIncAlimony"));
    await salary.waitFor();
    // Empty shows empty, before and after focus: no "0,00 $" to erase.
    expect(await salary.inputValue()).toBe("");
    expect(await alimony.inputValue()).toBe("");
    await salary.click();
    expect(await salary.inputValue()).toBe("");
    await pasteInto(page, salary, "$1,234.50");
    expect(await salary.inputValue()).toBe(lang === "fr" ? "1 234,50" : "1 234.50");
    await salary.press("Tab");
    expect(await salary.inputValue()).toBe(lang === "fr" ? "1 234,50 $" : "$1 234.50");
    expect(await salary.getAttribute("aria-invalid")).toBeNull();
    // A paste replaces the selection as a person expects: the whole amount selected, then pasted over.
    await alimony.click();
    await pasteInto(page, alimony, "750");
    await alimony.press("Tab");
    expect(await alimony.inputValue()).toBe(lang === "fr" ? "750,00 $" : "$750.00");
    await alimony.click();
    await alimony.press("ControlOrMeta+a");
    await pasteInto(page, alimony, "1 234,50 $");
    await alimony.press("Tab");
    expect(await alimony.inputValue()).toBe(lang === "fr" ? "1 234,50 $" : "$1 234.50");
    expect(await alimony.getAttribute("aria-invalid")).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `money-fields-paste-${lang}`);
    await page.getByRole("button", { name: t(lang, "forms.submitButton.save"), exact: true }).click();
    await page.getByText(ct(lang, "editor.saved")).first().waitFor();
    const saved = await apiCall<{ budget: { bdIncGrossSalary: number; bdIncAlimony: number; bdIncCSST: number } }>(app, `/api/contracts/${contractId}`, { token: admin.serverInfo });
    expect(saved.budget).toMatchObject({ bdIncGrossSalary: 1234.5, bdIncAlimony: 1234.5, bdIncCSST: 0 });
    await context.close();
  }, 60_000);

  it("reads a comma typed key by key as the paste rule does: never 100 times the amount", async () => {
    const context = await signedIn(browser, admin, lang);
    const page = await context.newPage();
    await openContract(page, app, contractId, "budget");
    const field = box(page, ct(lang, "f.bdIncCSST"));
    await field.waitFor();
    await field.click();
    await field.pressSequentially("1234,50");
    await field.press("Tab");
    expect(await field.inputValue()).toBe(lang === "fr" ? "1 234,50 $" : "$1 234.50");
    // English: a comma that makes no amount is refused with the field's error, in the user's language.
    if (lang === "en") {
      await field.click();
      await field.press("ControlOrMeta+a");
      await field.pressSequentially("1,2345");
      await field.press("Tab");
      expect(await field.inputValue()).toBe("1,2345");
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      await page.getByText(t("en", "masks.money.tooManyDecimals")).first().waitFor();
    }
    await context.close();
  }, 60_000);
});
