import { type CalendarDate } from "@internationalized/date";
import { ContractStatus, DEFAULT_BUSINESS_TIME_ZONE, depositDate, firstPaymentDateRange, lenderToday, parseIsoDate, t, type Lang } from "@lendkit/core";
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longDate } from "../../reference-app/web/src/lead/contract.js";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { demoPassword } from "../../server-kit/src/seed/demo.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { fundAsStaff, insertLeadCustomer, openLeadFrame, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { fillAddress, fillIncome, fillReferences, sign, signInApplicant, verifyBank } from "./leadWalk.js";

/**
 * Issue 14 §3 (C §3.6): the first payment date an applicant picks in the
 * renewal calculator is the one on the contract they sign, in the database
 * and on the schedule written when the lender funds the loan — in French
 * on a desktop and in English on a phone (390×844). One code look-up per
 * walk (two of the five a window allows).
 */
describe("the chosen first payment date in a real browser", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;
  const customers: Partial<Record<Lang, LeadCustomer>> = {};

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
    customers.fr = await insertLeadCustomer(app, "renewable", { firstName: "Rosalie", lastName: "Dumas" });
    customers.en = await insertLeadCustomer(app, "renewable", { firstName: "Liam", lastName: "Walsh" });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /**
   * The earliest date allowed, never the recommended one (the renewed
   * contract is bi-weekly: core's range for 26 periods on the lender's day).
   */
  const nonDefaultDate = (): { date: CalendarDate; recommended: CalendarDate } => {
    const today = parseIsoDate(lenderToday(app.clock.now(), DEFAULT_BUSINESS_TIME_ZONE))!;
    const range = firstPaymentDateRange(depositDate(today), 26);
    expect(range.min.compare(range.recommended)).toBeLessThan(0);
    return { date: range.min, recommended: range.recommended };
  };

  /** Opens the first payment date's calendar (on the recommended date's month), goes back to `date`'s month and picks its day. */
  const pickDate = async (frame: Frame, date: CalendarDate, recommended: CalendarDate): Promise<void> => {
    await frame.locator("[data-part=first-payment] [data-part=calendar-button]").click();
    const calendar = frame.locator("[data-part=calendar]");
    await calendar.waitFor();
    const monthsBack = recommended.year * 12 + recommended.month - (date.year * 12 + date.month);
    for (let month = 0; month < monthsBack; month += 1) await calendar.locator("button[slot=previous]").click();
    await calendar
      .locator("[role=gridcell] [role=button]:not([data-outside-month]):not([data-disabled]):not([data-unavailable])")
      .filter({ hasText: new RegExp(`^${date.day}$`) })
      .click({ timeout: 15_000 });
    await calendar.waitFor({ state: "hidden" });
  };

  const walk = async (lang: Lang, viewport: { width: number; height: number; phone: boolean }) => {
    const customer = customers[lang]!;
    const { date, recommended } = nonDefaultDate();
    const iso = date.toString();
    // A browser far from the lender (UTC+14, another day most of the time): the calendar still offers the lender's range.
    const page = await browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
      ...(viewport.phone ? { isMobile: true, hasTouch: true } : {}),
      timezoneId: "Pacific/Kiritimati",
    });
    const frame = await openLeadFrame(page, app, { lang });
    await frame.getByRole("heading", { name: t(lang, "renewal.intro.default") }).waitFor();
    await signInApplicant(frame, app, lang, customer);

    // Step 1: a date other than the recommended one, picked in the calendar.
    await frame.locator("section[data-step='1'] h1").waitFor();
    await frame.locator("[data-part=increase]").click();
    await pickDate(frame, date, recommended);
    await screenshot(page, `lead-first-payment-${lang}-1-date`);
    await frame.getByRole("button", { name: t(lang, "renewal.basic.continue") }).click();

    await frame.getByRole("heading", { name: t(lang, "bank.instant.title") }).waitFor();
    const renewal = (await app.db("contracts").where({ tenant_id: app.tenantId, original_contract_id: customer.contractId }).first("id", "first_payment_date")) as {
      id: number;
      first_payment_date: string;
    };
    expect(renewal.first_payment_date).toBe(iso);
    await verifyBank(frame);
    await frame.getByText(t(lang, "bank.success.title")).waitFor();
    await fillAddress(frame, lang);
    await fillIncome(frame, lang);
    await fillReferences(frame, lang);

    // The contract shown says the chosen day, and its schedule starts that day.
    await frame.getByRole("heading", { name: leadText(lang, "sign.title") }).waitFor({ timeout: 60_000 });
    const firstPayment = frame.locator("[data-term='sign.firstPayment'] dd");
    expect(await firstPayment.textContent()).toBe(longDate(iso, lang));
    expect(await firstPayment.textContent()).not.toBe(longDate(recommended.toString(), lang));
    await frame.locator(".lead-schedule summary").click();
    expect(await frame.locator(".lead-schedule tbody tr").first().locator("td").nth(1).textContent()).toBe(iso);
    await screenshot(page, `lead-first-payment-${lang}-3-contract`);
    const texts = { name: new RegExp(leadText(lang, "sign.name")), agree: new RegExp(leadText(lang, "sign.agree").slice(0, 20)), submit: new RegExp(leadText(lang, "sign.submit")) };
    await sign(frame, page, texts, `${customer.firstName} ${customer.lastName}`);
    await frame.getByRole("heading", { name: t(lang, "renewal.completed.title") }).waitFor();

    // The signed document and the contract row carry it.
    const signature = (await app.db("signatures").where({ tenant_id: app.tenantId, contract_id: renewal.id }).first("document_json")) as { document_json: string };
    const signed = JSON.parse(signature.document_json) as { terms: { firstPaymentDate: string }; schedule: Array<{ dueDate: string }> };
    expect(signed.terms.firstPaymentDate).toBe(iso);
    expect(signed.schedule[0]?.dueDate).toBe(iso);
    expect(await app.db("contracts").where({ id: renewal.id }).first("status_id", "first_payment_date")).toMatchObject({ status_id: ContractStatus.Submitted, first_payment_date: iso });

    // The lender funds it: the schedule written starts on the chosen day.
    await fundAsStaff(app, demoPassword, renewal.id);
    const payments = (await app.db("payments").where({ contract_id: renewal.id }).orderBy("seq").select("due_date")) as Array<{ due_date: string }>;
    expect(payments.map((line) => line.due_date)).toEqual(signed.schedule.map((line) => line.dueDate));
    expect(payments[0]?.due_date).toBe(iso);
    await page.close();
  };

  it("French on a desktop: the picked date is on the contract shown, the signed document, the row and the funded schedule", async () => {
    await walk("fr", { width: 1280, height: 900, phone: false });
  }, 240_000);

  it("English on a phone (390×844): the same", async () => {
    await walk("en", { width: 390, height: 844, phone: true });
  }, 240_000);
});
