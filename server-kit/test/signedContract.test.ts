import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aggregatorIframeUrl, t } from "@lendkit/core";
import { wallClockIn } from "@lendkit/core/documents";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../src/files/storage.js";
import { saveFlowSettings } from "../src/flows/settings.js";
import { contextOf } from "../src/server/createServer.js";
import { makeApp, testFlowSettings } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { pdfText } from "./documentsFixtures.js";
import { asApplicant, attain, insertRenewal, loanChoice, postedMessages, signaturePng, validAddress, validIncome, validReferences } from "./flowFixtures.js";

/**
 * What a customer signs is what they read and what a lender can rely on
 * (C §3.8): the document is in the language of the screen that reviews and
 * signs it, names the lender as its settings configure it, states its terms
 * and conditions — all under the signature's hash — and the signed copy
 * (email and download) prints it in that language with the drawn signature
 * and the signing time on the lender's clock. The print itself is core's
 * (`core/documents/signedContract.test.ts`); this suite walks the routes.
 */

const flow = "/api/contractExternal/cashLoanFlow";
const renewFlow = "/api/contractExternal/cashLoanRenewFlow";
const sha256 = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");
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
const flat = (text: string): string => text.replace(/\s+/g, " ");

const lenderSettings = {
  ...testFlowSettings,
  lender: {
    legalName: "Prêts Rent Québec inc.",
    address: "1000, rue Sherbrooke Ouest, bureau 200\nMontréal (Québec) H3A 3G4",
    phone: "514 555-0100",
    email: "contrats@rent.example",
  },
  contractTerms: {
    fr: "L'emprunteur rembourse selon le calendrier ci-dessus.\n\nLe prêteur confirme l'approbation par texto.",
    en: "The borrower repays on the schedule above.\n\nThe lender confirms the approval by text message.",
  },
};

