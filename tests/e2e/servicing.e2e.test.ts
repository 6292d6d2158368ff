import { formatMoney, t, type Lang } from "@lendkit/core";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sx } from "../../reference-app/web/src/app/servicing/texts.js";
import { issueAccountEntryTicket } from "../../server-kit/src/customers/bypassOtp.js";
import { saveFlowSettings } from "../../server-kit/src/flows/settings.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { insertLeadCustomer, startLeadApp, type LeadTestApp } from "./leadFixtures.js";
import { appText } from "../../reference-app/web/src/shared/texts.js";
import { apiCall, openStaffPage, staffLogin, type Login } from "./staff.js";

/**
 * The servicing ledger in a real browser, in French and in English (issue
 * 22 §6): a collector records the arrears of a late loan from the payments
 * profile, and the bank then returns the payment NSF. Each step is followed
 * end to end: what the collector typed is what the server stored, the
 * ledger's balances are what the profile's cards and the customer's own page
 * show, the returned payment opens its lines again with the lender's NSF
 * fee, and the renewal block (the grid info's amount late) lifts once the
 * arrears are paid and comes back with the return.
 */

interface Ledger {
  readonly asOf: string;
  readonly lines: ReadonlyArray<{ readonly id: string; readonly kind: string; readonly amount: string; readonly outstanding: string; readonly isLate: boolean }>;
  readonly payments: ReadonlyArray<{ readonly id: number; readonly amount: string; readonly valueDate: string; readonly method: string; readonly returnedBy: number | null }>;
  readonly events: ReadonlyArray<{ readonly kind: string; readonly amount: string | null; readonly valueDate: string; readonly method?: string; readonly externalId?: string }>;
  readonly balances: { readonly amountLate: string; readonly totalUnpaid: string; readonly feesOutstanding: string };
}

/** The overdue fixture: 12 bi-weekly lines of 73.50 $, the first paid, the two since then missed. */
const arrears = "147.00";
const nsfFee = "45.00";

const money = (lang: Lang, text: string) => formatMoney(Number(text), lang);

