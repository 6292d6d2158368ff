import { decodeDeferPaymentAnswer, decodeDeferPaymentRequest, decodeEnvelope, deferralAnswerNotice } from "@lendkit/core";
import * as Schema from "effect/Schema";
import * as fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKind } from "../src/db/openDatabase.js";
import { DeferralRequestView } from "../src/customers/schemas.js";
import { loginAs, makeApp } from "./app.js";
import { as, auditRows, countRows, insertAccount, newKey, upToDateLines, type Account } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { payThrough } from "./fixtures.js";

const start = new Date("2026-11-22T12:00:00.000Z");

describe.each(targets)("payment deferrals on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  let capital: number;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
    rent = setup.tenants.RENT!.id;
    capital = setup.tenants.CAPITAL!.id;
    tokens = {};
    for (const username of ["admin", "collector", "admincollector", "admincrm", "leadcrm", "merchant", "agent"]) {
      tokens[username] = await loginAs(setup.app, username, "RENT");
    }
    tokens.capitalAdmin = await loginAs(setup.app, "admin", "CAPITAL");
  });
  afterAll(async () => {
    await test.close();
  });

  const api = (token: string | null) => as(setup.app, token);
  const account = (options: Parameters<typeof insertAccount>[3] = {}) => insertAccount(test.db, setup.clock, rent, options);

  /** A request body for line `index` of the standard schedule (Dec 11 by default) deferred to `requestedDate`. */
  const body = (owner: Account, index = 3, requestedDate: string | null = "2027-01-15", extra: Record<string, unknown> = {}) => ({
    Deferalmessage: "I am asking to defer my payment.",
    contractId: owner.contractId,
    lang: "en",
    paymentId: owner.paymentIds[index],
    requestedDate,
    ...extra,
  });
  const defer = (token: string | null, customerId: number, payload: unknown, key: string | undefined = newKey()) =>
    api(token).post(`/api/customer/${customerId}/DeferPaymentRequest`, payload, key);
  const pendingOf = (paymentId: number) => test.db("deferral_requests").where({ payment_id: paymentId }).orderBy("id");

  describe("POST /api/customer/:customerId/DeferPaymentRequest", () => {
    it("stores one pending request with the fee of the day and answers in the request's language", async () => {
      const owner = await account();
      const response = await defer(owner.token, owner.customerId, body(owner, 3, "2027-01-15", { dueDate: "2026-12-11" }));
      expect(response.status).toBe(200);
      expect(decodeDeferPaymentAnswer(response.body).ok).toBe(true);
      expect(response.body).toEqual({
        Success: true,
        Result: "Your request to defer the payment of 2026-12-11 to 2027-01-15 has been received. It applies once approved and the fee of $25.00 is received.",
        ErrorMessage: null,
      });
      expect(deferralAnswerNotice("en", true, response.body).type).toBe("success");
      const [row] = await pendingOf(owner.paymentIds[3]!);
      expect(row).toMatchObject({
        tenant_id: rent,
        customer_id: owner.customerId,
        contract_id: owner.contractId,
        from_date: "2026-12-11",
        to_date: "2027-01-15",
        status: "pending",
        pending_payment_id: owner.paymentIds[3],
        message: "I am asking to defer my payment.",
        lang: "en",
        requested_by_customer_id: owner.customerId,
        requested_by_user_id: null,
      });
      expect(Number(row.fee_cents)).toBe(2500);
      expect((await auditRows(test.db, "deferral.requested")).at(-1)).toMatchObject({
        entity: "deferralRequest",
        entity_id: String(row.id),
        actor_customer_id: owner.customerId,
        after: { paymentId: owner.paymentIds[3], fromDate: "2026-12-11", toDate: "2027-01-15", feeCents: 2500 },
      });
      const payment = await test.db("payments").where({ id: owner.paymentIds[3] }).first("due_date");
      expect(payment.due_date).toBe("2026-12-11");
    });

    it("answers French requests in French, and staff may ask on a customer's behalf", async () => {
      const owner = await account();
      const response = await defer(tokens.collector!, owner.customerId, body(owner, 2, "2026-12-04", { lang: "fr", Deferalmessage: "" }));
      expect(response.status).toBe(200);
      expect(response.body.Result).toBe(
        "Votre demande de reporter le paiement du 2026-11-27 au 2026-12-04 a été reçue. Le report s'applique une fois approuvé et les frais de 25,00 $ reçus.",
      );
      const [row] = await pendingOf(owner.paymentIds[2]!);
      expect(row).toMatchObject({ requested_by_user_id: setup.tenants.RENT!.users.collector, requested_by_customer_id: null });
      // A staff request is worded as staff's (issue 15 §5), never as the customer's "Je demande…", in the request's language.
      expect(row.message).toBe("collector (personnel) a demandé, pour le client, de reporter le paiement du 2026-11-27 au 2026-12-04.");
    });

    it("does not make a second request for the same payment: the same one is answered alike, another date is refused", async () => {
      const owner = await account();
      const first = await defer(owner.token, owner.customerId, body(owner));
      const again = await defer(owner.token, owner.customerId, body(owner));
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const other = await defer(owner.token, owner.customerId, body(owner, 3, "2027-01-08", { lang: "fr" }));
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ Success: false, Result: "Une demande de report de ce paiement attend déjà une décision." });
      expect(await pendingOf(owner.paymentIds[3]!)).toHaveLength(1);
    });

    it("creates exactly one request out of 30 concurrent identical ones (SECURITY 28)", async () => {
      const owner = await account();
      const answers = await Promise.all(Array.from({ length: 30 }, () => defer(owner.token, owner.customerId, body(owner))));
      expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
      expect(answers.every((answer) => answer.body.Success === true)).toBe(true);
      expect(await pendingOf(owner.paymentIds[3]!)).toHaveLength(1);
      expect((await auditRows(test.db, "deferral.requested")).filter((row) => row.after?.paymentId === owner.paymentIds[3])).toHaveLength(1);
    });

    it("replays the stored answer for the same Idempotency-Key, refuses another body (422) and a missing key (400)", async () => {
      const owner = await account();
      const key = newKey();
      const first = await defer(owner.token, owner.customerId, body(owner), key);
      const replay = await defer(owner.token, owner.customerId, body(owner), key);
      expect(replay.status).toBe(200);
      expect(replay.headers["idempotent-replayed"]).toBe("true");
      expect(replay.body).toEqual(first.body);
      expect((await defer(owner.token, owner.customerId, body(owner, 4), key)).status).toBe(422);
      const missing = await api(owner.token).post(`/api/customer/${owner.customerId}/DeferPaymentRequest`, body(owner, 4));
      expect(missing.status).toBe(400);
      expect(await pendingOf(owner.paymentIds[4]!)).toHaveLength(0);
    });

    it("refuses with core's rules, in the request's language, storing nothing and auditing the refusal", async () => {
      const owner = await account();
      const cases: Array<[string, Record<string, unknown>, string]> = [
        ["first line (paid)", body(owner, 0), "This payment cannot be deferred"],
        ["late line", body(owner, 1), "This payment cannot be deferred"],
        ["no date", body(owner, 3, null), "Choose the date to defer the payment to."],
        ["past date", body(owner, 3, "2026-11-21"), "This date cannot be chosen"],
        ["date before the payment", body(owner, 3, "2026-12-10"), "The new date must be after the date of the payment."],
        ["after one period past the schedule", body(owner, 3, "2027-01-23"), "The new date cannot be later than 2027-01-22."],
        ["stale due date", body(owner, 3, "2027-01-15", { dueDate: "2026-12-04" }), "The date of this payment has changed."],
      ];
      for (const [name, payload, text] of cases) {
        const response = await defer(owner.token, owner.customerId, payload);
        expect(response.status, name).toBe(422);
        expect(response.body.Success, name).toBe(false);
        expect(response.body.Result, name).toContain(text);
        // One language only (issue 15 §4): the request's own when the caller states none.
        expect(response.body.ErrorMessage, name).toBe(response.body.Result);
        expect(deferralAnswerNotice("en", false, response.body), name).toEqual({ type: "error", message: response.body.Result });
      }
      const french = await defer(owner.token, owner.customerId, body(owner, 1, "2027-01-15", { lang: "fr" }));
      expect(french.body.Result).toMatch(/^Ce paiement ne peut pas être reporté/);
      expect(french.body.ErrorMessage).toBe(french.body.Result);
      expect(await countRows(test.db, "deferral_requests", { contract_id: owner.contractId })).toBe(0);
      expect((await auditRows(test.db, "deferral.requestRefused")).filter((row) => row.after?.contractId === owner.contractId).map((row) => row.after.reason)).toEqual([
        "notEligible",
        "notEligible",
        "dateRequired",
        "dateNotAllowed",
        "dateNotAfterDue",
        "dateTooLate",
        "scheduleChanged",
        "notEligible",
      ]);
    });

    it("refuses an inactive contract, and honours EDI exception days", async () => {
      const paidOut = await account({ contract: { statusId: 8 } });
      const refused = await defer(paidOut.token, paidOut.customerId, body(paidOut));
      expect(refused.body.Result).toBe("Only the payments of an active contract can be deferred.");
      const edi = await account({ contract: { body: { financeLease: { ediExceptionDays: 6 } } } });
      expect((await defer(edi.token, edi.customerId, body(edi, 3, "2027-01-15"))).body.Result).toContain("This date cannot be chosen");
      // QPP days: the last business day of the month; 2026-12-31 is one.
      expect((await defer(edi.token, edi.customerId, body(edi, 3, "2026-12-31"))).status).toBe(200);
    });

    it("needs 72 hours of notice before the payment day starts in the lender's time zone", async () => {
      const lines = [{ dueDate: "2026-11-13", paid: true }, { dueDate: "2026-12-01" }, { dueDate: "2026-12-15" }];
      // Dec 1 starts at 05:00 UTC (Toronto); 72 hours before is Nov 28 05:00 UTC.
      setup.clock.set(new Date("2026-11-28T05:00:01.000Z"));
      try {
        const late = await account({ lines });
        const refused = await defer(late.token, late.customerId, body(late, 1, "2026-12-10"));
        expect(refused.body.Result).toBe("This payment is less than 72 hours away: it can no longer be deferred.");
        setup.clock.set(new Date("2026-11-28T05:00:00.000Z"));
        const onTime = await account({ lines });
        expect((await defer(onTime.token, onTime.customerId, body(onTime, 1, "2026-12-10"))).status).toBe(200);
      } finally {
        setup.clock.set(start);
      }
    });

    it("refuses bad bodies with 400/413 before changing anything", async () => {
      const owner = await account();
      const path = `/api/customer/${owner.customerId}/DeferPaymentRequest`;
      const bad: Array<[string, unknown]> = [
        ["unknown field", body(owner, 3, "2027-01-15", { approved: true })],
        ["wrong type", body(owner, 3, "2027-01-15", { contractId: String(owner.contractId) })],
        ["no payment id", { ...body(owner), paymentId: null }],
        ["fractional payment id", body(owner, 3, "2027-01-15", { paymentId: 1.5 })],
        ["fractional contract id", body(owner, 3, "2027-01-15", { contractId: 0.5 })],
        ["language", body(owner, 3, "2027-01-15", { lang: "de" })],
        ["not a date", body(owner, 3, "2027-02-30")],
        ["message too long", body(owner, 3, "2027-01-15", { Deferalmessage: "x".repeat(1001) })],
        ["not an object", [1, 2]],
      ];
      for (const [name, payload] of bad) expect((await defer(owner.token, owner.customerId, payload)).status, name).toBe(400);
      const malformed = await request(setup.app)
        .post(path)
        .set("Authorization", `Bearer ${owner.token}`)
        .set("Idempotency-Key", newKey())
        .set("Content-Type", "application/json")
        .send('{"contractId": 1,');
      expect(malformed.status).toBe(400);
      expect((await defer(owner.token, owner.customerId, body(owner, 3, "2027-01-15", { Deferalmessage: "x".repeat(120_000) }))).status).toBe(413);
      expect(await countRows(test.db, "deferral_requests", { contract_id: owner.contractId })).toBe(0);
    });

    it("answers 404 for other customers, contracts, payments and tenants; 403 for dealers; 401 without a session", async () => {
      const owner = await account();
      const stranger = await account();
      const foreign = await insertAccount(test.db, setup.clock, capital);
      expect((await defer(stranger.token, owner.customerId, body(owner))).status).toBe(404);
      expect((await defer(owner.token, owner.customerId, body(stranger))).status).toBe(404);
      expect((await defer(owner.token, owner.customerId, body(owner, 3, "2027-01-15", { paymentId: stranger.paymentIds[3] }))).status).toBe(404);
      expect((await defer(tokens.capitalAdmin!, owner.customerId, body(owner))).status).toBe(404);
      expect((await defer(tokens.admin!, foreign.customerId, body(foreign))).status).toBe(404);
      expect((await defer(tokens.merchant!, owner.customerId, body(owner))).status).toBe(403);
      expect((await defer(tokens.agent!, owner.customerId, body(owner))).status).toBe(403);
      expect((await defer(null, owner.customerId, body(owner))).status).toBe(401);
      expect(await countRows(test.db, "deferral_requests", { contract_id: owner.contractId })).toBe(0);
    });

    it("never answers 5xx to random bodies", async () => {
      const owner = await account();
      const valid = body(owner);
      const mutated = fc.record({
        Deferalmessage: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
        contractId: fc.oneof(fc.constant(owner.contractId), fc.integer(), fc.double(), fc.string({ maxLength: 5 })),
        lang: fc.oneof(fc.constantFrom("fr", "en"), fc.string({ maxLength: 3 })),
        paymentId: fc.oneof(fc.constantFrom(...owner.paymentIds), fc.integer(), fc.double(), fc.constant(null)),
        requestedDate: fc.oneof(fc.constant(valid.requestedDate), fc.string({ maxLength: 12 }), fc.constant(null), fc.integer()),
        dueDate: fc.oneof(fc.constant("2026-12-11"), fc.string({ maxLength: 12 }), fc.constant(null)),
      });
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 3 }), mutated), async (payload) => {
          const response = await request(setup.app)
            .post(`/api/customer/${owner.customerId}/DeferPaymentRequest`)
            .set("Authorization", `Bearer ${owner.token}`)
            .set("Idempotency-Key", newKey())
            .set("Content-Type", "application/json")
            .send(JSON.stringify(payload));
          expect(response.status).toBeLessThan(500);
          if (response.status === 200) expect(decodeDeferPaymentRequest(payload).ok).toBe(true);
        }),
        { numRuns: 80 },
      );
      expect(await countRows(test.db, "deferral_requests", { contract_id: owner.contractId, status: "pending" })).toBeLessThanOrEqual(owner.paymentIds.length);
    });
  });

  describe("staff decisions (SECURITY 16)", () => {
    const approve = (token: string | null, id: number, payload: unknown = {}, key: string | undefined = newKey()) =>
      api(token).post(`/api/deferralRequests/${id}/approve`, payload, key);
    const refuse = (token: string | null, id: number, payload: unknown = {}) => api(token).post(`/api/deferralRequests/${id}/refuse`, payload);

    /** An account with a pending request on its Dec 11 line (asked by `token`, the customer by default). */
    const pending = async (token?: string) => {
      const owner = await account();
      const response = await defer(token ?? owner.token, owner.customerId, body(owner));
      expect(response.status).toBe(200);
      const [row] = await pendingOf(owner.paymentIds[3]!);
      return { owner, id: Number(row.id) };
    };
    const paymentRow = (id: number) => test.db("payments").where({ id }).first();

    it("lists the tenant's requests by status for the lender's staff, decoding with the answer's Schema", async () => {
      const { owner, id } = await pending();
      const response = await api(tokens.collector!).get("/api/deferralRequests?status=pending");
      expect(response.status).toBe(200);
      expect(decodeEnvelope(Schema.Array(DeferralRequestView))(response.body, { unknownKeys: "refuse" }).ok).toBe(true);
      expect(response.body.Result.find((item: { id: number }) => item.id === id)).toMatchObject({
        status: "pending",
        customerId: owner.customerId,
        customerName: "Julie Tremblay",
        contractId: owner.contractId,
        paymentId: owner.paymentIds[3],
        fromDate: "2026-12-11",
        toDate: "2027-01-15",
        fee: 25,
        requestedByCustomerId: owner.customerId,
        decidedAt: null,
      });
      expect((await api(tokens.admin!).get("/api/deferralRequests")).body.Result.some((item: { id: number }) => item.id === id)).toBe(true);
      expect((await api(tokens.admin!).get("/api/deferralRequests?status=approved")).body.Result.some((item: { id: number }) => item.id === id)).toBe(false);
      expect((await api(tokens.capitalAdmin!).get("/api/deferralRequests")).body.Result).toEqual([]);
      expect((await api(tokens.admin!).get("/api/deferralRequests?status=all")).status).toBe(400);
      expect((await api(owner.token).get("/api/deferralRequests")).status).toBe(403);
      expect((await api(tokens.merchant!).get("/api/deferralRequests")).status).toBe(403);
      expect((await api(null).get("/api/deferralRequests")).status).toBe(401);
    });

    it("approves in one transaction: moves the payment, adds the fee line, records who and when; a second approval is 409", async () => {
      const { owner, id } = await pending();
      const key = newKey();
      const response = await approve(tokens.admincollector!, id, { decisionNote: "Called the customer" }, key);
      expect(response.status).toBe(200);
      expect(decodeEnvelope(DeferralRequestView)(response.body, { unknownKeys: "refuse" }).ok).toBe(true);
      const feePaymentId = response.body.Result.feePaymentId as number;
      expect(response.body.Result).toMatchObject({
        id,
        status: "approved",
        decidedByUserId: setup.tenants.RENT!.users.admincollector,
        decidedAt: "2026-11-22T12:00:00.000Z",
        decisionNote: "Called the customer",
      });
      const moved = await paymentRow(owner.paymentIds[3]!);
      expect(moved).toMatchObject({ due_date: "2027-01-15", original_due_date: "2026-12-11", version: 2 });
      const fee = await paymentRow(feePaymentId);
      expect(fee).toMatchObject({ contract_id: owner.contractId, tenant_id: rent, kind: "deferralFee", seq: 7, due_date: "2026-12-11", original_due_date: "2026-12-11" });
      expect(Number(fee.amount_cents)).toBe(2500);
      expect(Number(fee.fee_cents)).toBe(2500);
      expect(Boolean(fee.is_from_original_schedule)).toBe(false);
      const request = await test.db("deferral_requests").where({ id }).first();
      expect(request).toMatchObject({ status: "approved", pending_payment_id: null, decided_by_user_id: setup.tenants.RENT!.users.admincollector });
      expect((await auditRows(test.db, "deferral.approved")).at(-1)).toMatchObject({
        entity_id: String(id),
        actor_user_id: setup.tenants.RENT!.users.admincollector,
        before: { status: "pending", dueDate: "2026-12-11" },
        after: { status: "approved", dueDate: "2027-01-15", feePaymentId, feeCents: 2500 },
      });
      // The payments model shows the moved line at its new place and the fee as an added line.
      const model = await api(owner.token).get(`/api/customer/${owner.customerId}/payments/${owner.contractId}`);
      const list = model.body.Result.paymentsList as Array<{ id: number; dueDate: string; isFromOriginalSchedule: boolean }>;
      expect(list.find((line) => line.id === feePaymentId)).toMatchObject({ dueDate: "2026-12-11", isFromOriginalSchedule: false });
      expect(list.at(-1)).toMatchObject({ id: owner.paymentIds[3], dueDate: "2027-01-15" });
      // Replaying the same key gives the stored answer; a new approval is refused.
      expect((await approve(tokens.admincollector!, id, { decisionNote: "Called the customer" }, key)).headers["idempotent-replayed"]).toBe("true");
      const again = await approve(tokens.admin!, id);
      expect(again.status).toBe(409);
      expect(again.body.ErrorMessage).toContain("already been decided");
      expect(await countRows(test.db, "payments", { contract_id: owner.contractId, kind: "deferralFee" })).toBe(1);
    });

    it("refuses the approval by the staff user who asked (maker-checker), audited; another checker may approve", async () => {
      const { owner, id } = await pending(tokens.admin!);
      const own = await approve(tokens.admin!, id);
      expect(own.status).toBe(403);
      expect(own.body.ErrorMessage).toContain("someone other than the person who made it");
      expect((await paymentRow(owner.paymentIds[3]!)).due_date).toBe("2026-12-11");
      expect((await auditRows(test.db, "deferral.approvalRefused")).at(-1)).toMatchObject({ entity_id: String(id), actor_user_id: setup.tenants.RENT!.users.admin });
      expect((await approve(tokens.admincollector!, id)).status).toBe(200);
    });

    it("refuses, recording who and when, changing no payment, and frees the payment for a new request", async () => {
      const { owner, id } = await pending();
      const response = await refuse(tokens.admin!, id, { decisionNote: "Too many deferrals" });
      expect(response.status).toBe(200);
      expect(response.body.Result).toMatchObject({ status: "refused", decidedByUserId: setup.tenants.RENT!.users.admin, decisionNote: "Too many deferrals" });
      expect(await test.db("deferral_requests").where({ id }).first()).toMatchObject({ status: "refused", pending_payment_id: null, decided_at: "2026-11-22T12:00:00.000Z" });
      expect((await paymentRow(owner.paymentIds[3]!)).due_date).toBe("2026-12-11");
      expect(await countRows(test.db, "payments", { contract_id: owner.contractId, kind: "deferralFee" })).toBe(0);
      expect((await auditRows(test.db, "deferral.refused")).at(-1)).toMatchObject({ entity_id: String(id), after: { status: "refused", decisionNote: "Too many deferrals" } });
      expect((await refuse(tokens.admincollector!, id)).status).toBe(409);
      expect((await approve(tokens.admincollector!, id)).status).toBe(409);
      expect((await defer(owner.token, owner.customerId, body(owner, 3, "2027-01-08"))).status).toBe(200);
      expect(await pendingOf(owner.paymentIds[3]!)).toHaveLength(2);
    });

    it("refuses to approve when the payment was paid or moved since the request (409), changing nothing", async () => {
      const paid = await pending();
      await payThrough(test.db, rent, paid.owner.contractId, paid.owner.paymentIds[3]!, "2026-11-22");
      const response = await approve(tokens.admin!, paid.id);
      expect(response.status).toBe(409);
      expect(response.body.ErrorMessage).toContain("already been paid");
      expect(await test.db("deferral_requests").where({ id: paid.id }).first()).toMatchObject({ status: "pending" });
      const moved = await pending();
      await test.db("payments").where({ id: moved.owner.paymentIds[3] }).update({ due_date: "2026-12-12" });
      expect((await approve(tokens.admin!, moved.id)).body.ErrorMessage).toContain("changed after the request");
      expect(await countRows(test.db, "payments", { contract_id: moved.owner.contractId, kind: "deferralFee" })).toBe(0);
    });

    it("leaves everything unchanged when the transaction fails midway (the fee line cannot be written)", async () => {
      const { owner, id } = await pending();
      const postgres = databaseKind(test.db) === "postgres";
      if (postgres) {
        await test.db.raw("CREATE FUNCTION lk_fail_fee() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql");
        await test.db.raw("CREATE TRIGGER lk_fail_fee BEFORE INSERT ON payments FOR EACH ROW WHEN (NEW.kind = 'deferralFee') EXECUTE FUNCTION lk_fail_fee()");
      } else {
        await test.db.raw("CREATE TRIGGER lk_fail_fee BEFORE INSERT ON payments WHEN NEW.kind = 'deferralFee' BEGIN SELECT RAISE(ABORT, 'injected failure'); END");
      }
      try {
        const response = await approve(tokens.admin!, id);
        expect(response.status).toBe(500);
        expect(await test.db("deferral_requests").where({ id }).first()).toMatchObject({ status: "pending", pending_payment_id: owner.paymentIds[3], decided_at: null });
        expect(await paymentRow(owner.paymentIds[3]!)).toMatchObject({ due_date: "2026-12-11", version: 1 });
        expect(await countRows(test.db, "payments", { contract_id: owner.contractId, kind: "deferralFee" })).toBe(0);
        expect((await auditRows(test.db, "deferral.approved")).some((row) => row.entity_id === String(id))).toBe(false);
      } finally {
        await test.db.raw(postgres ? "DROP TRIGGER lk_fail_fee ON payments" : "DROP TRIGGER lk_fail_fee");
        if (postgres) await test.db.raw("DROP FUNCTION lk_fail_fee()");
      }
      expect((await approve(tokens.admin!, id)).status).toBe(200);
    });

    it("approves once when two checkers approve at the same moment", async () => {
      const { owner, id } = await pending();
      const answers = await Promise.all([approve(tokens.admin!, id), approve(tokens.admincollector!, id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await countRows(test.db, "payments", { contract_id: owner.contractId, kind: "deferralFee" })).toBe(1);
    });

    it("refuses other tenants (404), bad ids and bodies (400), roles other than the checkers (403) and anonymous callers (401)", async () => {
      const { id } = await pending();
      expect((await approve(tokens.capitalAdmin!, id)).status).toBe(404);
      expect((await refuse(tokens.capitalAdmin!, id)).status).toBe(404);
      expect((await approve(tokens.admin!, 999_999)).status).toBe(404);
      expect((await approve(tokens.admin!, id, { decisionNote: "ok", status: "approved" })).status).toBe(400);
      expect((await refuse(tokens.admin!, id, { decisionNote: "x".repeat(501) })).status).toBe(400);
      expect((await refuse(tokens.admin!, id, { decisionNote: 5 })).status).toBe(400);
      expect((await api(tokens.admin!).post("/api/deferralRequests/abc/refuse", {})).status).toBe(400);
      const malformed = await request(setup.app)
        .post(`/api/deferralRequests/${id}/refuse`)
        .set("Authorization", `Bearer ${tokens.admin}`)
        .set("Content-Type", "application/json")
        .send('{"decisionNote":');
      expect(malformed.status).toBe(400);
      expect((await refuse(tokens.admin!, id, { decisionNote: "x".repeat(120_000) })).status).toBe(413);
      for (const username of ["collector", "admincrm", "leadcrm", "merchant", "agent"]) {
        expect((await approve(tokens[username]!, id)).status, username).toBe(403);
        expect((await refuse(tokens[username]!, id)).status, username).toBe(403);
      }
      expect((await approve(null, id)).status).toBe(401);
      expect(await test.db("deferral_requests").where({ id }).first()).toMatchObject({ status: "pending" });
    });

    it("never answers 5xx to random decision bodies", async () => {
      const { id } = await pending();
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 2 }), async (payload) => {
          const response = await request(setup.app)
            .post(`/api/deferralRequests/${id}/refuse`)
            .set("Authorization", `Bearer ${tokens.admin}`)
            .set("Content-Type", "application/json")
            .send(JSON.stringify(payload));
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  });

  it("adds no fee line when the deployment's fee is 0", async () => {
    const { createServer } = await import("../src/server/createServer.js");
    const { contextOf } = await import("../src/server/createServer.js");
    const previous = process.env.LENDKIT_DEFERRAL_FEE;
    process.env.LENDKIT_DEFERRAL_FEE = "0";
    try {
      const context = contextOf(setup.app);
      const free = createServer({ db: test.db, clock: setup.clock, logger: context.logger, passwordParams: context.passwordParams, storage: context.storage });
      const owner = await account({ lines: upToDateLines });
      const asked = await as(free, owner.token).post(`/api/customer/${owner.customerId}/DeferPaymentRequest`, body(owner), newKey());
      expect(asked.body.Result).toContain("$0.00");
      const [row] = await pendingOf(owner.paymentIds[3]!);
      const admin = await loginAs(free, "admin", "RENT");
      const approved = await as(free, admin).post(`/api/deferralRequests/${row.id}/approve`, {}, newKey());
      expect(approved.body.Result.feePaymentId).toBeNull();
      expect((await test.db("payments").where({ id: owner.paymentIds[3] }).first()).due_date).toBe("2027-01-15");
      expect(await countRows(test.db, "payments", { contract_id: owner.contractId, kind: "deferralFee" })).toBe(0);
    } finally {
      if (previous === undefined) delete process.env.LENDKIT_DEFERRAL_FEE;
      else process.env.LENDKIT_DEFERRAL_FEE = previous;
    }
  });
});
