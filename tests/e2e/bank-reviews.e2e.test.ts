import type { Lang } from "@lendkit/core";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { br } from "../../reference-app/web/src/app/bankReviews/texts.js";
import { appText } from "../../reference-app/web/src/shared/texts.js";
import { makePagedPdf, makePng } from "../../server-kit/test/filesFixtures.js";
import { customerToken } from "../../server-kit/test/fixtures.js";
import { expectedPayments, insertRenewal, validAddress } from "../../server-kit/test/flowFixtures.js";
import { launchBrowser, screenshot, seriousViolations, startApp, type RunningApp, type SuiteBrowser } from "./harness.js";
import { staffContext, staffLogin } from "./staff.js";

/**
 * The lender's review of statements submitted by hand (C §3.7 manual mode)
 * in a real browser: two applicants upload statements at the bank step and
 * press Continue; a reviewer opens the review screen, sees the pictures,
 * accepts one (the applicant's flow moves past step 2) and refuses the
 * other with a note (its flow is back at step 2 and cannot move on) — in
 * French, then in English, with axe on the page. A PDF statement shows as a
 * PDF icon that opens the PDF.
 */

const flowPath = "/api/contractExternal/cashLoanFlow";

interface Submitted {
  readonly slug: string;
  readonly contractNumber: string;
}

