import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { t, type Lang } from "@lendkit/core";
import type { Browser, BrowserContext, Frame, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, it } from "vitest";
import { ct } from "../../reference-app/web/src/app/contracts/texts.js";
import { cx } from "../../reference-app/web/src/app/customers/texts.js";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { demoPassword } from "../../server-kit/src/seed/demo.js";
import { launchBrowser, startApp, type RunningApp } from "../../tests/e2e/harness.js";
import { chooseAmount, identify, sign, typeCode, verifyBank } from "../../tests/e2e/leadWalk.js";

/**
 * The user guide's screenshots (docs/guide/img), taken on the demo data by
 * the browser suites' harness: the app as they start it (built front end,
 * fresh database seeded with the demo, public tenant RENT) and the system's
 * chromium (never a browser download). Staff pages
 * at 1280×800, the public lead app and the customer's account at 390×844.
 * Each picture is cropped to what the guide talks about and saved as a
 * palette PNG, so the whole set stays small.
 *
 *   npm run guide:screenshots
 */

const imageDir = fileURLToPath(new URL("../../docs/guide/img/", import.meta.url));
const desktop = { width: 1280, height: 800 } as const;
const phone = { width: 390, height: 844 } as const;

interface Login {
  readonly serverInfo: string;
  readonly serverInfoExpiration: string;
  readonly [key: string]: unknown;
}

interface Clip {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Writes a screenshot as a palette PNG without dithering (flat interface colours survive it well, at a fraction of the size). */
const save = async (name: string, png: Buffer): Promise<void> => {
  const small = await sharp(png).png({ palette: true, colours: 192, dither: 0, effort: 10, compressionLevel: 9 }).toBuffer();
  writeFileSync(join(imageDir, `${name}.png`), small);
};

/**
 * Lets the page finish its calls and transitions, moves the mouse out of the
 * way, then saves the viewport, a clip of it, or one part of the page
 * (`crop`: taken from the whole page, so a part taller than the screen fits);
 * `top` scrolls back to the top of the page first.
 */
const shot = async (page: Page, name: string, what: { clip?: Clip; crop?: Locator; pad?: number; top?: boolean } = {}): Promise<void> => {
  await page.waitForLoadState("networkidle").catch(() => undefined);
  if (what.top) await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  const options = { animations: "disabled", caret: "hide", scale: "css" } as const;
  if (!what.crop) {
    await save(name, await page.screenshot({ ...options, clip: what.clip }));
    return;
  }
  const box = await what.crop.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });
  const png = await page.screenshot({ ...options, fullPage: true });
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const pad = what.pad ?? 12;
  const left = Math.max(0, Math.floor(box.x - pad));
  const top = Math.max(0, Math.floor(box.y - pad));
  const region = { left, top, width: Math.min(width - left, Math.ceil(box.width + 2 * pad)), height: Math.min(height - top, Math.ceil(box.height + 2 * pad)) };
  await save(name, await sharp(png).extract(region).toBuffer());
};

