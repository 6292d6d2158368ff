import { aggregatorIframeUrl, ContractStatus } from "@lendkit/core";
import { paymentCountsWithinCap } from "@lendkit/core/disclosure";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveFlowSettings, flowSettingsOf } from "../src/flows/settings.js";
import { contextOf } from "../src/server/createServer.js";
import { loginAs, makeApp, testFlowSettings } from "./app.js";
import { moveAlong, pathToActive } from "./contractsFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { pdfText } from "./documentsFixtures.js";
import { asApplicant, attain, calculatorModelOf, expectedPayments, testLoanContext, insertRenewal, loanChoice, postedMessages, signaturePng, validAddress, validIncome, validReferences } from "./flowFixtures.js";

/**
 * A lender's rate cap (issue "Cost of borrowing" §2): its settings are
 * checked, the calculator's data states the policy, and above the cap
 * `refuse` stops the loan choice, the signing document, the signature and
 * activation with a 422 in the caller's language naming the figure, the cap
 * and the rule, nothing written; `warn` lets them through and audits the
 * figures. The fixture's loan (750 $ every two weeks, 600 $ carried) is
 * about 64 % APR, above the criminal rate of 35 %.
 */

const flow = "/api/contractExternal/cashLoanFlow";
const binary = (res: unknown, done: (error: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  stream.on("end", () => done(null, Buffer.concat(chunks)));
};
const renewFlow = "/api/contractExternal/cashLoanRenewFlow";

describe.each(targets)("the lender's rate cap on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT" });
    rent = setup.tenants.RENT!.id;
    for (const user of ["merchant", "admin", "fandi"]) tokens[user] = await loginAs(setup.app, user, "RENT");
  });
  afterAll(async () => {
    await test.close();
  });

  const app = () => asApplicant(setup.app, test.db, setup.clock);
  const capOn = (action: "refuse" | "warn") => saveFlowSettings(test.db, setup.clock, rent, { rateCap: { action } });

  const verifyBank = async (slug: string): Promise<void> => {
    const instance = (await request(app()).get("/api/flinks/instanceName")).body.Result;
    const frameUrl = new URL(aggregatorIframeUrl({ instanceName: instance.flinksInstanceName, lang: "fr", slug, baseTemplate: instance.iframeBaseTemplate })!);
    await request(app()).get(`${frameUrl.pathname}${frameUrl.search}`);
    const login = await request(app()).post(frameUrl.pathname).type("form").send({ tag: slug, institution: "4", language: "fr", username: "demo", password: "demo" });
    const redirect = postedMessages(login.text).find((posted) => (posted.message as { step: string }).step === "REDIRECT");
    const loginId = (redirect?.message as { loginId: string }).loginId;
    expect((await request(app()).post(`/api/flinks/${slug}/${loginId}`)).body.Result).toEqual({ status: "succeeded" });
  };

  /** Steps 2 to 24 of a renewal whose loan is chosen, up to its signature step. */
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

  /** A renewal at its signature step, its loan chosen while the lender warned. */
  const atSignature = async () => {
    await capOn("warn");
    const renewal = await insertRenewal(test.db, setup.clock, rent);
    await loanChoice(app(), setup.clock, renewal.slug);
    await toSignature(renewal.slug);
    return renewal;
  };

  const audits = (contractId: number) => test.db("audit_log").where({ entity: "contract", entity_id: String(contractId), action: "disclosure.capWarning" }).orderBy("id");

  it("refuses a cap above the legal one, an unknown action or a payday licence without its province (400 in both languages), and defaults to refuse", async () => {
    try {
      await test.db("flow_settings").where({ tenant_id: rent }).delete();
      expect((await flowSettingsOf(contextOf(setup.app), rent)).rateCap).toEqual({ action: "refuse" });
      const refused = async (rateCap: unknown, words: RegExp) => {
        const error = await saveFlowSettings(test.db, setup.clock, rent, { rateCap }).then(() => null, (thrown: unknown) => thrown);
        expect(error).toMatchObject({ status: 400 });
        expect((error as { bilingual: { en: string; fr: string } }).bilingual.en).toMatch(words);
        expect((error as { bilingual: { en: string; fr: string } }).bilingual.fr).not.toBe((error as { bilingual: { en: string } }).bilingual.en);
      };
      await refused({ action: "refuse", maxApr: "35.01" }, /legal maximum/);
      await refused({ action: "refuse", maxApr: "0" }, /legal maximum/);
      await refused({ action: "warn", maxEffectiveAnnualRate: "61" }, /legal maximum/);
      await refused({ action: "block" }, /refuse or to warn/);
      await refused({ action: "warn", paydayExemption: { licence: "L-1" } }, /licence number and the province/);
      expect(await test.db("flow_settings").where({ tenant_id: rent }).first()).toBeUndefined();
      await saveFlowSettings(test.db, setup.clock, rent, { rateCap: { action: "warn", maxApr: "30", paydayExemption: { licence: "L-1", province: "ON" } } });
      expect((await flowSettingsOf(contextOf(setup.app), rent)).rateCap).toEqual({ action: "warn", maxApr: "30", paydayExemption: { licence: "L-1", province: "ON" } });
    } finally {
      await saveFlowSettings(test.db, setup.clock, rent, testFlowSettings);
    }
  });

  it("states the policy in the calculator's data, and refuses a loan choice above a refuse cap with nothing saved (422)", async () => {
    await capOn("refuse");
    const renewal = await insertRenewal(test.db, setup.clock, rent);
    const data = await request(app()).get(`${renewFlow}/${renewal.slug}/calculatorData`);
    expect(data.status).toBe(200);
    expect(data.body.Result.disclosurePolicy).toEqual({
      rateCap: { maxApr: "35", maxEffectiveAnnualRate: "60", action: "refuse", paydayExemption: null },
      bankRate: "2.50",
      province: expect.toSatisfy((value: unknown) => value === null || typeof value === "string"),
      contractDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const refused = await request(app()).put(`${flow}/${renewal.slug}?lang=en`).send({ loanFrequency: 26, loanAmount: 750, numberOfPayments: 1 });
    // A count the calculator does not give is a 400 before any cap; the true count is refused by the cap.
    expect(refused.status).toBe(400);
    const body = { loanFrequency: 26, loanAmount: 750, numberOfPayments: expectedPayments(setup.clock, { amount: 750, loanFrequency: 26, previousBalance: 600 }) };
    const capped = await request(app()).put(`${flow}/${renewal.slug}?lang=en`).send(body);
    expect(capped.status).toBe(422);
    expect(capped.body.ErrorMessage).toMatch(/^This loan's annual percentage rate \(APR\) \(\d+\.\d\d%\) is above the maximum of 35\.00% \(Criminal Code, s\. 347/);
    const state = await test.db("flow_states").where({ tenant_id: rent, contract_id: renewal.contractId }).first("loan_json");
    expect(state.loan_json).toBeNull();
  });

  it("on refuse: a shorter count the cap keeps (the calculator offers it) is saved, quoted and signed with that count", async () => {
    await saveFlowSettings(test.db, setup.clock, rent, { ...testFlowSettings, rateCap: { action: "refuse" }, loanMax: 10_000 });
    try {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      const data = await request(app()).get(`${renewFlow}/${renewal.slug}/calculatorData`);
      const wire = data.body.Result.disclosurePolicy;
      const policy = { contractDate: testLoanContext(setup.clock).today, province: wire.province, bankRate: wire.bankRate, rateCap: { action: "refuse" as const } };
      // The first amount on the slider whose pricing count is above the cap while a shorter one is not, as the calculator would offer it.
      let choice: { amount: number; count: number; pricing: number } | null = null;
      for (let amount = 1000; amount <= 10_000 && !choice; amount += 250) {
        const model = calculatorModelOf(setup.clock, { amount, loanFrequency: 52, previousBalance: 600 });
        const fit = paymentCountsWithinCap(model, testLoanContext(setup.clock), policy);
        if (fit.ok && fit.counts.length > 0 && !fit.counts.includes(model.numberOfPayments)) choice = { amount, count: fit.counts.at(-1)!, pricing: model.numberOfPayments };
      }
      if (!choice) throw new Error("no amount up to 10,000 $ has a shorter count within the cap");
      expect(choice.count).toBeLessThan(choice.pricing);
      const saved = await request(app()).put(`${flow}/${renewal.slug}?lang=en`).send({ loanFrequency: 52, loanAmount: choice.amount, numberOfPayments: choice.count });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.Result.numberOfPayments).toBe(choice.count);
      const state = await test.db("flow_states").where({ tenant_id: rent, contract_id: renewal.contractId }).first("loan_json");
      expect(JSON.parse(state.loan_json)).toMatchObject({ numberOfPayments: choice.count, countWithinCap: true });
      // A count the cap does not keep is still refused.
      const longer = await request(app()).put(`${flow}/${renewal.slug}?lang=en`).send({ loanFrequency: 52, loanAmount: choice.amount, numberOfPayments: choice.pricing });
      expect(longer.status).toBe(422);
      await toSignature(renewal.slug);
      const contract = await request(app()).get(`${flow}/${renewal.slug}/contract?lang=en`);
      expect(contract.status, JSON.stringify(contract.body)).toBe(200);
      expect(contract.body.Result.document.terms.numberOfPayments).toBe(choice.count);
      expect(contract.body.Result.document.schedule).toHaveLength(choice.count);
      expect(contract.body.Result.document.disclosure.cap).toMatchObject({ outcome: "within", cap: "35.00" });
    } finally {
      await saveFlowSettings(test.db, setup.clock, rent, testFlowSettings);
    }
  });

  it("on refuse: no signing document, no signature, no activation (422 in the caller's language, nothing written)", async () => {
    const renewal = await atSignature();
    await capOn("refuse");
    const french = await request(app()).get(`${flow}/${renewal.slug}/contract?lang=fr`);
    expect(french.status).toBe(422);
    expect(french.body.ErrorMessage).toMatch(/^Le taux annuel du coût d'emprunt \(TAC\) de ce prêt \(\d+,\d\d\s%\) dépasse le maximum de 35,00\s% \(Code criminel, art\. 347/);
    const english = await request(app()).get(`${flow}/${renewal.slug}/contract?lang=en`);
    expect(english.status).toBe(422);
    expect(english.body.ErrorMessage).toMatch(/cannot be offered/);
    await capOn("warn");
    const document = (await request(app()).get(`${flow}/${renewal.slug}/contract?lang=en`)).body.Result;
    expect(document.document.disclosure.cap).toMatchObject({ outcome: "warn", measure: "apr", cap: "35.00", rule: "criminalRateApr" });
    await capOn("refuse");
    const signed = await request(app())
      .post(`${flow}/${renewal.slug}/signature?lang=en`)
      .send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: document.documentSha256 });
    expect(signed.status).toBe(422);
    expect(await test.db("signatures").where({ contract_id: renewal.contractId }).first()).toBeUndefined();
    expect((await test.db("contracts").where({ id: renewal.contractId }).first("status_id")).status_id).toBe(ContractStatus.Draft);

    // Signed while the lender warned, then activation once it refuses.
    await capOn("warn");
    expect((await request(app()).post(`${flow}/${renewal.slug}/signature?lang=en`).send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: document.documentSha256 })).status).toBe(200);
    await moveAlong(setup.app, tokens, renewal.contractId, pathToActive.slice(1, -1));
    await capOn("refuse");
    const version = (await request(setup.app).get(`/api/contracts/${renewal.contractId}`).set("Authorization", `Bearer ${tokens.admin}`)).body.Result.version;
    const activation = await request(setup.app)
      .post(`/api/contracts/${renewal.contractId}/status?lang=en`)
      .set("Authorization", `Bearer ${tokens.admin}`)
      .send({ statusId: ContractStatus.Active, version });
    expect(activation.status).toBe(422);
    expect(activation.body.ErrorMessage).toMatch(/above the maximum of 35\.00%/);
    expect(await test.db("payments").where({ contract_id: renewal.contractId }).first()).toBeUndefined();
    expect((await test.db("contracts").where({ id: renewal.contractId }).first("status_id")).status_id).toBe(ContractStatus.SignedAwaitingFunding);
    await capOn("warn");
  });

  it("on warn: signing and activation go through, each audited with the figures; a Québec borrower's document is labelled high-cost", async () => {
    const renewal = await atSignature();
    const document = (await request(app()).get(`${flow}/${renewal.slug}/contract?lang=fr`)).body.Result;
    expect(document.document.disclosure.quebec).toEqual({ highCost: true, threshold: "24.50", debtRatioAboveLimit: null });
    const signed = await request(app())
      .post(`${flow}/${renewal.slug}/signature?lang=fr`)
      .send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: document.documentSha256 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const [signing] = await audits(renewal.contractId);
    expect(JSON.parse(signing.after_json)).toMatchObject({
      outcome: "warn",
      measure: "apr",
      figure: document.document.disclosure.apr,
      cap: "35.00",
      rule: "criminalRateApr",
      apr: document.document.disclosure.apr,
      creditRate: document.document.disclosure.creditRate,
      highCost: true,
      documentSha256: document.documentSha256,
    });
    // The signed copy prints the heading and the standard form's lines, in the document's language.
    const download = await request(app()).get(`${flow}/${renewal.slug}/signedContract`).buffer(true).parse(binary);
    expect(download.status).toBe(200);
    const printed = (await pdfText(download.body as Buffer)).text.replace(/\s+/g, " ");
    const disclosure = document.document.disclosure;
    expect(printed).toContain("Contrat de crédit à COÛT ÉLEVÉ");
    expect(printed).toContain("Coût du crédit");
    for (const label of ["Capital net", "Intérêts", "Autres composantes des frais de crédit", "Total des frais de crédit", "Obligation totale", "Taux de crédit", "Taux annuel du coût d'emprunt (TAC)"]) {
      expect(printed).toContain(label);
    }
    expect(printed).toContain(disclosure.apr.replace(".", ","));
    expect(printed).toContain(disclosure.creditRate.replace(".", ","));
    const funded = await moveAlong(setup.app, tokens, renewal.contractId, pathToActive.slice(1));
    expect(funded?.body.Result.statusId).toBe(ContractStatus.Active);
    const rows = await audits(renewal.contractId);
    expect(rows).toHaveLength(2);
    expect(JSON.parse(rows[1].after_json)).toMatchObject({ outcome: "warn", cap: "35.00", rule: "criminalRateApr", statusId: ContractStatus.Active });
  });
});
