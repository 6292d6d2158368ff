import { balanceFigureLabel, decodeCustomerPayments, decodeLenderDay, deferralDateRefusal, deferralDateRule, t, type BalanceFigure, type Lang } from "@lendkit/core";
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../../server-kit/test/documentsFixtures.js";
import { biWeekly, insertServicedCustomer, type InsertedCustomer } from "./customersFixture.js";
import { launchBrowser, screenshot, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { apiCall, sessionContext, staffLogin } from "./staff.js";

/**
 * Signed is funded, in a real browser (fr and en): the deferral picker
 * offers exactly the days the server's rule accepts (core's
 * `deferralDateRefusal`, computed here from the payments answer and the
 * lender's day) and the server accepts the one chosen; the balance cards of
 * the customer's own view carry the same labels and values as the account
 * statement and the paid-out report.
 */


/** Spaces as printed: the PDF writer and the screen may use different no-break spaces. */
const plain = (text: string | null): string => (text ?? "").replace(/[\u00a0\u202f]/g, " ").trim();

const desktop = { width: 1280, height: 900 };

describe("deferral picker and balance figures in a real browser", () => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  let adminToken: string;
  const customers: Partial<Record<Lang, InsertedCustomer>> = {};
  const number = (lang: Lang) => `E2E-BAL-${lang.toUpperCase()}`;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    for (const lang of ["fr", "en"] as const) {
      customers[lang] = await insertServicedCustomer(app.db, app.clock, "RENT", {
        firstName: lang === "fr" ? "Maëlle" : "Liam",
        lastName: "Soldes",
        email: `soldes.${lang}@example.com`,
        cellPhone: lang === "fr" ? "5145550171" : "5145550172",
        language: lang === "fr" ? 0 : 1,
        contracts: [{ contractNumber: number(lang), statusId: 1, amountCents: 45_000, lines: [biWeekly(-28, true), biWeekly(-14), biWeekly(10), biWeekly(24), biWeekly(38)] }],
      });
    }
    adminToken = (await staffLogin(app, "admin")).serverInfo;
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The customer's own session, kept in the browser as the account entry keeps it. */
  const customerSession = async (customer: InsertedCustomer, lang: Lang) => {
    const bypass = await apiCall<{ token: string }>(app, `/api/contractExternal/ByPassOTP/${Object.values(customer.contracts)[0]}`, { token: adminToken });
    const session = await apiCall<{ serverInfo: string }>(app, "/api/contractExternal/accountEntry", { method: "POST", body: { token: bypass.token } });
    const user = { userRole: 1, userName: "", firstName: "", lastName: "", tenant: "RENT", sysLogins_Id: 0 };
    const context = await sessionContext(browser, { token: session.serverInfo, user }, lang, { viewport: desktop });
    return { context, token: session.serverInfo };
  };

  const printedText = async (token: string, report: "PaidOutReport" | "LeaStatementReport", contractId: number, lang: Lang): Promise<string[]> => {
    const ticket = await apiCall<{ path: string }>(app, `/api/reports/printTicket?lang=${lang}`, { method: "POST", token, body: { report, contractId } });
    const bytes = Buffer.from(await (await fetch(`${app.baseUrl}${ticket.path}`)).arrayBuffer());
    return (await pdfText(bytes)).text.split("\n").map(plain).filter((line) => line !== "");
  };

  /** Checks every day of the shown month: unavailable exactly when core's rule refuses it. */
  const expectMonthMatchesRule = async (calendar: Locator, year: number, month: number, refuses: (day: { year: number; month: number; day: number }) => boolean) => {
    const cells = calendar.locator('[role="gridcell"]');
    const count = await cells.count();
    let checked = 0;
    for (let index = 0; index < count; index++) {
      const cell = cells.nth(index);
      if ((await cell.locator("[data-outside-month]").count()) > 0) continue;
      const day = Number(plain(await cell.textContent()));
      if (!Number.isInteger(day) || day < 1) continue;
      const unavailable = (await cell.locator("[data-unavailable]").count()) > 0;
      expect(unavailable, `${year}-${month}-${day}`).toBe(refuses({ year, month, day }));
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(28);
  };

  for (const lang of ["fr", "en"] as const) {
    it(`the picker offers only the days the server accepts, and the cards match the PDFs (${lang})`, async () => {
      const customer = customers[lang]!;
      const contractId = customer.contracts[number(lang)]!;
      const { context, token } = await customerSession(customer, lang);
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/customers/${customer.customerId}`);
      const cards = page.locator(".cust-cards");
      await cards.waitFor();

      // The balance cards: core's labels, and the very values both PDFs print after the same labels.
      const statement = await printedText(token, "LeaStatementReport", contractId, lang);
      const paidOut = await printedText(token, "PaidOutReport", contractId, lang);
      const shown: Array<[BalanceFigure, string]> = [
        ["capitalRemaining", "remainingCapital"],
        ["totalUnpaid", "totalOverdue"],
        ["SoldeFinPeriodeCourante", "balance"],
      ];
      for (const [figure, part] of shown) {
        const card = cards.locator(`[data-card="${part}"]`);
        const label = plain(await card.locator(".cust-card-title").textContent());
        const value = plain(await card.locator(".cust-card-value").textContent());
        expect(label).toBe(plain(balanceFigureLabel(lang, figure)));
        for (const [name, lines] of [["statement", statement], ["paid-out report", paidOut]] as const) {
          expect(lines[lines.indexOf(label) + 1], `${name}: ${label}`).toBe(value);
        }
      }
      // Both PDFs end their figures with the same amount owed.
      const payoutLabel = (lines: string[]) => lines.findIndex((line) => line.startsWith(plain(balanceFigureLabel(lang, "payoutAmount", { date: "" }))));
      expect(statement[payoutLabel(statement) + 1]).toBe(paidOut[payoutLabel(paidOut) + 1]);
      await screenshot(page, `balances-cards-${lang}`);

      // The deferral picker of the payment due in 24 days.
      const model = decodeCustomerPayments(await apiCall<unknown>(app, `/api/customer/${customer.customerId}/payments/${contractId}`, { token }));
      const day = decodeLenderDay(await apiCall<unknown>(app, "/api/configuration/lenderDay"));
      if (!model.ok || !day.ok) throw new Error("unreadable answers");
      const due = customer.dueDates[number(lang)]![3]!;
      const index = model.value.paymentsList.findIndex((line) => line.dueDate.toString() === due);
      const rule = deferralDateRule(model.value.paymentsList, index, model.value.PaymentFrenquency, model.value.EdiExceptionDays, day.value.today)!;
      const refuses = (date: { year: number; month: number; day: number }) =>
        deferralDateRefusal(day.value.today.set({ year: date.year, month: date.month, day: date.day }), rule) !== null;

      // The customer view lists payments as cards (the embedded layout).
      const card = page.locator('[data-part="card"]').filter({ hasText: due });
      await card.getByRole("button", { name: t(lang, "payments.defer") }).click();
      const dialog = page.getByRole("dialog", { name: t(lang, "payments.deferral.title") });
      await dialog.waitFor();
      await dialog.locator('[data-part="calendar-button"]').click();
      const calendar = page.locator('[data-part="calendar"]');
      await calendar.waitFor();
      // The calendar opens on the proposed date's month (the end of the schedule), then the month before it.
      await expectMonthMatchesRule(calendar, rule.latest.year, rule.latest.month, refuses);
      await screenshot(page, `deferral-picker-${lang}`);
      await calendar.locator('[slot="previous"]').click();
      const before = rule.latest.subtract({ months: 1 });
      await expectMonthMatchesRule(calendar, before.year, before.month, refuses);
      await page.keyboard.press("Escape");
      await calendar.waitFor({ state: "detached" });

      // The proposed date is one the picker offers: the server accepts it.
      await dialog.locator('[data-part="submit"]').click();
      await dialog.waitFor({ state: "detached" });
      const pending = await apiCall<Array<{ toDate: string; customerId: number }>>(app, "/api/deferralRequests?status=pending", { token: adminToken });
      expect(pending.filter((request) => request.customerId === customer.customerId).map((request) => request.toDate)).toEqual([rule.latest.toString()]);
      await context.close();
    }, 180_000);
  }
});
