import { CalendarDate } from "@internationalized/date";
import { amortizationSchedule, formatMoney, t, tablePagerLabel, type Lang } from "@lendkit/core";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statusName } from "../../reference-app/web/src/app/contracts/display.js";
import { ct } from "../../reference-app/web/src/app/contracts/texts.js";
import { appText } from "../../reference-app/web/src/shared/texts.js";
import { launchBrowser, screenshot, seriousViolations, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { apiCall, contractPath, openContract, openStaffPage, staffContext, staffLogin, type Login } from "./staff.js";

/**
 * The staff contracts screens in a real browser (issue 8, A §2, §4–§6):
 * the table (sort, search, pages, URL state across a reload), creating and
 * filling a contract with the Required Fields popup and a status move
 * through the confirm modal, an admin and a merchant on the same checklist,
 * each in French and in English, axe on every page, and a phone-sized
 * screen. Expected words come from the app's and core's own catalogs.
 */




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
    await apiCall(app, "/api/contracts", {
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

/** A contract with every field the editor requires on save (so a test can save it as is). */
const completeContract = (lessee: { firstName: string; lastName: string }) => ({
  ContractProductId: 0,
  lessee: {
    ...lessee,
    birthDate: "1980-05-02",
    cellPhone: "5145550100",
    civicNumber: "10",
    street: "rue Principale",
    city: "Laval",
    province: 1,
    postalCode: "H7N 1A1",
  },
  vehicle: { typeId: 0, year: 2023, make: marker, model: "Complete" },
  Amount: 15000,
  financeLease: { term: 48, frequency: 2, interestRate: 6.5, firstPaymentDate: "2099-02-01" },
});

/** A browser context already signed in as `who` (the token and user kept as the app keeps them, C §3.3). */

const rowNames = (page: Page) => page.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent ?? ""));

const pagerLabel = (page: Page) => page.locator('[data-part="pager-label"]').textContent();

const waitForRows = async (page: Page) => {
  await page.locator('[data-lendkit="data-table"]:not([aria-busy="true"])').waitFor();
  await page.locator("tbody tr").first().waitFor();
};


/** Chooses `option` in the react-aria select labelled `label`, within `scope` (a section) when given. */
const choose = async (page: Page, label: string, option: string, scope: Page | Locator = page) => {
  const field = scope.locator('[data-lendkit="select"]:visible').filter({ has: page.getByText(label, { exact: true }) });
  await field.getByRole("button").click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

/** The text box labelled `label` (masked fields and plain inputs alike), within `scope` when given. */
const box = (scope: Page | Locator, label: string) => scope.getByRole("textbox", { name: label, exact: true });

/**
 * Types into a masked amount or percent field as a person does (click, select all, type): the field
 * rewrites its text on focus (it drops "$" / "%"), which a one-shot `fill` would race.
 */
const typeAmount = async (field: Locator, text: string) => {
  await field.click();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
  await field.press("Tab");
};

/** A section of the editor (a fieldset named by its legend). */
const section = (page: Page, lang: Lang, title: Parameters<typeof ct>[1]) => page.getByRole("group", { name: ct(lang, title), exact: true });

const openTab = async (page: Page, lang: Lang, tab: string) => {
  await page.getByRole("tab", { name: ct(lang, `tab.${tab}` as Parameters<typeof ct>[1]), exact: true }).click();
};

describe.each(["fr", "en"] as const)("contracts screens in a real browser, in %s", (lang) => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  let admin: Login;
  let merchant: Login;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    admin = await staffLogin(app, "admin");
    merchant = await staffLogin(app, "merchant");
    // The dealer's files (the merchant's dealership): the admin sees them too, the merchant sees only these.
    await seedContracts(app, merchant.serverInfo);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("sorts, searches and pages the contracts table and keeps its state in the URL across a reload", async () => {
    const { context, page } = await openStaffPage(browser, app, admin, lang, "/contracts");
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
    await expect.poll(() => pagerLabel(page)).toBe(tablePagerLabel(lang, { page: 1, rowsPerPage: 10, count: 24 }));
    await expect.poll(() => page.getByRole("searchbox").inputValue()).toBe(marker.toLowerCase());

    // A status filter is kept in the URL beside the table's state, and a reload keeps it.
    await choose(page, ct(lang, "list.filterStatus"), statusName(lang, 2));
    await expect.poll(() => page.locator("tbody").textContent()).toContain(t(lang, "table.empty"));
    expect(page.url()).toContain("status=2");
    await page.reload();
    await expect.poll(() => page.locator("tbody").textContent()).toContain(t(lang, "table.empty"));
    await choose(page, ct(lang, "list.filterStatus"), ct(lang, "list.allStatuses"));
    await expect.poll(() => pagerLabel(page)).toBe(tablePagerLabel(lang, { page: 0, rowsPerPage: 10, count: 24 }));
    expect(page.url()).not.toContain("status=");

    // A narrower search goes back to page 0.
    await page.getByRole("searchbox").fill(`quesnel ${marker.toLowerCase()}`);
    await expect.poll(async () => rowNames(page)).toEqual(["Quesnel, Client17"]);
    expect(page.url()).not.toContain("page=1");
    await context.close();
  }, 90_000);

  it("clears the table's search when the page is left (A §4): back arrow, menu links and the browser's Back", async () => {
    const context = await staffContext(browser, admin, lang);
    const page = await context.newPage();
    const search = page.getByRole("searchbox");
    const searchFor = async () => {
      await search.fill(marker.toLowerCase());
      await expect.poll(() => pagerLabel(page)).toBe(tablePagerLabel(lang, { page: 0, rowsPerPage: 10, count: 24 }));
      expect(page.url()).toContain(`searchTerm=${marker.toLowerCase()}`);
    };
    const cleared = async () => {
      await waitForRows(page);
      await expect.poll(() => search.inputValue()).toBe("");
      await expect.poll(() => pagerLabel(page)).not.toBe(tablePagerLabel(lang, { page: 0, rowsPerPage: 10, count: 24 }));
      expect(page.url()).not.toContain("searchTerm=z");
    };
    await page.goto(`${app.baseUrl}/contracts?orderBy=lesseeName&order=asc`);
    await waitForRows(page);
    await searchFor();

    // Into a contract and back by the editor's arrow: the sort is kept, the search is not.
    await page.locator("tbody tr a.row-link").first().click();
    await page.getByRole("heading", { name: /RENT-\d+/, level: 1 }).waitFor();
    await page.getByRole("button", { name: t(lang, "forms.panel.back") }).first().click();
    await page.getByRole("heading", { name: ct(lang, "list.title"), level: 1 }).waitFor();
    await cleared();
    expect(page.url()).toContain("orderBy=lesseeName");

    // Into a contract, then the browser's Back: the table's history entry has no search either.
    await searchFor();
    await page.locator("tbody tr a.row-link").first().click();
    await page.getByRole("heading", { name: /RENT-\d+/, level: 1 }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: ct(lang, "list.title"), level: 1 }).waitFor();
    await cleared();

    // Another page of the menu and back.
    await searchFor();
    await page.getByRole("link", { name: appText(lang, "nav.customers") }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/customers");
    await page.getByRole("link", { name: appText(lang, "nav.contracts") }).click();
    await page.getByRole("heading", { name: ct(lang, "list.title"), level: 1 }).waitFor();
    await cleared();
    await context.close();
  }, 120_000);

  it("creates a contract, lists what is missing, saves it filled in and moves its status through the confirm modal", async () => {
    const { context, page } = await openStaffPage(browser, app, admin, lang, "/contracts");
    await waitForRows(page);
    await page.getByRole("button", { name: t(lang, "table.create") }).click();
    await page.getByRole("heading", { name: ct(lang, "editor.newTitle"), level: 1 }).waitFor();
    await screenshot(page, `contract-new-${lang}`);

    // Saving an empty contract opens the Required Fields popup (A §2) and sends nothing.
    await page.getByRole("button", { name: t(lang, "forms.submitButton.save"), exact: true }).click();
    const popup = page.getByRole("dialog", { name: t(lang, "forms.requiredFields.heading") });
    await popup.waitFor();
    await expect.poll(() => popup.textContent()).toContain(ct(lang, "f.lastName"));
    await expect.poll(() => popup.textContent()).toContain(ct(lang, "f.Amount"));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contract-required-${lang}`);
    await popup.getByRole("button", { name: t(lang, "common.close") }).click();
    expect(page.url()).toContain("/contracts/new");

    await choose(page, ct(lang, "f.ContractProductId"), ct(lang, "product.id.0"));
    await openTab(page, lang, "lessee");
    await box(page, ct(lang, "f.firstName")).fill("Julie");
    await box(page, ct(lang, "f.lastName")).fill("Marchessault");
    await box(page, ct(lang, "f.birthDate")).fill("1985/07/14");
    await box(page, ct(lang, "f.cellPhone")).fill("5145551234");
    await box(page, ct(lang, "f.civicNumber")).fill("1200");
    await box(page, ct(lang, "f.street")).fill("rue Sherbrooke Ouest");
    await box(page, ct(lang, "f.city")).fill("Montréal");
    await choose(page, ct(lang, "f.province"), lang === "fr" ? "Québec" : "Quebec");
    await box(page, ct(lang, "f.postalCode")).fill("h3a1b9");
    await screenshot(page, `contract-lessee-${lang}`);

    await openTab(page, lang, "vehicle");
    const vehicle = section(page, lang, "section.vehicle");
    await choose(page, ct(lang, "f.typeId"), lang === "fr" ? "Bateau" : "Boat", vehicle);
    // The boat's own group shows for a boat (B §3.8), and the year list is the admin's 100 years (A §6).
    await section(page, lang, "section.marine").waitFor();
    await expect.poll(() => vehicle.getByText(ct(lang, "vehicle.yearHint", { count: 100 })).isVisible()).toBe(true);
    await choose(page, ct(lang, "f.year"), "2024", vehicle);
    await box(vehicle, ct(lang, "f.make")).fill("Princecraft");
    await box(vehicle, ct(lang, "f.model")).fill("Vectra 21");
    const odometer = section(page, lang, "section.odometer");
    await box(odometer, ct(lang, "f.odometer")).fill("120");
    await choose(page, ct(lang, "f.odometerUnit"), lang === "fr" ? "heures" : "hours", odometer);
    await screenshot(page, `contract-vehicle-${lang}`);

    await openTab(page, lang, "finance");
    await typeAmount(box(page, ct(lang, "f.Amount")), "18500");
    await choose(page, ct(lang, "f.term"), lang === "fr" ? "60 mois" : "60 months");
    await choose(page, ct(lang, "f.frequency"), lang === "fr" ? "Mensuel" : "Monthly");
    await typeAmount(box(page, ct(lang, "f.interestRate")), lang === "fr" ? "7,99" : "7.99");
    await box(page, ct(lang, "f.firstPaymentDate")).fill("2099/01/15");
    await page.getByText(ct(lang, "figures.ready")).waitFor();
    // The regular payment is core's: 18 500 $ over 60 monthly payments at 7.99 %.
    const [first] = amortizationSchedule({
      principal: "18500",
      annualRatePercent: "7.99",
      frequency: 2,
      numberOfPayments: 60,
      firstPaymentDate: new CalendarDate(2099, 1, 15),
    });
    await expect.poll(() => page.getByRole("region", { name: ct(lang, "section.figures") }).textContent()).toContain(formatMoney(first!.total, lang));
    await screenshot(page, `contract-finance-${lang}`);

    await page.getByRole("button", { name: t(lang, "forms.submitButton.save"), exact: true }).click();
    await page.getByRole("status").filter({ hasText: ct(lang, "editor.created", { number: "" }).trim().split(" ")[0]! }).waitFor();
    await expect.poll(() => page.url()).toMatch(/\/contracts\/\d+/);
    await page.getByRole("heading", { name: /RENT-\d+/, level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Draft → submitted through the confirm modal.
    const submitted = statusName(lang, 2);
    await page.getByRole("button", { name: ct(lang, "status.moveTo", { status: submitted }) }).click();
    const confirm = page.getByRole("dialog", { name: ct(lang, "status.confirmTitle", { status: submitted }) });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contract-status-confirm-${lang}`);
    await confirm.getByRole("button", { name: t(lang, "forms.confirm.submit") }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => page.locator(".status-head .status-chip").textContent()).toContain(submitted);
    // Nothing unlabeled appears with the move (axe's role-img-alt and image-alt are serious).
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contract-submitted-${lang}`);
    await context.close();
  }, 120_000);

  it("lets an admin and a merchant work the same checklist: waiver for the admin, external items only for the merchant", async () => {
    const contract = await apiCall<{ id: number }>(app, "/api/contracts", {
      method: "POST",
      token: merchant.serverInfo,
      body: { lessee: { firstName: "Hugo", lastName: "Checklist" }, vehicle: { make: marker, model: "Checklist" } },
    });
    type Item = { id: number; description: string; isExternal: boolean };
    const { items } = await apiCall<{ items: Item[] }>(app, `/api/contracts/${contract.id}/checklist?lang=${lang}`, { token: admin.serverInfo });
    const externalItems = items.filter((item) => item.id > 0 && item.isExternal);
    const internalItem = items.find((item) => item.id > 0 && !item.isExternal)!;
    const [lockedItem, merchantItem] = externalItems;
    expect(internalItem && lockedItem && merchantItem).toBeTruthy();
    const checklistNow = (token: string) =>
      apiCall<{ items: Array<Item & { isChecked: boolean; isCheckedExternal: boolean; isWaived: boolean }> }>(app, `/api/contracts/${contract.id}/checklist?lang=${lang}`, { token });
    const itemButton = (page: Page, item: Item) => page.locator('[data-part="item"]').filter({ hasText: item.description });

    // The admin: both tabs, internal first, the hint; Ctrl-click marks a waiver; a plain click checks an external item internally.
    const { context: adminContext, page: adminPage } = await openStaffPage(browser, app, admin, lang, contractPath(contract.id));
    await adminPage.getByRole("button", { name: new RegExp(`^${t(lang, "checklist.button")}`) }).click();
    const panel = adminPage.getByRole("dialog", { name: t(lang, "checklist.button") });
    await panel.waitFor();
    await expect.poll(() => panel.getByRole("tab", { name: t(lang, "checklist.tab.internal") }).getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => panel.getByText(t(lang, "checklist.adminHint")).isVisible()).toBe(true);
    await itemButton(adminPage, internalItem).click({ modifiers: ["Control"] });
    await expect.poll(() => itemButton(adminPage, internalItem).getAttribute("data-waived")).toBe("true");
    await expect.poll(() => itemButton(adminPage, internalItem).textContent()).toContain(t(lang, "checklist.waived"));
    await itemButton(adminPage, lockedItem!).click();
    await expect.poll(() => itemButton(adminPage, lockedItem!).getAttribute("aria-pressed")).toBe("true");
    await expect
      .poll(async () => (await checklistNow(admin.serverInfo)).items.find((item) => item.id === internalItem.id)?.isWaived)
      .toBe(true);
    await expect.poll(async () => (await checklistNow(admin.serverInfo)).items.find((item) => item.id === lockedItem!.id)?.isChecked).toBe(true);
    expect(await seriousViolations(adminPage)).toEqual([]);
    await screenshot(adminPage, `checklist-admin-${lang}`);

    // A note on an item (Ctrl+Enter submits) checks it for the admin.
    const noteItem = externalItems[2]!;
    await adminPage.getByRole("button", { name: `${t(lang, "checklist.note.title")} ${noteItem.description}` }).click();
    const notePopup = adminPage.getByRole("dialog", { name: t(lang, "checklist.note.title") });
    await notePopup.getByRole("textbox").fill(lang === "fr" ? "Reçu par courriel" : "Received by email");
    expect(await seriousViolations(adminPage)).toEqual([]);
    await screenshot(adminPage, `checklist-note-${lang}`);
    await notePopup.getByRole("textbox").press("Control+Enter");
    await notePopup.waitFor({ state: "detached" });
    await expect.poll(async () => (await checklistNow(admin.serverInfo)).items.find((item) => item.id === noteItem.id)?.isChecked).toBe(true);

    // The merchant: only the merchant list, no internal item, cannot uncheck what the admin checked, checks an external item.
    const { context: merchantContext, page: merchantPage } = await openStaffPage(browser, app, merchant, lang, contractPath(contract.id));
    await merchantPage.getByRole("button", { name: new RegExp(`^${t(lang, "checklist.button")}`) }).click();
    const merchantPanel = merchantPage.getByRole("dialog", { name: t(lang, "checklist.button") });
    await merchantPanel.waitFor();
    await expect.poll(() => merchantPanel.getByRole("tab").count()).toBe(0);
    await expect.poll(() => merchantPanel.getByText(t(lang, "checklist.adminHint")).count()).toBe(0);
    await expect.poll(() => itemButton(merchantPage, internalItem).count()).toBe(0);
    await itemButton(merchantPage, lockedItem!).click();
    await expect.poll(() => merchantPanel.getByRole("alert").filter({ hasText: t(lang, "checklist.reason.internalItemLocked") }).isVisible()).toBe(true);
    await itemButton(merchantPage, merchantItem!).click();
    await expect.poll(() => itemButton(merchantPage, merchantItem!).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => itemButton(merchantPage, merchantItem!).getAttribute("data-colour")).toBe("orange");
    await expect
      .poll(async () => (await checklistNow(admin.serverInfo)).items.find((item) => item.id === merchantItem!.id)?.isCheckedExternal)
      .toBe(true);
    expect((await checklistNow(admin.serverInfo)).items.find((item) => item.id === lockedItem!.id)?.isChecked).toBe(true);
    expect(await seriousViolations(merchantPage)).toEqual([]);
    await screenshot(merchantPage, `checklist-merchant-${lang}`);

    // A merchant's vehicle year list is the 21 years of A §6.
    await merchantPage.keyboard.press("Escape");
    await openTab(merchantPage, lang, "vehicle");
    await expect.poll(() => merchantPage.getByText(ct(lang, "vehicle.yearHint", { count: 21 })).isVisible()).toBe(true);
    await adminContext.close();
    await merchantContext.close();
  }, 120_000);

  it("uploads a picture and a PDF under a category, shows the thumbnail, and adds a note", async () => {
    const contract = await apiCall<{ id: number }>(app, "/api/contracts", {
      method: "POST",
      token: admin.serverInfo,
      body: { lessee: { firstName: "Fanny", lastName: "Fichiers" }, vehicle: { make: marker, model: "Files" } },
    });
    const { context, page } = await openStaffPage(browser, app, admin, lang, contractPath(contract.id, "files"));
    await page.getByText(t(lang, "upload.dropZone")).waitFor();
    await choose(page, ct(lang, "files.category"), ct(lang, "fileCategory.licence"));
    const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 15, g: 95, b: 166 } } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles([
      { name: "permis.png", mimeType: "image/png", buffer: picture },
      { name: "talon de paie.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") },
    ]);
    const uploaded = page.locator('[data-part="uploaded-item"]');
    await expect.poll(() => uploaded.count()).toBe(2);
    await expect.poll(() => uploaded.first().textContent()).toContain(`${ct(lang, "fileCategory.licence")} · permis.png`);
    // The thumbnail is drawn from the bytes fetched with the session's header (no token in any URL).
    await expect.poll(() => page.locator('[data-part="thumbnail-image"]').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(200);
    const files = await apiCall<Array<{ category: string; mimeType: string }>>(app, `/api/contracts/${contract.id}/files`, { token: admin.serverInfo });
    expect(files.map((file) => [file.category, file.mimeType])).toEqual([
      ["licence", "image/png"],
      ["licence", "application/pdf"],
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contract-files-${lang}`);

    await openTab(page, lang, "notes");
    const text = lang === "fr" ? "Le client rappellera lundi." : "The customer will call back on Monday.";
    await page.getByRole("textbox", { name: ct(lang, "notes.new") }).fill(text);
    await page.getByRole("checkbox", { name: ct(lang, "notes.public") }).check();
    await page.getByRole("button", { name: ct(lang, "notes.add") }).click();
    await page.locator(".note").filter({ hasText: text }).waitFor();
    await expect.poll(() => page.locator(".note").first().textContent()).toContain(ct(lang, "notes.publicBadge"));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contract-notes-${lang}`);
    await context.close();
  }, 90_000);

  it("works on a phone-sized screen, listing only the merchant's own files", async () => {
    // A file of the lender's own with the same words: the merchant's table does not list it, nor opens it.
    const lenders = await apiCall<{ id: number }>(app, "/api/contracts", {
      method: "POST",
      token: admin.serverInfo,
      body: { lessee: { firstName: "Prêteur", lastName: "Quesnel" }, vehicle: { make: marker, model: "Interne" } },
    });
    const { context, page } = await openStaffPage(browser, app, merchant, lang, "/contracts", { viewport: { width: 390, height: 844 } });
    await waitForRows(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contracts-table-phone-${lang}`);
    await page.getByRole("searchbox").fill(`quesnel ${marker.toLowerCase()}`);
    await expect.poll(async () => rowNames(page)).toEqual(["Quesnel, Client17"]);
    expect((await fetch(`${app.baseUrl}/api/contracts/${lenders.id}`, { headers: { Authorization: `Bearer ${merchant.serverInfo}` } })).status).toBe(404);
    await page.getByRole("link", { name: /RENT-/ }).first().click();
    await page.getByRole("heading", { name: /RENT-\d+/, level: 1 }).waitFor();
    await openTab(page, lang, "lessee");
    await box(page, ct(lang, "f.cellPhone")).fill("4185550199");
    await page.getByRole("button", { name: t(lang, "forms.submitButton.save"), exact: true }).click();
    // The merchant may still edit this draft; the Required Fields popup lists what this file still misses.
    const popup = page.getByRole("dialog", { name: t(lang, "forms.requiredFields.heading") });
    await popup.waitFor();
    expect(await popup.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
    await screenshot(page, `contract-required-phone-${lang}`);
    await popup.getByRole("button", { name: t(lang, "common.close") }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `contract-lessee-phone-${lang}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);

  it("shows a focus ring on a column header reached with the keyboard", async () => {
    const { context, page } = await openStaffPage(browser, app, admin, lang, "/contracts");
    await waitForRows(page);
    await page.getByRole("searchbox").focus();
    let onHeader = false;
    const roleOfFocused = () => page.evaluate(() => document.activeElement?.getAttribute("role") ?? "");
    for (let step = 0; step < 40 && !onHeader; step++) {
      // Into the grid with Tab; inside it, the arrows move up from a row to the headers.
      const role = await roleOfFocused();
      await page.keyboard.press(["row", "gridcell", "rowheader"].includes(role) ? "ArrowUp" : "Tab");
      onHeader = (await roleOfFocused()) === "columnheader";
    }
    expect(onHeader).toBe(true);
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring).toEqual({ style: "solid", width: "2px" });
    await context.close();
  }, 60_000);

  it("asks before leaving a changed contract by the back arrow, a menu link, the browser's Back or closing the tab", async () => {
    const created = await apiCall<{ id: number; contractNumber: string }>(app, "/api/contracts", {
      method: "POST",
      token: merchant.serverInfo,
      body: completeContract({ firstName: "Lucie", lastName: "Partante" }),
    });
    const context = await staffContext(browser, merchant, lang);
    const page = await context.newPage();
    const asked: string[] = [];
    let answer = false;
    page.on("dialog", (dialog) => {
      asked.push(dialog.type() === "beforeunload" ? "beforeunload" : dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    const contractPath = `/contracts/${created.id}`;
    await openContract(page, app, created.id, "lessee");
    const lastName = box(page, ct(lang, "f.lastName"));
    await expect.poll(() => lastName.inputValue()).toBe("Partante");

    // Unchanged: the back arrow leaves without a question.
    await page.getByRole("button", { name: t(lang, "forms.panel.back"), exact: true }).click();
    await page.getByRole("heading", { name: ct(lang, "list.title"), level: 1 }).waitFor();
    expect(asked).toEqual([]);
    // Back into it from the table (inside the app, so the browser's Back stays inside the app too).
    await page.getByRole("link", { name: created.contractNumber, exact: true }).click();
    await openTab(page, lang, "lessee");
    await lastName.fill("Partante-Restée");

    const question = ct(lang, "editor.leaveUnsaved");
    const stays = async () => {
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      // The refused Back puts the contract's address back once the question is answered.
      await expect.poll(() => new URL(page.url()).pathname).toBe(contractPath);
      await expect.poll(() => lastName.inputValue()).toBe("Partante-Restée");
    };
    await page.getByRole("button", { name: t(lang, "forms.panel.back"), exact: true }).click();
    await stays();
    expect(asked.splice(0)).toEqual([question]);
    await page.getByRole("link", { name: lang === "fr" ? "Contrats" : "Contracts", exact: true }).click();
    await stays();
    expect(asked.splice(0)).toEqual([question]);
    await page.evaluate(() => window.history.back());
    await stays();
    expect(asked.splice(0)).toEqual([question]);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked.length).toBe(1);
    expect(asked.splice(0)).toEqual(["beforeunload"]);
    expect(page.isClosed()).toBe(false);

    // Leaving on purpose: the changes are dropped, nothing was saved.
    answer = true;
    await page.getByRole("button", { name: t(lang, "forms.panel.back"), exact: true }).click();
    await page.getByRole("heading", { name: ct(lang, "list.title"), level: 1 }).waitFor();
    expect(asked).toEqual([question]);
    const stored = await apiCall<{ lessee: { lastName: string } }>(app, `/api/contracts/${created.id}`, { token: merchant.serverInfo });
    expect(stored.lessee.lastName).toBe("Partante");
    await context.close();
  }, 90_000);

  it("says plainly when someone else changed the contract since it was opened, and reloads it", async () => {
    const created = await apiCall<Record<string, unknown> & { id: number }>(app, "/api/contracts", {
      method: "POST",
      token: merchant.serverInfo,
      body: completeContract({ firstName: "Olivia", lastName: "Concurrente" }),
    });
    const { context, page } = await openStaffPage(browser, app, admin, lang, contractPath(created.id, "lessee"));
    const lastName = box(page, ct(lang, "f.lastName"));
    await expect.poll(() => lastName.inputValue()).toBe("Concurrente");

    // Meanwhile a colleague saves the same contract.
    const current = await apiCall<Record<string, unknown> & { lessee: Record<string, unknown> }>(app, `/api/contracts/${created.id}`, { token: merchant.serverInfo });
    await apiCall(app, `/api/contracts/${created.id}`, {
      method: "PUT",
      token: merchant.serverInfo,
      body: { ...current, lessee: { ...current.lessee, lastName: "Concurrent-Tremblay" } },
    });

    await lastName.fill("Concurrente-Roy");
    await page.getByRole("button", { name: t(lang, "forms.submitButton.save"), exact: true }).click();
    const conflict = page.getByRole("alert").filter({ hasText: ct(lang, "editor.conflictTitle") });
    await conflict.waitFor();
    await expect.poll(() => conflict.textContent()).toContain(ct(lang, "editor.conflictText"));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `contract-conflict-${lang}`);
    await conflict.getByRole("button", { name: ct(lang, "editor.reload") }).click();
    await expect.poll(() => box(page, ct(lang, "f.lastName")).inputValue()).toBe("Concurrent-Tremblay");
    await context.close();
  }, 90_000);

  it("shows a training contract in its own colour, and a contract read-only to a collector", async () => {
    const created = await apiCall<{ id: number }>(app, "/api/contracts", {
      method: "POST",
      token: admin.serverInfo,
      body: { ...completeContract({ firstName: "Théo", lastName: "Formation" }), isTraining: true, isMicroCredit: true },
    });
    const { context, page } = await openStaffPage(browser, app, admin, lang, contractPath(created.id));
    const header = page.locator('.editor-panel > header');
    await expect.poll(() => header.getAttribute("data-mode")).toBe("training");
    await expect.poll(() => page.locator(".mode-badge").textContent()).toBe(ct(lang, "editor.mode.training"));
    // A micro-credit loan asks for its purpose, not for a delivery.
    await expect.poll(() => page.getByText(ct(lang, "f.cashType"), { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(ct(lang, "f.shipType"), { exact: true }).count()).toBe(0);
    await screenshot(page, `contract-training-${lang}`);
    await openTab(page, lang, "budget");
    await screenshot(page, `contract-budget-${lang}`);
    await context.close();

    const collector = await staffLogin(app, "collector");
    const { context: readOnly, page: view } = await openStaffPage(browser, app, collector, lang, contractPath(created.id));
    await view.getByText(ct(lang, "editor.readOnly")).waitFor();
    await expect.poll(() => view.getByText(ct(lang, "status.noMoves")).isVisible()).toBe(true);
    await expect.poll(() => view.getByRole("button", { name: t(lang, "forms.submitButton.save"), exact: true }).count()).toBe(0);
    await expect.poll(() => box(view, ct(lang, "f.internalReference")).isDisabled()).toBe(true);
    await openTab(view, lang, "files");
    await view.getByText(ct(lang, "files.readOnly")).waitFor();
    expect(await seriousViolations(view)).toEqual([]);
    await screenshot(view, `contract-collector-${lang}`);
    await readOnly.close();
  }, 90_000);
});