describe("the user guide's screenshots", () => {
  let app: RunningApp;
  let browser: Browser;

  const call = async <T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> => {
    const response = await fetch(`${app.baseUrl}${path}`, {
      method: init.method ?? "GET",
      headers: { "Content-Type": "application/json", ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const envelope = (await response.json()) as { Success: boolean; Result: T; ErrorMessage: string | null };
    if (!envelope.Success) throw new Error(`${path}: ${response.status} ${envelope.ErrorMessage}`);
    return envelope.Result;
  };

  const login = (username: string, tenant = "RENT") => call<Login>("/api/login", { method: "POST", body: { tenant, username, password: demoPassword } });

  /** A browser context signed in as `username`, as the app keeps a session (token, user and language in local storage). */
  const staff = async (username: string, lang: Lang = "en", tenant = "RENT"): Promise<{ context: BrowserContext; page: Page; who: Login }> => {
    const who = await login(username, tenant);
    const context = await browser.newContext({ viewport: desktop, locale: lang === "fr" ? "fr-CA" : "en-CA" });
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
    return { context, page: await context.newPage(), who };
  };

  /** A phone-sized page for the public lead app. */
  const phonePage = async (lang: Lang = "en"): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, locale: lang === "fr" ? "fr-CA" : "en-CA" });
    return { context, page: await context.newPage() };
  };

  /** A demo contract's id from its number. */
  const contractId = async (token: string, contractNumber: string): Promise<number> => {
    const { rows } = await call<{ rows: Array<{ id: number; contractNumber: string }> }>(`/api/contracts?search=${contractNumber}`, { token });
    const found = rows.find((row) => row.contractNumber === contractNumber);
    if (!found) throw new Error(`no contract ${contractNumber}`);
    return found.id;
  };

  /** A demo customer's id from their email. */
  const customerId = async (token: string, email: string): Promise<number> => {
    const { rows } = await call<{ rows: Array<{ id: number; email: string }> }>(`/api/customers?search=${encodeURIComponent(email)}`, { token });
    const found = rows.find((row) => row.email === email);
    if (!found) throw new Error(`no customer ${email}`);
    return found.id;
  };

  /** The newest one-time code sent to a phone or email (the development outbox, outside production only). */
  const latestCode = async (recipient: string): Promise<string> => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const messages = await call<Array<{ body: string }>>(`/api/dev/outbox?limit=1&to=${encodeURIComponent(recipient)}`);
      const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code sent to ${recipient}`);
  };

  const waitForRows = async (page: Page) => {
    await page.locator('[data-lendkit="data-table"]:not([aria-busy="true"])').waitFor();
    await page.locator("tbody tr").first().waitFor();
  };

  const openTab = (page: Page, lang: Lang, tab: string) => page.getByRole("tab", { name: ct(lang, `tab.${tab}` as Parameters<typeof ct>[1]), exact: true }).click();

  const openChecklist = async (page: Page, lang: Lang): Promise<Locator> => {
    await page.getByRole("button", { name: new RegExp(`^${t(lang, "checklist.button")}`) }).click();
    const panel = page.getByRole("dialog", { name: t(lang, "checklist.button") });
    await panel.waitFor();
    return panel;
  };

  const checklistItem = (page: Page, text: string) => page.locator('[data-part="item"]').filter({ hasText: text });

  /** Chooses `option` in the react-aria select labelled `label`. */
  const choose = async (page: Page, label: string, option: string) => {
    const field = page.locator('[data-lendkit="select"]:visible').filter({ has: page.getByText(label, { exact: true }) });
    await field.first().getByRole("button").click();
    await page.getByRole("option", { name: option, exact: true }).click();
  };

  beforeAll(async () => {
    mkdirSync(imageDir, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("sign-in and the French interface", async () => {
    const context = await browser.newContext({ viewport: desktop, locale: "en-CA" });
    const page = await context.newPage();
    await page.addInitScript(() => window.localStorage.setItem("language", "en"));
    await page.goto(`${app.baseUrl}/`);
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill(demoPassword);
    await shot(page, "sign-in", { clip: { x: 0, y: 0, width: desktop.width, height: 620 } });
    await context.close();

    const { context: french, page: fr } = await staff("admin", "fr");
    await fr.goto(`${app.baseUrl}/contracts`);
    await waitForRows(fr);
    await shot(fr, "french-contracts");
    await french.close();

    const lead = await phonePage("fr");
    await lead.page.goto(`${app.baseUrl}/go/renew?lang=fr`);
    await lead.page.getByRole("heading", { name: t("fr", "renewal.intro.default") }).waitFor();
    await shot(lead.page, "french-renewal");
    await lead.context.close();
  });

  it("administrator: contracts table, editor, checklist, status, files and notes", async () => {
    const { context, page, who } = await staff("admin");
    await page.goto(`${app.baseUrl}/contracts`);
    await waitForRows(page);
    await shot(page, "admin-contracts");

    // Search and sort: both kept in the address.
    await page.getByRole("searchbox").fill("lavoie");
    await page.waitForTimeout(600);
    await page.getByRole("columnheader", { name: ct("en", "col.amount") }).click();
    await waitForRows(page);
    await shot(page, "admin-contracts-search", { clip: { x: 0, y: 0, width: desktop.width, height: 600 } });

    // Geneviève's lease: status, stepper, tabs; the finance tab's fees and figures.
    const lease = await contractId(who.serverInfo, "RENT-000006");
    await page.goto(`${app.baseUrl}/contracts/${lease}`);
    await page.getByRole("heading", { name: "RENT-000006", exact: false, level: 1 }).waitFor();
    await shot(page, "admin-contract-editor");
    await page.goto(`${app.baseUrl}/contracts/${lease}?tab=finance`);
    const fees = page.getByRole("group", { name: ct("en", "section.fees"), exact: true });
    await fees.waitFor();
    await shot(page, "admin-contract-fees", { crop: fees });
    const figures = page.getByRole("region", { name: ct("en", "section.figures") });
    await figures.waitFor();
    await shot(page, "admin-contract-figures", { crop: figures });

    // The checklist side panel, internal tab; a note on an item checks it.
    await page.goto(`${app.baseUrl}/contracts/${lease}`);
    const panel = await openChecklist(page, "en");
    await shot(page, "admin-checklist");
    await panel.getByRole("button", { name: `${t("en", "checklist.note.title")} Void cheque` }).click();
    const note = page.getByRole("dialog", { name: t("en", "checklist.note.title") });
    await note.getByRole("textbox").fill("Void cheque received by email from the customer.");
    await shot(page, "admin-checklist-note");
    await note.getByRole("textbox").press("Control+Enter");
    await note.waitFor({ state: "detached" });

    // Waiver (Ctrl-click) and N/A (Ctrl+Shift-click) on Olivier's untouched checklist.
    const dealerFile = await contractId(who.serverInfo, "RENT-000008");
    await page.goto(`${app.baseUrl}/contracts/${dealerFile}`);
    await openChecklist(page, "en");
    await checklistItem(page, "Credit report reviewed").click({ modifiers: ["Control"] });
    await checklistItem(page, "(RDPRM) search").click({ modifiers: ["Control", "Shift"] });
    await checklistItem(page, "(RDPRM) search").locator('[data-part="not-applicable"]').waitFor();
    await checklistItem(page, "Final approval").scrollIntoViewIfNeeded();
    await shot(page, "admin-checklist-waiver");
    await page.keyboard.press("Escape");

    // The lender CAPITAL's completion switch, on Julie's completed checklist there.
    const capital = await staff("admin", "en", "CAPITAL");
    const { rows } = await call<{ rows: Array<{ id: number; lesseeName: string }> }>("/api/contracts?search=tremblay%20julie", { token: capital.who.serverInfo });
    const julieThere = rows.find((row) => row.lesseeName === "Tremblay, Julie");
    if (!julieThere) throw new Error("no loan of Julie Tremblay at CAPITAL");
    await capital.page.goto(`${app.baseUrl}/contracts/${julieThere.id}`);
    await openChecklist(capital.page, "en");
    await capital.page.locator('[data-part="completion"]').waitFor();
    await shot(capital.page, "admin-checklist-completed", { clip: { x: desktop.width - 422, y: 0, width: 422, height: 360 } });
    await capital.context.close();

    // The status change, through its confirmation: the lease becomes active and its schedule is written.
    await page.goto(`${app.baseUrl}/contracts/${lease}`);
    await page.getByRole("button", { name: ct("en", "status.moveTo", { status: "ACTIVE" }) }).click();
    const confirm = page.getByRole("dialog", { name: ct("en", "status.confirmTitle", { status: "ACTIVE" }) });
    await confirm.waitFor();
    await shot(page, "admin-status-confirm");
    await confirm.getByRole("button", { name: t("en", "forms.confirm.submit") }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByText(ct("en", "status.changed", { status: "ACTIVE" })).first().waitFor();
    await shot(page, "admin-status-active", { top: true, clip: { x: 0, y: 0, width: desktop.width, height: 520 } });

    // A new contract saved empty: the Required Fields popup.
    await page.goto(`${app.baseUrl}/contracts/new`);
    await page.getByRole("heading", { name: ct("en", "editor.newTitle"), level: 1 }).waitFor();
    await page.getByRole("button", { name: t("en", "forms.submitButton.save"), exact: true }).click();
    await page.getByRole("dialog", { name: t("en", "forms.requiredFields.heading") }).waitFor();
    await shot(page, "admin-required-fields");
    await page.getByRole("button", { name: t("en", "common.close") }).click();

    // Files: a picture and a PDF under a category.
    await page.goto(`${app.baseUrl}/contracts/${lease}?tab=files`);
    await page.getByText(t("en", "upload.dropZone")).waitFor();
    await choose(page, ct("en", "files.category"), ct("en", "fileCategory.vehicle"));
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect x="120" y="170" width="400" height="110" rx="30" fill="#e8edf3"/>' +
      '<rect x="200" y="110" width="240" height="80" rx="20" fill="#e8edf3"/><circle cx="210" cy="290" r="40" fill="#2d3748"/><circle cx="430" cy="290" r="40" fill="#2d3748"/></svg>';
    const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 120, g: 148, b: 176 } } })
      .composite([{ input: Buffer.from(drawing), top: 0, left: 0 }])
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles([
      { name: "rav4-front.jpg", mimeType: "image/jpeg", buffer: picture },
      { name: "insurance-certificate.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") },
    ]);
    await page.locator('[data-part="uploaded-item"]').nth(1).waitFor();
    await page.locator('[data-part="thumbnail-image"]').first().evaluate((image: HTMLImageElement) => image.decode());
    await shot(page, "admin-files", { crop: page.locator(".files-tab") });

    // Notes on Julie's loan: a public note she has read, a private one.
    const julieLoan = await contractId(who.serverInfo, "RENT-000001");
    await page.goto(`${app.baseUrl}/contracts/${julieLoan}?tab=notes`);
    await page.locator(".note").first().waitFor();
    await page.getByRole("textbox", { name: ct("en", "notes.new") }).fill("Called Julie: she will renew next week.");
    await shot(page, "admin-notes", { crop: page.locator(".notes-tab") });
    await context.close();
  });

  it("dealer and agent: a new contract submitted, the dealer's checklist, a read-only contract", async () => {
    const { context, page, who } = await staff("merchant");
    await page.goto(`${app.baseUrl}/contracts`);
    await waitForRows(page);
    await shot(page, "dealer-contracts", { clip: { x: 0, y: 0, width: desktop.width, height: 420 } });

    await page.getByRole("button", { name: t("en", "table.create") }).click();
    await page.getByRole("heading", { name: ct("en", "editor.newTitle"), level: 1 }).waitFor();
    await choose(page, ct("en", "f.ContractProductId"), ct("en", "product.id.1"));
    await openTab(page, "en", "lessee");
    const box = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    await box(ct("en", "f.firstName")).fill("Rosalie");
    await box(ct("en", "f.lastName")).fill("Gendron");
    await box(ct("en", "f.birthDate")).fill("1987/04/22");
    await box(ct("en", "f.cellPhone")).fill("8195550144");
    await box(ct("en", "f.civicNumber")).fill("1850");
    await box(ct("en", "f.street")).fill("boulevard des Forges");
    await box(ct("en", "f.city")).fill("Trois-Rivières");
    await choose(page, ct("en", "f.province"), "Quebec");
    await box(ct("en", "f.postalCode")).fill("g8z1v3");
    await shot(page, "dealer-new-contract", { top: true });
    await openTab(page, "en", "vehicle");
    const vehicle = page.getByRole("group", { name: ct("en", "section.vehicle"), exact: true });
    await choose(page, ct("en", "f.typeId"), "Car");
    await vehicle.getByRole("button", { name: new RegExp(ct("en", "f.year")) }).click();
    await page.getByRole("option", { name: "2022", exact: true }).click();
    await vehicle.getByRole("textbox", { name: ct("en", "f.make"), exact: true }).fill("Mazda");
    await vehicle.getByRole("textbox", { name: ct("en", "f.model"), exact: true }).fill("CX-5 GS");
    await openTab(page, "en", "finance");
    const amount = box(ct("en", "f.Amount"));
    await amount.click();
    await amount.press("ControlOrMeta+a");
    await amount.pressSequentially("24500");
    await amount.press("Tab");
    await choose(page, ct("en", "f.term"), "60 months");
    await choose(page, ct("en", "f.frequency"), "Monthly");
    const rate = box(ct("en", "f.interestRate"));
    await rate.click();
    await rate.press("ControlOrMeta+a");
    await rate.pressSequentially("8.49");
    await rate.press("Tab");
    const firstPayment = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "/");
    await box(ct("en", "f.firstPaymentDate")).fill(firstPayment);
    await page.getByRole("button", { name: t("en", "forms.submitButton.save"), exact: true }).click();
    await page.getByRole("heading", { name: /RENT-\d+/, level: 1 }).waitFor();
    const submitted = "SUBMITTED";
    await page.getByRole("button", { name: ct("en", "status.moveTo", { status: submitted }) }).click();
    const confirm = page.getByRole("dialog", { name: ct("en", "status.confirmTitle", { status: submitted }) });
    await confirm.getByRole("button", { name: t("en", "forms.confirm.submit") }).click();
    await confirm.waitFor({ state: "detached" });
    await page.getByText(ct("en", "status.changed", { status: submitted })).first().waitFor();
    await shot(page, "dealer-submitted", { top: true, clip: { x: 0, y: 0, width: desktop.width, height: 520 } });

    // The dealer's checklist: external items only; an item the lender checked cannot be unchecked.
    const lease = await contractId(who.serverInfo, "RENT-000006");
    await page.goto(`${app.baseUrl}/contracts/${lease}`);
    await page.getByText(ct("en", "editor.readOnly")).waitFor();
    await openChecklist(page, "en");
    await checklistItem(page, "Void cheque").click();
    await page.getByRole("dialog", { name: t("en", "checklist.button") }).getByRole("alert").filter({ hasText: t("en", "checklist.reason.internalItemLocked") }).waitFor();
    await shot(page, "dealer-checklist");
    await context.close();

    // An agent on an active cash loan: read only, no status change.
    const agent = await staff("agent");
    const training = await contractId(agent.who.serverInfo, "RENT-000005");
    await agent.page.goto(`${app.baseUrl}/contracts/${training}`);
    await agent.page.getByText(ct("en", "editor.readOnly")).waitFor();
    await shot(agent.page, "agent-read-only", { clip: { x: 0, y: 0, width: desktop.width, height: 560 } });
    await agent.context.close();
  });

  it("CRM and collections", async () => {
    const crm = await staff("leadcrm");
    const julie = await customerId(crm.who.serverInfo, "julie.tremblay@example.com");
    await crm.page.goto(`${app.baseUrl}/customers/${julie}`);
    await crm.page.locator(".cust-cards").waitFor();
    await shot(crm.page, "crm-profile");
    await crm.context.close();

    const collector = await staff("collector");
    const marc = await customerId(collector.who.serverInfo, "marc-andre.gagnon@example.com");
    await collector.page.goto(`${app.baseUrl}/customers/${marc}`);
    await collector.page.locator(".cust-cards").waitFor();
    await collector.page.locator(".cust-payments table").waitFor();
    await shot(collector.page, "collector-profile");
    const late = collector.page.locator(".cust-panel").filter({ has: collector.page.getByRole("heading", { name: cx("en", "profile.payments") }) });
    await shot(collector.page, "collector-payments", { crop: late });
    const marcLoan = await contractId(collector.who.serverInfo, "RENT-000002");
    await collector.page.goto(`${app.baseUrl}/contracts/${marcLoan}?tab=notes`);
    await collector.page.locator(".note").first().waitFor();
    await shot(collector.page, "collector-notes", { crop: collector.page.locator(".notes-tab") });
    await collector.context.close();

    const head = await staff("admincollector");
    await head.page.goto(`${app.baseUrl}/deferrals`);
    await head.page.locator(".cust-queue").waitFor();
    await shot(head.page, "collections-deferrals", { clip: { x: 0, y: 0, width: desktop.width, height: 520 } });
    await head.page.goto(`${app.baseUrl}/contracts/${marcLoan}`);
    await head.page.getByRole("button", { name: ct("en", "status.moveTo", { status: "TERMINATED" }) }).waitFor();
    await shot(head.page, "collections-terminate", { crop: head.page.locator(".status-block") });
    await head.context.close();
  });

  it("customer: the account page on a phone, a deferral request, the documents", async () => {
    const noemie = { email: "noemie.fortin@example.com", birthDate: "1990-12-05", cellPhone: "8195550106" };
    const { context, page } = await phonePage("en");
    await page.goto(`${app.baseUrl}/go/account/en/new`);
    await page.locator("select[name=birthDateYear]").waitFor();
    await shot(page, "customer-sign-in");
    await identify(page, "en", noemie);
    await shot(page, "customer-code");
    await typeCode(page, "en", await latestCode(noemie.cellPhone));
    await page.getByRole("heading", { name: cx("en", "profile.hello", { name: "Noémie" }) }).waitFor();
    await page.locator('[data-part="cards"]').waitFor();
    await shot(page, "customer-profile");
    const payments = page.locator(".cust-panel").filter({ has: page.getByRole("heading", { name: cx("en", "profile.payments") }) });
    await shot(page, "customer-payments", { crop: payments });
    const documents = page.locator(".cust-panel").filter({ has: page.getByRole("heading", { name: t("en", "payments.documents.title") }) });
    await shot(page, "customer-documents", { crop: documents });

    // A deferral request from a payment card: a later payment of the original schedule with no request waiting yet.
    const admin = await login("admin");
    const waiting = (await call<Array<{ fromDate: string }>>("/api/deferralRequests?status=pending", { token: admin.serverInfo })).map((request) => request.fromDate);
    await payments.getByRole("button", { name: /Show Future Payments/ }).click();
    const cards = payments
      .locator('[data-part="card"]')
      .filter({ hasText: t("en", "payments.type.original") })
      .filter({ has: page.getByRole("button", { name: t("en", "payments.defer"), exact: true }) });
    const texts = await cards.allTextContents();
    const index = texts.findIndex((text) => !waiting.some((date) => text.includes(date)));
    await cards.nth(index).getByRole("button", { name: t("en", "payments.defer"), exact: true }).click();
    const dialog = page.getByRole("dialog", { name: t("en", "payments.deferral.title") });
    await dialog.waitFor();
    await shot(page, "customer-defer");
    await dialog.getByRole("button", { name: t("en", "payments.deferral.submit") }).click();
    await page.locator('.cust-notices [data-type="success"]').waitFor();
    await shot(page, "customer-defer-sent");
    await context.close();
  });

  it("administrator: customers, payments profile, deferrals, documents, RENEW and the code bypass", async () => {
    const { context, page, who } = await staff("admin");
    await page.goto(`${app.baseUrl}/customers`);
    await waitForRows(page);
    await shot(page, "admin-customers");

    const noemie = await customerId(who.serverInfo, "noemie.fortin@example.com");
    await page.goto(`${app.baseUrl}/customers/${noemie}`);
    await page.locator(".cust-pending").waitFor();
    await page.locator(".cust-payments table").waitFor();
    await shot(page, "admin-profile", { crop: page.locator(".cust-page"), pad: 16 });

    // Chloé's first loan, closed after its renewal: the closing reason is the admin's.
    const chloe = await customerId(who.serverInfo, "chloe.bouchard@example.com");
    const closed = await contractId(who.serverInfo, "RENT-000003");
    await page.goto(`${app.baseUrl}/customers/${chloe}?contractId=${closed}`);
    await page.getByText(t("en", "payments.profile.closingReason")).waitFor();
    await shot(page, "admin-profile-closed", { crop: page.locator(".cust-contract") });

    // Documents and receipts open as PDFs in a new tab.
    const julie = await customerId(who.serverInfo, "julie.tremblay@example.com");
    await page.goto(`${app.baseUrl}/customers/${julie}`);
    await page.locator(".cust-cards").waitFor();
    /** The PDF's first page as the browser's viewer shows it, cropped to the page. */
    const pdf = async (button: Locator, name: string, height: number) => {
      const opened = context.waitForEvent("page");
      await button.click();
      const tab = await opened;
      await tab.waitForURL(/\.pdf$/);
      await tab.waitForLoadState("load");
      await tab.waitForTimeout(2500);
      await save(name, await tab.screenshot({ clip: { x: 383, y: 60, width: 814, height } }));
      await tab.close();
    };
    await pdf(page.getByRole("button", { name: t("en", "payments.documents.paymentsSchedule") }), "admin-pdf-schedule", 742);
    await pdf(page.getByRole("button", { name: t("en", "payments.receipts.show") }), "admin-pdf-receipt", 380);

    // One-time-code bypass: the customer's own view, signed in as them, in a new tab.
    const account = context.waitForEvent("page");
    await page.getByRole("button", { name: t("en", "payments.openAccountOnline") }).click();
    const accountTab = await account;
    // It opens in the customer's own language: Julie's is French.
    await accountTab.waitForURL(/\/go\/account\/fr\//);
    await accountTab.getByRole("heading", { name: cx("fr", "profile.hello", { name: "Julie" }) }).waitFor();
    await accountTab.locator('[data-part="cards"]').waitFor();
    await shot(accountTab, "admin-open-account");
    await accountTab.close();

    // RENEW as staff: Chloé's current loan; the renewal's finance page opens in a new tab.
    await page.goto(`${app.baseUrl}/customers/${chloe}`);
    await page.locator(".cust-cards").waitFor();
    await shot(page, "admin-renew-button", { crop: page.locator(".cust-renew") });
    const renewal = context.waitForEvent("page");
    await page.getByRole("button", { name: t("en", "payments.renew.button") }).click();
    const renewalTab = await renewal;
    await renewalTab.waitForURL(/\/contracts\/\d+\?tab=finance$/);
    await renewalTab.getByRole("heading", { name: /RENT-000004-R1/, level: 1 }).waitFor();
    await shot(renewalTab, "admin-renew");
    await renewalTab.close();

    // The deferral queue: approve a waiting request, with a note.
    await page.goto(`${app.baseUrl}/deferrals`);
    await page.locator(".cust-queue").waitFor();
    await shot(page, "admin-deferrals", { crop: page.locator(".cust-page"), pad: 16 });
    const item = page.locator(".cust-queue-item").first();
    await item.getByRole("button", { name: cx("en", "deferrals.approve") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(cx("en", "deferrals.noteLabel")).fill("Customer reached by phone; fee paid by e-transfer.");
    await shot(page, "admin-deferral-approve");
    await dialog.getByRole("button", { name: t("en", "forms.confirm.submit") }).click();
    await page.locator('.cust-notices [data-type="success"]').waitFor();
    await page.getByRole("button", { name: cx("en", "deferrals.status.approved") }).click();
    await page.locator(".cust-queue-item").first().waitFor();
    await shot(page, "admin-deferrals-approved", { crop: page.locator(".cust-page"), pad: 16 });
    await context.close();
  });

  it("applicant: a renewal on a phone, the overdue stop, a new applicant", async () => {
    const julie = { email: "julie.tremblay@example.com", birthDate: "1988-03-14", cellPhone: "5145550101" };
    const { context, page } = await phonePage("en");
    await page.goto(`${app.baseUrl}/go/renew?lang=en`);
    await page.getByRole("heading", { name: t("en", "renewal.intro.default") }).waitFor();
    await page.locator("select[name=birthDateYear]").selectOption("1988");
    await page.locator("select[name=birthDateMonth]").selectOption("3");
    await page.locator("select[name=birthDateDay]").selectOption("14");
    await page.getByLabel(t("en", "account.field.email")).fill(julie.email);
    await page.locator("label.react-aria-Checkbox").click();
    await shot(page, "applicant-0-identify");
    await page.locator("label.react-aria-Checkbox").click();
    await identify(page, "en", julie);
    await shot(page, "applicant-0-code");
    await typeCode(page, "en", await latestCode(julie.cellPhone));

    await page.getByRole("heading", { name: t("en", "renewal.basic.title"), exact: true }).waitFor();
    await shot(page, "applicant-1-amount");
    await chooseAmount(page, "en");

    await page.getByRole("heading", { name: t("en", "bank.instant.title") }).waitFor();
    await shot(page, "applicant-2-bank");
    await verifyBank(page);
    await page.getByText(t("en", "bank.success.title")).waitFor();
    await shot(page, "applicant-2-bank-done");

    const exact = { exact: true } as const;
    await page.getByRole("heading", { name: t("en", "renewal.address.title") }).waitFor({ timeout: 20_000 });
    await page.getByLabel(t("en", "renewal.field.civicNumber")).fill("2280");
    await page.getByLabel(t("en", "renewal.field.street")).fill("rue Beaubien Est");
    await page.getByLabel(t("en", "renewal.field.city")).fill("Montréal");
    await page.getByLabel(t("en", "renewal.field.provinceId")).selectOption("1");
    await page.getByLabel(t("en", "renewal.field.postalCode")).fill("H2G1M9");
    await shot(page, "applicant-21-address");
    await page.getByRole("button", { name: t("en", "common.continue"), ...exact }).click();

    await page.getByRole("heading", { name: t("en", "renewal.income.title") }).waitFor();
    const status = page.getByLabel(t("en", "renewal.field.workType"), exact);
    await status.selectOption((await status.locator("option").nth(1).getAttribute("value")) ?? "");
    await page.getByLabel(t("en", "renewal.field.workPoste"), exact).fill("Dental hygienist");
    await page.getByLabel(t("en", "renewal.field.workYears"), exact).fill("3");
    await page.getByLabel(t("en", "renewal.field.workMonth"), exact).fill("2");
    await page.getByLabel(t("en", "renewal.field.workCompany"), exact).fill("Clinique dentaire Beaubien");
    await page.getByLabel(t("en", "renewal.field.workContact"), exact).fill("Nadia Bélanger");
    await page.getByLabel(t("en", "renewal.field.workPhone"), exact).fill("5145550199");
    await shot(page, "applicant-23-income");
    await page.getByRole("button", { name: t("en", "common.continue"), ...exact }).click();

    await page.getByRole("heading", { name: t("en", "renewal.references.title") }).waitFor();
    await page.getByLabel(t("en", "renewal.field.refName"), exact).fill("Marc Tremblay");
    await page.getByLabel(t("en", "renewal.field.refCell"), exact).fill("4385550111");
    await page.getByLabel(t("en", "renewal.field.refLink"), exact).fill("Brother");
    await shot(page, "applicant-24-references");
    await page.getByRole("button", { name: t("en", "common.continue"), ...exact }).click();

    await page.getByRole("heading", { name: leadText("en", "sign.title") }).waitFor();
    await shot(page, "applicant-3-summary");
    const texts = { name: new RegExp(leadText("en", "sign.name")), agree: new RegExp(leadText("en", "sign.agree").slice(0, 20)), submit: new RegExp(leadText("en", "sign.submit")) };
    await page.getByLabel(texts.name).fill("Julie Tremblay");
    await page.locator(".lead-sign-form").scrollIntoViewIfNeeded();
    await shot(page, "applicant-3-sign", { crop: page.locator(".lead-sign-form") });
    await sign(page, page, texts, "Julie Tremblay");
    await page.getByRole("heading", { name: t("en", "renewal.completed.title") }).waitFor();
    await shot(page, "applicant-done");
    await context.close();

    // Marc-André is behind on his payments: the renewal stops at the overdue screen.
    const marc = { email: "marc-andre.gagnon@example.com", birthDate: "1979-11-02", cellPhone: "4185550102" };
    const late = await phonePage("en");
    await late.page.goto(`${app.baseUrl}/go/renew?lang=en`);
    await identify(late.page, "en", marc);
    await typeCode(late.page, "en", await latestCode(marc.cellPhone));
    await late.page.getByRole("heading", { name: t("en", "renewal.overdue.title") }).waitFor();
    await shot(late.page, "applicant-overdue");
    await late.context.close();

    // A new applicant's cash loan (/go/cash): the form, then the code.
    const fresh = await phonePage("en");
    await fresh.page.goto(`${app.baseUrl}/go/cash?lang=en`);
    await fresh.page.getByRole("heading", { name: leadText("en", "basic.title") }).waitFor();
    await fresh.page.getByLabel(leadText("en", "basic.firstName")).fill("Maude");
    await fresh.page.getByLabel(leadText("en", "basic.lastName"), { exact: true }).fill("Desrosiers");
    await fresh.page.locator("select[name=birthDateYear]").selectOption("1991");
    await fresh.page.locator("select[name=birthDateMonth]").selectOption("4");
    await fresh.page.locator("select[name=birthDateDay]").selectOption("17");
    await fresh.page.getByLabel(leadText("en", "basic.email")).fill("maude.desrosiers@example.com");
    await fresh.page.getByLabel(leadText("en", "basic.cellPhone")).fill("4385550177");
    await fresh.page.getByLabel(new RegExp(leadText("en", "basic.consent").slice(0, 20))).check();
    await shot(fresh.page, "applicant-cash", { crop: fresh.page.locator(".lead-shell"), pad: 0 });
    await fresh.page.getByRole("button", { name: leadText("en", "basic.submit") }).click();
    await fresh.page.getByRole("heading", { name: t("en", "renewal.otp.title") }).waitFor();
    await shot(fresh.page, "applicant-cash-code");
    await fresh.context.close();
  });

  it("integrator: the demo parent page embedding the lead app", async () => {
    const chloe = { email: "chloe.bouchard@example.com", birthDate: "1992-07-21", cellPhone: "4385550103" };
    const context = await browser.newContext({ viewport: desktop, locale: "en-CA" });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/demo/parent.html?lang=en`);
    const frame = (await (await page.waitForSelector("iframe#lead")).contentFrame()) as Frame;
    await frame.getByRole("heading", { name: t("en", "renewal.intro.default") }).waitFor();
    await identify(frame, "en", chloe);
    await typeCode(frame, "en", await latestCode(chloe.cellPhone));
    await frame.getByRole("heading", { name: t("en", "renewal.basic.title"), exact: true }).waitFor();
    await page.locator('#messages tr[data-type="onboardingStepAttained"]').first().waitFor();
    await shot(page, "integrator-parent");
    await context.close();
  });
});
