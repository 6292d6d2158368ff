import { fieldProblemText, t } from "@lendkit/core";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ct } from "../../reference-app/web/src/app/contracts/texts.js";
import { launchBrowser, screenshot, seriousViolations, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { apiCall, contractPath, openStaffPage, staffLogin, type Login } from "./staff.js";

/**
 * Validation before save, on the field, in the user's language (issue 15
 * §4), in a real browser, in French and in English: core's field rules mark
 * a field as the user types (aria-invalid, the words linked by
 * aria-describedby), and a refusal only the server can make comes back on
 * its field, in the user's language only.
 */




const box = (scope: Page | Locator, label: string) => scope.getByRole("textbox", { name: label, exact: true });

const typeAmount = async (field: Locator, text: string) => {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
  await field.press("Tab");
};

/** The words a field's aria-describedby points to. */
const describedText = (page: Page, field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute("aria-describedby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? "")
      .join(" "),
  );

describe.each(["fr", "en"] as const)("contract fields checked on the field, in %s", (lang) => {
  // The browser's own language is the other one: the app must ask the server for the user's.
  const browserInOtherLanguage = { browserLang: lang === "fr" ? "en" : "fr" } as const;
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
        lessee: { firstName: "Zoé", lastName: "Champs", birthDate: "1980-05-02", cellPhone: "5145550100", civicNumber: "10", street: "rue Principale", city: "Laval", province: 1, postalCode: "H7N 1A1" },
        vehicle: { typeId: 0, year: 2023, make: "Fieldcheck", model: "Complete" },
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

  it("marks an invalid email, a future birth date and a rate over 100 as the user types, in the user's language", async () => {
    const { context, page } = await openStaffPage(browser, app, admin, lang, contractPath(contractId, "lessee"), browserInOtherLanguage);
    const email = box(page, ct(lang, "f.email"));
    await email.waitFor();
    await email.fill("zoe@");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => describedText(page, email)).toContain(fieldProblemText(lang, "email"));
    await email.fill("zoe@example.com");
    await expect.poll(() => email.getAttribute("aria-invalid")).toBeNull();

    const birth = box(page, ct(lang, "f.birthDate"));
    await birth.fill("2099/01/01");
    await birth.press("Tab");
    await expect.poll(() => birth.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => describedText(page, birth)).toContain(fieldProblemText(lang, "futureDate"));
    await birth.fill("1980/05/02");
    await birth.press("Tab");
    await expect.poll(() => birth.getAttribute("aria-invalid")).toBeNull();

    await page.getByRole("tab", { name: ct(lang, "tab.finance"), exact: true }).click();
    const rate = box(page, ct(lang, "f.interestRate"));
    await typeAmount(rate, "120");
    await expect.poll(() => rate.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => describedText(page, rate)).toContain(fieldProblemText(lang, "rate"));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contract-field-rule-${lang}`);
    // Save is refused before anything is sent: the popup lists the field.
    await page.getByRole("button", { name: t(lang, "forms.submitButton.save"), exact: true }).click();
    await expect.poll(() => page.getByRole("dialog").textContent()).toContain(ct(lang, "f.interestRate"));
    await context.close();
  }, 60_000);

  it("shows a refusal only the server makes on its field, in the user's language only", async () => {
    const { context, page } = await openStaffPage(browser, app, admin, lang, contractPath(contractId, "finance"), browserInOtherLanguage);
    const amount = box(page, ct(lang, "f.Amount"));
    await amount.waitFor();
    const before = await apiCall<{ version: number }>(app, `/api/contracts/${contractId}`, { token: admin.serverInfo });
    // Above the 1,000,000,000 $ the server stores: the editor has no rule for it, the server refuses.
    await typeAmount(amount, "2000000000");
    await page.getByRole("button", { name: t(lang, "forms.submitButton.save"), exact: true }).click();
    await page.getByRole("alert").filter({ hasText: ct(lang, "editor.fieldsRefused") }).waitFor();
    await expect.poll(() => amount.getAttribute("aria-invalid")).toBe("true");
    const words = await describedText(page, amount);
    expect(words).toContain(fieldProblemText(lang, "amount"));
    expect(words).not.toContain(fieldProblemText(lang === "fr" ? "en" : "fr", "amount"));
    expect(await page.locator("body").textContent()).not.toMatch(/ \/ (Invalid request|Requête invalide)|expected an amount/);
    expect((await apiCall<{ version: number }>(app, `/api/contracts/${contractId}`, { token: admin.serverInfo })).version).toBe(before.version);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contract-server-refusal-${lang}`);
    // Changing the value clears the server's mark.
    await typeAmount(amount, "16000");
    await expect.poll(() => amount.getAttribute("aria-invalid")).toBeNull();
    await context.close();
  }, 60_000);
});
