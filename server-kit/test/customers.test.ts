import {
  decodeCurrentContractGridInfo,
  decodeCustomerPayments,
  decodeCustomerPublic,
  decodeEnvelope,
  decodePaymentReceiptOptions,
  decodePaymentsProfileCustomer,
  decodeRenewContractResult,
  CustomerPayments,
} from "@lendkit/core";
import * as fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ByPassOtpResult, decodeByPassOtpResult } from "../src/customers/schemas.js";
import { servicingSettingsFromEnv } from "../src/customers/settings.js";
import { loginAs, makeApp } from "./app.js";
import { as, auditRows, countRows, insertAccount, insertLines, insertReceipt, upToDateLines, type Account } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertContract } from "./fixtures.js";

const start = new Date("2026-11-22T12:00:00.000Z");

describe("servicing settings from the environment", () => {
  it("reads the fee in dollars, and refuses bad values at start", () => {
    expect(servicingSettingsFromEnv({})).toMatchObject({ deferralFeeCents: 2500 });
    // The zone is the server's one setting (createServer's timeZone, test/timeZone.test.ts), not this area's.
    const settings = servicingSettingsFromEnv({ LENDKIT_DEFERRAL_FEE: "35", LENDKIT_TIME_ZONE: "Nowhere/Town" });
    expect(settings.deferralFeeCents).toBe(3500);
    expect(settings).not.toHaveProperty("timeZone");
    expect(servicingSettingsFromEnv({ LENDKIT_DEFERRAL_FEE: "0" }).deferralFeeCents).toBe(0);
    for (const fee of ["-1", "25.005", "abc", "1000.01", "1e3"]) expect(() => servicingSettingsFromEnv({ LENDKIT_DEFERRAL_FEE: fee })).toThrow(/LENDKIT_DEFERRAL_FEE/);
  });
});

