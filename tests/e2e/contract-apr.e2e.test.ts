import { t } from "@lendkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { percentText } from "../../reference-app/web/src/app/contracts/display.js";
import { ct } from "../../reference-app/web/src/app/contracts/texts.js";
import { launchBrowser, screenshot, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { apiCall, openContract, staffContext, staffLogin, type Login } from "./staff.js";

/**
 * The cost of borrowing on the staff side, in a real browser, in French and
 * in English: a contract's finance tab states the APR of its saved terms
 * (the server's disclosure), with the red warning, its figures and the law
 * when the rate is above the lender's cap; the contracts table shows the
 * APR column and sorts on it on the server.
 */




/** A last name no seeded contract has, so a search shows this test's contracts only. */
const marker = "Zaprtest";

/** docs/calculator.md's loan as a staff cash loan (the engine's schedule states 80.89 %), a financing at 8.99 %, a lease at 6.50 %. */
const bodies = [
  {
    name: "cash",
    apr: "80.89",
    body: {
      Amount: 1000,
      isMicroCredit: true,
      isLoanCash: true,
      lessee: { firstName: "Cash", lastName: marker, province: 1 },
      financeLease: { frequency: 0, term: 118, numberOfPaymentsIsSubstitued: true, interestRate: 19.99, brokerageFee: 8, firstPaymentDate: "2026-12-15" },
    },
  },
  {
    name: "financed",
    apr: "8.99",
    body: { Amount: 15000, ContractProductId: 1, lessee: { firstName: "Fin", lastName: marker }, financeLease: { frequency: 2, term: 36, interestRate: 8.99, firstPaymentDate: "2026-12-15" } },
  },
  {
    name: "lease",
    apr: "6.50",
    body: { Amount: 30000, ContractProductId: 0, lessee: { firstName: "Lease", lastName: marker }, financeLease: { frequency: 2, term: 48, interestRate: 6.5, residualAmount: 12000, firstPaymentDate: "2026-12-15" } },
  },
] as const;

describe.each(["fr", "en"] as const)("the APR on the staff screens, in %s", (lang) => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  let admin: Login;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    admin = await staffLogin(app, "admin");
    for (const { name, body } of bodies) ids[name] = (await apiCall<{ id: number }>(app, "/api/contracts", { method: "POST", body, token: admin.serverInfo })).id;
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("states the APR of the saved terms on the finance tab, with the cap's red warning and the law", async () => {
    const page = await (await staffContext(browser, admin, lang)).newPage();
    await openContract(page, app, ids.cash!, "finance");
    const apr = page.getByTestId("disclosure-apr");
    await apr.waitFor();
    expect(await apr.textContent()).toBe(percentText(lang, "80.89"));
    expect(await page.getByTestId("disclosure-credit-rate").textContent()).toBe(percentText(lang, "81.12"));
    const warning = page.locator(".disclosure-warning");
    // The demo's RENT warns above the legal cap of 35 % APR (CAPITAL refuses): the tab shows the cap the server enforces.
    expect(await warning.getAttribute("data-outcome")).toBe("warn");
    const text = (await warning.textContent()) ?? "";
    expect(text).toContain(percentText(lang, "80.89"));
    expect(text).toContain(percentText(lang, "35.00"));
    expect(text).toContain(ct(lang, "disclosure.law.criminalRateApr"));
    await screenshot(page, `contract-apr-finance-${lang}`);

    // A lease states its implicit rate instead, and says so.
    await openContract(page, app, ids.lease!, "finance");
    await page.getByTestId("disclosure-implicit-rate").waitFor();
    expect(await page.getByTestId("disclosure-implicit-rate").textContent()).toBe(percentText(lang, "6.50"));
    expect(await page.getByText(ct(lang, "disclosure.leaseNote")).count()).toBe(1);
    expect(await page.getByTestId("disclosure-apr").count()).toBe(0);
  });

  it("shows the APR column of the contracts table and sorts it on the server", { timeout: 60_000 }, async () => {
    const page = await (await staffContext(browser, admin, lang)).newPage();
    await page.goto(`${app.baseUrl}/contracts`);
    await page.getByRole("heading", { name: ct(lang, "list.title"), level: 1 }).waitFor();
    await page.getByRole("searchbox").fill(marker.toLowerCase());
    const aprColumn = async () => {
      const index = await page.locator("thead th").evaluateAll((cells, label) => cells.findIndex((cell) => cell.textContent?.trim().startsWith(label)), ct(lang, "col.apr"));
      return page.locator("tbody tr").evaluateAll((rows, at) => rows.map((row) => row.children[at]?.textContent?.trim() ?? ""), index);
    };
    await expect.poll(async () => (await aprColumn()).length).toBe(3);
    const header = page.getByRole("columnheader", { name: ct(lang, "col.apr") });
    await header.click();
    await expect.poll(aprColumn).toEqual(["80.89", "8.99", "6.50"].map((apr) => percentText(lang, apr)));
    expect(page.url()).toContain("orderBy=apr");
    await header.click();
    await expect.poll(aprColumn).toEqual(["6.50", "8.99", "80.89"].map((apr) => percentText(lang, apr)));
    expect(page.url()).toContain("order=asc");
    expect(await page.locator("tbody").textContent()).not.toContain(t(lang, "table.empty"));
    await screenshot(page, `contract-apr-table-${lang}`);
  });
});
