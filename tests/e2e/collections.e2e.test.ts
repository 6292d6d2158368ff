import { t, type Lang } from "@lendkit/core";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qx } from "../../reference-app/web/src/app/collections/texts.js";
import { sx } from "../../reference-app/web/src/app/servicing/texts.js";
import { appText } from "../../reference-app/web/src/shared/texts.js";
import { leadAxeFindings, insertLeadCustomer, startLeadApp, type LeadTestApp } from "./leadFixtures.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { apiCall, openStaffPage, staffLogin, type Login } from "./staff.js";

/**
 * The collections page in a real browser, in French and in English (issue
 * 22 §5): a collector finds a late loan in its bucket, the collections
 * administrator assigns it to them from the queue, the payments profile
 * then names the collector, and the collector's "Mine" filter finds it.
 */

type QueueRow = { contractNumber: string; bucket: "1-30" | "31-60" | "61-90" | "91+"; amountLate: string };

describe.each(["fr", "en"] as const)("the collections page in a real browser, in %s", (lang: Lang) => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;
  let collector: Login;
  let adminCollector: Login;

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
    collector = await staffLogin(app, "collector");
    adminCollector = await staffLogin(app, "admincollector");
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** The queue page as `who`, narrowed to `bucket` and sorted by customer (A to Z), so the test's "Aa…" customer comes first. */
  const openQueue = async (who: Login, bucket: string): Promise<Page> => {
    const { page } = await openStaffPage(browser, app, who, lang, "/collections", { viewport: { width: 1280, height: 1000 } });
    await page.getByRole("heading", { name: appText(lang, "nav.collections"), level: 1 }).waitFor();
    await page.getByRole("combobox", { name: qx(lang, "filter.bucket") }).selectOption(bucket);
    await page.getByRole("button", { name: qx(lang, "sort.by", { column: qx(lang, "col.customer") }) }).click();
    return page;
  };

  it("shows a late loan in its bucket to a collector; AdminCollector assigns it; the profile names the collector", async () => {
    const customer = await insertLeadCustomer(app, "overdue", { firstName: "Anne", lastName: lang === "fr" ? "Aaberg" : "Aabel" });
    const queue = await apiCall<{ rows: QueueRow[] }>(app, "/api/collections?rowsPerPage=500", { token: collector.serverInfo });
    const expected = queue.rows.find((row) => row.contractNumber === customer.contractNumber)!;
    // The fixture's loan missed its lines of 21 and 7 days ago: 147.00 late, in the first bucket.
    expect([expected.bucket, expected.amountLate]).toEqual(["1-30", "147.00"]);
    // The collector's name as the server writes it: first and last name, else the username.
    const collectorName = `${collector.firstName ?? ""} ${collector.lastName ?? ""}`.trim() || "collector";
    const collectors = await apiCall<Array<{ id: number; name: string }>>(app, "/api/collections/collectors", { token: collector.serverInfo });
    expect(collectors.map((each) => each.name)).toContain(collectorName);

    // The collector sees it in its bucket, with the amount late; no list to assign it.
    const seen = await openQueue(collector, expected.bucket);
    const row = seen.locator(`tr[data-contract="${customer.contractNumber}"]`);
    await expect.poll(() => row.locator("td[data-bucket]").textContent()).toBe(sx(lang, `bucket.${expected.bucket}`));
    expect(await row.locator("select").count()).toBe(0);
    expect(await seen.getByRole("img", { name: qx(lang, "aging.chart") }).count()).toBe(1);
    expect(await leadAxeFindings(seen)).toEqual([]);
    await screenshot(seen, `collections-queue-${lang}`);

    // The collections administrator assigns it to that collector from the queue.
    const assigning = await openQueue(adminCollector, expected.bucket);
    const picker = assigning.getByRole("combobox", { name: qx(lang, "assign.label", { number: customer.contractNumber }) });
    await picker.selectOption({ label: collectorName });
    await expect.poll(() => assigning.getByRole("status").first().textContent()).toBe(qx(lang, "assign.saved", { number: customer.contractNumber, name: collectorName }));

    // The payments profile names the collector.
    await assigning.goto(`${app.baseUrl}/customers/${customer.id}`);
    const fact = assigning.locator("dt", { hasText: new RegExp(`^${t(lang, "payments.profile.collector")}$`) }).locator("xpath=following-sibling::dd[1]");
    await expect.poll(() => fact.textContent()).toBe(collectorName);
    await screenshot(assigning, `collections-profile-${lang}`);
    await assigning.context().close();

    // The collector's own contracts: "Mine" finds it.
    await seen.reload();
    await seen.getByRole("combobox", { name: qx(lang, "filter.collector") }).selectOption("mine");
    await expect.poll(() => seen.locator(`tr[data-contract="${customer.contractNumber}"]`).count()).toBe(1);
    await seen.context().close();
  }, 120_000);
});