describe.each(targets)("signed contract (language, lender, terms, signature) on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", storage: diskStorage(mkdtempSync(join(tmpdir(), "lendkit-signed-"))) });
    rent = setup.tenants.RENT!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  const app = () => asApplicant(setup.app, test.db, setup.clock);

  const verifyBank = async (slug: string): Promise<void> => {
    const instance = (await request(app()).get("/api/flinks/instanceName")).body.Result;
    const frameUrl = new URL(aggregatorIframeUrl({ instanceName: instance.flinksInstanceName, lang: "fr", slug, baseTemplate: instance.iframeBaseTemplate })!);
    await request(app()).get(`${frameUrl.pathname}${frameUrl.search}`);
    const login = await request(app()).post(frameUrl.pathname).type("form").send({ tag: slug, institution: "4", language: "fr", username: "demo", password: "demo" });
    const redirect = postedMessages(login.text).find((posted) => (posted.message as { step: string }).step === "REDIRECT");
    const loginId = (redirect?.message as { loginId: string }).loginId;
    expect((await request(app()).post(`/api/flinks/${slug}/${loginId}`)).body.Result).toEqual({ status: "succeeded" });
  };

  /** A renewal whose application was made in French, at its signature step. */
  const atSignature = async () => {
    const renewal = await insertRenewal(test.db, setup.clock, rent);
    await loanChoice(app(), setup.clock, renewal.slug);
    expect((await attain(app(), renewal.slug, 2)).status).toBe(200);
    await verifyBank(renewal.slug);
    expect((await attain(app(), renewal.slug, 21)).body.Result).toBe(21);
    expect((await request(app()).put(`${renewFlow}/${renewal.slug}?lang=fr`).send(validAddress)).status).toBe(200);
    expect((await attain(app(), renewal.slug, 23)).body.Result).toBe(23);
    expect((await request(app()).put(`${flow}/${renewal.slug}?lang=fr`).send(validIncome)).status).toBe(200);
    expect((await attain(app(), renewal.slug, 24)).body.Result).toBe(24);
    expect((await request(app()).put(`${flow}/${renewal.slug}?lang=fr`).send(validReferences)).status).toBe(200);
    expect((await attain(app(), renewal.slug, 3)).body.Result).toBe(3);
    return renewal;
  };

  const contractIn = async (slug: string, query = "", headers: Record<string, string> = {}) => {
    const response = await request(app()).get(`${flow}/${slug}/contract${query}`).set(headers);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.Result as { signed: boolean; documentSha256: string; document: Record<string, any> };
  };

  const binary = (res: unknown, done: (error: Error | null, body: Buffer) => void) => {
    const stream = res as NodeJS.ReadableStream;
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => done(null, Buffer.concat(chunks)));
  };

  it("builds the document in the reviewing screen's language, each language with its own hash, and signs only the language reviewed", async () => {
    await saveFlowSettings(test.db, setup.clock, rent, testFlowSettings);
    const renewal = await atSignature();
    const french = await contractIn(renewal.slug);
    const english = await contractIn(renewal.slug, "?lang=en");
    expect(french.document.lang).toBe("fr");
    expect(english.document.lang).toBe("en");
    expect(sha256(canonical(english.document))).toBe(english.documentSha256);
    expect(english.documentSha256).not.toBe(french.documentSha256);
    // Same loan, other language: only the language and the terms text differ.
    const { lang: _en, termsAndConditions: enTerms, ...englishRest } = english.document;
    const { lang: _fr, termsAndConditions: frTerms, ...frenchRest } = french.document;
    expect(englishRest).toEqual(frenchRest);
    expect(enTerms).toBe(t("en", "flows.contract.defaultTerms"));
    expect(frTerms).toBe(t("fr", "flows.contract.defaultTerms"));
    // The browser's language when the screen names none.
    expect((await contractIn(renewal.slug, "", { "Accept-Language": "en-CA,en;q=0.9" })).documentSha256).toBe(english.documentSha256);
    // Without settings, the lender is the tenant as recorded.
    expect(english.document.lender).toEqual({ tenant: "RENT", name: "Rent", legalName: "Rent", address: null, phone: null, email: null });

    const body = { signerName: "Julie Tremblay", signature: await signaturePng() };
    const wrongLanguage = await request(app()).post(`${flow}/${renewal.slug}/signature?lang=en`).send({ ...body, documentSha256: french.documentSha256 });
    expect(wrongLanguage.status).toBe(409);
    expect(wrongLanguage.body.ErrorMessage).toBe(t("en", "flows.error.documentChanged"));
    const signed = await request(app()).post(`${flow}/${renewal.slug}/signature?lang=en`).send({ ...body, documentSha256: english.documentSha256 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const row = await test.db("signatures").where({ contract_id: renewal.contractId }).first();
    expect(JSON.parse(row.document_json).lang).toBe("en");
    expect(row.document_sha256).toBe(english.documentSha256);
    // The signed document stays the English one, whatever language asks for it afterwards.
    const after = await contractIn(renewal.slug, "?lang=fr");
    expect(after).toMatchObject({ signed: true, documentSha256: english.documentSha256 });
    expect(after.document.lang).toBe("en");
  });

  it("emails and serves the signed copy in the language signed, with the lender's identity, the terms, the drawn signature and the lender's local time", async () => {
    await saveFlowSettings(test.db, setup.clock, rent, lenderSettings);
    const renewal = await atSignature();
    const customer = (await test.db("customers").where({ id: renewal.customerId }).first("email")) as { email: string };
    const english = await contractIn(renewal.slug, "?lang=en");
    expect(english.document.lender).toEqual({ tenant: "RENT", name: "Rent", ...lenderSettings.lender });
    expect(english.document.termsAndConditions).toBe(lenderSettings.contractTerms.en);
    expect((await contractIn(renewal.slug, "?lang=fr")).document.termsAndConditions).toBe(lenderSettings.contractTerms.fr);

    const signed = await request(app())
      .post(`${flow}/${renewal.slug}/signature`)
      .set("Accept-Language", "en")
      .send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: english.documentSha256 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const signedAt = String(signed.body.Result.signedAt);

    const mail = await test.db("message_outbox").where({ recipient: customer.email, channel: "EMAIL" }).orderBy("id", "desc").first();
    expect(mail.subject).toBe(`Your signed contract ${english.document.contractNumber}`);
    expect(mail.body).toContain("Thank you!");
    expect(mail.body).toContain(lenderSettings.lender.legalName);
    const attachments = JSON.parse(mail.attachments_json) as Array<{ fileName: string; base64: string }>;
    expect(attachments.map((attachment) => attachment.fileName)).toEqual([`signed-contract-${english.document.contractNumber}.pdf`]);
    const attached = Buffer.from(attachments[0]!.base64, "base64");

    const download = await request(app()).get(`${flow}/${renewal.slug}/signedContract`).buffer(true).parse(binary);
    expect(download.status).toBe(200);
    expect(download.headers["content-disposition"]).toContain(`signed-contract-${english.document.contractNumber}.pdf`);

    const zone = contextOf(setup.app).timeZone;
    const local = wallClockIn(signedAt, zone);
    for (const pdf of [attached, download.body as Buffer]) {
      // The drawn signature is in the PDF as an image.
      expect(pdf.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
      const text = flat((await pdfText(pdf)).text);
      expect(text).toContain("Signed loan contract");
      expect(text).toContain("Prêts Rent Québec inc.");
      expect(text).toContain("1000, rue Sherbrooke Ouest, bureau 200, Montréal (Québec) H3A 3G4");
      expect(text).toContain("514 555-0100");
      expect(text).toContain("Terms and conditions");
      expect(text).toContain("The borrower repays on the schedule above.");
      expect(text).toContain("The lender confirms the approval by text message.");
      expect(text).not.toContain("Conditions du contrat");
      expect(text).toContain("Signed electronically by Julie Tremblay");
      expect(text).toContain(`on ${local.date} at ${local.hours}:${local.minutes} (${zone}, UTC${local.offset} time)`);
      expect(text).toContain(`Fingerprint of the signed document (SHA-256): ${english.documentSha256}`);
    }
  });

  it("refuses a signature when the lender's terms or identity changed after the customer reviewed them (409), and signs the new text once reviewed", async () => {
    await saveFlowSettings(test.db, setup.clock, rent, lenderSettings);
    const renewal = await atSignature();
    const reviewed = await contractIn(renewal.slug, "?lang=fr");
    const body = { signerName: "Julie Tremblay", signature: await signaturePng() };

    const newTerms = { ...lenderSettings, contractTerms: { ...lenderSettings.contractTerms, fr: "Nouvelles conditions du prêteur." } };
    await saveFlowSettings(test.db, setup.clock, rent, newTerms);
    const changed = await request(app()).post(`${flow}/${renewal.slug}/signature?lang=fr`).send({ ...body, documentSha256: reviewed.documentSha256 });
    expect(changed.status).toBe(409);
    expect(changed.body.ErrorMessage).toBe(t("fr", "flows.error.documentChanged"));
    const again = await contractIn(renewal.slug, "?lang=fr");
    expect(again.document.termsAndConditions).toBe("Nouvelles conditions du prêteur.");
    expect(again.documentSha256).not.toBe(reviewed.documentSha256);

    await saveFlowSettings(test.db, setup.clock, rent, { ...newTerms, lender: { ...newTerms.lender, address: "2000, boulevard René-Lévesque, Montréal" } });
    expect((await request(app()).post(`${flow}/${renewal.slug}/signature?lang=fr`).send({ ...body, documentSha256: again.documentSha256 })).status).toBe(409);
    expect(await test.db("signatures").where({ contract_id: renewal.contractId })).toHaveLength(0);

    const final = await contractIn(renewal.slug, "?lang=fr");
    const signed = await request(app()).post(`${flow}/${renewal.slug}/signature?lang=fr`).send({ ...body, documentSha256: final.documentSha256 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const row = await test.db("signatures").where({ contract_id: renewal.contractId }).first();
    expect(JSON.parse(row.document_json)).toMatchObject({ lang: "fr", termsAndConditions: "Nouvelles conditions du prêteur.", lender: { address: "2000, boulevard René-Lévesque, Montréal" } });
  });

  it("prints the signed copy without an image whose bytes no longer match the hash recorded at signing, and says so", async () => {
    await saveFlowSettings(test.db, setup.clock, rent, testFlowSettings);
    const renewal = await atSignature();
    const { documentSha256 } = await contractIn(renewal.slug);
    const signed = await request(app()).post(`${flow}/${renewal.slug}/signature`).send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const row = await test.db("signatures").where({ contract_id: renewal.contractId }).first("image_name");
    const storage = contextOf(setup.app).storage;
    const original = (await storage.get("RENT", row.image_name))!;
    const intact = await request(app()).get(`${flow}/${renewal.slug}/signedContract`).buffer(true).parse(binary);
    expect((intact.body as Buffer).toString("latin1")).toMatch(/\/Subtype\s*\/Image/);

    await storage.remove("RENT", row.image_name);
    const other = await signaturePng({ width: 200, height: 80 });
    await storage.put("RENT", row.image_name, Buffer.from(other.slice(other.indexOf(",") + 1), "base64"));
    expect((await storage.get("RENT", row.image_name))!.equals(original)).toBe(false);
    const altered = await request(app()).get(`${flow}/${renewal.slug}/signedContract`).buffer(true).parse(binary);
    expect(altered.status).toBe(200);
    expect((altered.body as Buffer).toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
    expect(flat((await pdfText(altered.body as Buffer)).text)).toContain("(image de la signature introuvable) Signé électroniquement par Julie Tremblay");
  });

  it("refuses lender settings that are not text within bounds, keeping the previous ones", async () => {
    await saveFlowSettings(test.db, setup.clock, rent, lenderSettings);
    await expect(saveFlowSettings(test.db, setup.clock, rent, { lender: { legalName: "" } })).rejects.toThrow(/legalName/);
    await expect(saveFlowSettings(test.db, setup.clock, rent, { contractTerms: { de: "Bedingungen" } })).rejects.toThrow(/de/);
    await expect(saveFlowSettings(test.db, setup.clock, rent, { lender: { phone: "1".repeat(41) } })).rejects.toThrow(/phone/);
    const stored = await test.db("flow_settings").where({ tenant_id: rent }).first("settings_json");
    expect(JSON.parse(stored.settings_json)).toEqual(lenderSettings);
  });
});
