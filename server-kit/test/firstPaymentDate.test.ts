import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aggregatorIframeUrl, ContractStatus, decodeSigningDocument, t } from "@lendkit/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStorage } from "../src/files/storage.js";
import { makeApp } from "./app.js";
import { moveAlong, pathToActive, staffTokens, type Tokens } from "./contractsFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import {
  asApplicant,
  attain,
  expectedPayments,
  insertRenewal,
  postedMessages,
  signaturePng,
  validAddress,
  validIncome,
  validReferences,
} from "./flowFixtures.js";

/**
 * Issue 14 §3 (C §3.6): the first payment date the applicant picks at
 * step 1 is what they sign and what the schedule uses. The test clock's day
 * is Sunday 2026-11-22: the money goes out Monday 11-23, so a bi-weekly
 * first payment may fall from 11-24 to 12-06, and 12-04 is recommended.
 */
const flow = "/api/contractExternal/cashLoanFlow";
const renewFlow = "/api/contractExternal/cashLoanRenewFlow";
const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

describe.each(targets)("chosen first payment date on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let tokens: Tokens;
  let rent: number;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", storage: diskStorage(mkdtempSync(join(tmpdir(), "lendkit-first-payment-"))) });
    rent = setup.tenants.RENT!.id;
    tokens = await staffTokens(test.db, setup.clock, setup.tenants);
  });
  afterAll(async () => {
    await test.close();
  });

  const app = () => asApplicant(setup.app, test.db, setup.clock);
  const count = () => expectedPayments(setup.clock, { amount: 750, loanFrequency: 26, previousBalance: 600 });
  const saveLoan = (slug: string, date?: string | null, lang = "fr") =>
    request(app())
      .put(`${flow}/${slug}?lang=${lang}`)
      .send({ loanFrequency: 26, loanAmount: 750, numberOfPayments: count(), ...(date === undefined ? {} : { customerSelectedFirstPaymentDate: date }) });

  const verifyBank = async (slug: string): Promise<void> => {
    const instance = (await request(app()).get("/api/flinks/instanceName")).body.Result;
    const frameUrl = new URL(aggregatorIframeUrl({ instanceName: instance.flinksInstanceName, lang: "fr", slug, baseTemplate: instance.iframeBaseTemplate })!);
    const login = await request(app()).post(frameUrl.pathname).type("form").send({ tag: slug, institution: "4", language: "fr", username: "demo", password: "demo" });
    const redirect = postedMessages(login.text).find((posted) => (posted.message as { step: string }).step === "REDIRECT");
    const loginId = (redirect?.message as { loginId: string }).loginId;
    expect((await request(app()).post(`/api/flinks/${slug}/${loginId}`)).body.Result).toEqual({ status: "succeeded" });
  };

  /** Bank verification, address, income and references through their routes, then step 3. */
  const toSignature = async (slug: string): Promise<void> => {
    expect((await attain(app(), slug, 2)).status).toBe(200);
    await verifyBank(slug);
    expect((await attain(app(), slug, 21)).body.Result).toBe(21);
    expect((await request(app()).put(`${renewFlow}/${slug}?lang=fr`).send(validAddress)).status).toBe(200);
    expect((await attain(app(), slug, 23)).body.Result).toBe(23);
    expect((await request(app()).put(`${flow}/${slug}?lang=fr`).send(validIncome)).status).toBe(200);
    expect((await attain(app(), slug, 24)).body.Result).toBe(24);
    expect((await request(app()).put(`${flow}/${slug}?lang=fr`).send(validReferences)).status).toBe(200);
    expect((await attain(app(), slug, 3)).body.Result).toBe(3);
  };

  const contractToSign = async (slug: string) => {
    const response = await request(app()).get(`${flow}/${slug}/contract`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.Result as { signed: boolean; documentSha256: string; document: Record<string, any> };
  };

  const rows = async (contractId: number) => ({
    state: await test.db("flow_states").where({ contract_id: contractId }).first(),
    contract: await test.db("contracts").where({ id: contractId }).first(),
  });

  it("stores the date picked at step 1 and carries it through the document, its hash, the signature and the activated schedule", async () => {
    const renewal = await insertRenewal(test.db, setup.clock, rent, { expiresInMs: 30 * 24 * 60 * 60_000 });
    const saved = await saveLoan(renewal.slug, "2026-12-03");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.Result).toMatchObject({ customerSelectedFirstPaymentDate: "2026-12-03", firstPaymentDate: "2026-12-03" });
    const stored = await rows(renewal.contractId);
    expect(JSON.parse(stored.state.loan_json)).toMatchObject({ customerSelectedFirstPaymentDate: "2026-12-03" });
    expect(stored.contract.first_payment_date).toBe("2026-12-03");
    // What the flow gives back to refill step 1 keeps the date.
    expect((await request(app()).get(`${flow}/${renewal.slug}/data`)).body.Result.loan).toMatchObject({ customerSelectedFirstPaymentDate: "2026-12-03" });

    await toSignature(renewal.slug);
    const toSign = await contractToSign(renewal.slug);
    const decoded = decodeSigningDocument(toSign.document);
    expect(decoded.ok).toBe(true);
    expect(toSign.document.terms.firstPaymentDate).toBe("2026-12-03");
    expect(toSign.document.schedule[0]).toMatchObject({ number: 1, dueDate: "2026-12-03" });
    expect(toSign.document.schedule[1].dueDate).toBe("2026-12-17");

    // The hash covers the date: back to the recommended date, another document and hash; the old hash no longer signs.
    expect((await saveLoan(renewal.slug, null)).status).toBe(200);
    const recommended = await contractToSign(renewal.slug);
    expect(recommended.document.terms.firstPaymentDate).toBe("2026-12-04");
    expect(recommended.documentSha256).not.toBe(toSign.documentSha256);
    const stale = await request(app())
      .post(`${flow}/${renewal.slug}/signature`)
      .send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: toSign.documentSha256 });
    expect(stale.status).toBe(409);
    expect(stale.body.ErrorMessage).toContain(t("fr", "flows.error.documentChanged"));
    expect((await saveLoan(renewal.slug, "2026-12-03")).status).toBe(200);
    const again = await contractToSign(renewal.slug);
    expect(again.documentSha256).toBe(toSign.documentSha256);

    const signed = await request(app())
      .post(`${flow}/${renewal.slug}/signature`)
      .send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: again.documentSha256 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const signature = await test.db("signatures").where({ contract_id: renewal.contractId }).first();
    expect(sha256(signature.document_json)).toBe(again.documentSha256);
    expect(JSON.parse(signature.document_json).terms.firstPaymentDate).toBe("2026-12-03");
    expect((await rows(renewal.contractId)).contract).toMatchObject({ status_id: ContractStatus.Submitted, first_payment_date: "2026-12-03" });
    const signedAnswer = await contractToSign(renewal.slug);
    expect(signedAnswer).toMatchObject({ signed: true, documentSha256: again.documentSha256 });
    expect(signedAnswer.document.terms.firstPaymentDate).toBe("2026-12-03");

    // Staff fund it: the schedule written starts on the chosen day.
    await moveAlong(setup.app, tokens.RENT!, renewal.contractId, pathToActive.slice(1));
    const payments = await test.db("payments").where({ contract_id: renewal.contractId }).orderBy("seq");
    expect(payments).toHaveLength(again.document.terms.numberOfPayments);
    expect(payments.map((line) => line.due_date)).toEqual(again.document.schedule.map((line: { dueDate: string }) => line.dueDate));
    expect(payments[0]).toMatchObject({ due_date: "2026-12-03" });
  });

  it("refuses a date outside the range (400, in the caller's language) and a non-date, changing nothing", async () => {
    const renewal = await insertRenewal(test.db, setup.clock, rent);
    expect((await saveLoan(renewal.slug, "2026-12-05")).status).toBe(200);
    const before = await rows(renewal.contractId);
    for (const [date, lang] of [["2026-11-23", "en"], ["2026-12-07", "fr"], ["2027-01-15", "en"]] as const) {
      const refused = await saveLoan(renewal.slug, date, lang);
      expect(refused.status, date).toBe(400);
      expect(refused.body.ErrorMessage).toBe(t(lang, "flows.error.firstPaymentDateOutOfRange", { min: "2026-11-24", max: "2026-12-06" }));
    }
    for (const date of ["2026-02-30", "03/12/2026", "", 20261203]) {
      expect((await saveLoan(renewal.slug, date as string)).status, String(date)).toBe(400);
    }
    expect(await rows(renewal.contractId)).toEqual(before);
    // Both bounds are allowed, and a body without the date keeps the recommended one.
    expect((await saveLoan(renewal.slug, "2026-11-24")).status).toBe(200);
    expect((await saveLoan(renewal.slug, "2026-12-06")).status).toBe(200);
    const without = await saveLoan(renewal.slug);
    expect(without.body.Result).toMatchObject({ customerSelectedFirstPaymentDate: null, firstPaymentDate: "2026-12-04" });
  });

  it("falls back to the recommended date when the chosen one left the range before signing (C §3.6)", async () => {
    const renewal = await insertRenewal(test.db, setup.clock, rent, { expiresInMs: 30 * 24 * 60 * 60_000 });
    expect((await saveLoan(renewal.slug, "2026-12-03")).status).toBe(200);
    await toSignature(renewal.slug);
    const start = setup.clock.now();
    try {
      // Wednesday 12-02: the money goes out 12-03, the first payment can be 12-04 at the earliest.
      setup.clock.set(new Date("2026-12-02T15:00:00.000Z"));
      const later = await contractToSign(renewal.slug);
      expect(later.document.terms.depositDate).toBe("2026-12-03");
      expect(later.document.terms.firstPaymentDate).toBe("2026-12-11");
      expect(later.document.schedule[0].dueDate).toBe("2026-12-11");
    } finally {
      setup.clock.set(start);
    }
    expect((await contractToSign(renewal.slug)).document.terms.firstPaymentDate).toBe("2026-12-03");
  });
});
