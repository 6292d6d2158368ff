import { deferralAskerText, formatMoney, t, type Lang } from "@lendkit/core";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cx } from "../../reference-app/web/src/app/customers/texts.js";
import { biWeekly, insertServicedCustomer, type InsertedCustomer } from "./customersFixture.js";
import { launchBrowser, screenshot, seriousViolations, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { apiCall, openStaffPage, sessionContext, staffLogin, type Login, type StaffContextOptions } from "./staff.js";

/**
 * The customers area in a real browser (issue 8; C §2, §3.4; A §2, §4–§7):
 * staff find a customer and read the payments profile (cards, receipts,
 * documents opening as PDFs, totals, the closing reason), a customer defers
 * a payment from their own view on a phone, staff approve it and the
 * schedule shows the new date and the fee line, the maker-checker refusal
 * is shown, and RENEW follows the overdue rule — in French and in English,
 * with axe on every page. Expected words come from the app's and core's
 * catalogs.
 */




const phone = { width: 390, height: 844 };
/** The two devices a signed-in browser opens as (staff.ts's options). */
const onDesktop: StaffContextOptions = { viewport: { width: 1280, height: 900 } };
const onPhone: StaffContextOptions = { viewport: phone, phone: true };

/** Money as the profile writes it. */
const money = (lang: Lang, amount: number) => formatMoney(amount, lang);

/** Waits for the PDF a button opens in a new tab (through a print ticket) and checks it is one. */
const opensPdf = async (page: Page, button: Locator) => {
  const pdf = page.context().waitForEvent("response", {
    predicate: (response) => /\/print\/|\/printPaymentReciept\//.test(new URL(response.url()).pathname),
    timeout: 15_000,
  });
  const tab = page.context().waitForEvent("page");
  await button.click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  // The tab's own copy is the browser's viewer; fetch the ticketed URL once more (a ticket allows 5 fetches) to read the bytes.
  const again = await fetch(response.url());
  expect(again.headers.get("content-type")).toContain("application/pdf");
  expect(Buffer.from(await again.arrayBuffer()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await (await tab).close();
};

const expectNoSeriousViolations = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);

describe("customers, payments profile and deferrals in a real browser", () => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  let oceane: InsertedCustomer;
  let hugo: InsertedCustomer;
  let admin: Login;
  let adminCollector: Login;
  const current = "E2E-CU-0002";
  const old = "E2E-CU-0001";
  const late = "E2E-CU-0100";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    oceane = await insertServicedCustomer(app.db, app.clock, "RENT", {
      firstName: "Océane",
      lastName: "Brisebois",
      email: "oceane.brisebois@example.com",
      cellPhone: "5145550199",
      language: 1,
      contracts: [
        { contractNumber: old, statusId: 9, amountCents: 30_000, closeReason: "balanceZeroOnRenew", lines: [biWeekly(-90, true), biWeekly(-76, true)], receipts: true },
        {
          contractNumber: current,
          statusId: 1,
          amountCents: 50_000,
          originalOf: old,
          receipts: true,
          lines: [biWeekly(-28, true), biWeekly(-14, true), biWeekly(10), biWeekly(24), biWeekly(38), biWeekly(52)],
        },
      ],
    });
    hugo = await insertServicedCustomer(app.db, app.clock, "RENT", {
      firstName: "Hugo",
      lastName: "Thibodeau-Lamy",
      email: "hugo.tl@example.com",
      cellPhone: "4385550142",
      language: 1,
      contracts: [{ contractNumber: late, statusId: 1, amountCents: 40_000, lines: [biWeekly(-20), biWeekly(-6), biWeekly(8), biWeekly(22)] }],
    });
    admin = await staffLogin(app, "admin");
    adminCollector = await staffLogin(app, "admincollector");
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The requests of one customer (the demo data has its own). */
  const pendingOf = async (customerId: number, status = "pending") =>
    (await apiCall<Array<{ fromDate: string; toDate: string; customerId: number }>>(app, `/api/deferralRequests?status=${status}`, { token: admin.serverInfo })).filter(
      (request) => request.customerId === customerId,
    );

  /** A customer session opened by the staff's ByPassOTP (C §7), kept in the browser as the account entry keeps it. */
  const customerContext = async (customer: InsertedCustomer, contractNumber: string, firstName: string, lang: Lang, device = onPhone) => {
    const bypass = await apiCall<{ OnboardingURL: string; token: string }>(app, `/api/contractExternal/ByPassOTP/${customer.contracts[contractNumber]}`, { token: admin.serverInfo });
    expect(bypass.OnboardingURL).toMatch(/^\/go\/account\/en\//);
    // The token is a one-time ticket; the account entry exchanges it for the session it keeps.
    const session = await apiCall<{ serverInfo: string }>(app, "/api/contractExternal/accountEntry", { method: "POST", body: { token: bypass.token } });
    const user = { userRole: 1, userName: "", firstName, lastName: "", tenant: "RENT", sysLogins_Id: 0 };
    return sessionContext(browser, { token: session.serverInfo, user }, lang, device);
  };

  it("staff find a customer and read the profile in French: cards, receipts, documents as PDFs, totals, the closing reason", async () => {
    const { context, page } = await openStaffPage(browser, app, admin, "fr", "/");
    await page.getByRole("link", { name: "Clients", exact: true }).click();
    await page.getByRole("heading", { name: cx("fr", "list.title"), level: 1 }).waitFor();
    await page.getByRole("searchbox").fill("brisebois");
    const row = page.getByRole("row").filter({ hasText: "Brisebois, Océane" });
    await row.waitFor();
    // The search runs 200 ms after the last keystroke: wait for the one match (and the header row).
    await expect.poll(() => page.getByRole("row").count(), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => row.textContent()).toContain("(514) 555-0199");
    await expect.poll(() => row.textContent()).toContain(current);
    expect(page.url()).toContain("searchTerm=brisebois");
    await expectNoSeriousViolations(page);
    await screenshot(page, "customers-list-fr");

    await row.getByRole("link", { name: "Brisebois, Océane" }).click();
    await page.getByRole("heading", { name: "Océane Brisebois", level: 1 }).waitFor();
    const cards = page.locator(".cust-cards");
    await expect.poll(() => cards.locator('[data-card="initialCapital"]').textContent()).toContain(money("fr", 500));
    await expect.poll(() => cards.locator('[data-card="nextPayment"]').textContent()).toContain(money("fr", 95));
    await expect.poll(() => cards.locator('[data-card="totalOverdue"]').textContent()).toContain(money("fr", 0));
    await expect.poll(() => cards.locator('[data-card="remainingCapital"]').textContent()).toContain(money("fr", 500 - 2 * 83.33));
    await expect.poll(() => page.locator(".cust-facts").textContent()).toContain(old);
    await expect.poll(() => page.getByText(t("fr", "payments.profile.collector"), { exact: true }).count()).toBe(1);
    // Totals across contracts (C §2): lent 800,00 $, received 4 × 95,00 $; a loss so far, in red.
    const totals = page.locator(".cust-totals");
    await expect.poll(() => totals.textContent()).toContain(money("fr", 800));
    await expect.poll(() => totals.textContent()).toContain(money("fr", 380));
    await expect.poll(() => totals.locator(".cust-profit").getAttribute("data-colour")).toBe("red");
    await expect.poll(() => page.getByRole("button", { name: t("fr", "payments.renew.button") }).isEnabled()).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshot(page, "customer-profile-staff-fr");

    // Staff RENEW: the renewal opens in a new tab on its finance page, carrying the payoff balance (500 $ less two capital parts).
    const renewalTab = context.waitForEvent("page");
    await page.getByRole("button", { name: t("fr", "payments.renew.button") }).click();
    const renewal = await renewalTab;
    await renewal.waitForURL(/\/contracts\/\d+\?tab=finance$/);
    const previousBalance = renewal.getByRole("textbox", { name: "Solde antérieur", exact: true });
    await expect.poll(() => previousBalance.inputValue(), { timeout: 15_000 }).toContain("333,34");
    const renewId = Number(/\/contracts\/(\d+)/.exec(renewal.url())![1]);
    const draft = await apiCall<{ leaContracts_Id_Renew: number }>(app, `/api/contracts/${renewId}`, { token: admin.serverInfo });
    expect(draft.leaContracts_Id_Renew).toBe(oceane.contracts[current]);
    await renewal.close();

    for (const key of ["payments.documents.printContract", "payments.documents.paidOutReport", "payments.documents.paymentsSchedule", "payments.documents.accountStatements"] as const) {
      await opensPdf(page, page.getByRole("button", { name: t("fr", key) }));
    }
    await opensPdf(page, page.getByRole("button", { name: t("fr", "payments.receipts.show") }));

    // The old contract: closed after renewal, its closing reason for the Admin.
    await page.getByRole("button", { name: new RegExp(t("fr", "payments.profile.contract")) }).click();
    await page.getByRole("option", { name: new RegExp(old) }).click();
    await page.getByText(t("fr", "payments.closeReason.balanceZeroOnRenew")).waitFor();
    await expect.poll(() => cards.locator('[data-card="initialCapital"]').textContent()).toContain(t("fr", "payments.card.notActive"));
    await expect.poll(() => cards.locator('[data-card="balance"]').textContent()).toContain(money("fr", 0));
    expect(page.url()).toContain(`contractId=${oceane.contracts[old]}`);
    await screenshot(page, "customer-profile-closed-contract-fr");
    await context.close();
  }, 120_000);

  it("a customer defers a payment from their account page (the lead app's account entry, embedded) on a phone, in English", async () => {
    // The staff's ByPassOTP gives the account entry's address with a fresh customer session (C §2, §7).
    const bypass = await apiCall<{ OnboardingURL: string }>(app, `/api/contractExternal/ByPassOTP/${oceane.contracts[current]}`, { token: admin.serverInfo });
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, locale: "en-CA" });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}${bypass.OnboardingURL}`);
    await page.getByRole("heading", { name: cx("en", "profile.hello", { name: "Océane" }) }).waitFor();
    await page.getByRole("button", { name: t("en", "payments.documents.printContract") }).waitFor();
    // The customer view: no receipts, totals or collector data (C §3.4).
    await expect.poll(() => page.getByText(t("en", "payments.receipts.title")).count()).toBe(0);
    await expect.poll(() => page.getByText(t("en", "payments.totals.title")).count()).toBe(0);
    await expect.poll(() => page.getByText(t("en", "payments.profile.collector"), { exact: true }).count()).toBe(0);
    await expectNoSeriousViolations(page);
    await screenshot(page, "account-profile-embedded-en-phone");

    const from = oceane.dueDates[current]![3]!;
    const card = page.locator('[data-part="card"]').filter({ hasText: from });
    await card.getByRole("button", { name: t("en", "payments.defer") }).click();
    const dialog = page.getByRole("dialog", { name: t("en", "payments.deferral.title") });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(money("en", 25));
    await expectNoSeriousViolations(page);
    await screenshot(page, "deferral-modal-en-phone");
    await dialog.getByRole("button", { name: t("en", "payments.deferral.submit") }).click();
    const notice = page.locator(".cust-notices").getByText(/has been received/);
    await notice.waitFor();
    await expect.poll(() => notice.textContent()).toContain(from);
    await dialog.waitFor({ state: "detached" });
    await opensPdf(page, page.getByRole("button", { name: t("en", "payments.documents.paymentsSchedule") }));
    await screenshot(page, "deferral-sent-en-phone");
    await context.close();
  }, 120_000);

  it("the customer's own view in the staff and customer app, in French on a desktop", async () => {
    const context = await customerContext(oceane, current, "Océane", "fr", onDesktop);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/customers/${oceane.customerId}`);
    await page.getByRole("heading", { name: cx("fr", "profile.hello", { name: "Océane" }) }).waitFor();
    await page.getByRole("button", { name: t("fr", "payments.documents.accountStatements") }).waitFor();
    await expect.poll(() => page.getByText(t("fr", "payments.totals.title")).count()).toBe(0);
    // Another customer's profile is not found (the server answers 404 for it).
    await page.goto(`${app.baseUrl}/customers/${hugo.customerId}`);
    await page.getByText(cx("fr", "profile.notFound")).waitFor();
    await expectNoSeriousViolations(page);
    await context.close();
  }, 60_000);

  it("staff approve the request; the schedule shows the new date and the fee line", async () => {
    const request = (await pendingOf(oceane.customerId))[0];
    expect(request).toMatchObject({ fromDate: oceane.dueDates[current]![3] });
    const { context, page } = await openStaffPage(browser, app, adminCollector, "fr", "/");
    await page.getByRole("link", { name: "Demandes de report" }).click();
    await page.getByRole("heading", { name: cx("fr", "deferrals.title"), level: 1 }).waitFor();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Océane Brisebois" }) });
    await item.waitFor();
    await expect.poll(() => item.textContent()).toContain(cx("fr", "deferrals.move", { from: request!.fromDate, to: request!.toDate }));
    await expectNoSeriousViolations(page);
    await screenshot(page, "deferrals-queue-fr");

    await item.getByRole("button", { name: cx("fr", "deferrals.approve") }).click();
    const dialog = page.getByRole("dialog", { name: cx("fr", "deferrals.approveTitle", { from: request!.fromDate, to: request!.toDate }) });
    await dialog.waitFor();
    await dialog.getByLabel(cx("fr", "deferrals.noteLabel")).fill("Client joint par téléphone.");
    await expectNoSeriousViolations(page);
    await screenshot(page, "deferral-approve-fr");
    await dialog.getByRole("button", { name: t("fr", "forms.confirm.submit") }).click();
    await page.locator(".cust-notices").getByText(cx("fr", "deferrals.approved", { from: request!.fromDate, to: request!.toDate })).waitFor();
    await item.waitFor({ state: "detached" });
    await page.getByRole("button", { name: cx("fr", "deferrals.status.approved") }).click();
    await page.getByRole("listitem").filter({ hasText: "Client joint par téléphone." }).waitFor();

    await page.goto(`${app.baseUrl}/customers/${oceane.customerId}`);
    const table = page.locator(".cust-payments table");
    await table.waitFor();
    const moved = table.getByRole("row").filter({ hasText: request!.toDate });
    const fee = table.getByRole("row").filter({ hasText: request!.fromDate });
    await expect.poll(() => moved.textContent()).toContain(money("fr", 95));
    await expect.poll(() => fee.textContent()).toContain(money("fr", 25));
    await expect.poll(() => table.getByRole("row").count()).toBe(1 + 7);
    await screenshot(page, "customer-profile-after-approval-fr");
    await context.close();
  }, 120_000);

  it("the customer sees the moved payment and the fee line in their own view", async () => {
    const context = await customerContext(oceane, current, "Océane", "en", onDesktop);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/customers/${oceane.customerId}`);
    const approved = (await pendingOf(oceane.customerId, "approved"))[0];
    await page.locator('[data-part="cards"]').waitFor();
    const future = page.getByRole("button", { name: /Show Future Payments/ });
    if (await future.isEnabled()) await future.click();
    const feeCard = page.locator('[data-part="card"]').filter({ hasText: approved!.fromDate });
    await expect.poll(() => feeCard.textContent()).toContain(t("en", "payments.type.added"));
    await expect.poll(() => feeCard.textContent()).toContain(money("en", 25));
    await page.locator('[data-part="card"]').filter({ hasText: approved!.toDate }).waitFor();
    await screenshot(page, "customer-profile-after-approval-en");
    await context.close();
  }, 60_000);

  it("an approval by the staff member who asked is refused with the reason, and the request can still be refused", async () => {
    const paymentId = Number(
      ((await app.db("payments").where({ contract_id: oceane.contracts[current], due_date: oceane.dueDates[current]![4] }).first("id")) as { id: number }).id,
    );
    // A week after the payment: asked by the admin on the customer's behalf.
    const later = new Date(`${oceane.dueDates[current]![4]}T12:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 7);
    const requestedDate = later.toISOString().slice(0, 10);
    await apiCall(app, `/api/customer/${oceane.customerId}/DeferPaymentRequest`, {
      method: "POST",
      token: admin.serverInfo,
      headers: { "Idempotency-Key": `e2e-maker-${Date.now()}` },
      body: { Deferalmessage: "", contractId: oceane.contracts[current], lang: "fr", paymentId, requestedDate, dueDate: oceane.dueDates[current]![4] },
    });
    const { context, page } = await openStaffPage(browser, app, admin, "en", "/deferrals", onPhone);
    const item = page.getByRole("listitem").filter({ hasText: requestedDate });
    await item.waitFor();
    // Who asked, by name, as staff (issue 15 §5); the message is staff's, not the customer's "I am asking".
    const adminName = `${String(admin.firstName ?? "")} ${String(admin.lastName ?? "")}`.trim();
    await expect.poll(() => item.locator("[data-asker]").textContent()).toBe(deferralAskerText("en", { kind: "staff", name: adminName }));
    await expect(item.textContent()).resolves.not.toContain(deferralAskerText("en", { kind: "customer", name: "Océane" }).slice(-10));
    await expect.poll(() => item.locator("blockquote").textContent()).toContain(adminName);
    await expectNoSeriousViolations(page);
    await screenshot(page, "deferrals-queue-en-phone");
    await item.getByRole("button", { name: cx("en", "deferrals.approve") }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: t("en", "forms.confirm.submit") }).click();
    await dialog.getByRole("alert").getByText(t("en", "payments.deferral.decision.sameUser")).waitFor();
    await screenshot(page, "deferral-maker-checker-en-phone");
    await dialog.getByRole("button", { name: t("en", "forms.confirm.cancel") }).click();
    await item.getByRole("button", { name: cx("en", "deferrals.refuse") }).click();
    await page.getByRole("dialog").getByRole("button", { name: t("en", "forms.confirm.submit") }).click();
    await page.locator(".cust-notices").getByText(cx("en", "deferrals.refused")).waitFor();
    await item.waitFor({ state: "detached" });
    expect(await pendingOf(oceane.customerId)).toEqual([]);
    await context.close();
  }, 120_000);

  it("a customer behind on payments sees RENEW disabled with the amount late (C §3.4)", async () => {
    const context = await customerContext(hugo, late, "Hugo", "en", onDesktop);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/customers/${hugo.customerId}`);
    const renew = page.getByRole("button", { name: t("en", "payments.renew.button") });
    await renew.waitFor();
    await page.getByText(t("en", "payments.renew.behind", { amount: money("en", 190) })).waitFor();
    await expect.poll(() => renew.isDisabled()).toBe(true);
    await expect.poll(() => page.locator('[data-card="totalOverdue"]').getAttribute("data-tone")).toBe("alert");
    await expectNoSeriousViolations(page);
    await screenshot(page, "customer-overdue-en");
    await context.close();
  }, 60_000);

  it("English staff pages on a phone-sized screen, and Open my account online opens the customer's account entry", async () => {
    const { context, page } = await openStaffPage(browser, app, admin, "en", "/customers", onPhone);
    await page.getByRole("heading", { name: cx("en", "list.title"), level: 1 }).waitFor();
    await page.getByRole("row").filter({ hasText: "Thibodeau-Lamy, Hugo" }).waitFor();
    await expectNoSeriousViolations(page);
    await screenshot(page, "customers-list-en-phone");
    await page.getByRole("link", { name: "Thibodeau-Lamy, Hugo" }).click();
    await page.getByRole("heading", { name: "Hugo Thibodeau-Lamy", level: 1 }).waitFor();
    // On a phone, staff get the payments as cards too: nothing wider than the screen.
    await page.locator('.cust-payments [data-part="card"]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectNoSeriousViolations(page);
    await screenshot(page, "customer-profile-staff-en-phone");
    // Hugo is behind: staff see the amount late, and may still renew for him (C §3.4).
    await page.getByText(t("en", "payments.renew.behindStaff", { amount: money("en", 190) })).waitFor();
    await expect.poll(() => page.getByRole("button", { name: t("en", "payments.renew.button") }).isDisabled()).toBe(false);
    expect(context.pages()).toHaveLength(1);
    const tab = context.waitForEvent("page");
    await page.getByRole("button", { name: t("en", "payments.openAccountOnline") }).click();
    const account = await tab;
    await account.waitForURL(/\/go\/account\/en\/[A-Za-z0-9_-]+$/);
    await context.close();
  }, 90_000);

  it("a customer up to date renews from their account page: RENEW starts the renewal flow (C §3.4)", async () => {
    const bypass = await apiCall<{ OnboardingURL: string }>(app, `/api/contractExternal/ByPassOTP/${oceane.contracts[current]}`, { token: admin.serverInfo });
    const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true, locale: "fr-CA" });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}${bypass.OnboardingURL.replace("/en/", "/fr/")}`);
    const renew = page.getByRole("button", { name: t("fr", "payments.renew.button") });
    await renew.waitFor();
    await expect.poll(() => renew.isEnabled(), { timeout: 10_000 }).toBe(true);
    await expectNoSeriousViolations(page);
    await screenshot(page, "account-profile-embedded-fr-phone");
    await renew.click();
    await page.waitForURL(/\/go\/renew\/s1\/[A-Za-z0-9_-]+$/);
    const drafts = await app.db("contracts").where({ customer_id: oceane.customerId, status_id: 0, original_contract_id: oceane.contracts[current] });
    expect(drafts).toHaveLength(1);
    await context.close();
  }, 90_000);
});
