import { aggregatorIframeUrl, ContractStatus } from "@lendkit/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, makeApp } from "./app.js";
import { moveAlong, pathToActive } from "./contractsFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertPayments } from "./fixtures.js";
import {
  asApplicant,
  attain,
  expectedPayments,
  insertRenewal,
  makeOverdue,
  postedMessages,
  signaturePng,
  validAddress,
  validIncome,
  validReferences,
} from "./flowFixtures.js";

/**
 * Signed is funded: what a customer signs in the renewal flow is what staff
 * fund, service and print — the brokerage fee and the semi-monthly days
 * included — and funding a renewal closes the loan it renews (C §3.4
 * status 9). Staff may renew for a late customer; the customer may not.
 */

const flow = "/api/contractExternal/cashLoanFlow";
const renewFlow = "/api/contractExternal/cashLoanRenewFlow";

interface SignedLine {
  number: number;
  dueDate: string;
  payment: string;
  interest: string;
  principal: string;
  fee: string;
  total: string;
  balance: string;
}

const cents = (text: string): number => Math.round(Number(text) * 100);

describe.each(targets)("signed is funded on $name", (target) => {
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
  const staff = () => ({ Authorization: `Bearer ${tokens.admin}` });

  const verifyBank = async (slug: string): Promise<void> => {
    const instance = (await request(app()).get("/api/flinks/instanceName")).body.Result;
    const frameUrl = new URL(aggregatorIframeUrl({ instanceName: instance.flinksInstanceName, lang: "fr", slug, baseTemplate: instance.iframeBaseTemplate })!);
    const login = await request(app()).post(frameUrl.pathname).type("form").send({ tag: slug, institution: "4", language: "fr", username: "demo", password: "demo" });
    const redirect = postedMessages(login.text).find((posted) => (posted.message as { step: string }).step === "REDIRECT");
    const loginId = (redirect?.message as { loginId: string }).loginId;
    expect((await request(app()).post(`/api/flinks/${slug}/${loginId}`)).body.Result).toEqual({ status: "succeeded" });
  };

  /** A renewal of a running loan (future withdrawals ahead), walked to its signature step with the applicant's choice. */
  const renewalAtSignature = async (loanFrequency: 52 | 26 | 24 | 12, chosenFirstPaymentDate: string | null = null) => {
    const renewal = await insertRenewal(test.db, setup.clock, rent, { customer: { firstName: "Julie", lastName: "Tremblay" } });
    await insertPayments(test.db, rent, renewal.originalId, [
      { dueDate: "2026-11-13", amountCents: 5_366, paidAt: "2026-11-13T15:00:00.000Z" },
      { dueDate: "2026-11-23", amountCents: 5_366 },
      { dueDate: "2026-12-07", amountCents: 5_366 },
    ]);
    const previousBalance = (await request(app()).get(`${renewFlow}/${renewal.slug}/calculatorData`)).body.Result.previousBalance as number;
    const numberOfPayments = expectedPayments(setup.clock, { amount: 750, loanFrequency, previousBalance });
    const choice = { loanFrequency, loanAmount: 750, numberOfPayments, ...(chosenFirstPaymentDate ? { customerSelectedFirstPaymentDate: chosenFirstPaymentDate } : {}) };
    const saved = await request(app()).put(`${flow}/${renewal.slug}?lang=fr`).send(choice);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await attain(app(), renewal.slug, 2)).status).toBe(200);
    await verifyBank(renewal.slug);
    expect((await attain(app(), renewal.slug, 21)).body.Result).toBe(21);
    expect((await request(app()).put(`${renewFlow}/${renewal.slug}?lang=fr`).send(validAddress)).status).toBe(200);
    expect((await attain(app(), renewal.slug, 23)).body.Result).toBe(23);
    expect((await request(app()).put(`${flow}/${renewal.slug}?lang=fr`).send(validIncome)).status).toBe(200);
    expect((await attain(app(), renewal.slug, 24)).body.Result).toBe(24);
    expect((await request(app()).put(`${flow}/${renewal.slug}?lang=fr`).send(validReferences)).status).toBe(200);
    expect((await attain(app(), renewal.slug, 3)).body.Result).toBe(3);
    return { ...renewal, previousBalance };
  };

  const contractToSign = async (slug: string) => {
    const response = await request(app()).get(`${flow}/${slug}/contract`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.Result as { documentSha256: string; document: { terms: Record<string, any>; schedule: SignedLine[] } };
  };

  const sign = async (slug: string) => {
    const toSign = await contractToSign(slug);
    const signed = await request(app()).post(`${flow}/${slug}/signature`).send({ signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: toSign.documentSha256 });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    return toSign.document;
  };

  const staffContract = async (id: number) => {
    const response = await request(setup.app).get(`/api/contracts/${id}`).set(staff());
    expect(response.status).toBe(200);
    return response.body.Result as Record<string, any>;
  };

  /** Staff move the signed (SUBMITTED) renewal through analysis, approval and signing to ACTIVE. */
  const fund = (id: number) => moveAlong(setup.app, tokens, id, pathToActive.slice(1));

  const cases = [
    { name: "weekly", loanFrequency: 52, code: 0, chosen: null, days: [null, null] },
    { name: "bi-weekly", loanFrequency: 26, code: 1, chosen: null, days: [null, null] },
    // The recommended first payment (Friday 2026-12-04) and the other day half a month later.
    { name: "semi-monthly", loanFrequency: 24, code: 3, chosen: null, days: [4, 19] },
    // A chosen month's end: the 15th and the last day of every month.
    { name: "semi-monthly from the last day of November", loanFrequency: 24, code: 3, chosen: "2026-11-30", days: [15, 31] },
    { name: "monthly", loanFrequency: 12, code: 2, chosen: null, days: [null, null] },
  ] as const;

  it.each(cases)("$name: flow → sign → staff fund; the payments are the signed schedule line for line, the renewed loan is closed", async (entry) => {
    const renewal = await renewalAtSignature(entry.loanFrequency, entry.chosen);
    const document = await sign(renewal.slug);
    const { terms, schedule } = document;
    expect(terms).toMatchObject({ frequency: entry.code, numberOfPayments: schedule.length, previousBalance: renewal.previousBalance.toFixed(2) });
    expect(cents(terms.brokerageFeePerPeriod)).toBeGreaterThan(0);
    if (entry.chosen) expect(schedule[0]!.dueDate).toBe(entry.chosen);
    expect(schedule.every((line) => line.fee === terms.brokerageFeePerPeriod)).toBe(true);

    // Staff read the signed terms, the fee per payment and the semi-monthly days included.
    const read = await staffContract(renewal.contractId);
    expect(read.statusId).toBe(ContractStatus.Submitted);
    expect(read.Amount).toBe(Number(terms.principal));
    expect(read.financeLease).toMatchObject({
      frequency: entry.code,
      term: schedule.length,
      numberOfPaymentsIsSubstitued: true,
      interestRate: Number(terms.annualInterestRate),
      brokerageFee: Number(terms.brokerageFeePerPeriod),
      previousBalanceAmount: renewal.previousBalance,
      firstPaymentDate: schedule[0]!.dueDate,
      biMonthlyFirstDay: entry.days[0],
      biMonthlySecondDay: entry.days[1],
    });

    const funded = await fund(renewal.contractId);
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    expect(funded.body.Result.statusId).toBe(ContractStatus.Active);
    const payments = await test.db("payments").where({ contract_id: renewal.contractId }).orderBy("seq");
    expect(
      payments.map((row) => ({
        number: Number(row.seq),
        dueDate: row.due_date,
        total: Number(row.amount_cents),
        fee: Number(row.fee_cents),
        principal: Number(row.principal_cents),
        interest: Number(row.interest_cents),
        balance: Number(row.balance_after_cents),
      })),
    ).toEqual(
      schedule.map((line) => ({
        number: line.number,
        dueDate: line.dueDate,
        total: cents(line.total),
        fee: cents(line.fee),
        principal: cents(line.principal),
        interest: cents(line.interest),
        balance: cents(line.balance),
      })),
    );
    expect(payments.reduce((sum, row) => sum + Number(row.amount_cents), 0)).toBe(cents(terms.totalRepaid));

    // The renewed loan: closed after renewal, nothing left to withdraw, its payoff received from the renewal, audited.
    const original = await test.db("contracts").where({ id: renewal.originalId }).first();
    expect(Number(original.status_id)).toBe(ContractStatus.ClosedAfterRenewal);
    expect(original.close_reason).toBe("balanceZeroOnRenew");
    const oldLines = await test.db("payments").where({ contract_id: renewal.originalId });
    expect(oldLines.filter((line) => line.paid_at === null)).toEqual([]);
    const receipt = await test.db("receipts").where({ contract_id: renewal.originalId, method: "renewal" }).first();
    expect(Number(receipt.amount_cents)).toBe(Math.round(renewal.previousBalance * 100));
    const audit = await test.db("audit_log").where({ action: "contract.closedAfterRenewal", entity_id: String(renewal.originalId) }).first();
    expect(JSON.parse(audit.after_json)).toMatchObject({ statusId: 9, renewalId: renewal.contractId, closeReason: "balanceZeroOnRenew" });

    const profile = await request(setup.app).get(`/api/customer/${renewal.customerId}/payments/${renewal.originalId}`).set(staff());
    expect(profile.status).toBe(200);
    expect(profile.body.Result.nextPaymentAmount).toBeNull();
    const renewed = await request(setup.app).get(`/api/customer/${renewal.customerId}/payments/${renewal.contractId}`).set(staff());
    expect(renewed.body.Result.nextPaymentAmount).toBe(Number(schedule[0]!.total));
    // RENEW is no longer offered on the closed loan: asking is refused, in the caller's language.
    const again = await request(setup.app)
      .post(`/api/customer/${renewal.customerId}/renewContract?lang=en`)
      .set(staff())
      .send({ contractId: renewal.originalId });
    expect(again.status).toBe(422);
  });

  it("refuses to fund a signed renewal whose terms were changed after signing (409, both languages), and writes nothing", async () => {
    const renewal = await renewalAtSignature(26);
    await sign(renewal.slug);
    const read = await staffContract(renewal.contractId);
    // A per-payment fee added by staff after signing: the schedule would no longer be the signed one.
    const edited = await request(setup.app)
      .put(`/api/contracts/${renewal.contractId}`)
      .set(staff())
      .send({ ...read, financeLease: { ...read.financeLease, insuranceFee: 5 } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const stopped = await moveAlong(setup.app, tokens, renewal.contractId, pathToActive.slice(1, 4));
    expect(stopped.status).toBe(200);
    const before = await test.db("contracts").where({ id: renewal.contractId }).first();
    const refused = await request(setup.app)
      .post(`/api/contracts/${renewal.contractId}/status`)
      .set(staff())
      .send({ statusId: ContractStatus.Active, version: Number(before.version) });
    expect(refused.status).toBe(409);
    expect(refused.body.ErrorMessage).toContain("Ce contrat ne peut pas être financé");
    expect(refused.body.ErrorMessage).toContain("This contract cannot be funded");
    expect(await test.db("contracts").where({ id: renewal.contractId }).first()).toEqual(before);
    expect(await test.db("payments").where({ contract_id: renewal.contractId })).toEqual([]);
    expect(Number((await test.db("contracts").where({ id: renewal.originalId }).first()).status_id)).toBe(ContractStatus.Active);

    // Put back as signed: funded.
    const back = await request(setup.app)
      .put(`/api/contracts/${renewal.contractId}`)
      .set(staff())
      .send({ ...(await staffContract(renewal.contractId)), financeLease: { ...read.financeLease, insuranceFee: 0 } });
    expect(back.status).toBe(200);
    const version = Number((await test.db("contracts").where({ id: renewal.contractId }).first()).version);
    const funded = await request(setup.app).post(`/api/contracts/${renewal.contractId}/status`).set(staff()).send({ statusId: ContractStatus.Active, version });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
  });

  it("lets staff renew for a late customer, while the customer asking is still refused (C §3.4)", async () => {
    const renewal = await insertRenewal(test.db, setup.clock, rent);
    // Only the renewed loan: no draft yet.
    await test.db("contracts").where({ id: renewal.contractId }).update({ original_contract_id: null, status_id: ContractStatus.Cancelled });
    await makeOverdue(test.db, rent, renewal.originalId);
    const asCustomer = await request(setup.app)
      .post(`/api/customer/${renewal.customerId}/renewContract?lang=en`)
      .set("Authorization", `Bearer ${await customerToken(test.db, setup.clock, rent, renewal.customerId)}`)
      .send({ contractId: renewal.originalId });
    expect(asCustomer.status).toBe(422);
    expect(asCustomer.body.ErrorMessage).toMatch(/42\.50/);
    expect(await test.db("contracts").where({ original_contract_id: renewal.originalId })).toEqual([]);

    const asStaff = await request(setup.app).post(`/api/customer/${renewal.customerId}/renewContract`).set(staff()).send({ contractId: renewal.originalId });
    expect(asStaff.status, JSON.stringify(asStaff.body)).toBe(201);
    const draft = await test.db("contracts").where({ original_contract_id: renewal.originalId }).first();
    expect(Number(draft.status_id)).toBe(ContractStatus.Draft);
    expect(Number(draft.id)).toBe(asStaff.body.Result.renewId);
    const started = await test.db("audit_log").where({ action: "renewal.started", entity_id: String(draft.id) }).first();
    expect(Number(started.actor_user_id)).toBe(setup.tenants.RENT!.users.admin);
  });
});
