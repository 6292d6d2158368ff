import { ContractStatus, frequencyOptions, periodsPerYearOf, t, type FrequencyCode, type Lang } from "@lendkit/core";
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadText } from "../../reference-app/web/src/lead/texts.js";
import { demoPassword } from "../../server-kit/src/seed/demo.js";
import { pdfText } from "../../server-kit/test/documentsFixtures.js";
import { launchBrowser, screenshot, type SuiteBrowser } from "./harness.js";
import { fundAsStaff, insertLeadCustomer, openLeadFrame, staffToken, startLeadApp, type LeadCustomer, type LeadTestApp } from "./leadFixtures.js";
import { fillAddress, fillIncome, fillReferences, sign, signInApplicant, verifyBank } from "./leadWalk.js";

/**
 * Signed is funded, in a real browser: a customer renews at /go/renew with a
 * frequency, signs, and the lender funds the renewal; the payments written
 * are the signed schedule line for line (the brokerage fee included), the
 * staff payments profile shows them, the signed PDF emailed to the customer
 * is in the language signed with the drawn signature and the same schedule,
 * and the loan renewed is closed after renewal with nothing left to
 * withdraw. Every frequency in French and in English, each on a desktop
 * and on a phone (390×844); one code look-up per walk.
 */

interface SignedLine {
  readonly number: number;
  readonly dueDate: string;
  readonly fee: string;
  readonly total: string;
  readonly principal: string;
  readonly interest: string;
  readonly balance: string;
}

const cents = (text: string): number => Math.round(Number(text) * 100);

