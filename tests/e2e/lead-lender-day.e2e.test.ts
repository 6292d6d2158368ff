import type { CalendarDate } from "@internationalized/date";
import { depositDate, firstPaymentDateRange, lenderToday, parseIsoDate, t } from "@lendkit/core";
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, type SuiteBrowser } from "./harness.js";
import { insertLeadCustomer, openLeadFrame, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { signInApplicant } from "./leadWalk.js";

/**
 * One lender's day (C §3.6): a lender whose zone is not core's default
 * (UTC+14, a day ahead of Toronto most hours). The renewal calculator's
 * first payment dates count from the server's day in that zone — the day
 * the server checks them by — not from core's default zone nor the browser's.
 */
describe("the lead calculator counts from the lender's day", () => {
  const lenderZone = "Pacific/Kiritimati";
  let app: LeadTestApp;
  let browser: SuiteBrowser;
  let customer: LeadCustomer;

  /**
   * A Monday evening in Toronto (21:00), Tuesday afternoon for the lender:
   * the two days give different deposit dates, so a calculator counting
   * from the wrong day offers another range.
   */
  const mondayEveningInToronto = (from: Date): Date => {
    const weekday = new Intl.DateTimeFormat("en", { timeZone: "America/Toronto", weekday: "short" });
    for (let days = 1; ; days += 1) {
      const candidate = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, 2, 0));
      if (weekday.format(candidate) === "Mon") return candidate;
    }
  };
  const instant = mondayEveningInToronto(new Date());

  beforeAll(async () => {
    app = await startLeadApp({ timeZone: lenderZone });
    app.clock.advance(instant.getTime() - app.clock.now().getTime());
    browser = await launchBrowser();
    customer = await insertLeadCustomer(app, "renewable", { firstName: "Mireille", lastName: "Caron" });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Whether the first payment's calendar offers `date` (opened, moved from the month it opens on, closed). */
  const offered = async (frame: Frame, date: CalendarDate, openedOn: CalendarDate): Promise<boolean> => {
    await frame.locator("[data-part=first-payment] [data-part=calendar-button]").click();
    const calendar = frame.locator("[data-part=calendar]");
    await calendar.waitFor();
    const monthsBack = openedOn.year * 12 + openedOn.month - (date.year * 12 + date.month);
    /** Moves `months` back (or forward when negative); false when the calendar will not go there (a month it offers nothing in). */
    const go = async (months: number): Promise<boolean> => {
      for (let step = 0; step < Math.abs(months); step += 1) {
        const button = calendar.locator(`button[slot=${months > 0 ? "previous" : "next"}]`);
        if (await button.isDisabled()) return false;
        await button.click();
      }
      return true;
    };
    const reached = await go(monthsBack);
    const cell = calendar.locator("[role=gridcell] [role=button]:not([data-outside-month])").filter({ hasText: new RegExp(`^${date.day}$`) });
    const disabled = !reached || (await cell.evaluate((node) => node.hasAttribute("data-disabled") || node.hasAttribute("data-unavailable")));
    await calendar.press("Escape");
    await calendar.waitFor({ state: "hidden" });
    return !disabled;
  };

  it("offers the earliest date of the lender's range and not the day before it", async () => {
    const today = parseIsoDate(lenderToday(app.clock.now(), lenderZone))!;
    // The renewed contract is bi-weekly: core's range for 26 periods on the lender's day.
    const range = firstPaymentDateRange(depositDate(today), 26);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: "America/Toronto" });
    await page.clock.setFixedTime(instant);
    const frame = await openLeadFrame(page, app, { lang: "en" });
    await frame.getByRole("heading", { name: t("en", "renewal.intro.default") }).waitFor();
    await signInApplicant(frame, app, "en", customer);
    await frame.locator("section[data-step='1'] h1").waitFor();

    expect(await offered(frame, range.min, range.recommended)).toBe(true);
    expect(await offered(frame, range.min.subtract({ days: 1 }), range.recommended)).toBe(false);
    expect(await offered(frame, range.max, range.recommended)).toBe(true);
    await page.close();
  }, 180_000);
});
