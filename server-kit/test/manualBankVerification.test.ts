import { tBoth, type TenantCode } from "@lendkit/core";
import type { Express } from "express";
import * as fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualBankFlowLimit, manualBankIpLimit } from "../src/bankVerification/manual.js";
import { isoTime } from "../src/infra/clock.js";
import { bilingualText, serverMessages } from "../src/http/messages.js";
import { contextOf, createServer } from "../src/server/createServer.js";
import { loginAs, makeApp, testPasswordParams } from "./app.js";
import { auditRows, countRows } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertCustomer } from "./fixtures.js";
import { makePng } from "./filesFixtures.js";
import { asApplicant, attain, insertRenewal, loanChoice, makeOverdue, newSlug, validAddress, type RenewalFixture, type TestApp } from "./flowFixtures.js";
import { freshIp } from "./otpFixtures.js";

/**
 * The bank step's manual mode (C §3.7 `dropIbvFile=true`): statements
 * uploaded through the file drop, then Continue records a `manual`
 * verification pending the lender's review and step 2 counts as done.
 */

const flowPath = "/api/contractExternal/cashLoanFlow";
const noStatement = bilingualText(tBoth("flows.error.noStatement"));
const notFound = bilingualText(serverMessages.notFound);

describe.each(targets)("manual bank verification on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  const apps: Partial<Record<TenantCode, TestApp>> = {};
  const tenantIds: Partial<Record<TenantCode, number>> = {};

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", trustProxy: 1 });
    // Each deployment as the applicant's browser uses it after the one-time code (flowFixtures' asApplicant).
    apps.RENT = asApplicant(setup.app, test.db, setup.clock);
    const shared = contextOf(setup.app);
    apps.CAPITAL = asApplicant(createServer({ db: test.db, clock: setup.clock, logger: shared.logger, passwordParams: testPasswordParams, storage: shared.storage, publicTenant: "CAPITAL", trustProxy: 1 }), test.db, setup.clock);
    tenantIds.RENT = setup.tenants.RENT!.id;
    tenantIds.CAPITAL = setup.tenants.CAPITAL!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  /** A renewal of `code` at its bank step, through the real routes. */
  const atBankStep = async (code: TenantCode = "RENT"): Promise<RenewalFixture> => {
    const renewal = await insertRenewal(test.db, setup.clock, tenantIds[code]!);
    await loanChoice(apps[code]!, setup.clock, renewal.slug, { tenant: code, ...(code === "CAPITAL" ? { features: { RestOfCanada: true } } : {}) });
    expect((await attain(apps[code]!, renewal.slug, 2)).status).toBe(200);
    return renewal;
  };
  const upload = async (slug: string, code: TenantCode = "RENT") => {
    const response = await request(apps[code]!)
      .post(`/api/fileDrop/${slug}/uploadImage`)
      .set("X-Forwarded-For", freshIp())
      .attach("file", await makePng(40, 30), { filename: "releve-octobre.png", contentType: "image/png" });
    expect(response.status).toBe(201);
  };
  const press = (slug: string, options: { app?: TestApp; token?: string; body?: string; ip?: string } = {}) => {
    const call = request(options.app ?? apps.RENT!)
      .post(`${flowPath}/${slug}/manualBankVerification`)
      .set("X-Forwarded-For", options.ip ?? freshIp())
      .set("Content-Type", "application/json");
    return (options.token ? call.set("Authorization", `Bearer ${options.token}`) : call).send(options.body ?? "{}");
  };
  const manualRows = (contractId: number) => test.db("bank_verifications").where({ contract_id: contractId, provider: "manual" });
  const auditOf = async (action: string, contractId: number) => (await auditRows(test.db, action)).filter((row) => row.entity_id === String(contractId));

  it("refuses Continue without a statement from the applicant (422 in both languages), records nothing and keeps step 21 closed", async () => {
    const renewal = await atBankStep();
    const refused = await press(renewal.slug);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ Success: false, Result: null, ErrorMessage: noStatement, Code: "refused" });
    expect(refused.body.ErrorMessage).toContain("au moins une photo de vos relevés");
    // A picture the lender's staff added is not the applicant's statement.
    const staff = await request(apps.RENT!)
      .post(`/api/contracts/${renewal.contractId}/files`)
      .set("Authorization", `Bearer ${await loginAs(setup.app, "admin", "RENT")}`)
      .attach("file", await makePng(20, 20), { filename: "piece.png", contentType: "image/png" });
    expect(staff.status).toBe(201);
    expect((await press(renewal.slug)).status).toBe(422);
    expect(await manualRows(renewal.contractId)).toHaveLength(0);
    expect((await attain(apps.RENT!, renewal.slug, 21)).status).toBe(409);
    const refusals = await auditOf("bank.manualRefused", renewal.contractId);
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({ entity: "contract", actor_customer_id: renewal.customerId, after: { provider: "manual", reason: "noStatement" } });
  });

  it("records one submission pending the lender's review once a statement is uploaded, completes step 2 and opens the address step", async () => {
    const renewal = await atBankStep();
    await upload(renewal.slug);
    await upload(renewal.slug);
    const first = await press(renewal.slug);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ Success: true, Result: { status: "pendingReview" }, ErrorMessage: null });
    const rows = await manualRows(renewal.contractId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenant_id: tenantIds.RENT, provider: "manual", mode: "manual", status: "pendingReview", summary_json: null, completed_at: null });
    expect(rows[0].request_code).toMatch(/^[a-f0-9]{32}$/);
    // Pressing again changes nothing.
    expect((await press(renewal.slug)).body.Result).toEqual({ status: "pendingReview" });
    expect(await manualRows(renewal.contractId)).toHaveLength(1);
    const submitted = await auditOf("bank.manualSubmitted", renewal.contractId);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      tenant_id: tenantIds.RENT,
      actor_customer_id: renewal.customerId,
      after: { provider: "manual", verificationId: Number(rows[0].id), status: "pendingReview", statements: 2 },
    });
    expect(JSON.stringify(submitted)).not.toContain(renewal.slug);

    expect((await attain(apps.RENT!, renewal.slug, 21)).status).toBe(200);
    expect((await request(apps.RENT!).put(`/api/contractExternal/cashLoanRenewFlow/${renewal.slug}?lang=fr`).send(validAddress)).status).toBe(200);
    expect((await request(apps.RENT!).get(`${flowPath}/${renewal.slug}/onboardingStepAttained`)).body.Result).toBe(21);
  });

  it("makes one submission when Continue is pressed several times at once", async () => {
    const renewal = await atBankStep();
    await upload(renewal.slug);
    const answers = await Promise.all(Array.from({ length: 5 }, () => press(renewal.slug)));
    expect(answers.map((answer) => [answer.status, answer.body.Result?.status])).toEqual(Array.from({ length: 5 }, () => [200, "pendingReview"]));
    expect(await manualRows(renewal.contractId)).toHaveLength(1);
    expect(await auditOf("bank.manualSubmitted", renewal.contractId)).toHaveLength(1);
  });

  it("answers a step an instant verification already completed with its status, recording nothing", async () => {
    const renewal = await atBankStep();
    await test.db("bank_verifications").insert({
      tenant_id: tenantIds.RENT,
      contract_id: renewal.contractId,
      provider: "flinks",
      mode: "sandbox",
      request_code: newSlug().slice(0, 32),
      provider_reference: "login-1",
      status: "succeeded",
      created_at: isoTime(setup.clock.now()),
    });
    expect((await press(renewal.slug)).body).toEqual({ Success: true, Result: { status: "succeeded" }, ErrorMessage: null });
    expect(await manualRows(renewal.contractId)).toHaveLength(0);
  });

  it("answers another tenant's, another customer's, an expired or an unknown slug 404, recording nothing", async () => {
    const capital = await atBankStep("CAPITAL");
    await upload(capital.slug, "CAPITAL");
    const rent = await atBankStep();
    await upload(rent.slug);
    const rentAdmin = await loginAs(setup.app, "admin", "RENT");
    const otherCustomer = await customerToken(test.db, setup.clock, tenantIds.RENT!, await insertCustomer(test.db, setup.clock, tenantIds.RENT!, { email: "autre@example.com" }));
    const before = { rows: await countRows(test.db, "bank_verifications"), audit: (await auditRows(test.db, "bank.manualSubmitted")).length };
    const owner = await customerToken(test.db, setup.clock, tenantIds.RENT!, rent.customerId);
    // A slug alone, whatever it names: 401 before any look-up (C §1).
    for (const slug of [capital.slug, rent.slug, newSlug()]) {
      const anonymous = await press(slug, { app: setup.app });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.Result).toBeNull();
    }
    const attempts = [
      // CAPITAL's slug on RENT's deployment with a RENT staff session.
      await press(capital.slug, { token: rentAdmin }),
      // RENT's slug with a session of another customer.
      await press(rent.slug, { token: otherCustomer }),
      await press(newSlug(), { token: owner }),
      await press("short", { token: owner }),
    ];
    await test.db("contracts").where({ id: rent.contractId }).update({ slug_expires_at: isoTime(new Date(setup.clock.now().getTime() - 1000)) });
    attempts.push(await press(rent.slug, { token: owner }));
    for (const answer of attempts) {
      expect(answer.status).toBe(404);
      expect(answer.body.ErrorMessage).toBe(notFound);
    }
    expect(await countRows(test.db, "bank_verifications")).toBe(before.rows);
    expect((await auditRows(test.db, "bank.manualSubmitted")).length).toBe(before.audit);
    // Its own deployment takes CAPITAL's.
    expect((await press(capital.slug, { app: apps.CAPITAL! })).body.Result).toEqual({ status: "pendingReview" });
  });

  it("refuses before step 2 and in arrears (409), and bad bodies (400), changing nothing", async () => {
    const early = await insertRenewal(test.db, setup.clock, tenantIds.RENT!);
    await upload(early.slug);
    expect((await press(early.slug)).status).toBe(409);
    const late = await atBankStep();
    await upload(late.slug);
    await makeOverdue(test.db, tenantIds.RENT!, late.originalId);
    const overdue = await press(late.slug);
    expect(overdue.status).toBe(409);
    expect(overdue.body.ErrorMessage).toBe(bilingualText(tBoth("flows.error.overdue")));
    const renewal = await atBankStep();
    await upload(renewal.slug);
    for (const body of ['{"status":', '{"status":"succeeded"}', "[]", '"x"', "null", "12"]) {
      expect((await press(renewal.slug, { body })).status, body).toBe(400);
    }
    expect((await press(renewal.slug, { body: JSON.stringify({ pad: "x".repeat(120_000) }) })).status).toBe(413);
    expect(await manualRows(early.contractId)).toHaveLength(0);
    expect(await manualRows(late.contractId)).toHaveLength(0);
    expect(await manualRows(renewal.contractId)).toHaveLength(0);
  });

  it("never answers a random body with a 5xx nor records anything for it (fast-check)", async () => {
    const renewal = await atBankStep();
    await upload(renewal.slug);
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }).filter((value) => JSON.stringify(value) !== "{}"), async (body) => {
        const response = await press(renewal.slug, { body: JSON.stringify(body) });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    expect(await manualRows(renewal.contractId)).toHaveLength(0);
  });

  it("limits presses per flow and per client IP with 429 and Retry-After", async () => {
    const renewal = await atBankStep();
    await upload(renewal.slug);
    for (let i = 0; i < manualBankFlowLimit.max; i++) expect((await press(renewal.slug)).status).toBe(200);
    const flowLimited = await press(renewal.slug);
    expect(flowLimited.status).toBe(429);
    expect(Number(flowLimited.headers["retry-after"])).toBeGreaterThan(0);
    const ip = freshIp();
    const token = await customerToken(test.db, setup.clock, tenantIds.RENT!, renewal.customerId);
    for (let i = 0; i < manualBankIpLimit.max; i++) expect((await press(newSlug(), { ip, token })).status).toBe(404);
    expect((await press(newSlug(), { ip, token })).status).toBe(429);
  });
});
