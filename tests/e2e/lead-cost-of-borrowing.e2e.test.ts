import type { Lang } from "@lendkit/core";
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { pdfText } from "../../server-kit/test/documentsFixtures.js";
import { t } from "@lendkit/core";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { insertLeadCustomer, openLeadFrame, startLeadApp, type LeadTestApp } from "./leadFixtures.js";
import { fillAddress, fillIncome, fillReferences, sign, signInApplicant, verifyBank } from "./leadWalk.js";

/**
 * One APR wherever a price is (issue "Cost of borrowing", §4): the
 * applicant reads the APR on the calculator's details card, the same APR on
 * the signing screen's disclosure block (the document's, covered by its
 * hash), and the signed PDF emailed to them states it too; in French and in
 * English, with the legal names.
 */
describe("the lead app states one APR from the calculator to the signed PDF", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const flat = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
  const aprName = (lang: Lang) => (lang === "fr" ? "Taux annuel du coût d'emprunt (TAC)" : "Annual percentage rate (APR)");

  /** The APR line of a surface's part: its legal name and its figure. */
  const aprLine = async (frame: Frame, scope: string) => {
    const row = frame.locator(`${scope} [data-disclosure="apr"], ${scope} [data-detail="apr"]`).first();
    await row.waitFor();
    return { name: flat(await row.locator("dt").textContent()), figure: flat(await row.locator("dd").textContent()) };
  };

  it.each(["fr", "en"] as const)("in %s, the calculator, the signing document and the signed PDF state the same APR", async (lang) => {
    const customer = await insertLeadCustomer(app, "renewable", { firstName: lang === "fr" ? "Léa" : "Liam", lastName: "Tremblay" });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const frame = await openLeadFrame(page, app, { lang });
    await signInApplicant(frame, app, lang, customer);

    // Step 1: the details card states the APR of the quote on screen; it is read after the last change, as it is saved.
    const calculator = "[data-lendkit='loan-calculator'] [data-part='details']";
    await frame.locator("section[data-step='1'] h1").waitFor();
    const before = await aprLine(frame, calculator);
    expect(before.name).toBe(aprName(lang));
    expect(before.figure).toMatch(/^\d+[.,]\d{2} ?%$/);
    const shownTotal = async () => flat(await frame.locator(`${calculator} [data-detail="totalToRepay"] dd`).textContent());
    const totalBefore = await shownTotal();
    // As the walk's chooseAmount: + once, then Continue; the card is read after the press, as it is saved.
    await frame.locator("[data-part=increase]").click();
    await expect.poll(shownTotal).not.toBe(totalBefore);
    const calculatorApr = (await aprLine(frame, calculator)).figure;
    await screenshot(page, `lead-cost-of-borrowing-calculator-${lang}`);
    await frame.getByRole("button", { name: t(lang, "renewal.basic.continue") }).click();

    await verifyBank(frame);
    await fillAddress(frame, lang);
    await fillIncome(frame, lang);
    await fillReferences(frame, lang);

    // Step 3: the document's disclosure block, its standard-form lines and the same APR.
    await frame.getByRole("heading", { name: leadText(lang, "sign.title") }).waitFor();
    const documentApr = await aprLine(frame, ".lead-disclosure");
    expect(documentApr).toEqual({ name: aprName(lang), figure: calculatorApr });
    const form = flat(await frame.locator(".lead-disclosure [data-part='standard-form']").textContent());
    for (const line of lang === "fr" ? ["Capital net", "Total des frais de crédit", "Obligation totale", "Taux de crédit"] : ["Net capital", "Total credit charges", "Total obligation", "Credit rate"]) {
      expect(form).toContain(line);
    }
    await screenshot(page, `lead-cost-of-borrowing-document-${lang}`);

    const texts = {
      name: new RegExp(leadText(lang, "sign.name")),
      agree: new RegExp(leadText(lang, "sign.agree").slice(0, 20)),
      submit: new RegExp(leadText(lang, "sign.submit")),
    };
    await sign(frame, page, texts, `${customer.firstName} ${customer.lastName}`);
    await frame.getByRole("heading", { name: t(lang, "renewal.completed.title") }).waitFor();

    // The signed document holds the APR shown, and the emailed PDF prints it.
    const signed = (await app.db("signatures").where({ tenant_id: app.tenantId }).orderBy("id", "desc").first("document_json")) as { document_json: string };
    const document = JSON.parse(signed.document_json) as { lang: Lang; disclosure: { apr: string } };
    expect(document.lang).toBe(lang);
    expect(flat(calculatorApr)).toBe(flat(lang === "fr" ? `${document.disclosure.apr.replace(".", ",")} %` : `${document.disclosure.apr}%`));
    const mail = (await app.db("message_outbox").where({ recipient: customer.email, channel: "EMAIL" }).orderBy("id", "desc").first("attachments_json")) as {
      attachments_json: string;
    };
    const [attachment] = JSON.parse(mail.attachments_json) as Array<{ fileName: string; base64: string }>;
    const printed = flat((await pdfText(Buffer.from(attachment!.base64, "base64"))).text);
    // The PDF's cost-of-borrowing lines are the server's part of this issue: this assertion holds once they are in
    // (the PDF names the APR with its legal name and prints the figure as the screens do).
    expect(printed).toContain(`${aprName(lang)}`);
    expect(printed).toContain(calculatorApr);
    await page.close();
  }, 240_000);
});
