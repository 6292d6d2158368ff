import {
  businessDateOf,
  decodeRenewalCalculatorData,
  flowBodyKind,
  flowFieldErrorText,
  formatIsoDate,
  readFlowFieldErrors,
  Role,
  sliderLoanAmount,
  sliderRange,
} from "@lendkit/core";
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../src/auth/sessions.js";
import { isoTime } from "../src/infra/clock.js";
import { markLeadPhoneVerified, useLeadPhoneVerifier, type LeadToVerify } from "../src/flows/leadVerification.js";
import { leadLimit } from "../src/flows/leadRoutes.js";
import { saveFlowSettings } from "../src/flows/settings.js";
import { contextOf, createServer } from "../src/server/createServer.js";
import { loginAs, makeApp, testFlowSettings } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertCustomer, insertPayments } from "./fixtures.js";
import {
  asApplicant,
  attain,
  expectedPayments,
  insertRenewal,
  loanChoice,
  makeOverdue,
  setTenantFeatures,
  validAddress,
  validIncome,
  validReferences,
} from "./flowFixtures.js";

const flow = "/api/contractExternal/cashLoanFlow";
const renewFlow = "/api/contractExternal/cashLoanRenewFlow";
const hour = 60 * 60_000;

/** The slider's two ends for these bounds (C §3.6: 250 beyond each). */
const sliderEnds = (bounds: { loanMin: number; loanMax: number }) => {
  const range = sliderRange(bounds.loanMin, bounds.loanMax);
  return [range.min.toNumber(), range.max.toNumber()];
};

describe("the body kinds (pure)", () => {
  it("tells the three PUT bodies apart by their keys", () => {
    expect(flowBodyKind({ loanAmount: 1 })).toBe("loan");
    expect(flowBodyKind({ workPoste: "x", workType: 1 })).toBe("income");
    expect(flowBodyKind({ refName: "x" })).toBe("references");
    expect(flowBodyKind({ refName: "x", loanAmount: 1 })).toBeNull();
    expect(flowBodyKind({ other: 1 })).toBeNull();
    expect(flowBodyKind([])).toBeNull();
    expect(flowBodyKind("x")).toBeNull();
  });
});