describe("manual bank statements reviewed by staff", () => {
  let app: RunningApp;
  let browser: SuiteBrowser;
  let tenantId: number;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    tenantId = Number(((await app.db("tenants").where({ code: "RENT" }).first("id")) as { id: number }).id);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /**
   * Each applicant's customer session, by slug: what the applicant's browser
   * holds once the one-time code opened the flow (a slug alone is refused, 401).
   */
  const sessions = new Map<string, string>();
  const bearer = (token: string | undefined): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
  const session = (slug: string): string => {
    const token = sessions.get(slug);
    if (!token) throw new Error(`no applicant session for ${slug}`);
    return token;
  };
  const send = (path: string, method: string, body?: unknown, token?: string) =>
    fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { "Content-Type": "application/json", ...bearer(token) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const stepOf = async (slug: string) =>
    ((await (await fetch(`${app.baseUrl}${flowPath}/${slug}/onboardingStepAttained`, { headers: bearer(session(slug)) })).json()) as { Result: number }).Result;
  const attain = (slug: string, step: number) => send(`${flowPath}/${slug}/onboardingStepAttained/${step}`, "PUT", undefined, session(slug));

  /** An applicant at the bank step who uploaded two statement pictures and pressed Continue, then went on to step 21. */
  const submit = async (withPdf = false): Promise<Submitted> => {
    const renewal = await insertRenewal(app.db, app.clock, tenantId);
    sessions.set(renewal.slug, await customerToken(app.db, app.clock, tenantId, renewal.customerId));
    const token = session(renewal.slug);
    const numberOfPayments = expectedPayments(app.clock, { amount: 750, loanFrequency: 26, previousBalance: 600 });
    expect((await send(`${flowPath}/${renewal.slug}?lang=fr`, "PUT", { loanFrequency: 26, loanAmount: 750, numberOfPayments }, token)).status).toBe(200);
    expect((await attain(renewal.slug, 2)).status).toBe(200);
    for (const name of ["releve-septembre.png", "releve-octobre.png", ...(withPdf ? ["releve-novembre.pdf"] : [])]) {
      const form = new FormData();
      const file = name.endsWith(".pdf")
        ? new Blob([new Uint8Array(makePagedPdf(2))], { type: "application/pdf" })
        : new Blob([new Uint8Array(await makePng(60, 40))], { type: "image/png" });
      form.append("file", file, name);
      expect((await fetch(`${app.baseUrl}/api/fileDrop/${renewal.slug}/uploadImage`, { method: "POST", headers: bearer(token), body: form })).status).toBe(201);
    }
    const pressed = (await (await send(`${flowPath}/${renewal.slug}/manualBankVerification`, "POST", {}, token)).json()) as { Result: unknown };
    expect(pressed.Result).toEqual({ status: "pendingReview" });
    expect((await attain(renewal.slug, 21)).status).toBe(200);
    const contract = (await app.db("contracts").where({ id: renewal.contractId }).first("contract_number")) as { contract_number: string };
    return { slug: renewal.slug, contractNumber: contract.contract_number };
  };

  /** The content type of each stored file the reviewer's pages fetched, by path. */
  const servedTypes = new Map<string, string>();

  const reviewerPage = async (lang: Lang): Promise<Page> => {
    const context = await staffContext(browser, await staffLogin(app, "admin"), lang);
    const page = await context.newPage();
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith("/api/files/")) servedTypes.set(path, response.headers()["content-type"] ?? "");
    });
    await page.goto(`${app.baseUrl}/app.html`);
    await page.getByRole("link", { name: appText(lang, "nav.bankReviews") }).click();
    await page.getByRole("heading", { level: 1, name: br(lang, "title") }).waitFor();
    return page;
  };

  const itemOf = (page: Page, submitted: Submitted): Locator => page.getByRole("listitem").filter({ hasText: submitted.contractNumber }).first();

  const seesPictures = async (item: Locator, lang: Lang) => {
    const first = item.getByRole("img", { name: br(lang, "picture", { n: 1, name: "releve-septembre.png" }) });
    await first.waitFor();
    // The element shows before its picture has loaded: read until it has.
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await item.getByRole("img", { name: br(lang, "picture", { n: 2, name: "releve-octobre.png" }) }).waitFor();
  };

  it("a reviewer accepts one submission (the flow moves past step 2) and refuses another with a note (step 2 reopens), in fr", async () => {
    const accepted = await submit();
    const refused = await submit();
    const page = await reviewerPage("fr");
    const acceptItem = itemOf(page, accepted);
    await seesPictures(acceptItem, "fr");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "bank-reviews-fr");

    await acceptItem.getByRole("button", { name: br("fr", "accept") }).click();
    await page.getByRole("status").filter({ hasText: "acceptés" }).waitFor();
    expect(await acceptItem.count()).toBe(0);
    expect((await send(`/api/contractExternal/cashLoanRenewFlow/${accepted.slug}?lang=fr`, "PUT", validAddress, session(accepted.slug))).status).toBe(200);
    expect((await attain(accepted.slug, 23)).status).toBe(200);
    expect(await stepOf(accepted.slug)).toBe(23);

    const refuseItem = itemOf(page, refused);
    await refuseItem.getByRole("button", { name: br("fr", "refuse") }).click();
    await refuseItem.getByRole("alert").filter({ hasText: br("fr", "noteRequired") }).waitFor();
    expect(await stepOf(refused.slug)).toBe(21);
    await refuseItem.getByLabel(br("fr", "note")).fill("Relevés illisibles, reprenez les photos");
    await refuseItem.getByRole("button", { name: br("fr", "refuse") }).click();
    await page.getByRole("status").filter({ hasText: "refusés" }).waitFor();
    expect(await stepOf(refused.slug)).toBe(2);
    expect((await attain(refused.slug, 21)).status).toBe(409);

    // The refusal is kept with its note and reviewer under "Refusés".
    await page.getByRole("button", { name: br("fr", "status.failed") }).click();
    const history = itemOf(page, refused);
    await history.getByText("Relevés illisibles, reprenez les photos").waitFor();
    await page.context().close();
  }, 90_000);

  it.each(["fr", "en"] as const)("shows a PDF statement beside the pictures as a PDF icon that opens the PDF (%s)", async (lang) => {
    const submitted = await submit(true);
    const page = await reviewerPage(lang);
    const item = itemOf(page, submitted);
    await seesPictures(item, lang);
    const pdf = item.getByRole("link", { name: `${br(lang, "picture", { n: 3, name: "releve-novembre.pdf" })} (${br(lang, "pdf")})` });
    await pdf.waitFor();
    expect(await pdf.locator("img").count()).toBe(0);
    await item.getByText("releve-novembre.pdf").waitFor();
    await item.getByRole("heading", { name: br(lang, "pictures", { count: 3 }) }).waitFor();
    // The link opens the PDF itself: the page fetched it with the session (served as application/pdf) and links its local copy.
    expect(await pdf.getAttribute("href")).toMatch(/^blob:/);
    const file = (await app.db("files").where({ description: "releve-novembre.pdf" }).orderBy("id", "desc").first("id")) as { id: number };
    expect(servedTypes.get(`/api/files/${Number(file.id)}`)).toBe("application/pdf");
    expect(servedTypes.has(`/api/files/${Number(file.id)}/thumbnail`)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `bank-reviews-pdf-${lang}`);
    await item.getByRole("button", { name: br(lang, "accept") }).click();
    await page.getByRole("status").filter({ hasText: lang === "fr" ? "acceptés" : "accepted" }).waitFor();
    await page.context().close();
  }, 90_000);

  it("reads in English and refuses with the server's answer in English", async () => {
    const submitted = await submit();
    const page = await reviewerPage("en");
    const item = itemOf(page, submitted);
    await seesPictures(item, "en");
    await item.getByLabel(br("en", "note")).fill("Statements older than three months");
    await item.getByRole("button", { name: br("en", "refuse") }).click();
    await page.getByRole("status").filter({ hasText: "refused; the applicant is back at the bank step" }).waitFor();
    expect(await stepOf(submitted.slug)).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 90_000);
});
