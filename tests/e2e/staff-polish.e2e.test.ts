import { CalendarDate, parseDate } from "@internationalized/date";
import { deferralMessage, t, type Lang } from "@lendkit/core";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { br } from "../../reference-app/web/src/app/bankReviews/texts.js";
import { cx } from "../../reference-app/web/src/app/customers/texts.js";
import { customerToken } from "../../server-kit/test/fixtures.js";
import { insertRenewal } from "../../server-kit/test/flowFixtures.js";
import { biWeekly, insertServicedCustomer } from "./customersFixture.js";
import { launchBrowser, screenshot, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { apiCall, openContract, staffContext, staffLogin, type Login } from "./staff.js";

/**
 * The staff screens a demanding user trips on, in a real browser, in French
 * and in English: the checklist panel never covers Save; the bank-statement
 * review's buttons are the app's buttons; a customer's deferral request
 * reads in the staff's language; a payment moved by a deferral is not called
 * the original schedule's; and no page walked breaks its Content-Security-
 * Policy (no inline style: 0 violations, as events and as console messages).
 */



/** A signed-in staff browser that records every CSP violation of every page it opens. */
const signedIn = async (browser: SuiteBrowser, who: Login, lang: Lang, violations: string[], viewport = { width: 1280, height: 900 }): Promise<BrowserContext> => {
  const context = await staffContext(browser, who, lang, { viewport });
  await context.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return context;
};

const plusDays = (iso: string, days: number): string => parseDate(iso).add({ days }).toString();

describe.each(["fr", "en"] as const)("staff screens in %s", (lang) => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  let admin: Login;
  let checker: Login;
  let tenantId: number;
  const violations: string[] = [];
  const customerLang: Lang = lang === "fr" ? "en" : "fr";

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    tenantId = Number(((await app.db("tenants").where({ code: "RENT" }).first("id")) as { id: number }).id);
    admin = await staffLogin(app, "admin");
    checker = await staffLogin(app, "admincollector");
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("the checklist panel leaves Save visible and clickable, on a desktop and a phone", async () => {
    const contract = await apiCall<{ id: number }>(app, "/api/contracts", {
      method: "POST",
      token: admin.serverInfo,
      body: { lessee: { firstName: "Hugo", lastName: `Panneau${lang}` }, vehicle: { make: "Mazda", model: "3" } },
    });
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const context = await signedIn(browser, admin, lang, violations, viewport);
      const page = await context.newPage();
      await openContract(page, app, contract.id);
      const save = page.locator(".save-bar .submit button").first();
      await save.waitFor();
      for (const side of ["right", "left"] as const) {
        if (side === "right") await page.getByRole("button", { name: new RegExp(`^${t(lang, "checklist.button")}`) }).click();
        else await page.locator('.checklist-panel [data-part="move"]').click();
        const panel = page.locator(`.checklist-panel[data-side="${side}"]`);
        await panel.waitFor();
        await page.waitForTimeout(300); // the slide-in animation
        const [panelBox, saveBox] = [await panel.boundingBox(), await save.boundingBox()];
        expect(panelBox && saveBox).toBeTruthy();
        // Inside the window, not pushed off it.
        expect(saveBox!.x >= 0 && saveBox!.x + saveBox!.width <= viewport.width && saveBox!.y + saveBox!.height <= viewport.height, `${side} ${viewport.width}`).toBe(true);
        const overlaps =
          saveBox!.x < panelBox!.x + panelBox!.width && panelBox!.x < saveBox!.x + saveBox!.width && saveBox!.y < panelBox!.y + panelBox!.height && panelBox!.y < saveBox!.y + saveBox!.height;
        // On a phone the panel takes the width: the Save bar then sits above it, so the button is still the top element.
        if (viewport.width > 760) expect(overlaps, `${side} ${viewport.width}`).toBe(false);
        const topmost = await save.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && (hit === button || button.contains(hit));
        });
        expect(topmost, `${side} ${viewport.width}`).toBe(true);
        await save.click({ trial: true, timeout: 5_000 });
        await screenshot(page, `checklist-save-${side}-${viewport.width}-${lang}`);
      }
      await context.close();
    }
  }, 120_000);

  it("the bank-statement review's buttons carry the app's button classes", async () => {
    const renewal = await insertRenewal(app.db, app.clock, tenantId, { customer: { firstName: "Berthe", lastName: `Relevés${lang}` } });
    await app.db("bank_verifications").insert({
      tenant_id: tenantId,
      contract_id: renewal.contractId,
      provider: "manual",
      mode: "manual",
      request_code: "c".repeat(32),
      provider_reference: "manual-submission",
      status: "pendingReview",
      created_at: new Date(app.clock.now()).toISOString(),
    });
    const context = await signedIn(browser, admin, lang, violations);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/bank-reviews`);
    const accept = page.getByRole("button", { name: br(lang, "accept") });
    const refuse = page.getByRole("button", { name: br(lang, "refuse") });
    await accept.waitFor();
    await expect.poll(() => accept.getAttribute("class")).toBe("primary");
    await expect.poll(() => refuse.getAttribute("class")).toBe("secondary");
    // Styled: the primary button is filled, not the browser's grey.
    const background = await accept.evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).toBe("rgb(15, 95, 166)");
    await screenshot(page, `bank-review-buttons-${lang}`);
    await context.close();
  }, 90_000);

  it("a customer's deferral request reads in the staff's language; once approved, the payment moved is no longer 'Original schedule'", async () => {
    const number = `E2E-SP-${lang}`;
    const customer = await insertServicedCustomer(app.db, app.clock, "RENT", {
      firstName: "Rosalie",
      lastName: `Langue${lang}`,
      email: `rosalie.langue.${lang}@example.com`,
      cellPhone: lang === "fr" ? "5145550181" : "5145550182",
      language: customerLang === "fr" ? 0 : 1,
      contracts: [{ contractNumber: number, statusId: 1, amountCents: 40_000, lines: [biWeekly(-14, true), biWeekly(10), biWeekly(24), biWeekly(38)] }],
    });
    const asked = customer.dueDates[number]![2]!;
    const requestedDate = plusDays(asked, 7);
    const payment = (await app.db("payments").where({ contract_id: customer.contracts[number], due_date: asked }).first("id")) as { id: number };
    // The customer asks in her language, leaving the message to the product.
    await apiCall(app, `/api/customer/${customer.customerId}/DeferPaymentRequest`, {
      method: "POST",
      token: await customerToken(app.db, app.clock, tenantId, customer.customerId),
      headers: { "Idempotency-Key": `e2e-polish-${lang}-${Date.now()}` },
      body: { Deferalmessage: "", contractId: customer.contracts[number], lang: customerLang, paymentId: Number(payment.id), requestedDate, dueDate: asked },
    });
    const from = parseDate(asked) as CalendarDate;
    const to = parseDate(requestedDate) as CalendarDate;

    // On a phone the payments are cards, each naming its type.
    const context = await signedIn(browser, admin, lang, violations, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/deferrals`);
    const item = page.locator(".cust-queue-item").filter({ hasText: `Langue${lang}` });
    const message = item.locator("blockquote[data-message]");
    await message.waitFor();
    await expect.poll(() => message.textContent()).toBe(deferralMessage(lang, from, to));
    await expect.poll(() => message.getAttribute("lang")).toBe(lang);
    expect(await item.textContent()).not.toContain(deferralMessage(customerLang, from, to));
    await screenshot(page, `deferral-message-staff-language-${lang}`);

    // Another staff member approves: the payment moves to the date asked for.
    const [pending] = (await apiCall<Array<{ id: number; customerId: number }>>(app, "/api/deferralRequests?status=pending", { token: checker.serverInfo })).filter(
      (request) => request.customerId === customer.customerId,
    );
    await apiCall(app, `/api/deferralRequests/${pending!.id}/approve`, {
      method: "POST",
      token: checker.serverInfo,
      headers: { "Idempotency-Key": `e2e-polish-approve-${lang}-${Date.now()}` },
      body: {},
    });
    await page.goto(`${app.baseUrl}/customers/${customer.customerId}`);
    await page.getByRole("region", { name: cx(lang, "profile.deferralHistory"), exact: true }).waitFor();
    const moved = page.locator('[data-part="card"]').filter({ hasText: requestedDate }).filter({ hasNotText: t(lang, "payments.type.added") });
    await moved.first().waitFor();
    const text = (await moved.first().textContent()) ?? "";
    expect(text).not.toContain(t(lang, "payments.type.original"));
    expect(text).toContain(t(lang, "payments.type.moved"));
    // A payment never moved still says so.
    const untouched = page.locator('[data-part="card"]').filter({ hasText: customer.dueDates[number]![3]! });
    await expect.poll(() => untouched.first().textContent()).toContain(t(lang, "payments.type.original"));
    await screenshot(page, `moved-payment-${lang}`);
    await context.close();
  }, 90_000);

  it("walks the staff pages with no Content-Security-Policy violation", async () => {
    const context = await signedIn(browser, admin, lang, violations);
    const page = await context.newPage();
    for (const path of ["/contracts", "/customers", "/deferrals", "/bank-reviews"]) {
      await page.goto(`${app.baseUrl}${path}`);
      await page.locator("main h1, h1").first().waitFor();
      await page.waitForTimeout(500);
    }
    await context.close();
    // Every page the suite opened above counts too.
    expect(violations).toEqual([]);
  }, 90_000);
});