describe.each(targets)("customer payments API on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  let capital: number;
  let tokens: Record<string, string>;
  let alice: Account;
  let bob: Account;
  let carol: Account;
  /** A customer whose payments are the receipts the tests record (the others' lines keep their state). */
  let dave: Account;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
    rent = setup.tenants.RENT!.id;
    capital = setup.tenants.CAPITAL!.id;
    tokens = {};
    for (const username of ["admin", "collector", "admincollector", "merchant", "agent", "fandi", "leadcrm", "admincrm"]) {
      tokens[username] = await loginAs(setup.app, username, "RENT");
    }
    tokens.capitalAdmin = await loginAs(setup.app, "admin", "CAPITAL");
    alice = await insertAccount(test.db, setup.clock, rent);
    bob = await insertAccount(test.db, setup.clock, rent, { lines: upToDateLines });
    carol = await insertAccount(test.db, setup.clock, capital);
    dave = await insertAccount(test.db, setup.clock, rent, { lines: [{ dueDate: "2026-12-11" }] });
  });
  afterAll(async () => {
    await test.close();
  });

  const api = (token: string | null) => as(setup.app, token);

  describe("GET /api/customer/:customerId", () => {
    it("gives staff the whole public record with totals, decoding with core's Schemas and no password", async () => {
      await insertReceipt(test.db, setup.clock, rent, dave.contractId, "2026-10-30", 2125);
      await insertReceipt(test.db, setup.clock, rent, dave.contractId, "2026-11-02", 5000);
      const response = await api(tokens.admin!).get(`/api/customer/${dave.customerId}`);
      expect(response.status).toBe(200);
      const result = response.body.Result;
      expect(decodeCustomerPublic(result, { unknownKeys: "refuse" }).ok).toBe(true);
      const profile = decodePaymentsProfileCustomer(result);
      expect(profile.ok && profile.value.capitalTotal.toFixed(2)).toBe("500.00");
      expect(profile.ok && profile.value.totalReceived.toFixed(2)).toBe("71.25");
      expect(result).toMatchObject({ id: dave.customerId, firstName: "Julie", lastName: "Tremblay", birthDate: "1985-04-12" });
      expect(result).not.toHaveProperty("password");
      const collector = await api(tokens.collector!).get(`/api/customer/${alice.customerId}`);
      expect(collector.status).toBe(200);
    });

    it("gives a customer their own identity, contact and address only (no totals, no internal fields)", async () => {
      await test.db("customers")
        .where({ id: alice.customerId })
        .update({ profile_json: JSON.stringify({ address: "12 rue des Érables", city: "Montréal", description: "Called twice", password: "secret" }) });
      const staff = await api(tokens.admin!).get(`/api/customer/${alice.customerId}`);
      expect(staff.body.Result).toMatchObject({ address: "12 rue des Érables", city: "Montréal", description: "Called twice" });
      expect(JSON.stringify(staff.body)).not.toContain("secret");
      const response = await api(alice.token).get(`/api/customer/${alice.customerId}`);
      expect(response.body.Result).toMatchObject({ address: "12 rue des Érables", city: "Montréal" });
      expect(JSON.stringify(response.body)).not.toContain("secret");
      expect(response.status).toBe(200);
      expect(decodeCustomerPublic(response.body.Result, { unknownKeys: "refuse" }).ok).toBe(true);
      expect(response.body.Result).toMatchObject({ id: alice.customerId, email: expect.stringContaining("@example.com") });
      for (const hidden of ["capitalTotal", "totalReceived", "description", "Notes", "customerfAndI", "username"]) {
        expect(response.body.Result).not.toHaveProperty(hidden);
      }
    });

    it("answers 404 to a customer naming another customer (audited), and to another tenant's id", async () => {
      const other = await api(alice.token).get(`/api/customer/${bob.customerId}`);
      expect(other.status).toBe(404);
      expect(other.body).toMatchObject({ Success: false, Result: null });
      const audit = (await auditRows(test.db, "customer.accessRefused")).at(-1)!;
      expect(audit).toMatchObject({ actor_customer_id: alice.customerId, entity_id: String(bob.customerId) });
      expect((await api(tokens.admin!).get(`/api/customer/${carol.customerId}`)).status).toBe(404);
      expect((await api(tokens.capitalAdmin!).get(`/api/customer/${alice.customerId}`)).status).toBe(404);
      expect((await api(tokens.admin!).get(`/api/customer/999999`)).status).toBe(404);
    });

    it("refuses dealers (403), no session (401) and malformed ids (400)", async () => {
      for (const username of ["merchant", "agent", "fandi"]) expect((await api(tokens[username]!).get(`/api/customer/${alice.customerId}`)).status).toBe(403);
      expect((await api(null).get(`/api/customer/${alice.customerId}`)).status).toBe(401);
      for (const id of ["abc", "0", "-1", "1.5", "1e3", "99999999999"]) expect((await api(tokens.admin!).get(`/api/customer/${id}`)).status, id).toBe(400);
    });
  });

  describe("GET /api/customer/:customerId/payments/:contractId", () => {
    const paymentsOf = async (token: string, account: Account, query = "") => {
      const response = await api(token).get(`/api/customer/${account.customerId}/payments/${account.contractId}${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const decoded = decodeCustomerPayments(response.body.Result, { unknownKeys: "refuse" });
      if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors));
      return { raw: response.body.Result, model: decoded.value as CustomerPayments };
    };

    it("flags every line with core's rules for the lender's today and fills the cards", async () => {
      const { raw, model } = await paymentsOf(tokens.admin!, alice);
      expect(raw.paymentsList.map((line: { isPaid: boolean; isLate: boolean; canReturnNsf: boolean }) => [line.isPaid, line.isLate, line.canReturnNsf])).toEqual([
        [true, false, true],
        [false, true, false],
        [false, false, false],
        [false, false, false],
        [false, false, false],
        [false, false, false],
      ]);
      expect(raw.paymentsList[0]).toMatchObject({ id: alice.paymentIds[0], dueDate: "2026-10-30", amount: 21.25, isFromOriginalSchedule: true, isCheckboxDisabled: true });
      expect(raw).toMatchObject({
        PaymentFrenquency: 1,
        currentContractId: alice.contractId,
        totalUnpaid: 21.25,
        totalUnpaidStartDate: "2026-11-13",
        nextPaymentAmount: 21.25,
        nextPaymentDate: "2026-11-27",
        deferallPaymentFee: 25,
        capitalInitial: 500,
        capitalRemaining: 482,
        // 482.00 − 2 × 18.00 of capital due by Nov 27, + 2 × 21.25 due by then
        SoldeFinPeriodeCourante: 488.5,
        isActive: true,
        isTerminated: false,
        isTraining: false,
        hasRenew: false,
        originalContractNumber: -1,
        leaContracts_Id_Original: null,
        EdiExceptionDays: [],
      });
      expect(model.contractListOptions).toHaveLength(1);
      expect(model.contractListOptions[0]).toMatchObject({ leaContracts_Id: alice.contractId, status: 1, isMicroCredit: true });
    });

    it("moves with the clock: a line becomes late the day after its due date", async () => {
      setup.clock.set(new Date("2026-11-28T12:00:00.000Z"));
      try {
        const token = await loginAs(setup.app, "admin", "RENT");
        const { raw } = await paymentsOf(token, alice);
        expect(raw.paymentsList[2]).toMatchObject({ dueDate: "2026-11-27", isLate: true });
        expect(raw).toMatchObject({ totalUnpaid: 42.5, nextPaymentDate: "2026-12-11" });
      } finally {
        setup.clock.set(start);
      }
    });

    it("lists the EDI dates of the contract's exception day, and the selector in the asked language", async () => {
      const edi = await insertAccount(test.db, setup.clock, rent, { contract: { body: { financeLease: { ediExceptionDays: 6 } } } });
      const { raw } = await paymentsOf(tokens.admin!, edi, "?lang=en&isProfile=true");
      // QPP: last business day of each month, from today to 3 months after the last line (2027-01-08).
      expect(raw.EdiExceptionDays).toEqual(["2026-11-30", "2026-12-31", "2027-01-29", "2027-02-26", "2027-03-31"]);
      expect(raw.contractListOptions[0].label).toMatch(/ — ACTIVE$/);
      const french = await paymentsOf(tokens.admin!, edi, "?lang=fr&isProfile=false");
      expect(french.raw.contractListOptions[0].label).toMatch(/ — ACTIF$/);
    });

    it("shows the renewal links, and collector data and the closing reason only to the roles C §3.4 names", async () => {
      const renewed = await insertAccount(test.db, setup.clock, rent, {
        contract: { statusId: 9, body: { BankruptcyDate: "2026-05-01" } },
        lines: upToDateLines,
      });
      await test.db("contracts").where({ id: renewed.contractId }).update({ close_reason: "balanceZeroOnRenew" });
      const renewal = await insertContract(test.db, setup.clock, rent, { customerId: renewed.customerId, statusId: 1, originalContractId: renewed.contractId });
      const admin = await paymentsOf(tokens.admin!, renewed, "?lang=en");
      expect(admin.raw).toMatchObject({ hasRenew: true, isActive: false, stopReasonName: "Balance transferred to a renewal", bankruptcyDate: "2026-05-01" });
      expect(admin.raw.contractListOptions.map((option: { leaContracts_Id: number }) => option.leaContracts_Id)).toEqual([renewed.contractId, renewal]);
      expect(admin.raw.contractListOptions[0].isCloseReasonBalanceZeroOnRenew).toBe(true);
      const collector = await paymentsOf(tokens.collector!, renewed);
      expect(collector.raw).toMatchObject({ stopReasonName: null, bankruptcyDate: "2026-05-01" });
      const customer = await paymentsOf(renewed.token, renewed);
      expect(customer.raw).toMatchObject({ stopReasonName: null, bankruptcyDate: "", collectorName: null });
      const child = await api(tokens.admin!).get(`/api/customer/${renewed.customerId}/payments/${renewal}`);
      const original = await test.db("contracts").where({ id: renewed.contractId }).first("contract_number");
      expect(child.body.Result).toMatchObject({ leaContracts_Id_Original: renewed.contractId, originalContractNumber: original.contract_number });
    });

    it("answers 404 for another customer's or another tenant's contract, 400 for bad ids and parameters, 403/401 otherwise", async () => {
      const get = (token: string | null, customerId: number | string, contractId: number | string, query = "") =>
        api(token).get(`/api/customer/${customerId}/payments/${contractId}${query}`);
      expect((await get(alice.token, alice.customerId, alice.contractId)).status).toBe(200);
      expect((await get(alice.token, alice.customerId, bob.contractId)).status).toBe(404);
      expect((await get(alice.token, bob.customerId, bob.contractId)).status).toBe(404);
      expect((await get(tokens.admin!, alice.customerId, bob.contractId)).status).toBe(404);
      expect((await get(tokens.admin!, carol.customerId, carol.contractId)).status).toBe(404);
      expect((await get(tokens.capitalAdmin!, alice.customerId, alice.contractId)).status).toBe(404);
      expect((await get(tokens.admin!, alice.customerId, "x1")).status).toBe(400);
      expect((await get(tokens.admin!, alice.customerId, alice.contractId, "?lang=de")).status).toBe(400);
      expect((await get(tokens.admin!, alice.customerId, alice.contractId, "?isProfile=maybe")).status).toBe(400);
      expect((await get(tokens.merchant!, alice.customerId, alice.contractId)).status).toBe(403);
      expect((await get(null, alice.customerId, alice.contractId)).status).toBe(401);
    });
  });

  describe("GET /api/customer/:customerId/currentContractGridInfo", () => {
    it("gives the current contract's late amount, decoding with core's Schema", async () => {
      const late = await api(alice.token).get(`/api/customer/${alice.customerId}/currentContractGridInfo`);
      expect(late.status).toBe(200);
      expect(decodeCurrentContractGridInfo(late.body.Result, { unknownKeys: "refuse" }).ok).toBe(true);
      expect(late.body.Result).toEqual({ amountLate: 21.25, UI_isBalanceZeroOnRenew: false });
      const upToDate = await api(tokens.collector!).get(`/api/customer/${bob.customerId}/currentContractGridInfo`);
      expect(upToDate.body.Result).toEqual({ amountLate: 0, UI_isBalanceZeroOnRenew: false });
    });

    it("takes the newest contract that became a loan, and says when renewing zeroed its balance", async () => {
      const account = await insertAccount(test.db, setup.clock, rent, { lines: upToDateLines });
      await test.db("contracts").where({ id: account.contractId }).update({ status_id: 9, close_reason: "balanceZeroOnRenew" });
      await insertContract(test.db, setup.clock, rent, { customerId: account.customerId, statusId: 0 });
      const response = await api(account.token).get(`/api/customer/${account.customerId}/currentContractGridInfo`);
      expect(response.body.Result).toEqual({ amountLate: 0, UI_isBalanceZeroOnRenew: true });
    });

    it("refuses other customers, other tenants, dealers and anonymous callers", async () => {
      expect((await api(alice.token).get(`/api/customer/${bob.customerId}/currentContractGridInfo`)).status).toBe(404);
      expect((await api(tokens.capitalAdmin!).get(`/api/customer/${alice.customerId}/currentContractGridInfo`)).status).toBe(404);
      expect((await api(tokens.agent!).get(`/api/customer/${alice.customerId}/currentContractGridInfo`)).status).toBe(403);
      expect((await api(null).get(`/api/customer/${alice.customerId}/currentContractGridInfo`)).status).toBe(401);
    });
  });

  describe("GET /api/customer/:customerId/paymentsReciepts/:contractId", () => {
    it("lists the contract's receipts oldest first for staff, decoding with core's Schema", async () => {
      const response = await api(tokens.admincollector!).get(`/api/customer/${dave.customerId}/paymentsReciepts/${dave.contractId}?lang=en`);
      expect(response.status).toBe(200);
      expect(decodePaymentReceiptOptions(response.body.Result, { unknownKeys: "refuse" }).ok).toBe(true);
      expect(response.body.Result.map((option: { label: string }) => option.label)).toEqual(["2026-10-30 — $21.25", "2026-11-02 — $50.00"]);
      const french = await api(tokens.admin!).get(`/api/customer/${dave.customerId}/paymentsReciepts/${dave.contractId}`);
      expect(french.body.Result[1].label).toBe("2026-11-02 — 50,00 $");
    });

    it("is staff only (C §3.4: no receipts in the customer view) and tenant-scoped", async () => {
      expect((await api(alice.token).get(`/api/customer/${alice.customerId}/paymentsReciepts/${alice.contractId}`)).status).toBe(403);
      expect((await api(tokens.merchant!).get(`/api/customer/${alice.customerId}/paymentsReciepts/${alice.contractId}`)).status).toBe(403);
      expect((await api(tokens.capitalAdmin!).get(`/api/customer/${alice.customerId}/paymentsReciepts/${alice.contractId}`)).status).toBe(404);
      expect((await api(tokens.admin!).get(`/api/customer/${alice.customerId}/paymentsReciepts/${bob.contractId}`)).status).toBe(404);
      expect((await api(null).get(`/api/customer/${alice.customerId}/paymentsReciepts/${alice.contractId}`)).status).toBe(401);
    });
  });

  describe("GET /api/customer/id", () => {
    it("gives a customer session its customer id; staff have none (403); no session 401", async () => {
      const response = await api(alice.token).get("/api/customer/id");
      expect(response.body).toEqual({ Success: true, Result: alice.customerId, ErrorMessage: null });
      expect((await api(tokens.admin!).get("/api/customer/id")).status).toBe(403);
      expect((await api(null).get("/api/customer/id")).status).toBe(401);
    });
  });

  describe("POST /api/customer/:customerId/renewContract", () => {
    const renew = (token: string | null, customerId: number, body: unknown = {}) => api(token).post(`/api/customer/${customerId}/renewContract`, body);

    it("refuses while payments are late, with the amount in both languages, and creates nothing", async () => {
      const before = await countRows(test.db, "contracts");
      const response = await renew(alice.token, alice.customerId);
      expect(response.status).toBe(422);
      expect(response.body.ErrorMessage).toContain("21,25 $");
      expect(response.body.ErrorMessage).toContain("$21.25");
      expect(response.body.ErrorMessage).toContain("behind on payments");
      expect(await countRows(test.db, "contracts")).toBe(before);
      expect((await auditRows(test.db, "renewal.refused")).at(-1)).toMatchObject({
        entity_id: String(alice.contractId),
        after: { reason: "behindOnPayments", amountLateCents: 2125 },
      });
    });

    it("creates one draft micro-credit renewal with a 7-day slug, audited, then returns it instead of a second one", async () => {
      const first = await renew(bob.token, bob.customerId);
      expect(first.status).toBe(201);
      expect(decodeRenewContractResult(first.body.Result).ok).toBe(true);
      const { renewId, slug } = first.body.Result;
      expect(first.body.Result).toMatchObject({ alreadyStarted: false, step: 1 });
      expect(slug).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const row = await test.db("contracts").where({ id: renewId }).first();
      expect(row).toMatchObject({ tenant_id: rent, customer_id: bob.customerId, status_id: 0, product: "microCredit", original_contract_id: bob.contractId });
      expect(Number(row.amount_cents)).toBe(0);
      expect(row.slug_expires_at).toBe("2026-11-29T12:00:00.000Z");
      expect((await auditRows(test.db, "renewal.started")).at(-1)).toMatchObject({
        entity_id: String(renewId),
        actor_customer_id: bob.customerId,
        after: { originalContractId: bob.contractId },
      });
      expect(JSON.stringify(await auditRows(test.db, "renewal.started"))).not.toContain(slug);
      const second = await renew(tokens.admin!, bob.customerId, { contractId: bob.contractId });
      expect(second.status).toBe(200);
      expect(second.body.Result).toMatchObject({ renewId, slug, alreadyStarted: true });
      expect(await countRows(test.db, "contracts", { original_contract_id: bob.contractId })).toBe(1);
    });

    it("makes exactly one draft when many renewals are asked at once", async () => {
      const account = await insertAccount(test.db, setup.clock, rent, { lines: upToDateLines });
      const answers = await Promise.all(Array.from({ length: 10 }, () => renew(account.token, account.customerId)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((answer) => answer.body.Result.renewId)).size).toBe(1);
      expect(await countRows(test.db, "contracts", { original_contract_id: account.contractId })).toBe(1);
    });

    it("gives a draft whose slug expired a new slug rather than a second draft", async () => {
      const future = upToDateLines.map((line, index) => ({ ...line, dueDate: `2027-0${index + 2}-05`, paid: false }));
      const account = await insertAccount(test.db, setup.clock, rent, { lines: future });
      const first = await renew(account.token, account.customerId);
      setup.clock.set(new Date("2026-12-01T12:00:00.000Z"));
      try {
        const token = await loginAs(setup.app, "admincrm", "RENT");
        const again = await renew(token, account.customerId);
        expect(again.status).toBe(200);
        expect(again.body.Result.renewId).toBe(first.body.Result.renewId);
        expect(again.body.Result.slug).not.toBe(first.body.Result.slug);
        expect(again.body.Result.alreadyStarted).toBe(false);
        expect((await auditRows(test.db, "renewal.reopened")).at(-1)).toMatchObject({ entity_id: String(first.body.Result.renewId) });
      } finally {
        setup.clock.set(start);
      }
    });

    it("renews micro-credit only, from an active or paid-out contract", async () => {
      const lease = await insertAccount(test.db, setup.clock, rent, { lines: upToDateLines, contract: { product: "lease" } });
      const refused = await renew(lease.token, lease.customerId);
      expect(refused.status).toBe(422);
      expect(refused.body.ErrorMessage).toBe("Seul un prêt en argent peut être renouvelé. / Only a cash loan can be renewed.");
      const draft = await insertAccount(test.db, setup.clock, rent, { lines: upToDateLines, contract: { statusId: 2 } });
      expect((await renew(tokens.admin!, draft.customerId, { contractId: draft.contractId })).body.ErrorMessage).toContain("cannot be renewed in its current status");
      const paidOut = await insertAccount(test.db, setup.clock, rent, { lines: [], contract: { statusId: 8 } });
      expect((await renew(tokens.collector!, paidOut.customerId)).status).toBe(201);
    });

    it("refuses bad bodies, other customers and tenants, dealers and anonymous callers, changing nothing", async () => {
      const before = await countRows(test.db, "contracts");
      expect((await renew(bob.token, bob.customerId, { contractId: bob.contractId, extra: 1 })).status).toBe(400);
      expect((await renew(bob.token, bob.customerId, { contractId: "12" })).status).toBe(400);
      expect((await renew(bob.token, bob.customerId, { contractId: 1.5 })).status).toBe(400);
      const malformed = await request(setup.app)
        .post(`/api/customer/${bob.customerId}/renewContract`)
        .set("Authorization", `Bearer ${bob.token}`)
        .set("Content-Type", "application/json")
        .send('{"contractId":');
      expect(malformed.status).toBe(400);
      expect((await renew(bob.token, bob.customerId, { contractId: null, pad: "x".repeat(120_000) })).status).toBe(413);
      expect((await renew(bob.token, bob.customerId, { contractId: alice.contractId })).status).toBe(404);
      expect((await renew(alice.token, bob.customerId)).status).toBe(404);
      expect((await renew(tokens.capitalAdmin!, bob.customerId)).status).toBe(404);
      expect((await renew(tokens.admin!, carol.customerId)).status).toBe(404);
      expect((await renew(tokens.merchant!, bob.customerId)).status).toBe(403);
      expect((await renew(null, bob.customerId)).status).toBe(401);
      expect(await countRows(test.db, "contracts")).toBe(before);
    });

    it("never answers 5xx to random bodies, and creates nothing for a customer who is behind", async () => {
      const before = await countRows(test.db, "contracts");
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.record({ contractId: fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null)) })),
          async (body) => {
            const response = await request(setup.app)
              .post(`/api/customer/${alice.customerId}/renewContract`)
              .set("Authorization", `Bearer ${alice.token}`)
              .set("Content-Type", "application/json")
              .send(JSON.stringify(body));
            expect(response.status).toBeLessThan(500);
          },
        ),
        { numRuns: 60 },
      );
      expect(await countRows(test.db, "contracts")).toBe(before);
    });
  });

  describe("GET /api/contractExternal/ByPassOTP/:contractId", () => {
    it("hands out a single-use ticket, not a session, exchanged once for the contract's customer's session; audited without the ticket (issue 17)", async () => {
      const english = await insertAccount(test.db, setup.clock, rent, { language: 1 });
      const response = await api(tokens.admin!).get(`/api/contractExternal/ByPassOTP/${english.contractId}`);
      expect(response.status).toBe(200);
      expect(decodeEnvelope(ByPassOtpResult)(response.body, { unknownKeys: "refuse" }).ok).toBe(true);
      const { OnboardingURL, token } = response.body.Result;
      expect(decodeByPassOtpResult(response.body.Result, { unknownKeys: "refuse" }).ok).toBe(true);
      expect(OnboardingURL).toBe(`/go/account/en/${token}`);
      // The ticket in the address is no session.
      expect((await api(token).get("/api/customer/id")).status).toBe(401);
      const exchange = () => request(setup.app).post("/api/contractExternal/accountEntry").send({ token });
      const [first, second] = await Promise.all([exchange(), exchange()]);
      const opened = [first, second].find((each) => each.status === 200)!;
      expect([first.status, second.status].sort()).toEqual([200, 401]);
      const session = opened.body.Result.serverInfo as string;
      expect(session).not.toBe(token);
      expect(opened.body.Result.serverInfoExpiration).toEqual(expect.any(String));
      expect((await api(session).get("/api/customer/id")).body.Result).toBe(english.customerId);
      expect((await api(session).get(`/api/customer/${alice.customerId}`)).status).toBe(404);
      expect((await exchange()).status).toBe(401);
      const audit = (await auditRows(test.db, "customer.otpBypassed")).at(-1)!;
      expect(audit).toMatchObject({ actor_user_id: setup.tenants.RENT!.users.admin, entity: "customer", entity_id: String(english.customerId) });
      expect(audit.after).toMatchObject({ contractId: english.contractId });
      const entries = await test.db("audit_log").whereIn("action", ["customer.accountEntryOpened", "customer.accountEntryRefused"]);
      expect(entries.map((row) => row.action).sort()).toEqual(["customer.accountEntryOpened", "customer.accountEntryRefused", "customer.accountEntryRefused"]);
      for (const row of [audit, ...entries]) {
        expect(JSON.stringify(row)).not.toContain(token);
        expect(JSON.stringify(row)).not.toContain(session);
      }
    });

    it("is for the lender's account staff only, in their own tenant, on a contract that has a customer", async () => {
      const path = `/api/contractExternal/ByPassOTP/${alice.contractId}`;
      expect((await api(tokens.collector!).get(path)).status).toBe(200);
      for (const username of ["merchant", "agent", "fandi", "leadcrm"]) expect((await api(tokens[username]!).get(path)).status, username).toBe(403);
      expect((await api(alice.token).get(path)).status).toBe(403);
      expect((await api(null).get(path)).status).toBe(401);
      expect((await api(tokens.capitalAdmin!).get(path)).status).toBe(404);
      const orphan = await insertContract(test.db, setup.clock, rent, { customerId: null });
      expect((await api(tokens.admin!).get(`/api/contractExternal/ByPassOTP/${orphan}`)).status).toBe(404);
      expect((await api(tokens.admin!).get(`/api/contractExternal/ByPassOTP/abc`)).status).toBe(400);
    });
    it("refuses an expired or unknown ticket, and a body that is not one ticket", async () => {
      const ticket = (await api(tokens.admin!).get(`/api/contractExternal/ByPassOTP/${alice.contractId}`)).body.Result.token as string;
      setup.clock.advance(15 * 60_000);
      expect((await request(setup.app).post("/api/contractExternal/accountEntry").send({ token: ticket })).status).toBe(401);
      expect((await request(setup.app).post("/api/contractExternal/accountEntry").send({ token: "x".repeat(43) })).status).toBe(401);
      for (const body of [{}, { token: "" }, { token: 7 }, { token: "a", extra: 1 }]) {
        expect((await request(setup.app).post("/api/contractExternal/accountEntry").send(body)).status, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe("POST /api/contractExternal/clientSpaceTicket (the overdue screen's Client Space hand-off)", () => {
    it("gives the session's own customer a single-use ticket that lives 2 minutes, in the session's tenant; audited without it", async () => {
      // Fresh sessions, as a verified code gives them (earlier tests moved the clock past the fixtures').
      const aliceSession = await customerToken(test.db, setup.clock, rent, alice.customerId);
      const carolCode = await customerToken(test.db, setup.clock, capital, carol.customerId);
      const hand = () => api(aliceSession).post("/api/contractExternal/clientSpaceTicket").send({});
      const response = await hand();
      expect(response.status).toBe(200);
      const { OnboardingURL, token } = response.body.Result as { OnboardingURL: string; token: string };
      expect(OnboardingURL).toMatch(new RegExp(`^/go/account/(fr|en)/${token}$`));
      expect((await api(token).get("/api/customer/id")).status).toBe(401);
      const exchange = (ticket: string) => request(setup.app).post("/api/contractExternal/accountEntry").send({ token: ticket });
      const opened = await exchange(token);
      expect(opened.status).toBe(200);
      const session = opened.body.Result.serverInfo as string;
      expect((await api(session).get("/api/customer/id")).body.Result).toBe(alice.customerId);
      expect((await exchange(token)).status).toBe(401);
      // Another ticket, left 2 minutes: dead.
      const late = (await hand()).body.Result.token as string;
      setup.clock.advance(2 * 60_000);
      expect((await exchange(late)).status).toBe(401);
      // Carol's (CAPITAL) opens Carol's account in CAPITAL only.
      const carolTicket = (await api(carolCode).post("/api/contractExternal/clientSpaceTicket").send({})).body.Result.token as string;
      const carolSession = (await exchange(carolTicket)).body.Result.serverInfo as string;
      expect((await api(carolSession).get("/api/customer/id")).body.Result).toBe(carol.customerId);
      expect((await api(carolSession).get(`/api/customer/${alice.customerId}`)).status).toBe(404);
      const audit = (await auditRows(test.db, "customer.clientSpaceHandOff")).filter((row) => row.entity_id === String(alice.customerId));
      expect(audit.length).toBeGreaterThanOrEqual(2);
      for (const row of audit) {
        expect(row).toMatchObject({ actor_customer_id: alice.customerId, entity: "customer" });
        expect(JSON.stringify(row)).not.toContain(token);
      }
    });

    it("is for a customer's session only", async () => {
      const path = "/api/contractExternal/clientSpaceTicket";
      expect((await api(null).post(path).send({})).status).toBe(401);
      for (const username of ["admin", "collector", "merchant"]) expect((await api(tokens[username]!).post(path).send({})).status, username).toBe(403);
    });
  });

  it("never answers 5xx to random ids in the read routes", async () => {
    const paths = [
      (id: string) => `/api/customer/${id}`,
      (id: string) => `/api/customer/${alice.customerId}/payments/${id}`,
      (id: string) => `/api/customer/${id}/currentContractGridInfo`,
      (id: string) => `/api/customer/${alice.customerId}/paymentsReciepts/${id}`,
      (id: string) => `/api/contractExternal/ByPassOTP/${id}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.oneof(fc.string({ minLength: 1 }), fc.integer().map(String), fc.double().map(String)), async (path, id) => {
        const response = await api(tokens.admin!).get(path(encodeURIComponent(id)));
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});
