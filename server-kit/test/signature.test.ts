import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aggregatorIframeUrl, maskEmail } from "@lendkit/core";
import { signedContractPrint } from "@lendkit/core/documents";
import type { Express } from "express";
import fc from "fast-check";
import sharp from "sharp";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../src/files/storage.js";
import { canonicalJson } from "../src/flows/document.js";
import { markLeadPhoneVerified } from "../src/flows/leadVerification.js";
import { pngBytesOfDataUrl } from "../src/flows/signatureImage.js";
import { nameMatches } from "../src/flows/signatureRoutes.js";
import { contextOf } from "../src/server/createServer.js";
import { makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertContract, insertCustomer, payAllLines } from "./fixtures.js";
import {
  asApplicant,
  attain,
  expectedPayments,
  insertRenewal,
  loanChoice,
  makeOverdue,
  postedMessages,
  signaturePng,
  validAddress,
  validIncome,
  validReferences,
  type RenewalOptions,
} from "./flowFixtures.js";

const flow = "/api/contractExternal/cashLoanFlow";
const renewFlow = "/api/contractExternal/cashLoanRenewFlow";

/** The canonical text the server hashes, rebuilt independently: keys sorted at every depth, no spaces. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
};
const sha256 = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");
const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("signature helpers (pure)", () => {
  it("compares names without case, accents or punctuation, in either order", () => {
    expect(nameMatches("ELOISE cote roy", "Éloïse", "Côté-Roy")).toBe(true);
    expect(nameMatches("Côté-Roy, Éloïse", "Éloïse", "Côté-Roy")).toBe(true);
    expect(nameMatches("Eloise", "Éloïse", "Côté-Roy")).toBe(false);
    expect(nameMatches("  ", "", "")).toBe(false);
  });
  it("hashes the canonical document: same terms, same hash, whatever the key order", () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: "x" }] })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(sha256(canonicalJson({ a: "1.00" }))).not.toBe(sha256(canonicalJson({ a: "1.01" })));
  });
  it("reads only PNG data URLs within the cap", () => {
    expect(pngBytesOfDataUrl("data:image/jpeg;base64,AAAA")).toEqual({ ok: false, problem: "notDataUrl" });
    expect(pngBytesOfDataUrl("data:image/png;base64,AAAA")).toEqual({ ok: false, problem: "notPng" });
    expect(pngBytesOfDataUrl(`data:image/png;base64,${pngMagic.toString("base64")}`).ok).toBe(true);
  });
});

describe.each(targets)("signature on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let filesDir: string;
  let rent: number;

  beforeAll(async () => {
    test = await target.open();
    filesDir = mkdtempSync(join(tmpdir(), "lendkit-signatures-"));
    setup = await makeApp(test.db, { publicTenant: "RENT", storage: diskStorage(filesDir) });
    rent = setup.tenants.RENT!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  const app = () => asApplicant(setup.app, test.db, setup.clock);
  const storedFiles = (): string[] => {
    try {
      return readdirSync(join(filesDir, "RENT"));
    } catch {
      return [];
    }
  };

  /** The sandbox aggregator, as the lead app drives it: instance name → frame → login → the posted login id → the result call. */
  const verifyBank = async (slug: string): Promise<void> => {
    const instance = (await request(app()).get("/api/flinks/instanceName")).body.Result;
    const frameUrl = new URL(aggregatorIframeUrl({ instanceName: instance.flinksInstanceName, lang: "fr", slug, baseTemplate: instance.iframeBaseTemplate })!);
    const tiles = await request(app()).get(`${frameUrl.pathname}${frameUrl.search}`);
    expect(postedMessages(tiles.text).map((posted) => posted.message)).toEqual([{ step: "APP_MOUNTED" }]);
    const login = await request(app()).post(frameUrl.pathname).type("form").send({ tag: slug, institution: "4", language: "fr", username: "demo", password: "demo" });
    const redirect = postedMessages(login.text).find((posted) => (posted.message as { step: string }).step === "REDIRECT");
    const loginId = (redirect?.message as { loginId: string }).loginId;
    expect((await request(app()).post(`/api/flinks/${slug}/${loginId}`)).body.Result).toEqual({ status: "succeeded" });
  };

  /** Steps 21, 23 and 24 through their routes, then the signature step. */
  const fillForms = async (slug: string): Promise<void> => {
    expect((await attain(app(), slug, 21)).body.Result).toBe(21);
    expect((await request(app()).put(`${renewFlow}/${slug}?lang=fr`).send(validAddress)).status).toBe(200);
    expect((await attain(app(), slug, 23)).body.Result).toBe(23);
    expect((await request(app()).put(`${flow}/${slug}?lang=fr`).send(validIncome)).status).toBe(200);
    expect((await attain(app(), slug, 24)).body.Result).toBe(24);
    expect((await request(app()).put(`${flow}/${slug}?lang=fr`).send(validReferences)).status).toBe(200);
    expect((await attain(app(), slug, 3)).body.Result).toBe(3);
  };

  /** A renewal at its signature step (steps done through the routes). */
  const atSignature = async (options: RenewalOptions = {}) => {
    const renewal = await insertRenewal(test.db, setup.clock, rent, options);
    await loanChoice(app(), setup.clock, renewal.slug);
    expect((await attain(app(), renewal.slug, 2)).status).toBe(200);
    await verifyBank(renewal.slug);
    await fillForms(renewal.slug);
    return renewal;
  };

  const contractToSign = async (slug: string) => {
    const response = await request(app()).get(`${flow}/${slug}/contract`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.Result as { signed: boolean; documentSha256: string; document: Record<string, any> };
  };

  const sign = async (slug: string, fields: Record<string, unknown> = {}) =>
    request(app())
      .post(`${flow}/${slug}/signature`)
      .send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: (await contractToSign(slug)).documentSha256, ...fields });

  it("walks a renewal over HTTP from step 1 through the sandbox bank verification, address, income and references to the signature", async () => {
    const renewal = await insertRenewal(test.db, setup.clock, rent);
    expect((await request(app()).get(`${flow}/${renewal.slug}/onboardingStepAttained`)).body.Result).toBe(1);
    const calculator = (await request(app()).get(`${renewFlow}/${renewal.slug}/calculatorData`)).body.Result;
    expect(calculator).toMatchObject({ previousBalance: 600, loanFrequency: 26 });
    const constants = (await request(app()).get("/api/contractExternal/cashLoanCalculatorConstants")).body.Result;
    expect(constants).toEqual({ weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 });
    const count = expectedPayments(setup.clock, { amount: 750, loanFrequency: 26, previousBalance: calculator.previousBalance });
    expect((await request(app()).put(`${flow}/${renewal.slug}?lang=fr`).send({ loanFrequency: 26, loanAmount: 750, numberOfPayments: count })).status).toBe(200);
    expect((await attain(app(), renewal.slug, 2)).body.Result).toBe(2);
    await verifyBank(renewal.slug);
    const provinces = (await request(app()).get(`${flow}/getWebOnlyProvinces`)).body.Result as Array<{ value: number }>;
    expect(provinces.map((province) => province.value)).toContain(validAddress.provinceId);
    await fillForms(renewal.slug);

    const toSign = await contractToSign(renewal.slug);
    expect(toSign.signed).toBe(false);
    const { document } = toSign;
    expect(sha256(canonical(document))).toBe(toSign.documentSha256);
    expect(document.terms).toMatchObject({ requestedAmount: "750.00", previousBalance: "600.00", principal: "1350.00", numberOfPayments: count, annualInterestRate: "19.99", frequency: 1 });
    expect(document.schedule).toHaveLength(count);
    expect(document.schedule.at(-1).balance).toBe("0.00");
    const totalCents = document.schedule.reduce((sum: number, line: { total: string }) => sum + Math.round(Number(line.total) * 100), 0);
    expect((totalCents / 100).toFixed(2)).toBe(document.terms.totalRepaid);
    expect(document.borrower).toMatchObject({ firstName: "Julie", lastName: "Tremblay", address: { postalCode: "H2X 1Y4" } });
    expect(document.renewsContractNumber).toBeTruthy();

    const signature = await signaturePng();
    const signed = await request(app()).post(`${flow}/${renewal.slug}/signature`).set("User-Agent", "lendkit-test").send({ signerName: "julie TREMBLAY", signature, documentSha256: toSign.documentSha256 });
    expect(signed.status).toBe(200);
    expect(signed.body.Result).toMatchObject({ signed: true, signedAt: "2026-11-22T12:00:00.000Z", documentSha256: toSign.documentSha256, step: 3 });

    const row = await test.db("signatures").where({ contract_id: renewal.contractId }).first();
    expect(row).toMatchObject({ tenant_id: rent, signer_name: "julie TREMBLAY", document_sha256: toSign.documentSha256, signed_at: "2026-11-22T12:00:00.000Z", user_agent: "lendkit-test" });
    expect(row.ip).toMatch(/127\.0\.0\.1/);
    expect(row.document_json).toBe(canonical(document));
    expect(sha256(row.document_json)).toBe(row.document_sha256);
    const image = await contextOf(setup.app).storage.get("RENT", row.image_name);
    expect(image!.subarray(0, 8).equals(pngMagic)).toBe(true);
    expect(sha256(image!)).toBe(row.image_sha256);
    expect(image!.length).toBe(row.image_bytes);
    expect((await sharp(image!).metadata()).width).toBe(300);

    const contract = await test.db("contracts").where({ id: renewal.contractId }).first();
    expect(contract).toMatchObject({ status_id: 2, number_of_payments: count, first_payment_date: document.terms.firstPaymentDate, frequency: 1 });
    expect(Number(contract.amount_cents)).toBe(135_000);
    expect((await test.db("flow_states").where({ contract_id: renewal.contractId }).first()).completed_at).toBe("2026-11-22T12:00:00.000Z");
    const audit = await test.db("audit_log").where({ action: "flow.signed", entity_id: String(renewal.contractId) }).first();
    expect(JSON.parse(audit.after_json)).toEqual({ documentSha256: toSign.documentSha256, imageSha256: row.image_sha256, signedAt: row.signed_at, status: 2 });
    expect(audit.after_json).not.toContain("Tremblay");

    // Completion: the signed document stays readable; nothing can change any more.
    const after = await contractToSign(renewal.slug);
    expect(after).toMatchObject({ signed: true, documentSha256: toSign.documentSha256 });
    expect(after.document).toEqual(document);
    expect((await request(app()).get(`${flow}/${renewal.slug}/onboardingStepAttained`)).body.Result).toBe(3);
    expect((await request(app()).put(`${flow}/${renewal.slug}`).send(validReferences)).status).toBe(409);
    const again = await request(app()).post(`${flow}/${renewal.slug}/signature`).send({ signerName: "Julie Tremblay", signature, documentSha256: toSign.documentSha256 });
    expect(again.status).toBe(409);
    expect(await test.db("signatures").where({ contract_id: renewal.contractId })).toHaveLength(1);
  });

  it("walks a whole renewal over HTTP from checkIfClientExists, a code read from the outbox, to the signature", async () => {
    const customerId = await insertCustomer(test.db, setup.clock, rent, { firstName: "Marc", lastName: "Gagnon", email: "marc.gagnon@example.com", birthDate: "1979-03-14", cellPhone: "5145550411" });
    await insertContract(test.db, setup.clock, rent, { customerId, statusId: 1, product: "microCredit", amountCents: 60_000, frequency: 1 });
    const identity = { birthDate: "1979/03/14", email: "marc.gagnon@example.com" };
    const exists = await request(app()).post("/api/contractExternal/checkIfClientExists").send(identity);
    expect(exists.body.Result).toMatchObject({ found: true, isRenew: false });
    const asked = await request(app())
      .post("/api/contractExternal/GetOTPFromEmailAndBirthDate?lang=fr&flow=renewal")
      .send({ ...identity, isAcceptChecked: true, isSubmited: true, CommunicationMethod: "SMS" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.Result.lastFourDigitsOfPhoneNumber).toBe("0411");
    const outbox = await request(app()).get("/api/dev/outbox?to=5145550411&limit=1");
    const code = /\b(\d{6})\b/.exec(String(outbox.body.Result[0].body))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await request(app()).post("/api/contractExternal/validateOTPAndRenew").send({ OTP: code, userSlug: asked.body.Result.userSlug, leadSourceId: null });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const slug = verified.body.Result.slug as string;
    expect(Number(verified.body.Result.amountLate)).toBe(0);

    expect((await request(app()).get(`${flow}/${slug}/onboardingStepAttained`)).body.Result).toBe(1);
    const calculator = (await request(app()).get(`${renewFlow}/${slug}/calculatorData`)).body.Result;
    expect(calculator).toMatchObject({ previousBalance: 600, loanFrequency: 26 });
    await loanChoice(app(), setup.clock, slug, { amount: 1000, previousBalance: calculator.previousBalance });
    expect((await attain(app(), slug, 2)).body.Result).toBe(2);
    await verifyBank(slug);
    await fillForms(slug);
    const toSign = await contractToSign(slug);
    expect(toSign.document).toMatchObject({ borrower: { firstName: "Marc", lastName: "Gagnon" }, terms: { principal: "1600.00" } });
    const signed = await request(app()).post(`${flow}/${slug}/signature`).send({ signerName: "Marc Gagnon", signature: await signaturePng(), documentSha256: toSign.documentSha256 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const renewal = await test.db("contracts").where({ slug }).first();
    expect(renewal).toMatchObject({ customer_id: customerId, status_id: 2 });
    expect(Number(renewal.amount_cents)).toBe(160_000);
  });

  it("walks a new applicant from the basic information through the OTP hand-off to the signature", async () => {
    setup.clock.advance(60 * 60_000);
    const created = await request(app())
      .post(`${flow}/basic`)
      .send({ firstName: "Éloïse", lastName: "Côté-Roy", birthDate: "1992-08-15", email: "eloise@example.com", cellPhone: "4385550177", isAcceptChecked: true, lang: "en" });
    expect(created.status).toBe(201);
    const slug = created.body.Result.token as string;
    // No customer before the phone code is verified, so no session: the slug alone answers 401 (C §1).
    expect((await request(app()).get(`${flow}/${slug}/contract`)).status).toBe(401);
    expect((await request(setup.app).get(`${flow}/${slug}/contract`)).status).toBe(401);
    const contract = await test.db("contracts").where({ slug }).first();
    expect(await markLeadPhoneVerified(test.db, setup.clock, { tenantId: rent, contractId: contract.id })).toBe(slug);
    await loanChoice(app(), setup.clock, slug, { amount: 500, loanFrequency: 52, previousBalance: 0 });
    expect((await attain(app(), slug, 2)).status).toBe(200);
    await verifyBank(slug);
    await fillForms(slug);
    const toSign = await contractToSign(slug);
    expect(toSign.document).toMatchObject({ lang: "fr", renewsContractNumber: null, terms: { previousBalance: "0.00", principal: "500.00", periodsPerYear: 52 } });
    const signed = await request(app()).post(`${flow}/${slug}/signature`).send({ signerName: "eloise cote roy", signature: await signaturePng(), documentSha256: toSign.documentSha256 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect((await test.db("contracts").where({ id: contract.id }).first()).status_id).toBe(2);
  });

  it("refuses the signature before step 3, for another customer's or an expired slug, and for a customer in arrears", async () => {
    const early = await insertRenewal(test.db, setup.clock, rent);
    await loanChoice(app(), setup.clock, early.slug);
    expect((await request(app()).get(`${flow}/${early.slug}/contract`)).status).toBe(409);
    const tooEarly = await request(app()).post(`${flow}/${early.slug}/signature`).send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: "0".repeat(64) });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.ErrorMessage).toContain("previous steps");

    const renewal = await atSignature();
    const other = await insertRenewal(test.db, setup.clock, rent);
    const otherToken = await customerToken(test.db, setup.clock, rent, other.customerId);
    expect((await request(app()).get(`${flow}/${renewal.slug}/contract`).set("Authorization", `Bearer ${otherToken}`)).status).toBe(404);
    const foreign = await request(app())
      .post(`${flow}/${renewal.slug}/signature`)
      .set("Authorization", `Bearer ${otherToken}`)
      .send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: (await contractToSign(renewal.slug)).documentSha256 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.Result).toBeNull();

    await makeOverdue(test.db, rent, renewal.originalId);
    expect((await request(app()).get(`${flow}/${renewal.slug}/contract`)).status).toBe(409);
    await payAllLines(test.db, rent, renewal.originalId, "2026-11-02");
    const hash = (await contractToSign(renewal.slug)).documentSha256;
    setup.clock.advance(2 * 60 * 60_000);
    const expired = await request(app()).post(`${flow}/${renewal.slug}/signature`).send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: hash });
    expect(expired.status).toBe(404);
    expect(await test.db("signatures").where({ contract_id: renewal.contractId })).toHaveLength(0);
  });

  it("refuses a changed document, another name and every bad image, storing nothing", async () => {
    const renewal = await atSignature({ expiresInMs: 3 * 24 * 60 * 60_000 });
    const filesBefore = storedFiles().length;
    const { documentSha256 } = await contractToSign(renewal.slug);
    const post = (body: Record<string, unknown>) => request(app()).post(`${flow}/${renewal.slug}/signature`).send(body);
    const good = { signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256 };

    const changed = await post({ ...good, documentSha256: "a".repeat(64) });
    expect(changed.status).toBe(409);
    expect(changed.body.ErrorMessage).toContain("review it again");
    expect((await post({ ...good, signerName: "Jane Doe" })).body.ErrorMessage).toContain("does not match");
    expect((await post({ ...good, signerName: "Julie" })).status).toBe(400);

    const jpeg = await sharp({ create: { width: 300, height: 100, channels: 3, background: "#fff" } }).jpeg().toBuffer();
    const problems: Array<[string, string]> = [
      [`data:image/jpeg;base64,${jpeg.toString("base64")}`, "notDataUrl"],
      [`data:image/png;base64,${jpeg.toString("base64")}`, "notPng"],
      [await signaturePng({ blank: true }), "blank"],
      [await signaturePng({ width: 10, height: 5 }), "badSize"],
      ["data:image/png;base64,!!!not-base64!!!", "notDataUrl"],
      [`data:image/png;base64,${Buffer.concat([pngMagic, Buffer.alloc(200, 7)]).toString("base64")}`, "unreadable"],
      [`data:image/png;base64,${Buffer.concat([pngMagic, Buffer.alloc(70_000, 1)]).toString("base64")}`, "tooLarge"],
    ];
    for (const [signature, problem] of problems) {
      const response = await post({ ...good, signature });
      expect(response.status, problem).toBe(400);
      expect(response.body.ErrorMessage, problem).toContain(problem);
    }
    expect((await post({ ...good, signature: `data:image/png;base64,${"A".repeat(96_004)}` })).status).toBe(400);
    expect((await post({ ...good, signature: "x".repeat(120_000) })).status).toBe(413);
    expect((await post({ ...good, documentSha256: "short" })).status).toBe(400);
    expect((await post({ ...good, signedAt: "2020-01-01" })).status).toBe(400);
    expect((await post({ ...good, signerName: 42 })).status).toBe(400);
    const malformed = await request(app()).post(`${flow}/${renewal.slug}/signature`).set("Content-Type", "application/json").send('{"signerName":');
    expect(malformed.status).toBe(400);

    // The terms are recomputed on the day of signing: a new day means a new document to review.
    setup.clock.advance(24 * 60 * 60_000);
    expect((await post(good)).status).toBe(409);
    expect(await test.db("signatures").where({ contract_id: renewal.contractId })).toHaveLength(0);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect((await test.db("contracts").where({ id: renewal.contractId }).first()).status_id).toBe(0);
    expect((await sign(renewal.slug)).status).toBe(200);
  });

  it("emails one copy of the signed contract (PDF) after signing, even under concurrent submits, and serves the same copy to the flow's session", async () => {
    const renewal = await atSignature();
    const customer = (await test.db("customers").where({ id: renewal.customerId }).first("email")) as { email: string };
    const mails = () => test.db("message_outbox").where({ recipient: customer.email, channel: "EMAIL" }).orderBy("id");
    const pdfOf = (path: string) =>
      request(app())
        .get(path)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => done(null, Buffer.concat(chunks)));
        });
    expect((await request(app()).get(`${flow}/${renewal.slug}/signedContract`)).status).toBe(404);
    const before = (await mails()).length;
    const toSign = await contractToSign(renewal.slug);
    const body = { signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: toSign.documentSha256 };
    const answers = await Promise.all(Array.from({ length: 3 }, () => request(app()).post(`${flow}/${renewal.slug}/signature`).send(body)));
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.body.Result.confirmation).toEqual({ sent: true, email: maskEmail(customer.email) });
    expect((await request(app()).post(`${flow}/${renewal.slug}/signature`).send(body)).status).toBe(409);

    const sent = await mails();
    expect(sent).toHaveLength(before + 1);
    const mail = sent.at(-1)!;
    expect(mail.subject).toBe(`Votre contrat signé ${toSign.document.contractNumber}`);
    expect(mail.body).toContain(`Nous avons bien reçu votre contrat ${toSign.document.contractNumber}, signé le ${String(accepted[0]!.body.Result.signedAt).slice(0, 10)}`);
    const attachments = JSON.parse(mail.attachments_json) as Array<{ fileName: string; contentType: string; base64: string }>;
    expect(attachments.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([
      { fileName: `contrat-signe-${toSign.document.contractNumber}.pdf`, contentType: "application/pdf" },
    ]);
    const attached = Buffer.from(attachments[0]!.base64, "base64");
    expect(attached.subarray(0, 5).toString()).toBe("%PDF-");
    const audit = await test.db("audit_log").where({ action: "flow.confirmationSent", entity_id: String(renewal.contractId) });
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after_json)).toMatchObject({ recipient: maskEmail(customer.email), bytes: attached.length, documentSha256: toSign.documentSha256 });

    // The PDF lays out the very document signed: its schedule, its total and the fingerprint of what was signed.
    const print = signedContractPrint({ document: toSign.document, sha256: toSign.documentSha256, signerName: "Julie Tremblay", signedAt: "2026-11-22T12:00:00.000Z" }, contextOf(setup.app).timeZone);
    const table = print.blocks.find((block) => block.kind === "table");
    expect(table?.kind === "table" && table.rows).toHaveLength(toSign.document.schedule.length);
    expect(print.blocks).toContainEqual({ kind: "paragraph", text: `Empreinte du document signé (SHA-256)\u202f: ${toSign.documentSha256}` });

    const download = await pdfOf(`${flow}/${renewal.slug}/signedContract`);
    expect(download.status).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect((download.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
    // Without the flow's session, the slug alone gets nothing.
    expect((await request(setup.app).get(`${flow}/${renewal.slug}/signedContract`)).status).toBe(401);
  });

  it("signs once under concurrent submits, keeping one image", async () => {
    const renewal = await atSignature();
    const filesBefore = storedFiles().length;
    const body = { signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: (await contractToSign(renewal.slug)).documentSha256 };
    const answers = await Promise.all(Array.from({ length: 6 }, () => request(app()).post(`${flow}/${renewal.slug}/signature`).send(body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await test.db("signatures").where({ contract_id: renewal.contractId })).toHaveLength(1);
    expect(storedFiles()).toHaveLength(filesBefore + 1);
  });

  it("never answers a random signature body with a 5xx (fast-check)", async () => {
    const renewal = await atSignature();
    const { documentSha256 } = await contractToSign(renewal.slug);
    const value = fc.oneof(fc.string({ maxLength: 200 }), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(documentSha256), fc.constant("data:image/png;base64,iVBORw0KGgo="));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("signerName", "signature", "documentSha256", "extra"), value, { maxKeys: 4 }), async (body) => {
        const response = await request(app()).post(`${flow}/${renewal.slug}/signature`).send(body);
        expect(response.status).toBeLessThan(500);
        expect(response.status).not.toBe(200);
      }),
      { numRuns: 40 },
    );
    expect(await test.db("signatures").where({ contract_id: renewal.contractId })).toHaveLength(0);
  });
});
