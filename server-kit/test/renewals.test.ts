import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../src/http/envelope.js";
import { startOrResumeRenewal } from "../src/renewals/start.js";
import { contextOf } from "../src/server/createServer.js";
import { loginAs, makeApp } from "./app.js";
import { auditRows, countRows } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertPayments } from "./fixtures.js";
import { asApplicant, attain, loanChoice } from "./flowFixtures.js";
import { askCode, newCustomer, publicClient, rentCollections, testOtpKey } from "./otpFixtures.js";

/**
 * One renewal start for both doors (C §3.4, §3.10, §7): the staff's or
 * customer's renewContract and the OTP step's validateOTPAndRenew go
 * through the renewals module, so they find each other's draft, follow the
 * same order of rules and write the same audit rows.
 */

const week = 7 * 24 * 60 * 60_000;

describe.each(targets)("one renewal start on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  let admin: string;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", otpKey: testOtpKey, trustProxy: 1, otp: { collectionsPhoneNumbers: { RENT: rentCollections } } });
    rent = setup.tenants.RENT!.id;
    admin = await loginAs(setup.app, "admin", "RENT");
  });
  afterAll(async () => {
    await test.close();
  });

  const customer = () => newCustomer(test.db, setup.clock, rent);
  const renew = (token: string, customerId: number) =>
    request(setup.app).post(`/api/customer/${customerId}/renewContract`).set("Authorization", `Bearer ${token}`).send({});
  const byCode = async (julie: Awaited<ReturnType<typeof customer>>, leadSourceId: number | null = null) => {
    const client = publicClient(setup.app);
    const { userSlug, code } = await askCode(client, setup.app, julie, { flow: "renewal" });
    return client.verify("renewal", { OTP: code, userSlug, leadSourceId });
  };
  const draftsOf = (contractId: number) => test.db("contracts").where({ original_contract_id: contractId, status_id: 0 });
  const rowsFor = async (renewId: number) =>
    (await auditRows(test.db, "renewal.started"))
      .concat(await auditRows(test.db, "renewal.resumed"), await auditRows(test.db, "renewal.reopened"))
      .filter((row) => row.entity_id === String(renewId))
      .sort((left, right) => Number(left.id) - Number(right.id));

  it("makes one draft whichever door opens it first, and audits every door the same way", async () => {
    const julie = await customer();
    const started = await renew(admin, julie.id);
    expect(started.status).toBe(201);
    const { renewId, slug } = started.body.Result;
    const original = await test.db("contracts").where({ id: julie.contractId }).first("contract_number");
    const row = await test.db("contracts").where({ id: renewId }).first();
    expect(row).toMatchObject({ status_id: 0, product: "microCredit", original_contract_id: julie.contractId, contract_number: `${original.contract_number}-R1` });
    expect(Number(row.created_by_user_id)).toBe(setup.tenants.RENT!.users.admin);
    expect(JSON.parse(row.body_json)).toMatchObject({ isMicroCredit: true, isParentContractMicroCredit: true, admCustomer_Id: julie.id });
    expect(row.slug_expires_at).toBe(new Date(setup.clock.now().getTime() + week).toISOString());

    const otp = await byCode(julie, 3);
    expect(otp.status).toBe(200);
    expect(otp.body.Result).toMatchObject({ slug, amountLate: 0 });
    const own = await renew(await customerToken(test.db, setup.clock, rent, julie.id), julie.id);
    expect(own.body.Result).toMatchObject({ renewId, slug, alreadyStarted: true, step: 1 });
    expect(await draftsOf(julie.contractId!)).toHaveLength(1);

    const rows = await rowsFor(renewId);
    expect(rows.map((each) => [each.action, each.entity, each.actor_user_id === null ? null : Number(each.actor_user_id), each.actor_customer_id === null ? null : Number(each.actor_customer_id)])).toEqual([
      ["renewal.started", "contract", setup.tenants.RENT!.users.admin, null],
      ["renewal.resumed", "contract", null, julie.id],
      ["renewal.resumed", "contract", null, julie.id],
    ]);
    expect(rows.map((each) => each.after)).toEqual([
      { status: "draft", originalContractId: julie.contractId },
      { status: "draft", originalContractId: julie.contractId, leadSourceId: 3 },
      { status: "draft", originalContractId: julie.contractId },
    ]);
    expect(JSON.stringify(rows)).not.toContain(slug);
  });

  it("resumes a draft the OTP step made, at the step its flow has reached", async () => {
    const julie = await customer();
    const otp = await byCode(julie);
    const { slug } = otp.body.Result;
    const draft = await test.db("contracts").where({ slug }).first("id", "contract_number");
    const original = await test.db("contracts").where({ id: julie.contractId }).first("contract_number");
    expect(draft.contract_number).toBe(`${original.contract_number}-R1`);
    // The applicant's browser carries the session the code opened (asApplicant).
    const applicant = asApplicant(setup.app, test.db, setup.clock);
    await loanChoice(applicant, setup.clock, slug, { previousBalance: 500 });
    expect((await attain(applicant, slug, 2)).status).toBe(200);
    const staff = await renew(admin, julie.id);
    expect(staff.status).toBe(200);
    expect(staff.body.Result).toMatchObject({ renewId: Number(draft.id), slug, alreadyStarted: true, step: 2 });
  });

  it("checks a customer's arrears before resuming: a draft in progress gives no way around them (the stricter order); staff may still resume it", async () => {
    const julie = await customer();
    const { slug } = (await renew(admin, julie.id)).body.Result;
    await insertPayments(test.db, rent, julie.contractId!, [{ dueDate: "2026-11-06", amountCents: 4_250 }]);
    const refused = await renew(await customerToken(test.db, setup.clock, rent, julie.id), julie.id);
    expect(refused.status).toBe(422);
    expect(refused.body.ErrorMessage).toContain("42,50 $");
    // C §3.4: the overdue block is the customer view's; staff resume the draft.
    const byStaff = await renew(admin, julie.id);
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.Result).toMatchObject({ slug, alreadyStarted: true });
    const otp = await byCode(julie, 9);
    expect(otp.body.Result).toMatchObject({ slug: "", amountLate: 42.5, collectionsPhoneNumber: rentCollections });
    expect((await draftsOf(julie.contractId!))[0]).toMatchObject({ slug });
    const refusals = (await auditRows(test.db, "renewal.refused")).filter((row) => row.entity_id === String(julie.contractId));
    expect(refusals.map((row) => [row.entity, row.after])).toEqual([
      ["contract", { reason: "behindOnPayments", amountLateCents: 4_250 }],
      ["contract", { reason: "behindOnPayments", amountLateCents: 4_250, leadSourceId: 9 }],
    ]);
  });

  it("gives an expired draft a new slug through either door, never a second draft", async () => {
    const julie = await customer();
    const first = (await renew(admin, julie.id)).body.Result;
    const start = setup.clock.now();
    setup.clock.advance(week);
    try {
      const otp = await byCode(julie);
      expect(otp.body.Result.slug).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(otp.body.Result.slug).not.toBe(first.slug);
      const again = await renew(await loginAs(setup.app, "admincrm", "RENT"), julie.id);
      expect(again.body.Result).toMatchObject({ renewId: first.renewId, slug: otp.body.Result.slug, alreadyStarted: true });
      expect((await rowsFor(first.renewId)).map((row) => row.action)).toEqual(["renewal.started", "renewal.reopened", "renewal.resumed"]);
      expect(await draftsOf(julie.contractId!)).toHaveLength(1);
    } finally {
      setup.clock.set(start);
    }
  });

  it("makes one draft when staff clicks and a code arrive at once", async () => {
    const julie = await customer();
    const client = publicClient(setup.app);
    const { userSlug, code } = await askCode(client, setup.app, julie, { flow: "renewal" });
    const answers = await Promise.all([
      client.verify("renewal", { OTP: code, userSlug }),
      ...Array.from({ length: 4 }, () => renew(admin, julie.id)),
    ]);
    expect(answers.map((answer) => answer.status).every((status) => status === 200 || status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.Result.slug)).size).toBe(1);
    expect(await draftsOf(julie.contractId!)).toHaveLength(1);
    expect(await auditRows(test.db, "renewal.started").then((rows) => rows.filter((row) => row.after.originalContractId === julie.contractId))).toHaveLength(1);
  });

  it("answers 404 for a contract that is not the customer's, writing nothing", async () => {
    const julie = await customer();
    const other = await customer();
    const before = await countRows(test.db, "contracts");
    const actor = { userId: null, customerId: julie.id, requestId: null, ip: null };
    const context = contextOf(setup.app);
    const attempt = context.db.transaction((trx) => startOrResumeRenewal(trx, context, { tenantId: rent, customerId: julie.id, contractId: other.contractId!, actor }));
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ status: 404 });
    const otherTenant = context.db.transaction((trx) =>
      startOrResumeRenewal(trx, context, { tenantId: setup.tenants.CAPITAL!.id, customerId: julie.id, contractId: julie.contractId!, actor }),
    );
    await expect(otherTenant).rejects.toMatchObject({ status: 404 });
    expect(await countRows(test.db, "contracts")).toBe(before);
  });
});