describe.each(targets)("public flow state on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  let capital: number;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT" });
    rent = setup.tenants.RENT!.id;
    capital = setup.tenants.CAPITAL!.id;
    applicant = asApplicant(setup.app, test.db, setup.clock);
  });
  afterAll(async () => {
    await test.close();
  });

  let applicant: ReturnType<typeof asApplicant>;
  const app = () => applicant;
  const stateRow = (contractId: number) => test.db("flow_states").where({ contract_id: contractId }).first();
  const contractRow = (contractId: number) => test.db("contracts").where({ id: contractId }).first();
  const auditOf = (contractId: number, action: string) =>
    test.db("audit_log").where({ entity: "contract", entity_id: String(contractId), action }).orderBy("id");

  /** A renewal moved to `step` through the real routes (step 2 with a succeeded verification row). */
  const renewalAt = async (step: 1 | 2 | 21 | 23 | 24) => {
    const renewal = await insertRenewal(test.db, setup.clock, rent);
    if (step === 1) return renewal;
    await loanChoice(app(), setup.clock, renewal.slug);
    expect((await attain(app(), renewal.slug, 2)).status).toBe(200);
    if (step === 2) return renewal;
    await test.db("bank_verifications").insert({
      tenant_id: rent,
      contract_id: renewal.contractId,
      provider: "flinks",
      mode: "sandbox",
      request_code: `${renewal.contractId}`.padStart(32, "0"),
      status: "succeeded",
      created_at: isoTime(setup.clock.now()),
    });
    expect((await attain(app(), renewal.slug, 21)).status).toBe(200);
    if (step === 21) return renewal;
    expect((await request(app()).put(`${renewFlow}/${renewal.slug}`).send(validAddress)).status).toBe(200);
    expect((await attain(app(), renewal.slug, 23)).status).toBe(200);
    if (step === 23) return renewal;
    expect((await request(app()).put(`${flow}/${renewal.slug}`).send(validIncome)).status).toBe(200);
    expect((await attain(app(), renewal.slug, 24)).status).toBe(200);
    return renewal;
  };

  describe("finding a flow by its slug", () => {
    it("answers the step attained of a renewal the OTP step created (step 1), and 404 with no data for unknown, malformed and expired slugs", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      const found = await request(app()).get(`${flow}/${renewal.slug}/onboardingStepAttained`);
      expect(found.status).toBe(200);
      expect(found.body).toEqual({ Success: true, Result: 1, ErrorMessage: null });
      expect((await stateRow(renewal.contractId)).kind).toBe("renewal");

      const token = await customerToken(test.db, setup.clock, rent, renewal.customerId);
      for (const slug of ["A".repeat(32), "short", "bad*slug*with*stars*in*it", `${renewal.slug}x`]) {
        const response = await request(app()).get(`${flow}/${slug}/onboardingStepAttained`).set("Authorization", `Bearer ${token}`);
        expect(response.status, slug).toBe(404);
        expect(response.body.Result).toBeNull();
      }
      const expired = await insertRenewal(test.db, setup.clock, rent, { expiresInMs: -1 });
      const gone = await request(app()).get(`${flow}/${expired.slug}/onboardingStepAttained`);
      expect(gone.status).toBe(404);
      expect(gone.body.Result).toBeNull();
      expect(await stateRow(expired.contractId)).toBeUndefined();
    });

    it("expires a slug at its time by the server clock", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent, { expiresInMs: 10 * 60_000 });
      setup.clock.advance(10 * 60_000 - 1000);
      expect((await request(app()).get(`${flow}/${renewal.slug}/onboardingStepAttained`)).status).toBe(200);
      setup.clock.advance(1000);
      expect((await request(app()).get(`${flow}/${renewal.slug}/onboardingStepAttained`)).status).toBe(404);
      expect((await request(app()).put(`${flow}/${renewal.slug}`).send({ loanFrequency: 26, loanAmount: 750, numberOfPayments: 10 })).status).toBe(404);
    });

    it("hides another customer's and another tenant's flow (404, nothing changed)", async () => {
      const mine = await insertRenewal(test.db, setup.clock, rent);
      const theirs = await insertRenewal(test.db, setup.clock, rent);
      const myToken = await customerToken(test.db, setup.clock, rent, mine.customerId);
      const asMe = (path: string) => request(app()).get(path).set("Authorization", `Bearer ${myToken}`);
      expect((await asMe(`${flow}/${mine.slug}/onboardingStepAttained`)).status).toBe(200);
      const other = await asMe(`${flow}/${theirs.slug}/onboardingStepAttained`);
      expect(other.status).toBe(404);
      expect(other.body.Result).toBeNull();
      const put = await request(app())
        .put(`${flow}/${theirs.slug}`)
        .set("Authorization", `Bearer ${myToken}`)
        .send({ loanFrequency: 26, loanAmount: 750, numberOfPayments: 1 });
      expect(put.status).toBe(404);

      // CAPITAL's flow: a slug alone is 401 (C §1); a RENT session is another tenant's.
      const capitalFlow = await insertRenewal(test.db, setup.clock, capital);
      expect((await request(setup.app).get(`${flow}/${capitalFlow.slug}/onboardingStepAttained`)).status).toBe(401);
      const staff = await loginAs(setup.app, "admin", "RENT");
      expect((await request(app()).get(`${flow}/${capitalFlow.slug}/onboardingStepAttained`).set("Authorization", `Bearer ${staff}`)).status).toBe(404);
      const capitalToken = (await createSession(test.db, setup.clock, contextOf(setup.app).sessions, { kind: "customer", tenantId: capital, customerId: capitalFlow.customerId, roleId: Role.Client })).token;
      expect((await request(app()).get(`${flow}/${capitalFlow.slug}/onboardingStepAttained`).set("Authorization", `Bearer ${capitalToken}`)).status).toBe(200);
      expect(await stateRow(theirs.contractId)).toBeUndefined();
    });
  });

  describe("moving the step attained", () => {
    it("refuses to skip ahead or to leave an incomplete step, allows the next step once done, and audits the move", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      const skip = await attain(app(), renewal.slug, 21);
      expect(skip.status).toBe(409);
      expect(skip.body.ErrorMessage).toContain("previous steps");
      const early = await attain(app(), renewal.slug, 2);
      expect(early.status).toBe(409);
      expect(early.body.ErrorMessage).toContain("complete this step");
      expect((await stateRow(renewal.contractId)).step_attained).toBe(1);

      await loanChoice(app(), setup.clock, renewal.slug);
      const next = await attain(app(), renewal.slug, 2);
      expect(next.body.Result).toBe(2);
      expect((await attain(app(), renewal.slug, 1)).body.Result).toBe(2);
      expect((await attain(app(), renewal.slug, 0)).body.Result).toBe(2);
      expect((await attain(app(), renewal.slug, 21)).status).toBe(409);
      const rows = await auditOf(renewal.contractId, "flow.stepAttained");
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0].after_json)).toEqual({ step: 2 });
      expect(rows[0].actor_customer_id).toBe(renewal.customerId);
    });

    it("refuses steps that are not renewal steps or not on the tenant's path, and bodies on an empty PUT", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      for (const step of ["99", "abc", "-1", "2.5", "1e1"]) expect((await attain(app(), renewal.slug, step as unknown as number)).status, step).toBe(400);
      expect((await attain(app(), renewal.slug, 22)).status).toBe(409);
      const withBody = await request(app()).put(`${flow}/${renewal.slug}/onboardingStepAttained/1`).send({ step: 3 });
      expect(withBody.status).toBe(400);
    });

    it("answers the step to resume at (C §3.10): the stored step, never past a step whose work is missing", async () => {
      const stepOf = async (slug: string) => (await request(app()).get(`${flow}/${slug}/onboardingStepAttained`)).body.Result as number;
      const fresh = await insertRenewal(test.db, setup.clock, rent);
      expect(await stepOf(fresh.slug)).toBe(1);
      // Past the bank verification and the address: the income step, not step 1 then the bank again.
      const atIncome = await renewalAt(23);
      expect(await stepOf(atIncome.slug)).toBe(23);
      // The bank verification refused on review: back to it, whatever the stored step.
      await test.db("bank_verifications").where({ contract_id: atIncome.contractId }).update({ status: "failed" });
      expect(await stepOf(atIncome.slug)).toBe(2);
      expect((await stateRow(atIncome.contractId)).step_attained).toBe(23);
      await test.db("bank_verifications").where({ contract_id: atIncome.contractId }).update({ status: "succeeded" });
      expect(await stepOf(atIncome.slug)).toBe(23);
    });

    it("goes from step 1 straight to the signature with isBlockLoans", async () => {
      const blocked = await insertRenewal(test.db, setup.clock, capital);
      await setTenantFeatures(test.db, capital, { RestOfCanada: true, isBlockLoans: true });
      try {
        const capitalApp = asApplicant(createServer({ db: test.db, clock: setup.clock, logger: contextOf(setup.app).logger, publicTenant: "CAPITAL" }), test.db, setup.clock);
        const body = { loanFrequency: 26, loanAmount: 750, numberOfPayments: expectedPayments(setup.clock, { amount: 750, loanFrequency: 26, previousBalance: 600, tenant: "CAPITAL", features: { RestOfCanada: true } }) };
        expect((await request(capitalApp).put(`${flow}/${blocked.slug}`).send(body)).status).toBe(200);
        expect((await attain(capitalApp, blocked.slug, 2)).status).toBe(409);
        expect((await attain(capitalApp, blocked.slug, 3)).body.Result).toBe(3);
      } finally {
        await setTenantFeatures(test.db, capital, { RestOfCanada: true });
      }
    });
  });

  describe("step 1: the loan choice", () => {
    it("stores the choice and updates the DRAFT contract's amount, frequency and number of payments", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      const body = await loanChoice(app(), setup.clock, renewal.slug, { amount: 1000, loanFrequency: 52 });
      const contract = await contractRow(renewal.contractId);
      expect(Number(contract.amount_cents)).toBe(160_000); // 1,000 $ + the 600 $ carried over
      expect(contract.frequency).toBe(0);
      expect(contract.number_of_payments).toBe(body.numberOfPayments);
      expect(contract.annual_rate).toBe("19.99");
      expect(contract.version).toBe(2);
      expect(contract.first_payment_date).toBe("2026-12-04"); // no date picked: the recommended one (C §3.6)
      expect(JSON.parse((await stateRow(renewal.contractId)).loan_json)).toEqual({
        loanAmount: "1000.00",
        loanFrequency: 52,
        numberOfPayments: body.numberOfPayments,
        customerSelectedFirstPaymentDate: null,
      });
      const audit = await auditOf(renewal.contractId, "flow.loanChosen");
      expect(JSON.parse(audit[0].after_json)).toMatchObject({ loanAmount: "1000.00", principalCents: 160_000 });
    });

    it("refuses an amount outside loanMin..loanMax, a count the calculator does not give, and bad bodies, changing nothing", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      await request(app()).get(`${flow}/${renewal.slug}/onboardingStepAttained`);
      const before = { state: await stateRow(renewal.contractId), contract: await contractRow(renewal.contractId) };
      const count = expectedPayments(setup.clock, { amount: 750, loanFrequency: 26, previousBalance: 600 });
      const put = (body: unknown) => request(app()).put(`${flow}/${renewal.slug}`).send(body as object);
      const low = await put({ loanFrequency: 26, loanAmount: 499.99, numberOfPayments: count });
      expect(low.status).toBe(400);
      expect(low.body.ErrorMessage).toContain("between 500 $ and 1500 $");
      expect((await put({ loanFrequency: 26, loanAmount: 1500.01, numberOfPayments: count })).status).toBe(400);
      expect((await put({ loanFrequency: 26, loanAmount: "750.005", numberOfPayments: count })).status).toBe(400);
      const mismatch = await put({ loanFrequency: 26, loanAmount: 750, numberOfPayments: count + 1 });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.ErrorMessage).toContain(`expected ${count}`);
      expect((await put({ loanFrequency: 7, loanAmount: 750, numberOfPayments: count })).status).toBe(400);
      expect((await put({ loanFrequency: 26, loanAmount: "lots", numberOfPayments: count })).status).toBe(400);
      expect((await put({ loanFrequency: 26, loanAmount: 750 })).status).toBe(400);
      expect((await put({ loanFrequency: 26, loanAmount: 750, numberOfPayments: count, role: 7 })).status).toBe(400);
      expect((await put({ loanAmount: 750, refName: "x" })).status).toBe(400);
      expect((await put({})).status).toBe(400);
      expect((await put([1, 2])).status).toBe(400);
      const malformed = await request(app()).put(`${flow}/${renewal.slug}`).set("Content-Type", "application/json").send('{"loanAmount": 7');
      expect(malformed.status).toBe(400);
      const huge = await request(app()).put(`${flow}/${renewal.slug}`).send({ loanFrequency: 26, loanAmount: 750, numberOfPayments: count, pad: "x".repeat(110_000) });
      expect(huge.status).toBe(413);
      expect(await stateRow(renewal.contractId)).toEqual(before.state);
      expect(await contractRow(renewal.contractId)).toEqual(before.contract);
      expect(await auditOf(renewal.contractId, "flow.loanChosen")).toHaveLength(0);
    });

    it("takes what each end of the slider sends (its bounds), refuses the extended ends and amounts off its steps (C §3.6)", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      const bounds = { loanMin: 500, loanMax: 1500 };
      // The slider runs 250 → 1750; its ends send the bounds by core's rule, which the server takes.
      for (const end of sliderEnds(bounds)) {
        const sent = sliderLoanAmount(end, bounds).toNumber();
        expect(Number((await loanChoice(app(), setup.clock, renewal.slug, { amount: sent })).loanAmount)).toBe(end === 250 ? 500 : 1500);
      }
      const put = (amount: number, lang: "fr" | "en") =>
        request(app())
          .put(`${flow}/${renewal.slug}`)
          .set("Accept-Language", lang)
          .send({ loanFrequency: 26, loanAmount: amount, numberOfPayments: expectedPayments(setup.clock, { amount, loanFrequency: 26, previousBalance: 600 }) });
      const before = await stateRow(renewal.contractId);
      for (const raw of [250, 1750]) expect((await put(raw, "en")).status).toBe(400);
      const offStep = await put(800, "fr");
      expect(offStep.status).toBe(400);
      expect(offStep.body.ErrorMessage).toBe("Le montant doit aller de 500 $ à 1500 $ par paliers de 250 $.");
      expect((await put(800, "en")).body.ErrorMessage).toBe("The amount must go from 500 $ to 1500 $ in steps of 250 $.");
      expect(await stateRow(renewal.contractId)).toEqual(before);
    });

    it("follows the tenant's configured limits", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      await saveFlowSettings(test.db, setup.clock, rent, { ...testFlowSettings, loanMin: 300, loanMax: 2500 });
      try {
        await loanChoice(app(), setup.clock, renewal.slug, { amount: 2500 });
        const over = await request(app()).put(`${flow}/${renewal.slug}`).send({ loanFrequency: 26, loanAmount: 2750, numberOfPayments: 10 });
        expect(over.body.ErrorMessage).toContain("between 300 $ and 2500 $");
      } finally {
        await saveFlowSettings(test.db, setup.clock, rent, testFlowSettings);
      }
    });

    it("refuses a customer in arrears on every write and on the calculator data", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      await makeOverdue(test.db, rent, renewal.originalId);
      const count = expectedPayments(setup.clock, { amount: 750, loanFrequency: 26, previousBalance: 600 });
      const put = await request(app()).put(`${flow}/${renewal.slug}`).send({ loanFrequency: 26, loanAmount: 750, numberOfPayments: count });
      expect(put.status).toBe(409);
      expect(put.body.ErrorMessage).toContain("late on your payments");
      expect((await request(app()).get(`${renewFlow}/${renewal.slug}/calculatorData`)).status).toBe(409);
      expect((await attain(app(), renewal.slug, 1)).status).toBe(409);
      expect((await stateRow(renewal.contractId)).loan_json).toBeNull();
    });

    it("follows core's renewal check: late but zeroed by the renewal goes on, a contract no longer renewable stops", async () => {
      const zeroed = await insertRenewal(test.db, setup.clock, rent);
      await makeOverdue(test.db, rent, zeroed.originalId);
      await test.db("contracts").where({ id: zeroed.originalId }).update({ close_reason: "balanceZeroOnRenew" });
      await loanChoice(app(), setup.clock, zeroed.slug);

      const terminated = await insertRenewal(test.db, setup.clock, rent);
      await test.db("contracts").where({ id: terminated.originalId }).update({ status_id: 10 });
      const refused = await attain(app(), terminated.slug, 1);
      expect(refused.status).toBe(409);
      expect(refused.body.ErrorMessage).toContain("can no longer be changed");
    });
  });

  describe("steps 21, 23 and 24", () => {
    it("refuses the address, income and references before their step is reached", async () => {
      const renewal = await renewalAt(2);
      expect((await request(app()).put(`${renewFlow}/${renewal.slug}`).send(validAddress)).status).toBe(409);
      expect((await request(app()).put(`${flow}/${renewal.slug}`).send(validIncome)).status).toBe(409);
      expect((await request(app()).put(`${flow}/${renewal.slug}`).send(validReferences)).status).toBe(409);
      const state = await stateRow(renewal.contractId);
      expect([state.address_json, state.income_json, state.references_json]).toEqual([null, null, null]);
    });

    it("stores the address normalised (postal code, province named from the table) and refuses a province the lender does not serve online", async () => {
      const renewal = await renewalAt(21);
      expect((await request(app()).put(`${renewFlow}/${renewal.slug}`).send(validAddress)).status).toBe(200);
      const saved = JSON.parse((await stateRow(renewal.contractId)).address_json);
      expect(saved).toMatchObject({ postalCode: "H2X 1Y4", province: "QUÉBEC", provinceId: 1, city: "Montréal" });
      const bc = await request(app()).put(`${renewFlow}/${renewal.slug}`).send({ ...validAddress, provinceId: 3, postalCode: "V6B 1A1" });
      expect(bc.status).toBe(400);
      expect(bc.body.ErrorMessage).toContain("do not offer loans online");
      const bad = await request(app()).put(`${renewFlow}/${renewal.slug}?lang=en`).send({ ...validAddress, postalCode: "D2X 1Y4", street: " ", provinceId: -1 });
      expect(bad.status).toBe(400);
      // One language (the caller's), the fields as data (issue 15 §4).
      expect(bad.body.ErrorMessage).toBe("Please correct the following fields.");
      expect(bad.body.Errors.map((field: { path: string }) => field.path)).toEqual(["street", "provinceId", "postalCode"]);
      expect((await request(app()).put(`${renewFlow}/${renewal.slug}`).send({ ...validAddress, country: "CA" })).status).toBe(400);
      expect((await request(app()).put(`${renewFlow}/${renewal.slug}`).send({ ...validAddress, city: "x".repeat(101) })).status).toBe(400);
      expect(JSON.parse((await stateRow(renewal.contractId)).address_json)).toEqual(saved);
    });

    it("names each refused field with its catalog key, in both languages, so the form shows it on the field (C §5, §8)", async () => {
      const renewal = await renewalAt(21);
      const before = (await stateRow(renewal.contractId)).address_json;
      const bad = await request(app()).put(`${renewFlow}/${renewal.slug}`).send({ ...validAddress, civicNumber: " ", city: "x".repeat(101), postalCode: "D2X 1Y4" });
      expect(bad.status).toBe(400);
      expect(bad.body.Success).toBe(false);
      expect(bad.body.ErrorMessage).toContain(" / ");
      expect(bad.body.ErrorMessage).not.toMatch(/call support|Erreure/i);
      expect(readFlowFieldErrors(bad.body)).toEqual([
        { field: "civicNumber", key: "renewal.validation.required" },
        { field: "city", key: "renewal.validation.maxLength", params: { max: 100 } },
        { field: "postalCode", key: "renewal.validation.postalCode" },
      ]);
      expect(flowFieldErrorText("fr", readFlowFieldErrors(bad.body)[1]!)).toBe("Au plus 100 caractères.");
      const notServed = await request(app()).put(`${renewFlow}/${renewal.slug}`).send({ ...validAddress, provinceId: 3, postalCode: "V6B 1A1" });
      expect(readFlowFieldErrors(notServed.body)).toEqual([{ field: "provinceId", key: "flows.error.provinceNotServed" }]);
      const wrongType = await request(app()).put(`${renewFlow}/${renewal.slug}`).send({ ...validAddress, city: 12 });
      expect(wrongType.status).toBe(400);
      expect(readFlowFieldErrors(wrongType.body)).toEqual([{ field: "city", key: "flows.error.fieldInvalid" }]);
      expect((await stateRow(renewal.contractId)).address_json).toBe(before);
    });

    it("questions a postal code whose first letter is not the province's (H2X 1Y4 with Ontario), in the caller's language, storing nothing", async () => {
      const renewal = await renewalAt(21);
      const wrong = await request(app()).put(`${renewFlow}/${renewal.slug}?lang=fr`).send({ ...validAddress, provinceId: 2, province: "ONTARIO" });
      expect(wrong.status).toBe(400);
      expect(readFlowFieldErrors(wrong.body)).toEqual([{ field: "postalCode", key: "renewal.validation.postalCodeProvince" }]);
      expect(flowFieldErrorText("fr", readFlowFieldErrors(wrong.body)[0]!)).toBe("Ce code postal n'est pas dans la province choisie. Vérifiez le code postal et la province.");
      expect(wrong.body.ErrorMessage).toBe("Veuillez corriger les champs suivants.");
      expect((await stateRow(renewal.contractId)).address_json).toBeNull();
      expect((await request(app()).put(`${renewFlow}/${renewal.slug}`).send(validAddress)).status).toBe(200);
    });

    it("prefills the address from the file until the applicant saves one", async () => {
      const renewal = await renewalAt(21);
      const lessee = { civicNumber: "4521", street: "rue Saint-Denis", apartment: "3", city: "Montréal", province: 1, postalCode: "H2J 2K6" };
      await test.db("contracts").where({ id: renewal.originalId }).update({ body_json: JSON.stringify({ lessee }) });
      const data = await request(app()).get(`${flow}/${renewal.slug}/data`);
      expect(data.status).toBe(200);
      expect(data.body.Result.address).toBeNull();
      expect(data.body.Result.addressOnFile).toMatchObject({ ...lessee, province: "QUÉBEC", provinceId: 1 });
      // Another tenant's contract of the same id range is never read: the file is the flow's tenant's.
      expect((await request(app()).put(`${renewFlow}/${renewal.slug}`).send(validAddress)).status).toBe(200);
      const saved = await request(app()).get(`${flow}/${renewal.slug}/data`);
      expect(saved.body.Result.address).toMatchObject({ city: "Montréal", postalCode: "H2X 1Y4" });
      expect(saved.body.Result.addressOnFile).toBeNull();
    });

    it("checks the income with the C §5 rules and the tenant's work types", async () => {
      const renewal = await renewalAt(23);
      const put = (body: object) => request(app()).put(`${flow}/${renewal.slug}`).send(body);
      const errors = await put({ ...validIncome, workPhone: "514555012", workYears: "abc", workCompany: "x".repeat(251) });
      expect(errors.status).toBe(400);
      expect(errors.body.ErrorMessage).toMatch(/workYears.*workCompany.*workPhone/);
      expect((await put({ ...validIncome, workType: 22 })).status).toBe(400); // RestOfCanada-only code
      expect((await put({ ...validIncome, workGrosIncome: -5 })).status).toBe(400);
      expect((await put({ ...validIncome, workPoste: "x".repeat(251) })).status).toBe(400);
      expect((await put({ ...validIncome, workType: "0" })).status).toBe(400);
      expect((await put({ ...validIncome, salary: 1 })).status).toBe(400);
      expect((await stateRow(renewal.contractId)).income_json).toBeNull();
      expect((await put(validIncome)).status).toBe(200);
      expect(JSON.parse((await stateRow(renewal.contractId)).income_json)).toMatchObject({ workType: 0, workGrosIncome: 3200 });
      expect(await auditOf(renewal.contractId, "flow.incomeSaved")).toHaveLength(1);
    });

    it("refuses 12 months or more in a job (0 to 11), storing nothing", async () => {
      const renewal = await renewalAt(23);
      const put = (workMonth: string) => request(app()).put(`${flow}/${renewal.slug}?lang=en`).send({ ...validIncome, workMonth });
      const twelve = await put("12");
      expect(twelve.status).toBe(400);
      expect(readFlowFieldErrors(twelve.body)).toEqual([{ field: "workMonth", key: "renewal.validation.months" }]);
      expect(flowFieldErrorText("en", readFlowFieldErrors(twelve.body)[0]!)).toBe("Enter a number of months from 0 to 11 (12 months make a year).");
      expect((await put("99")).status).toBe(400);
      expect((await stateRow(renewal.contractId)).income_json).toBeNull();
      expect((await put("11")).status).toBe(200);
      expect((await put("0")).status).toBe(200);
    });

    it("refuses a reference whose phone is the applicant's own, in any format, storing nothing", async () => {
      const renewal = await renewalAt(24);
      const own = ((await test.db("customers").where({ id: renewal.customerId }).first("cell_phone")) as { cell_phone: string }).cell_phone;
      expect(own).toMatch(/^\d{10}$/);
      const formatted = `(${own.slice(0, 3)}) ${own.slice(3, 6)}-${own.slice(6)}`;
      const first = await request(app()).put(`${flow}/${renewal.slug}?lang=fr`).send({ ...validReferences, refCell: formatted });
      expect(first.status).toBe(400);
      expect(readFlowFieldErrors(first.body)).toEqual([{ field: "refCell", key: "renewal.validation.ownPhone" }]);
      expect(flowFieldErrorText("fr", readFlowFieldErrors(first.body)[0]!)).toBe("Le téléphone d'une référence ne peut pas être votre propre numéro.");
      const second = await request(app()).put(`${flow}/${renewal.slug}`).send({ ...validReferences, refName1: "Marc", refCell1: own, refLink1: "Ami" });
      expect(readFlowFieldErrors(second.body)).toEqual([{ field: "refCell1", key: "renewal.validation.ownPhone" }]);
      expect((await stateRow(renewal.contractId)).references_json).toBeNull();
      expect((await request(app()).put(`${flow}/${renewal.slug}`).send(validReferences)).status).toBe(200);
    });

    it("keeps script typed in text fields as inert text, returned only as JSON", async () => {
      const renewal = await renewalAt(24);
      const script = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
      const saved = await request(app()).put(`${flow}/${renewal.slug}?lang=en`).send({ ...validReferences, refName: script, refLink: `"'><svg onload=alert(1)>` });
      expect(saved.status).toBe(200);
      const data = await request(app()).get(`${flow}/${renewal.slug}/data`);
      expect(data.headers["content-type"]).toMatch(/^application\/json/);
      expect(data.headers["x-content-type-options"]).toBe("nosniff");
      expect(data.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(data.body.Result.references.refName).toBe(script);
      expect(data.body.Result.references.refLink).toBe(`"'><svg onload=alert(1)>`);
      expect(data.body.Result.lang).toBe("en");
      expect(data.body.Result.income.workPoste).toBe(validIncome.workPoste);
      expect(JSON.parse((await stateRow(renewal.contractId)).references_json).refName).toBe(script);
    });

    it("applies the references rules: reference 1 required, reference 2's phone checked when given", async () => {
      const renewal = await renewalAt(24);
      const response = await request(app()).put(`${flow}/${renewal.slug}`).send({ refName: "", refCell: "5145550199", refLink: "Ami", refCell1: "12" });
      expect(response.status).toBe(400);
      expect(response.body.ErrorMessage).toMatch(/refName.*refCell1/);
      expect((await stateRow(renewal.contractId)).references_json).toBeNull();
    });
  });

  describe("calculator data and reference data", () => {
    it("answers the balance carried over (unpaid principal plus unpaid fees) and the renewed contract's frequency", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent, { originalAmountCents: 80_000 });
      await insertPayments(test.db, rent, renewal.originalId, [
        { dueDate: "2026-10-01", amountCents: 5_000, principalCents: 4_000, paidAt: "2026-10-01T12:00:00.000Z" },
        { dueDate: "2026-12-20", amountCents: 2_500, kind: "deferralFee" },
      ]);
      const data = await request(app()).get(`${renewFlow}/${renewal.slug}/calculatorData`);
      expect(data.body.Result).toEqual({ previousBalance: 785, loanFrequency: 26, renewsContract: true, isTraining: false, loanMin: 500, loanMax: 1500, savedChoice: null, disclosurePolicy: expect.objectContaining({ rateCap: expect.objectContaining({ action: "warn" }) }) });
    });

    it("answers the step 1 choice saved, the chosen first payment date included, so Back and a reload show it", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      const chosen = "2026-12-03"; // not the recommended 2026-12-04
      const count = expectedPayments(setup.clock, { amount: 1250, loanFrequency: 52, previousBalance: 600 });
      const saved = await request(app()).put(`${flow}/${renewal.slug}`).send({ loanFrequency: 52, loanAmount: 1250, numberOfPayments: count, customerSelectedFirstPaymentDate: chosen });
      expect(saved.status).toBe(200);
      const data = (await request(app()).get(`${renewFlow}/${renewal.slug}/calculatorData`)).body.Result;
      expect(data.savedChoice).toEqual({ loanAmount: "1250.00", loanFrequency: 52, customerSelectedFirstPaymentDate: chosen });
      const decoded = decodeRenewalCalculatorData(data);
      expect(decoded.ok && decoded.value.savedChoice?.customerSelectedFirstPaymentDate?.toString()).toBe(chosen);
      expect(decoded.ok && [decoded.value.loanMin?.toNumber(), decoded.value.loanMax?.toNumber()]).toEqual([500, 1500]);
    });

    it("lists the provinces taken online by tenant, in the asked language, and 401 without a tenant", async () => {
      const rentList = await request(app()).get(`${flow}/getWebOnlyProvinces?lang=en`);
      expect(rentList.body.Result).toEqual([{ value: 1, label: "Quebec" }, { value: 2, label: "Ontario" }]);
      const capitalToken = (await createSession(test.db, setup.clock, contextOf(setup.app).sessions, { kind: "customer", tenantId: capital, customerId: 1, roleId: Role.Client })).token;
      const capitalList = await request(app()).get(`${flow}/getWebOnlyProvinces`).set("Authorization", `Bearer ${capitalToken}`);
      expect(capitalList.body.Result).toHaveLength(13);
      expect(capitalList.body.Result[0]).toEqual({ value: 1, label: "Québec" });
      const noTenant = createServer({ db: test.db, clock: setup.clock, logger: contextOf(setup.app).logger });
      expect((await request(noTenant).get(`${flow}/getWebOnlyProvinces`)).status).toBe(401);
      expect((await request(noTenant).get("/api/contractExternal/cashLoanCalculatorConstants")).status).toBe(401);
    });

    it("answers the calculator constants, with the tenant's own values when set", async () => {
      const defaults = await request(app()).get("/api/contractExternal/cashLoanCalculatorConstants");
      expect(defaults.body.Result).toEqual({ weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 });
      await saveFlowSettings(test.db, setup.clock, rent, { ...testFlowSettings, weeklyFee: 2, isWeeklyFeePercentage: true, interestRate: 17.5, webOnlyProvinces: [1] });
      try {
        expect((await request(app()).get("/api/contractExternal/cashLoanCalculatorConstants")).body.Result).toEqual({ weeklyFee: 2, isWeeklyFeePercentage: true, interestRate: 17.5 });
        expect((await request(app()).get(`${flow}/getWebOnlyProvinces`)).body.Result).toEqual([{ value: 1, label: "Québec" }]);
      } finally {
        await saveFlowSettings(test.db, setup.clock, rent, testFlowSettings);
      }
      await expect(saveFlowSettings(test.db, setup.clock, rent, { parentOrigins: ["*"] })).rejects.toThrow(/origin/);
      await expect(saveFlowSettings(test.db, setup.clock, rent, { loanMin: 900, loanMax: 800 })).rejects.toThrow(/loanMin/);
      await expect(saveFlowSettings(test.db, setup.clock, rent, { unknown: 1 })).rejects.toThrow();
    });
  });

  describe("the new applicant's basic information", () => {
    const basic = { firstName: "Amélie", lastName: "Roy", birthDate: "1990-02-03", email: "Amelie.Roy@example.com", cellPhone: "(438) 555-0142", isAcceptChecked: true, lang: "fr" };

    it("creates a locked lead without a customer, hands over to the OTP module, and attaches a new customer once the phone is verified", async () => {
      setup.clock.advance(hour);
      const sent: LeadToVerify[] = [];
      const admitted: unknown[] = [];
      useLeadPhoneVerifier(contextOf(setup.app), {
        admit: async (_context, applicant) => void admitted.push(applicant),
        sendCode: async (_context, lead) => (sent.push(lead), { userSlug: "user-slug-1", lastFourDigitsOfPhoneNumber: "0142" }),
      });
      const customersBefore = Number((await test.db("customers").count({ n: "*" }).first())?.n);
      const created = await request(app()).post(`${flow}/basic`).send(basic);
      expect(created.status).toBe(201);
      expect(created.body.Result).toMatchObject({ step: 0, otp: { userSlug: "user-slug-1", lastFourDigitsOfPhoneNumber: "0142" } });
      const token = created.body.Result.token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const contract = await test.db("contracts").where({ slug: token }).first();
      expect(contract).toMatchObject({ status_id: 0, product: "microCredit", tenant_id: rent, original_contract_id: null, customer_id: null });
      expect(Number((await test.db("customers").count({ n: "*" }).first())?.n)).toBe(customersBefore);
      const applicant = { tenantId: rent, email: "amelie.roy@example.com", birthDate: "1990-02-03", cellPhone: "4385550142" };
      expect(admitted).toEqual([expect.objectContaining(applicant)]);
      expect(sent).toEqual([expect.objectContaining({ ...applicant, contractId: contract.id, lang: "fr" })]);

      // Before the code, the lead has no customer and so no session: its slug alone opens nothing (C §1).
      expect((await request(app()).get(`${flow}/${token}/onboardingStepAttained`)).status).toBe(401);
      expect((await request(app()).put(`${flow}/${token}`).send({ loanFrequency: 26, loanAmount: 750, numberOfPayments: 10 })).status).toBe(401);
      expect((await request(app()).get(`${flow}/${token}/data`)).status).toBe(401);
      expect((await stateRow(contract.id)).step_attained).toBe(0);

      expect(await markLeadPhoneVerified(test.db, setup.clock, { tenantId: capital, contractId: contract.id })).toBeNull();
      expect(await markLeadPhoneVerified(test.db, setup.clock, { tenantId: rent, contractId: contract.id })).toBe(token);
      expect(await markLeadPhoneVerified(test.db, setup.clock, { tenantId: rent, contractId: contract.id })).toBeNull();
      const customer = await test.db("customers").where({ id: (await contractRow(contract.id)).customer_id }).first();
      expect(customer).toMatchObject({ email: "amelie.roy@example.com", cell_phone: "4385550142", birth_date: "1990-02-03", identity_key: "amelie.roy@example.com|1990-02-03" });
      expect((await request(app()).get(`${flow}/${token}/onboardingStepAttained`)).body.Result).toBe(1);
      await loanChoice(app(), setup.clock, token, { previousBalance: 0 });
      expect((await request(app()).get(`${renewFlow}/${token}/calculatorData`)).body.Result).toMatchObject({ previousBalance: 0, renewsContract: false });
      expect(JSON.parse((await auditOf(contract.id, "flow.leadCreated"))[0].after_json)).toEqual({ leadSourceId: null });
    });

    it("attaches a verified lead to the customer on file when the typed phone is hers, without changing her record", async () => {
      setup.clock.advance(hour);
      const existing = await insertCustomer(test.db, setup.clock, rent, { email: "paule@example.com", birthDate: "1981-06-07", cellPhone: "5145550001" });
      const before = await test.db("customers").where({ id: existing }).first();
      const created = await request(app()).post(`${flow}/basic`).send({ ...basic, firstName: "Other", email: "PAULE@example.com", birthDate: "1981-06-07", cellPhone: "514 555 0001" });
      expect(created.status).toBe(201);
      const contract = await test.db("contracts").where({ slug: created.body.Result.token }).first();
      expect(contract.customer_id).toBeNull();
      expect(await markLeadPhoneVerified(test.db, setup.clock, { tenantId: rent, contractId: contract.id })).toBe(created.body.Result.token);
      expect((await contractRow(contract.id)).customer_id).toBe(existing);
      expect(await test.db("customers").where({ id: existing }).first()).toEqual(before);
    });

    it("refuses missing consent, a bad phone, a minor, bad dates and unknown fields, creating nothing", async () => {
      setup.clock.advance(hour);
      const count = async () => Number((await test.db("customers").count({ n: "*" }).first())?.n);
      const before = await count();
      const post = (body: object) => request(app()).post(`${flow}/basic`).send(body);
      expect((await post({ ...basic, isAcceptChecked: false })).body.ErrorMessage).toContain("accept");
      expect((await post({ ...basic, cellPhone: "555-0142" })).status).toBe(400);
      expect((await post({ ...basic, birthDate: "2010-01-01" })).status).toBe(400);
      // Core's age rule at its boundary, on the lender's day: 18 today passes the check, a day younger is refused on its field.
      const today = businessDateOf(setup.clock.now(), contextOf(setup.app).timeZone);
      const eighteenTomorrow = today.subtract({ years: 18 }).add({ days: 1 });
      const minor = await post({ ...basic, birthDate: formatIsoDate(eighteenTomorrow) });
      expect(minor.status).toBe(400);
      expect(readFlowFieldErrors(minor.body)).toEqual([{ field: "birthDate", key: "flows.error.underAge" }]);
      expect(minor.body.ErrorMessage).toContain("18");
      expect(readFlowFieldErrors((await post({ ...basic, cellPhone: "555-0142" })).body)).toEqual([{ field: "cellPhone", key: "renewal.validation.phone" }]);
      expect(readFlowFieldErrors((await post({ ...basic, email: "not-an-email" })).body)).toEqual([{ field: "email", key: "flows.error.fieldInvalid" }]);
      // Core's one email rule: no domain without a dot, nothing that could carry a second address.
      for (const email of ["amelie@example", 'amelie"<x@y.ca>"@example.com', "amelie@example..com"])
        expect(readFlowFieldErrors((await post({ ...basic, email })).body)).toEqual([{ field: "email", key: "flows.error.fieldInvalid" }]);
      expect(readFlowFieldErrors((await post({ ...basic, isAcceptChecked: false })).body)).toEqual([{ field: "isAcceptChecked", key: "flows.error.consentRequired" }]);
      expect((await post({ ...basic, birthDate: "1990-02-30" })).status).toBe(400);
      expect((await post({ ...basic, email: "not-an-email" })).status).toBe(400);
      expect((await post({ ...basic, firstName: "  " })).status).toBe(400);
      expect((await post({ ...basic, tenant: "CAPITAL" })).status).toBe(400);
      expect(await count()).toBe(before);
    });

    it("throttles lead creation per client IP (429 with Retry-After)", async () => {
      setup.clock.advance(hour);
      for (let index = 0; index < leadLimit.max; index++) {
        expect((await request(app()).post(`${flow}/basic`).send({ ...basic, email: `lead${index}@example.com` })).status).toBe(201);
      }
      const sixth = await request(app()).post(`${flow}/basic`).send({ ...basic, email: "lead6@example.com" });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
      expect(await test.db("customers").where({ email: "lead6@example.com" }).first()).toBeUndefined();
    });
  });

  describe("headers (SECURITY 24, 25)", () => {
    it("sends frame-ancestors 'self' by default and the tenant's parent origins when configured, with object-src, base-uri, frame-src, HSTS and no-referrer", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      const first = await request(app()).get(`${flow}/${renewal.slug}/onboardingStepAttained`);
      const csp = first.headers["content-security-policy"] as string;
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-src 'self'");
      expect(first.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(first.headers["referrer-policy"]).toBe("no-referrer");
      expect(first.headers["x-frame-options"]).toBeUndefined();

      await saveFlowSettings(test.db, setup.clock, rent, { ...testFlowSettings, parentOrigins: ["https://lender.example", "https://www.lender.example:8443"] });
      try {
        const framed = await request(app()).get(`${flow}/${renewal.slug}/onboardingStepAttained`);
        expect(framed.headers["content-security-policy"]).toContain("frame-ancestors 'self' https://lender.example https://www.lender.example:8443");
        const constants = await request(app()).get("/api/contractExternal/cashLoanCalculatorConstants");
        expect(constants.headers["content-security-policy"]).toContain("frame-ancestors 'self' https://lender.example");
        // A CAPITAL slug keeps CAPITAL's own (default) parent origins, even on RENT's public server.
        const capitalFlow = await insertRenewal(test.db, setup.clock, capital);
        const other = await request(app()).get(`${flow}/${capitalFlow.slug}/onboardingStepAttained`);
        expect(other.headers["content-security-policy"]).toMatch(/frame-ancestors 'self'$/);
      } finally {
        await saveFlowSettings(test.db, setup.clock, rent, testFlowSettings);
      }
    });

    it("keeps CORS closed: no Access-Control-Allow-Origin, even for a preflight from a parent origin", async () => {
      const renewal = await insertRenewal(test.db, setup.clock, rent);
      const simple = await request(app()).get(`${flow}/${renewal.slug}/onboardingStepAttained`).set("Origin", "https://lender.example");
      expect(simple.headers["access-control-allow-origin"]).toBeUndefined();
      const preflight = await request(app())
        .options(`${flow}/${renewal.slug}`)
        .set("Origin", "https://lender.example")
        .set("Access-Control-Request-Method", "PUT");
      expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
      expect(preflight.headers["access-control-allow-methods"]).toBeUndefined();
    });
  });

  it("never answers a random body on the step routes with a 5xx, and never stores one (fast-check)", async () => {
    const renewal = await renewalAt(24);
    const before = await stateRow(renewal.contractId);
    const keys = ["loanAmount", "loanFrequency", "numberOfPayments", "workType", "workPhone", "refName", "refCell", "civicNumber", "postalCode", "provinceId", "__x"];
    const value = fc.oneof(fc.string({ maxLength: 300 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 6 }), fc.constantFrom(`${flow}/${renewal.slug}`, `${renewFlow}/${renewal.slug}`), async (body, path) => {
        const response = await request(app()).put(path).send(body);
        expect(response.status).toBeLessThan(500);
        if (response.status !== 200) expect(response.body.Success).toBe(false);
      }),
      { numRuns: 60 },
    );
    const after = await stateRow(renewal.contractId);
    expect(after.loan_json).toBe(before.loan_json);
    expect(after.step_attained).toBe(before.step_attained);
  });
});
