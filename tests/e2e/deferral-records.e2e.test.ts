import { deferralAskerText, deferralRecordLines } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instantText } from "../../reference-app/web/src/app/customers/display.js";
import { cx } from "../../reference-app/web/src/app/customers/texts.js";
import { biWeekly, insertServicedCustomer, type InsertedCustomer } from "./customersFixture.js";
import { launchBrowser, screenshot, seriousViolations, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { apiCall, openStaffPage, staffLogin, type Login } from "./staff.js";

/**
 * Deferral records readable and complete (issue 15 §5), in a real browser,
 * in French and in English: the payments profile says who asked (a staff
 * member by name, never worded as the customer) and who decided, with
 * dates; no Defer button on a payment with a pending request or on the fee
 * line an approval adds.
 */




const nameOf = (who: Login) => `${who.firstName ?? ""} ${who.lastName ?? ""}`.trim();

/** The payments table's row of a due date. */
const rowOf = (page: Page, date: string) => page.locator('[data-part="row"]').filter({ hasText: date });

describe.each(["fr", "en"] as const)("deferral records in a real browser, in %s", (lang) => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  let admin: Login;
  let checker: Login;
  let customer: InsertedCustomer;
  const number = "E2E-DR-0001";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    customer = await insertServicedCustomer(app.db, app.clock, "RENT", {
      firstName: "Rosalie",
      lastName: "Deschamps",
      email: "rosalie.deschamps@example.com",
      cellPhone: "5145550177",
      language: lang === "fr" ? 0 : 1,
      contracts: [{ contractNumber: number, statusId: 1, amountCents: 40_000, lines: [biWeekly(-14, true), biWeekly(10), biWeekly(24), biWeekly(38)] }],
    });
    admin = await staffLogin(app, "admin");
    checker = await staffLogin(app, "admincollector");
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("shows who asked and who decided, with dates, and no Defer button on a pending payment or a fee line", async () => {
    const dates = customer.dueDates[number]!;
    const asked = dates[2]!;
    const payment = (await app.db("payments").where({ contract_id: customer.contracts[number], due_date: asked }).first("id")) as { id: number };
    const later = new Date(`${asked}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 7);
    const requestedDate = later.toISOString().slice(0, 10);
    await apiCall(app, `/api/customer/${customer.customerId}/DeferPaymentRequest`, {
      method: "POST",
      token: admin.serverInfo,
      headers: { "Idempotency-Key": `e2e-record-${lang}-${Date.now()}` },
      body: { Deferalmessage: "", contractId: customer.contracts[number], lang, paymentId: Number(payment.id), requestedDate, dueDate: asked },
    });

    const { context, page } = await openStaffPage(browser, app, admin, lang, `/customers/${customer.customerId}`, { viewport: { width: 1280, height: 1000 } });
    const history = page.getByRole("region", { name: cx(lang, "profile.deferralHistory"), exact: true });
    await history.waitFor();
    const item = history.getByRole("listitem");
    await expect.poll(() => item.textContent()).toContain(deferralAskerText(lang, { kind: "staff", name: nameOf(admin) }));
    await expect(item.textContent()).resolves.not.toContain(deferralAskerText(lang, { kind: "customer", name: "Rosalie Deschamps" }));
    // The pending payment has no Defer button; the next one still has.
    await rowOf(page, asked).waitFor();
    await expect.poll(() => rowOf(page, asked).locator('[data-part="defer"]').count()).toBe(0);
    await expect.poll(() => rowOf(page, dates[3]!).locator('[data-part="defer"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `deferral-record-pending-${lang}`);

    // Another staff member approves: the record names them, with the date; the fee line has no Defer button.
    const [pending] = (await apiCall<Array<{ id: number; customerId: number }>>(app, "/api/deferralRequests?status=pending", { token: checker.serverInfo })).filter(
      (request) => request.customerId === customer.customerId,
    );
    const approved = await apiCall<{ createdAt: string; decidedAt: string }>(app, `/api/deferralRequests/${pending!.id}/approve`, {
      method: "POST",
      token: checker.serverInfo,
      headers: { "Idempotency-Key": `e2e-record-approve-${lang}-${Date.now()}` },
      body: {},
    });
    await page.reload();
    await history.waitFor();
    const lines = deferralRecordLines(
      lang,
      { requestedBy: { kind: "staff", name: nameOf(admin) }, requestedAt: approved.createdAt, status: "approved", decidedByName: nameOf(checker), decidedAt: approved.decidedAt },
      (iso) => instantText(lang, iso),
    );
    for (const line of lines) await history.getByText(line, { exact: true }).waitFor();
    await expect.poll(() => rowOf(page, asked).locator('[data-part="defer"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `deferral-record-approved-${lang}`);
    await context.close();
  }, 90_000);
});