describe("a renewal funded as signed, in a real browser", () => {
  let app: LeadTestApp;
  let browser: SuiteBrowser;
  const customers = new Map<string, LeadCustomer>();

  const walks = [
    { name: "French, desktop, bi-weekly", lang: "fr", frequency: 1, viewport: { width: 1280, height: 900, phone: false } },
    { name: "English, phone, bi-weekly", lang: "en", frequency: 1, viewport: { width: 390, height: 844, phone: true } },
    { name: "English, phone, semi-monthly", lang: "en", frequency: 3, viewport: { width: 390, height: 844, phone: true } },
    { name: "French, desktop, semi-monthly", lang: "fr", frequency: 3, viewport: { width: 1280, height: 900, phone: false } },
    { name: "French, phone, weekly", lang: "fr", frequency: 0, viewport: { width: 390, height: 844, phone: true } },
    { name: "English, desktop, weekly", lang: "en", frequency: 0, viewport: { width: 1280, height: 900, phone: false } },
    { name: "English, desktop, monthly", lang: "en", frequency: 2, viewport: { width: 1280, height: 900, phone: false } },
    { name: "French, phone, monthly", lang: "fr", frequency: 2, viewport: { width: 390, height: 844, phone: true } },
  ] as const satisfies ReadonlyArray<{ name: string; lang: Lang; frequency: FrequencyCode; viewport: { width: number; height: number; phone: boolean } }>;

  beforeAll(async () => {
    app = await startLeadApp();
    browser = await launchBrowser();
    const names = [
      { firstName: "Noémie", lastName: "Pelletier" },
      { firstName: "Owen", lastName: "Murphy" },
      { firstName: "Laurent", lastName: "Gauthier" },
      { firstName: "Grace", lastName: "Kelly" },
      { firstName: "Maëlle", lastName: "Bouchard" },
      { firstName: "Liam", lastName: "Foster" },
      { firstName: "Zoé", lastName: "Lévesque" },
      { firstName: "Ethan", lastName: "Walsh" },
    ];
    for (const [index, walk] of walks.entries()) customers.set(walk.name, await insertLeadCustomer(app, "renewable", names[index]!));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** leadWalk's verifyBank, saying what the bank step shows when the provider's frame does not appear. */
  const verifyBankSayingWhy = async (frame: Frame): Promise<void> => {
    try {
      await verifyBank(frame);
    } catch (error) {
      const frames = await frame.locator(".lead-bank iframe").evaluateAll((nodes) => nodes.map((node) => ({ hidden: (node as HTMLIFrameElement).hidden, src: (node as HTMLIFrameElement).src })));
      const text = await frame.locator(".lead-bank").textContent().catch(() => null);
      throw new Error(`bank frame: ${JSON.stringify(frames)}; step: ${text}; ${String(error)}`);
    }
  };

  const walk = async (entry: (typeof walks)[number]) => {
    const { lang, frequency, viewport } = entry;
    const customer = customers.get(entry.name)!;
    const page = await browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
      ...(viewport.phone ? { isMobile: true, hasTouch: true } : {}),
    });
    const frame = await openLeadFrame(page, app, { lang });
    await frame.getByRole("heading", { name: t(lang, "renewal.intro.default") }).waitFor();
    await signInApplicant(frame, app, lang, customer);

    // Step 1: the frequency, one step up from the starting amount.
    await frame.locator("section[data-step='1'] h1").waitFor();
    const label = frequencyOptions.find((option) => option.value === frequency)!.label[lang];
    await frame.locator("[data-part=frequency]").filter({ hasText: new RegExp(`^${label}$`) }).click();
    await frame.locator("[data-part=increase]").click();
    await frame.getByRole("button", { name: t(lang, "renewal.basic.continue") }).click();

    await frame.getByRole("heading", { name: t(lang, "bank.instant.title") }).waitFor();
    const renewal = (await app.db("contracts").where({ tenant_id: app.tenantId, original_contract_id: customer.contractId }).first("id", "frequency")) as {
      id: number;
      frequency: number;
    };
    expect(Number(renewal.frequency)).toBe(frequency);
    await verifyBankSayingWhy(frame);
    await frame.getByText(t(lang, "bank.success.title")).waitFor();
    await fillAddress(frame, lang);
    await fillIncome(frame, lang);
    await fillReferences(frame, lang);

    // The contract to sign (a semi-monthly one too: it used to be refused) and its schedule.
    await frame.getByRole("heading", { name: leadText(lang, "sign.title") }).waitFor({ timeout: 60_000 });
    await frame.locator(".lead-schedule summary").click();
    const shownDates = await frame.locator(".lead-schedule tbody tr").evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td")[1]?.textContent ?? ""));
    await screenshot(page, `renewal-funding-${lang}-${periodsPerYearOf(frequency)}-contract`);
    const texts = { name: new RegExp(leadText(lang, "sign.name")), agree: new RegExp(leadText(lang, "sign.agree").slice(0, 20)), submit: new RegExp(leadText(lang, "sign.submit")) };
    await sign(frame, page, texts, `${customer.firstName} ${customer.lastName}`);
    await frame.getByRole("heading", { name: t(lang, "renewal.completed.title") }).waitFor();
    await page.close();

    const signature = (await app.db("signatures").where({ tenant_id: app.tenantId, contract_id: renewal.id }).first("document_json")) as { document_json: string };
    const signed = JSON.parse(signature.document_json) as {
      lang: Lang;
      contractNumber: string;
      terms: { brokerageFeePerPeriod: string; totalRepaid: string; frequency: number };
      schedule: SignedLine[];
    };
    expect(signed.lang).toBe(lang);
    expect(signed.terms.frequency).toBe(frequency);

    // The copy emailed is the PDF of what was signed: its language, the drawn signature, the same schedule.
    const mail = (await app.db("message_outbox").where({ recipient: customer.email, channel: "EMAIL" }).orderBy("id", "desc").first("attachments_json")) as {
      attachments_json: string;
    };
    const [attachment] = JSON.parse(mail.attachments_json) as Array<{ fileName: string; base64: string }>;
    expect(attachment!.fileName).toBe(`${lang === "fr" ? "contrat-signe" : "signed-contract"}-${signed.contractNumber}.pdf`);
    const pdf = Buffer.from(attachment!.base64, "base64");
    expect(pdf.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    const printed = (await pdfText(pdf)).text.replace(/\s+/g, " ");
    expect(printed).toContain(lang === "fr" ? "Contrat de prêt signé" : "Signed loan contract");
    expect(printed).toContain(lang === "fr" ? "Signé électroniquement par" : "Signed electronically by");
    for (const line of [signed.schedule[0]!, signed.schedule.at(-1)!]) expect(printed).toContain(line.dueDate);
    expect(shownDates).toEqual(signed.schedule.map((line) => line.dueDate));
    expect(cents(signed.terms.brokerageFeePerPeriod)).toBeGreaterThan(0);

    // The lender's staff read the fee signed on the contract's finance block, then fund it.
    const admin = { Authorization: `Bearer ${await staffToken(app, demoPassword)}`, "Content-Type": "application/json" };
    const read = async (path: string) => {
      const response = await fetch(`${app.baseUrl}${path}`, { headers: admin });
      expect(response.status, path).toBe(200);
      return ((await response.json()) as { Result: any }).Result;
    };
    expect((await read(`/api/contracts/${renewal.id}`)).financeLease.brokerageFee).toBe(Number(signed.terms.brokerageFeePerPeriod));
    await fundAsStaff(app, demoPassword, renewal.id);

    // The payments written are the signed schedule, line for line with the fee.
    const payments = (await app.db("payments").where({ contract_id: renewal.id }).orderBy("seq")) as Array<Record<string, unknown>>;
    expect(
      payments.map((row) => [Number(row.seq), row.due_date, Number(row.amount_cents), Number(row.fee_cents), Number(row.principal_cents), Number(row.interest_cents), Number(row.balance_after_cents)]),
    ).toEqual(signed.schedule.map((line) => [line.number, line.dueDate, cents(line.total), cents(line.fee), cents(line.principal), cents(line.interest), cents(line.balance)]));
    // The staff payments profile shows them: the same dates and amounts.
    const profile = await read(`/api/customer/${customer.id}/payments/${renewal.id}`);
    const shown = (profile.paymentsList as Array<{ dueDate: string; amount: number }>)
      .map((line) => [String(line.dueDate).slice(0, 10), Math.round(line.amount * 100)] as const)
      .sort(([left], [right]) => left.localeCompare(right));
    expect(shown).toEqual(signed.schedule.map((line) => [line.dueDate, cents(line.total)]));

    // The loan renewed is closed after renewal: nothing left to withdraw, no RENEW.
    const original = (await app.db("contracts").where({ id: customer.contractId }).first("status_id", "close_reason")) as { status_id: number; close_reason: string };
    expect(Number(original.status_id)).toBe(ContractStatus.ClosedAfterRenewal);
    expect(original.close_reason).toBe("balanceZeroOnRenew");
    expect(await app.db("payments").where({ contract_id: customer.contractId }).whereNull("paid_at")).toEqual([]);
    const old = await read(`/api/customer/${customer.id}/payments/${customer.contractId}`);
    expect(old.nextPaymentAmount).toBeNull();
    expect(old.isActive).toBe(false);
  };

  for (const [index, entry] of walks.entries()) {
    it(`${entry.name}: renews, signs, is funded as signed; the old loan is closed`, async () => {
      // One address may look customers up five times in 15 minutes: every fourth walk starts a new window.
      if (index > 0 && index % 4 === 0) app.clock.advance(15 * 60_000 + 1_000);
      await walk(entry);
    }, 240_000);
  }
});
