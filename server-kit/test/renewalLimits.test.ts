import { tBoth } from "@lendkit/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContractDocument } from "../src/flows/document.js";
import { flowSettingsOf, tenantFeatures } from "../src/flows/settings.js";
import { contextOf } from "../src/server/createServer.js";
import { loginAs, makeApp } from "./app.js";
import { auditRows } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken } from "./fixtures.js";
import { asApplicant, loanChoice } from "./flowFixtures.js";
import { askCode, newCustomer, publicClient, testOtpKey } from "./otpFixtures.js";

/**
 * Issue 14 §4 and §5: one live renewal per contract — an unsigned draft is
 * resumed, a signed one blocks another until it is funded or cancelled, on
 * every door (staff, customer, one-time code) and under concurrency; the
 * customer's contract menu has no unsigned drafts; and a training
 * contract's renewal runs in training mode (C §3.6), its terms checked on save.
 */
describe.each(targets)("renewal limits on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  let admin: string;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", otpKey: testOtpKey, trustProxy: 1 });
    rent = setup.tenants.RENT!.id;
    admin = await loginAs(setup.app, "admin", "RENT");
  });
  afterAll(async () => {
    await test.close();
  });

  const customer = () => newCustomer(test.db, setup.clock, rent);
  const renew = (token: string, customerId: number, lang = "fr") =>
    request(setup.app).post(`/api/customer/${customerId}/renewContract?lang=${lang}`).set("Authorization", `Bearer ${token}`).set("Accept-Language", lang).send({});
  const liveRenewals = (contractId: number) => test.db("contracts").where({ original_contract_id: contractId }).whereIn("status_id", [0, 2, 3, 4, 5]);
  /** What the signature does to a draft (flows' signature route): DRAFT → SUBMITTED. */
  const markSigned = (renewId: number) => test.db("contracts").where({ id: renewId }).update({ status_id: 2 });
  const pending = tBoth("payments.renew.refused.renewalPending");

  it("refuses a second renewal of a loan whose renewal is signed, through every door, in the caller's language, writing nothing", async () => {
    const julie = await customer();
    const first = await renew(admin, julie.id);
    expect(first.status).toBe(201);
    await markSigned(first.body.Result.renewId);

    const staff = await renew(admin, julie.id, "en");
    expect(staff.status).toBe(422);
    expect(staff.body.ErrorMessage).toBe(pending.en);
    const own = await renew(await customerToken(test.db, setup.clock, rent, julie.id), julie.id);
    expect(own.status).toBe(422);
    expect(own.body.ErrorMessage).toBe(pending.fr);

    const client = publicClient(setup.app);
    const { userSlug, code } = await askCode(client, setup.app, julie, { flow: "renewal" });
    const otp = await client.verify("renewal", { OTP: code, userSlug });
    expect(otp.status).toBe(409);
    expect(otp.body.ErrorMessage).toContain(pending.fr);

    expect(await liveRenewals(julie.contractId!)).toHaveLength(1);
    const refusals = (await auditRows(test.db, "renewal.refused")).filter((row) => row.entity_id === String(julie.contractId));
    expect(refusals.map((row) => row.after.reason)).toEqual(["renewalPending", "renewalPending", "renewalPending"]);
  });

  it("allows a new renewal once the signed one is cancelled or refused", async () => {
    const julie = await customer();
    const first = (await renew(admin, julie.id)).body.Result;
    await markSigned(first.renewId);
    expect((await renew(admin, julie.id)).status).toBe(422);
    await test.db("contracts").where({ id: first.renewId }).update({ status_id: 7 });
    const again = await renew(admin, julie.id);
    expect(again.status).toBe(201);
    expect(again.body.Result.renewId).not.toBe(first.renewId);
    const row = await test.db("contracts").where({ id: again.body.Result.renewId }).first("contract_number");
    expect(row.contract_number).toMatch(/-R2$/);
  });

  it("resumes the unsigned draft instead of making another", async () => {
    const julie = await customer();
    const first = (await renew(admin, julie.id)).body.Result;
    const second = await renew(await customerToken(test.db, setup.clock, rent, julie.id), julie.id);
    expect(second.status).toBe(200);
    expect(second.body.Result).toMatchObject({ renewId: first.renewId, slug: first.slug, alreadyStarted: true });
    expect(await liveRenewals(julie.contractId!)).toHaveLength(1);
  });

  it("makes one renewal when many starts arrive at once, and none once it is signed", async () => {
    const julie = await customer();
    const token = await customerToken(test.db, setup.clock, rent, julie.id);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => renew(index % 2 ? admin : token, julie.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.Result.renewId)).size).toBe(1);
    await markSigned(answers[0]!.body.Result.renewId);
    const later = await Promise.all(Array.from({ length: 4 }, () => renew(admin, julie.id)));
    expect(later.map((answer) => answer.status)).toEqual([422, 422, 422, 422]);
    expect(await liveRenewals(julie.contractId!)).toHaveLength(1);
  });

  it("the database itself keeps one live renewal per contract (migration 0016's index)", async () => {
    const julie = await customer();
    const first = (await renew(admin, julie.id)).body.Result;
    const row = await test.db("contracts").where({ id: first.renewId }).first();
    const copy = { ...row, id: undefined, contract_number: `${row.contract_number}-X`, slug: null, slug_expires_at: null };
    delete copy.id;
    await expect(test.db("contracts").insert(copy)).rejects.toThrow(/unique|UNIQUE/);
    // A cancelled renewal is history, not live: it does not count.
    await expect(test.db("contracts").insert({ ...copy, status_id: 7 })).resolves.toBeDefined();
  });

  it("lists no unsigned draft in the customer's menu and answers 404 for it; staff still see it", async () => {
    const julie = await customer();
    const { renewId } = (await renew(admin, julie.id)).body.Result;
    const token = await customerToken(test.db, setup.clock, rent, julie.id);
    const own = await request(setup.app).get(`/api/customer/${julie.id}/contracts`).set("Authorization", `Bearer ${token}`);
    expect(own.status).toBe(200);
    expect(own.body.Result.contracts.map((entry: { id: number }) => entry.id)).toEqual([julie.contractId]);
    expect(own.body.Result.currentContractId).toBe(julie.contractId);
    const payments = await request(setup.app).get(`/api/customer/${julie.id}/payments/${julie.contractId}?lang=en`).set("Authorization", `Bearer ${token}`);
    expect(payments.status).toBe(200);
    expect(payments.body.Result.contractListOptions.map((entry: { value: number }) => entry.value)).toEqual([julie.contractId]);
    expect(payments.body.Result.contractListOptions.every((entry: { label: string }) => entry.label.trim() !== "")).toBe(true);
    const draft = await request(setup.app).get(`/api/customer/${julie.id}/payments/${renewId}?lang=en`).set("Authorization", `Bearer ${token}`);
    expect(draft.status).toBe(404);

    const staff = await request(setup.app).get(`/api/customer/${julie.id}/payments/${julie.contractId}?lang=en`).set("Authorization", `Bearer ${admin}`);
    expect(staff.body.Result.contractListOptions.map((entry: { value: number }) => entry.value)).toEqual([julie.contractId, renewId]);

    // Signed, it is a contract of the customer's: listed again.
    await markSigned(renewId);
    const after = await request(setup.app).get(`/api/customer/${julie.id}/contracts`).set("Authorization", `Bearer ${token}`);
    expect(after.body.Result.contracts.map((entry: { id: number }) => entry.id)).toEqual([julie.contractId, renewId]);
  });

  describe("a training contract's renewal (C §3.6 training mode)", () => {
    const trainee = async () => {
      const emile = await customer();
      await test.db("contracts").where({ id: emile.contractId! }).update({ is_training: true, amount_cents: 75_000, frequency: 1 });
      const { renewId, slug } = (await renew(admin, emile.id)).body.Result;
      return { emile, renewId, slug: slug as string };
    };
    const applicant = () => asApplicant(setup.app, test.db, setup.clock);
    const save = (slug: string, body: Record<string, unknown>) => request(applicant()).put(`/api/contractExternal/cashLoanFlow/${slug}?lang=en`).send(body);

    it("tells the calculator it is a training renewal, with the courses' range", async () => {
      const { slug, renewId } = await trainee();
      expect((await test.db("contracts").where({ id: renewId }).first("is_training")).is_training).toBeTruthy();
      const data = await request(applicant()).get(`/api/contractExternal/cashLoanRenewFlow/${slug}/calculatorData`);
      expect(data.status).toBe(200);
      expect(data.body.Result).toMatchObject({ isTraining: true, loanMin: 500, loanMax: 1000, loanFrequency: 26 });
      const julie = await customer();
      const cash = (await renew(admin, julie.id)).body.Result.slug;
      expect((await request(applicant()).get(`/api/contractExternal/cashLoanRenewFlow/${cash}/calculatorData`)).body.Result.isTraining).toBe(false);
    });

    it("saves a course with its own number of payments at the training rate, without a fee", async () => {
      for (const [course, count] of [[500, 12], [750, 18], [1000, 24]] as const) {
        const { slug, renewId } = await trainee();
        const saved = await save(slug, { loanFrequency: 26, loanAmount: course, numberOfPayments: count });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const row = await test.db("contracts").where({ id: renewId }).first("number_of_payments", "annual_rate", "amount_cents");
        expect(Number(row.number_of_payments)).toBe(count);
        expect(row.annual_rate).toBe("0.000001");
        const balance = Number(row.amount_cents) - course * 100;
        // No brokerage fee: the payment is the principal spread over the count (the rate is near zero).
        expect(Number(saved.body.Result.payment)).toBeCloseTo((course + balance / 100) / count, 1);
      }
    });

    it("signs for the course's terms: the document's schedule has its payments at the training rate, no fee", async () => {
      const { slug, renewId, emile } = await trainee();
      expect((await save(slug, { loanFrequency: 26, loanAmount: 750, numberOfPayments: 18 })).status).toBe(200);
      const context = contextOf(setup.app);
      const features = await tenantFeatures(context, rent);
      const state = await test.db("flow_states").where({ contract_id: renewId }).first("id", "loan_json");
      const flow = {
        contractId: renewId, tenantId: rent, tenantCode: "RENT" as const, customerId: emile.id, contractNumber: "T-R1", statusId: 0,
        originalContractId: emile.contractId!, isTraining: true, slug, stateId: Number(state.id), kind: "renewal" as const, stepAttained: 3,
        phoneVerified: true, lang: "en" as const, loan: JSON.parse(state.loan_json), income: null, references: null, address: null, completedAt: null,
      };
      const { document } = await buildContractDocument(context, flow, await flowSettingsOf(context, rent, features), features);
      const terms = document.terms as Record<string, unknown>;
      expect(terms).toMatchObject({ numberOfPayments: 18, annualInterestRate: "0.000001", brokerageFeePerPeriod: "0.00", requestedAmount: "750.00" });
      expect((document.schedule as unknown[]).length).toBe(18);
    });

    it("refuses other terms in the caller's language and keeps what was stored", async () => {
      const { slug, renewId } = await trainee();
      const before = await test.db("contracts").where({ id: renewId }).first("number_of_payments", "annual_rate", "amount_cents");
      const message = tBoth("flows.error.trainingTerms");
      for (const body of [
        { loanFrequency: 26, loanAmount: 750, numberOfPayments: 12 },
        { loanFrequency: 26, loanAmount: 800, numberOfPayments: 18 },
        { loanFrequency: 26, loanAmount: 1250, numberOfPayments: 24 },
      ]) {
        const refused = await save(slug, body);
        expect(refused.status).toBe(400);
        expect(refused.body.ErrorMessage).toBe(message.en);
      }
      expect(await test.db("contracts").where({ id: renewId }).first("number_of_payments", "annual_rate", "amount_cents")).toEqual(before);
    });

    it("leaves a cash loan's renewal in the calculator's auto mode at the tenant's rate", async () => {
      const julie = await customer();
      const { slug, renewId } = (await renew(admin, julie.id)).body.Result;
      const balance = (await request(applicant()).get(`/api/contractExternal/cashLoanRenewFlow/${slug}/calculatorData`)).body.Result.previousBalance as number;
      await loanChoice(applicant(), setup.clock, slug, { amount: 750, loanFrequency: 26, previousBalance: balance });
      expect((await test.db("contracts").where({ id: renewId }).first("annual_rate")).annual_rate).toBe("19.99");
    });
  });
});
