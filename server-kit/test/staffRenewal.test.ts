import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { insertPayments } from "./fixtures.js";
import { asApplicant, loanChoice, makeOverdue } from "./flowFixtures.js";
import { newCustomer, testOtpKey } from "./otpFixtures.js";

/**
 * Issue 15 §2: a renewal started by staff carries the loan (the customer,
 * the payoff balance through core's finance model, the link to the renewed
 * contract), and staff edits never overwrite the terms the applicant then
 * chooses in the public flow.
 */
describe.each(targets)("a staff renewal on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  let admin: string;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", otpKey: testOtpKey });
    rent = setup.tenants.RENT!.id;
    admin = await loginAs(setup.app, "admin", "RENT");
  });
  afterAll(async () => {
    await test.close();
  });

  const auth = () => ({ Authorization: `Bearer ${admin}` });
  /** The public flow as the applicant's browser uses it after the one-time code (C §1); staff routes stay on setup.app. */
  const applicant = () => asApplicant(setup.app, test.db, setup.clock);
  const lessee = { firstName: "Julie", lastName: "Tremblay", email: "julie.tremblay@example.com", cellPhone: "5145550142", city: "Laval", sinNumber: "046 454 286" };

  /** Julie's weekly cash loan of 600.00 $, its first withdrawal paid, the rest ahead. */
  const julie = async () => {
    const customer = await newCustomer(test.db, setup.clock, rent);
    await test.db("contracts")
      .where({ id: customer.contractId! })
      .update({
        amount_cents: 60_000,
        frequency: 0,
        body_json: JSON.stringify({ isMicroCredit: true, isLoanCash: true, lessee, financeLease: { frequency: 0, term: 4, interestRate: 27.15 } }),
      });
    await insertPayments(test.db, rent, customer.contractId!, [
      { dueDate: "2026-11-20", amountCents: 16_250, paidAt: "2026-11-20T15:00:00.000Z" },
      { dueDate: "2026-11-27", amountCents: 16_250 },
      { dueDate: "2026-12-04", amountCents: 16_250 },
    ]);
    return customer;
  };
  const renew = (customerId: number) => request(setup.app).post(`/api/customer/${customerId}/renewContract`).set(auth()).send({});
  const contract = async (id: number) => {
    const response = await request(setup.app).get(`/api/contracts/${id}`).set(auth());
    expect(response.status).toBe(200);
    return response.body.Result as Record<string, any>;
  };

  it("copies the customer, carries the payoff balance and links the renewed contract", async () => {
    const customer = await julie();
    const started = await renew(customer.id);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const { renewId, slug } = started.body.Result;
    const draft = await contract(renewId);
    expect(draft.lessee).toMatchObject(lessee);
    expect(draft.leaContracts_Id_Renew).toBe(customer.contractId);
    expect(draft.isMicroCredit).toBe(true);
    expect(draft.financeLease).toMatchObject({ frequency: 0, term: 4, interestRate: 27.15 });
    // The payoff balance the flow's calculator starts from, to the cent, and not nothing.
    const calculator = await request(applicant()).get(`/api/contractExternal/cashLoanRenewFlow/${slug}/calculatorData`);
    expect(calculator.status).toBe(200);
    expect(calculator.body.Result.previousBalance).toBeGreaterThan(0);
    expect(draft.financeLease.previousBalanceAmount).toBe(calculator.body.Result.previousBalance);
  });

  it("keeps the terms the applicant chose when staff save the contract, and takes the rest of the edit", async () => {
    const customer = await julie();
    const { renewId, slug } = (await renew(customer.id)).body.Result;
    const balance = (await request(applicant()).get(`/api/contractExternal/cashLoanRenewFlow/${slug}/calculatorData`)).body.Result.previousBalance as number;
    const chosen = await loanChoice(applicant(), setup.clock, slug, { amount: 750, loanFrequency: 26, previousBalance: balance });
    const before = await test.db("contracts").where({ id: renewId }).first("amount_cents", "frequency", "number_of_payments", "annual_rate");
    expect(Number(before.amount_cents)).toBe(75_000 + Math.round(balance * 100));

    const read = await contract(renewId);
    // Staff read the applicant's terms.
    expect(read.Amount).toBe(Number(before.amount_cents) / 100);
    expect(read.financeLease).toMatchObject({ frequency: 1, term: chosen.numberOfPayments, numberOfPaymentsIsSubstitued: true });
    const edit = { ...read, Amount: 9_999, lessee: { ...read.lessee, cellPhone: "4185550111" }, financeLease: { ...read.financeLease, frequency: 2, term: 48, interestRate: 5 } };
    const saved = await request(setup.app).put(`/api/contracts/${renewId}`).set(auth()).send(edit);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await test.db("contracts").where({ id: renewId }).first("amount_cents", "frequency", "number_of_payments", "annual_rate");
    expect(after).toEqual(before);
    expect(saved.body.Result.lessee.cellPhone).toBe("4185550111");
    expect(saved.body.Result.Amount).toBe(read.Amount);
    expect(saved.body.Result.financeLease).toMatchObject({ frequency: 1, term: chosen.numberOfPayments, previousBalanceAmount: balance });
  });

  it("renews for an overdue customer when staff ask (C §3.4: the overdue block is the customer's)", async () => {
    const customer = await newCustomer(test.db, setup.clock, rent);
    await makeOverdue(test.db, rent, customer.contractId!);
    const started = await request(setup.app).post(`/api/customer/${customer.id}/renewContract?lang=en`).set(auth()).send({});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const drafts = await test.db("contracts").where({ original_contract_id: customer.contractId! });
    expect(drafts.map((draft) => Number(draft.id))).toEqual([started.body.Result.renewId]);
  });
});