describe.each(["fr", "en"] as const)("the servicing ledger in a real browser, in %s", (lang) => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;
  let admin: Login;

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
    admin = await staffLogin(app, "admin");
    // The lender charges an NSF fee (none by default).
    const row = (await app.db("flow_settings").where({ tenant_id: app.tenantId }).first("settings_json")) as { settings_json: string } | undefined;
    await saveFlowSettings(app.db, app.clock, app.tenantId, { ...(row ? (JSON.parse(row.settings_json) as object) : {}), servicing: { nsfFee } });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const ledgerOf = (contractId: number) => apiCall<Ledger>(app, `/api/contracts/${contractId}/ledger`, { token: admin.serverInfo });
  const amountLateOf = async (customerId: number) =>
    (await apiCall<{ amountLate: number | string }>(app, `/api/customer/${customerId}/currentContractGridInfo`, { token: admin.serverInfo })).amountLate;

  /** The balance chart's table shows, on the ledger's day, what the ledger's lines still owe (its actual balance). */
  const expectChartToday = async (page: Page, ledger: Ledger) => {
    const owedCents = ledger.lines.reduce((sum, line) => sum + Math.round(Number(line.outstanding) * 100), 0);
    const today = page.locator(`section.srv-ledger [data-part="balance-chart"] tr[data-date="${ledger.asOf}"] td`).nth(1);
    await expect.poll(() => today.textContent()).toBe(money(lang, (owedCents / 100).toFixed(2)));
  };

  /** The profile's overdue card and the ledger's amount late show the server's figures. */
  const expectFigures = async (page: Page, ledger: Ledger) => {
    const panel = page.locator("section.srv-ledger");
    await expect.poll(() => panel.textContent()).toContain(money(lang, ledger.balances.amountLate));
    await expect.poll(() => page.locator('[data-card="totalOverdue"]').textContent()).toContain(money(lang, ledger.balances.totalUnpaid));
  };

  /** A staff member's browser on the customer's payments profile, its ledger panel shown. */
  const openLedger = async (who: Login, customerId: number) => {
    const { context, page } = await openStaffPage(browser, app, who, lang, `/customers/${customerId}`, { viewport: { width: 1280, height: 1000 } });
    const panel = page.locator("section.srv-ledger");
    await panel.getByRole("heading", { name: sx(lang, "ledger.title") }).waitFor();
    return { context, page, panel };
  };

  /** Types a debit adjustment of `amount` dollars with its reason and confirms it (the confirmation repeats the amount). */
  const askDebit = async (page: Page, panel: Locator, amount: string, reason: string) => {
    await panel.getByRole("button", { name: sx(lang, "action.adjust") }).click();
    const form = panel.getByRole("form", { name: sx(lang, "action.adjust") });
    await form.getByLabel(sx(lang, "adjust.direction")).selectOption("debit");
    const field = form.getByRole("textbox", { name: sx(lang, "adjust.amount") });
    await field.click();
    await field.pressSequentially(amount);
    await field.press("Tab");
    await form.getByLabel(sx(lang, "adjust.reason")).fill(reason);
    await form.getByRole("button", { name: sx(lang, "adjust.submit") }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent()).toContain(money(lang, `${amount}.00`));
    await dialog.locator("[data-part=submit]").click();
    await dialog.waitFor({ state: "hidden" });
    return dialog;
  };

  it("records the arrears, then their NSF return: the ledger, the profile, the customer's page and the renewal block follow", async () => {
    const customer = await insertLeadCustomer(app, "overdue", { firstName: "Renée", lastName: lang === "fr" ? "Retour" : "Return" });
    const before = await ledgerOf(customer.contractId);
    expect(before.balances.amountLate).toBe(arrears);
    expect(Number(await amountLateOf(customer.id))).toBeGreaterThan(0);

    const { context, page, panel } = await openLedger(admin, customer.id);
    await expectFigures(page, before);

    // Record the arrears: the amount typed, today's value date, a pre-authorised debit.
    await panel.getByRole("button", { name: sx(lang, "action.recordPayment") }).click();
    const amount = panel.getByRole("textbox", { name: sx(lang, "payment.amount") });
    await amount.click();
    await amount.pressSequentially("147");
    await amount.press("Tab");
    await panel.getByRole("button", { name: sx(lang, "payment.submit") }).click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent()).toContain(money(lang, arrears));
    await dialog.locator("[data-part=submit]").click();
    await dialog.waitFor({ state: "hidden" });

    const paid = await ledgerOf(customer.contractId);
    const payment = paid.payments.find((each) => each.returnedBy === null && each.valueDate === paid.asOf && each.amount === arrears);
    expect(payment, "the payment typed is the payment stored").toBeDefined();
    expect(payment!.method).toBe("pad");
    expect(paid.balances.amountLate).toBe("0.00");
    expect(paid.lines.filter((line) => line.isLate)).toEqual([]);
    expect(Number(await amountLateOf(customer.id)), "the renewal is no longer blocked").toBe(0);
    await expectFigures(page, paid);
    await expectChartToday(page, paid);
    await screenshot(page, `servicing-paid-${lang}`);

    // The bank returns it NSF: its lines are open (and late) again, with the lender's fee.
    const row = panel.locator(`tr[data-payment="${payment!.id}"]`);
    await row.getByRole("button", { name: new RegExp(sx(lang, "action.return").replace(/[()]/g, "\\$&")) }).click();
    await dialog.locator("[data-part=submit]").click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => row.getAttribute("data-returned")).toBe("true");

    const returned = await ledgerOf(customer.contractId);
    expect(returned.payments.find((each) => each.id === payment!.id)?.returnedBy).not.toBeNull();
    expect(returned.balances.amountLate).toBe(arrears);
    const fee = returned.lines.find((line) => line.kind === "fee");
    expect(fee?.amount).toBe(nsfFee);
    expect(returned.balances.feesOutstanding).toBe(nsfFee);
    expect(Number(await amountLateOf(customer.id)), "the renewal is blocked again").toBeGreaterThan(0);
    await expectFigures(page, returned);
    await expectChartToday(page, returned);
    await screenshot(page, `servicing-returned-${lang}`);
    await context.close();

    // The customer's own page shows the same figures.
    const { ticket } = await issueAccountEntryTicket(app.db, app.clock, { tenantId: app.tenantId, customerId: customer.id, createdByUserId: null });
    const own = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await own.goto(`${app.baseUrl}/go/account/${lang}/${ticket}`);
    await expect.poll(() => own.locator('[data-card="totalOverdue"]').textContent()).toContain(money(lang, returned.balances.totalUnpaid));
    // The customer is told at the top that the payment bounced, with the fee, and the lines it paid say "returned".
    await expect.poll(() => own.locator(".cust-bounced").textContent()).toContain(money(lang, nsfFee));
    await expect.poll(() => own.locator('[data-part="card"][data-status="returned"]').count()).toBeGreaterThan(0);
    await screenshot(own, `servicing-customer-${lang}`);
    await own.close();
  }, 120_000);

  it("imports a processor's file from the payment files page: the line checked, then applied, is the payment the ledger replays", async () => {
    const customer = await insertLeadCustomer(app, "overdue", { firstName: "Paule", lastName: lang === "fr" ? "Fichier" : "File" });
    const before = await ledgerOf(customer.contractId);
    const externalId = `PAD-${lang}-${customer.contractId}`;
    const file = [
      "externalId,contractNumber,amount,valueDate,status,reason",
      `${externalId},${customer.contractNumber},${arrears},${before.asOf},paid,`,
      `PAD-${lang}-unknown,NO-SUCH-CONTRACT,10.00,${before.asOf},paid,`,
    ].join("\r\n");

    const { context, page } = await openStaffPage(browser, app, admin, lang, "/customers", { viewport: { width: 1280, height: 1000 } });
    await page.getByRole("link", { name: appText(lang, "nav.paymentFiles") }).click();
    await page.getByRole("heading", { name: sx(lang, "import.title") }).waitFor();
    await page.getByLabel(sx(lang, "import.file")).setInputFiles({ name: "processor.csv", mimeType: "text/csv", buffer: Buffer.from(file) });

    // The check records nothing: one line to apply, the unknown contract named at its line.
    await page.getByRole("button", { name: sx(lang, "import.check") }).click();
    const preview = page.locator("[data-result=import-preview]");
    await expect.poll(() => preview.textContent()).toContain(sx(lang, "import.preview", { rows: "2", applied: "1", duplicates: "0", errors: "1" }));
    await expect.poll(() => preview.locator("[data-part=import-errors] tbody th").allTextContents()).toEqual(["3"]);
    expect((await ledgerOf(customer.contractId)).events.filter((event) => event.kind === "paymentReceived")).toEqual(before.events.filter((event) => event.kind === "paymentReceived"));
    await screenshot(page, `servicing-import-preview-${lang}`);

    await preview.getByRole("button", { name: sx(lang, "import.apply") }).click();
    await expect.poll(() => page.locator("[data-result=import-done]").textContent()).toContain(sx(lang, "import.done", { applied: "1", duplicates: "0", errors: "1" }));
    const after = await ledgerOf(customer.contractId);
    const recorded = after.events.find((event) => event.externalId === externalId);
    expect(recorded, "the line applied is the payment stored").toMatchObject({ kind: "paymentReceived", amount: arrears, valueDate: before.asOf, method: "pad" });
    expect(after.balances.amountLate).toBe("0.00");
    await context.close();
  }, 120_000);

  it("adjusts the balance and writes it off from the profile: the debit typed is the line stored, and nothing is owed after", async () => {
    const customer = await insertLeadCustomer(app, "overdue", { firstName: "Alain", lastName: lang === "fr" ? "Ajustement" : "Adjustment" });
    const { context, page, panel } = await openLedger(admin, customer.id);
    const dialog = await askDebit(page, panel, "25", lang === "fr" ? "Frais d'inscription oubliés" : "Registration fee missed");
    const adjusted = await ledgerOf(customer.contractId);
    expect(adjusted.lines.filter((line) => line.kind === "adjustment").map((line) => line.amount), "the debit typed is the line stored").toEqual(["25.00"]);
    expect(adjusted.events.at(-1)).toMatchObject({ kind: "adjustment", amount: "-25.00", valueDate: adjusted.asOf });
    await expectFigures(page, adjusted);

    await panel.getByRole("button", { name: sx(lang, "action.writeOff") }).click();
    await dialog.getByLabel(sx(lang, "writeOff.reason")).fill(lang === "fr" ? "Faillite" : "Bankruptcy");
    await dialog.locator("[data-part=submit]").click();
    await dialog.waitFor({ state: "hidden" });
    const written = await ledgerOf(customer.contractId);
    expect(written.balances).toMatchObject({ amountLate: "0.00", totalUnpaid: "0.00" });
    expect(Number(await amountLateOf(customer.id))).toBe(0);
    await expect.poll(() => panel.locator("[data-result=writeOff]").textContent()).toContain(written.asOf);
    await screenshot(page, `servicing-write-off-${lang}`);
    await context.close();
  }, 120_000);

  it("keeps a debit above the lender's threshold for a second person: its maker cannot approve it, the admin's approval records it as typed", async () => {
    const row = (await app.db("flow_settings").where({ tenant_id: app.tenantId }).first("settings_json")) as { settings_json: string };
    const settings = JSON.parse(row.settings_json) as { servicing?: object };
    await saveFlowSettings(app.db, app.clock, app.tenantId, { ...settings, servicing: { ...settings.servicing, approvalAbove: "100.00" } });
    try {
      const customer = await insertLeadCustomer(app, "overdue", { firstName: "Yves", lastName: lang === "fr" ? "Approbation" : "Approval" });
      const maker = await openLedger(await staffLogin(app, "admincollector"), customer.id);
      const { page, panel } = maker;
      const dialog = await askDebit(page, panel, "150", lang === "fr" ? "Frais bancaires" : "Bank charge");
      // Kept, not recorded: the lender's words name the threshold.
      await expect.poll(() => panel.locator("[data-result=pending]").textContent()).toContain(money(lang, "100.00"));
      expect((await ledgerOf(customer.contractId)).events.filter((event) => event.kind === "adjustment")).toEqual([]);

      // Its maker may not approve it.
      const waiting = panel.locator("section.srv-approvals");
      await expect.poll(() => waiting.textContent()).toContain(money(lang, "150.00"));
      await waiting.getByRole("button", { name: new RegExp(`^${sx(lang, "approval.approve")}`) }).click();
      await dialog.locator("[data-part=submit]").click();
      await expect.poll(() => dialog.getByRole("alert").textContent()).toContain(t(lang, "servicing.approval.ownRequest"));
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await maker.context.close();

      // The admin approves it: the debit typed is the line stored, in the admin's name.
      const checker = await openLedger(admin, customer.id);
      const { page: checkerPage, panel: checkerPanel } = checker;
      const list = checkerPanel.locator("section.srv-approvals");
      await expect.poll(() => list.textContent()).toContain(money(lang, "150.00"));
      await list.getByRole("button", { name: new RegExp(`^${sx(lang, "approval.approve")}`) }).click();
      const checkerDialog = checkerPage.getByRole("dialog");
      await checkerDialog.getByRole("textbox").fill(lang === "fr" ? "Vu le relevé" : "Saw the statement");
      await checkerDialog.locator("[data-part=submit]").click();
      await checkerDialog.waitFor({ state: "hidden" });
      await expect.poll(() => checkerPanel.locator("[data-result=decided]").textContent()).toContain(sx(lang, "approval.approved"));
      const approved = await ledgerOf(customer.contractId);
      expect(approved.lines.filter((line) => line.kind === "adjustment").map((line) => line.amount), "the debit typed is the line stored").toEqual(["150.00"]);
      expect(approved.events.at(-1)).toMatchObject({ kind: "adjustment", amount: "-150.00", valueDate: approved.asOf });
      const decided = await apiCall<{ approvals: Array<{ status: string; requestedBy: string; decidedBy: string; note: string }> }>(
        app,
        `/api/servicing/approvals?contractId=${customer.contractId}`,
        { token: admin.serverInfo },
      );
      expect(decided.approvals).toMatchObject([{ status: "approved", requestedBy: "admincollector", decidedBy: "admin", note: lang === "fr" ? "Vu le relevé" : "Saw the statement" }]);
      await expect.poll(() => list.count()).toBe(0);
      await expectFigures(checkerPage, approved);
      await screenshot(checkerPage, `servicing-approval-${lang}`);
      await checker.context.close();
    } finally {
      await saveFlowSettings(app.db, app.clock, app.tenantId, settings);
    }
  }, 120_000);
});
