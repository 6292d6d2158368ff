import { checkContractActivation, ContractStatus, decodeContract, decodeContractTableQuery, parseIsoDate } from "@lendkit/core";
import type { Express } from "express";
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../src/auth/users.js";
import { createServer } from "../src/server/createServer.js";
import { contractTableQueries } from "../src/data/contractTable.js";
import { databaseKind } from "../src/db/openDatabase.js";
import { makeApp, testPassword, testPasswordParams } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertContract, insertCustomer, insertPayments } from "./fixtures.js";
import {
  contractAudit,
  contractRow,
  createViaApi,
  financedBody,
  insertManyContracts,
  moveAlong,
  pathToActive,
  staffTokens,
  type Tokens,
} from "./contractsFixtures.js";

type Setup = Awaited<ReturnType<typeof makeApp>> & { tokens: Tokens };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const bilingual = (text: string, fr: string, en: string) => {
  expect(text).toContain(fr);
  expect(text).toContain(en);
};
const bigBody = () => financedBody({ internalReference: "x".repeat(110_000) });

describe.each(targets)("contracts API on $name", (target) => {
  let test: TestDatabase;
  let setup: Setup;
  let app: Express;
  let rent: Record<string, string>;
  let capital: Record<string, string>;

  beforeAll(async () => {
    test = await target.open();
    const made = await makeApp(test.db);
    setup = { ...made, tokens: await staffTokens(test.db, made.clock, made.tenants) };
    app = setup.app;
    rent = setup.tokens.RENT!;
    capital = setup.tokens.CAPITAL!;
  });
  afterAll(async () => {
    await test.close();
  });

  const create = async (token = rent.merchant!, body: unknown = financedBody()) => {
    const response = await createViaApi(app, token, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.Result as Record<string, any>;
  };
  const read = (id: number, token = rent.admin!) => request(app).get(`/api/contracts/${id}`).set(bearer(token));
  const put = (id: number, body: unknown, token = rent.merchant!) =>
    request(app).put(`/api/contracts/${id}`).set(bearer(token)).send(body as object);
  const move = (id: number, body: unknown, token = rent.admin!) =>
    request(app).post(`/api/contracts/${id}/status`).set(bearer(token)).send(body as object);
  const raw = (method: "post" | "put", path: string, text: string, token = rent.merchant!) =>
    request(app)[method](path).set(bearer(token)).set("Content-Type", "application/json").send(text);
  /** Any JSON value as the body (supertest sends only objects by itself). */
  const json = (method: "post" | "put", path: string, value: unknown, token = rent.merchant!) => {
    const call = request(app)[method](path).set(bearer(token));
    const text = JSON.stringify(value);
    return text === undefined ? call : call.set("Content-Type", "application/json").send(text);
  };
  const customerSession = async () => {
    const customerId = await insertCustomer(test.db, setup.clock, setup.tenants.RENT!.id);
    return customerToken(test.db, setup.clock, setup.tenants.RENT!.id, customerId);
  };

  describe("POST /api/contracts", () => {
    it("creates a DRAFT from the empty contract and the body, numbered within the tenant, audited", async () => {
      const response = await createViaApi(app, rent.merchant!, financedBody()).set("X-Request-Id", "req-create-0001");
      expect(response.status).toBe(201);
      const result = response.body.Result;
      expect(result).toMatchObject({ statusId: 0, version: 1, Amount: 15000, isMicroCredit: false, stepper: { RecordLevel: 0, MaxRecordLevel: 5 } });
      expect(result.contractNumber).toMatch(/^RENT-\d{6}$/);
      expect(result.lessee.firstName).toBe("Émile");
      expect(result.financeLease.firstPaymentDate).toBe("2026-12-15");
      expect(result.financeLease.bankFeeIsSubstituted).toBe(true);
      expect(result.ABVStatus).toBe(-1);
      const row = await contractRow(test.db, result.id);
      expect(row).toMatchObject({
        tenant_id: setup.tenants.RENT!.id,
        status_id: 0,
        lessee_name: "Gagné, Émile",
        vehicle_label: "2022 Toyota RAV4 XLE",
        frequency: 2,
        number_of_payments: 36,
        first_payment_date: "2026-12-15",
        annual_rate: "8.99",
        product: "finance",
        search_text: `${result.contractNumber.toLowerCase()} gagne, emile 2022 toyota rav4 xle`,
      });
      expect(Number(row.amount_cents)).toBe(1_500_000);
      expect(Number(row.created_by_user_id)).toBe(setup.tenants.RENT!.users.merchant);
      const [audit] = await contractAudit(test.db, result.id);
      expect(audit).toMatchObject({ action: "contract.created", actor_user_id: setup.tenants.RENT!.users.merchant, request_id: "req-create-0001" });
      expect(audit.after).toMatchObject({ contractNumber: result.contractNumber, statusId: 0 });
      expect(audit.after.fields["lessee.firstName"]).toBe("Émile");
      expect(audit.after.fields["lessee.sinNumber"]).toBe("[redacted]");
      expect(audit.after_json).not.toMatch(/046 454 286|1234567/);
    });

    it("creates an empty draft without a body, and never takes status, ids, numbers or approvals from one", async () => {
      const none = await createViaApi(app, rent.fandi!);
      expect(none.status).toBe(201);
      expect(none.body.Result).toMatchObject({ statusId: 0, Amount: null, version: 1 });
      const sneaky = await create(rent.agent!, {
        id: 999,
        statusId: ContractStatus.Active,
        contractNumber: "MINE-1",
        admCustomer_Id: 5,
        sysLoginsApprovedById: 1,
        ApprovedBy: "Me",
        ABVStatus: 1,
        isAIApproved: true,
        onboardingSlug: "slug",
        internalReference: "REF-9",
      });
      expect(sneaky).toMatchObject({ statusId: 0, admCustomer_Id: null, sysLoginsApprovedById: null, ApprovedBy: "", ABVStatus: -1, isAIApproved: false, onboardingSlug: "", internalReference: "REF-9" });
      expect(sneaky.id).not.toBe(999);
      expect(sneaky.contractNumber).toMatch(/^RENT-/);
    });

    it("numbers each tenant apart", async () => {
      const first = await create(capital.merchant!);
      expect(first.contractNumber).toBe("CAPITAL-000001");
    });

    it("gives distinct numbers to concurrent creates, across two server instances", async () => {
      const other = createServer({ db: test.openAnother(), clock: setup.clock, passwordParams: testPasswordParams });
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, index) => createViaApi(index % 2 === 0 ? app : other, rent.merchant!, financedBody())),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
      const numbers = answers.map((answer) => answer.body.Result.contractNumber as string);
      expect(new Set(numbers).size).toBe(numbers.length);
    });

    it("skips a number some other writer already used", async () => {
      const last = Number((await test.db("contract_number_sequences").where({ tenant_id: setup.tenants.RENT!.id }).first()).last_value);
      const taken = `RENT-${String(last + 1).padStart(6, "0")}`;
      await insertContract(test.db, setup.clock, setup.tenants.RENT!.id, { contractNumber: taken });
      const created = await create();
      expect(created.contractNumber).toBe(`RENT-${String(last + 2).padStart(6, "0")}`);
    });

    it("refuses malformed JSON, wrong types, unknown fields, figures it cannot store and oversize bodies, creating nothing", async () => {
      const before = await test.db("contracts").count({ count: "*" });
      const malformed = await raw("post", "/api/contracts", '{"lessee": ');
      expect(malformed.status).toBe(400);
      const wrongType = await createViaApi(app, rent.merchant!, { lessee: { firstName: 42 }, financeLease: { biMonthlyFirstDay: 28 } });
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.ErrorMessage).toContain("lessee.firstName");
      expect(wrongType.body.ErrorMessage).toContain("financeLease.biMonthlyFirstDay");
      const unknown = await createViaApi(app, rent.merchant!, { lessee: { hacker: true } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.ErrorMessage).toContain("lessee.hacker: unknown field");
      const array = await createViaApi(app, rent.merchant!, [1, 2]);
      expect(array.status).toBe(400);
      const huge = await raw("post", "/api/contracts", '{"Amount": 1e400}');
      expect(huge.status).toBe(400);
      const tooMuch = await createViaApi(app, rent.merchant!, { Amount: "1000000000.01" });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.ErrorMessage).toContain("Amount");
      const oversize = await createViaApi(app, rent.merchant!, bigBody());
      expect(oversize.status).toBe(413);
      const proto = await raw("post", "/api/contracts", '{"lessee": {"__proto__": {"x": 1}}}');
      expect(proto.status).toBe(400);
      expect(await test.db("contracts").count({ count: "*" })).toEqual(before);
    });

    it("needs a session and an originating role", async () => {
      expect((await request(app).post("/api/contracts").send({})).status).toBe(401);
      for (const user of ["collector", "admincollector"]) expect((await createViaApi(app, rent[user]!, {})).status).toBe(403);
      expect((await createViaApi(app, await customerSession(), {})).status).toBe(403);
      for (const user of ["merchant", "fandi", "agent", "admin", "leadcrm", "admincrm"]) expect((await createViaApi(app, rent[user]!, {})).status).toBe(201);
    });
  });

  describe("GET /api/contracts/:id", () => {
    it("answers the contract's JSON with the caller's status options, stepper and version", async () => {
      const created = await create();
      const asMerchant = await read(created.id, rent.merchant!);
      expect(asMerchant.status).toBe(200);
      const result = asMerchant.body.Result;
      expect(result).toMatchObject({ id: created.id, contractNumber: created.contractNumber, version: 1, isSubmitDisabled: false });
      expect(result.statusOptions).toHaveLength(11);
      expect(result.statusOptions[0]).toEqual({ value: 0, label: { fr: "BROUILLON", en: "DRAFT" }, isDisabled: false, recordLevel: 0 });
      const enabled = (answer: request.Response) =>
        answer.body.Result.statusOptions.filter((entry: { isDisabled: boolean }) => !entry.isDisabled).map((entry: { value: number }) => entry.value);
      expect(enabled(asMerchant)).toEqual([0, 2, 7]);
      const asCollector = await read(created.id, rent.collector!);
      expect(enabled(asCollector)).toEqual([0]);
      expect(asCollector.body.Result.isSubmitDisabled).toBe(true);
      expect(asCollector.body.Result.lessee.sinNumber).toBe("*** *** 286");
      expect(result.lessee.sinNumber).toBe("046 454 286");
      const active = await moveAlong(app, rent, (await create()).id, pathToActive);
      expect(active.body.Result.stepper).toEqual({ RecordLevel: 4, MaxRecordLevel: 5 });
      expect(active.body.Result.prevStatusId).toBe(ContractStatus.SignedAwaitingFunding);
    });

    it("reads a row written by another area with an empty body", async () => {
      const id = await insertContract(test.db, setup.clock, setup.tenants.RENT!.id, { lesseeName: "Roy, Anne" });
      const answer = await read(id);
      expect(answer.status).toBe(200);
      expect(answer.body.Result.statusId).toBe(0);
    });

    it("answers 404 for another tenant's contract and for ids that cannot be one", async () => {
      const created = await create();
      expect((await read(created.id, capital.admin!)).status).toBe(404);
      for (const id of ["0", "-1", "abc", "1.5", "99999999999", "2147483648", "1e3"]) {
        expect((await request(app).get(`/api/contracts/${id}`).set(bearer(rent.admin!))).status).toBe(404);
      }
    });

    it("needs a session and a staff role", async () => {
      const created = await create();
      expect((await request(app).get(`/api/contracts/${created.id}`)).status).toBe(401);
      expect((await read(created.id, await customerSession())).status).toBe(403);
      for (const user of ["merchant", "fandi", "agent", "admin", "leadcrm", "admincrm", "collector", "admincollector"]) {
        expect((await read(created.id, rent[user]!)).status).toBe(200);
      }
    });
  });

  describe("PUT /api/contracts/:id", () => {
    it("writes every block, keeps the columns in step, bumps the version and audits the changed fields", async () => {
      const created = await create();
      const body = {
        ...created,
        isMicroCredit: true,
        isTraining: true,
        Amount: 800.5,
        lessee: { ...created.lessee, firstName: "Zoé", lastName: "Côté", bankfolio: "7654321" },
        colessee: { ...created.colessee, coFirstName: "Paul" },
        budget: { ...created.budget, bdIncGrossSalary: 4200 },
        vehicle: { ...created.vehicle, make: "Honda", model: "Civic", trim: "", year: 2020 },
        financeLease: { ...created.financeLease, frequency: 0, term: 12, interestRate: "19.99", bankFee: 35, bankFeeIsSubstituted: true, brokerageFee: 7.5, firstPaymentDate: "2026-12-04" },
      };
      const response = await put(created.id, body).set("X-Request-Id", "req-update-0001");
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.Result).toMatchObject({ version: 2, isMicroCredit: true, Amount: 800.5, statusId: 0 });
      expect(response.body.Result.financeLease).toMatchObject({ bankFee: 35, brokerageFee: 7.5, interestRate: 19.99 });
      expect(response.body.Result.budget.bdIncGrossSalary).toBe(4200);
      expect(response.body.Result.colessee.coFirstName).toBe("Paul");
      const row = await contractRow(test.db, created.id);
      expect(row).toMatchObject({
        lessee_name: "Côté, Zoé",
        vehicle_label: "2020 Honda Civic",
        frequency: 0,
        number_of_payments: 52,
        first_payment_date: "2026-12-04",
        annual_rate: "19.99",
        product: "microCredit",
        version: 2,
      });
      expect(Boolean(row.is_training)).toBe(true);
      expect(Number(row.amount_cents)).toBe(80_050);
      expect(row.search_text).toContain("cote, zoe 2020 honda civic");
      const audit = (await contractAudit(test.db, created.id)).at(-1)!;
      expect(audit).toMatchObject({ action: "contract.updated", actor_user_id: setup.tenants.RENT!.users.merchant, request_id: "req-update-0001" });
      expect(audit.before.fields).toMatchObject({ "lessee.firstName": "Émile", Amount: 15000, "lessee.bankfolio": "[redacted]" });
      expect(audit.after.fields).toMatchObject({ "lessee.firstName": "Zoé", Amount: 800.5, "financeLease.bankFee": 35, "lessee.bankfolio": "[redacted]" });
      expect(audit.after.fields).not.toHaveProperty("lessee.city");
      expect(audit.after_json).not.toContain("7654321");
    });

    it("never takes status, tenant, ids, numbers, approvals or verification results from the body", async () => {
      const created = await create();
      const response = await put(created.id, {
        ...created,
        statusId: ContractStatus.Active,
        prevStatusId: 4,
        contractNumber: "HACKED",
        id: 1,
        admCustomer_Id: 77,
        sysLoginsApprovedById: 1,
        ApprovedBy: "Me",
        EquifaxStatus: 1,
        isAIApproved: true,
        stepper: { RecordLevel: 5, MaxRecordLevel: 5 },
        statusOptions: [],
      });
      expect(response.status).toBe(200);
      expect(response.body.Result).toMatchObject({
        id: created.id,
        statusId: 0,
        prevStatusId: null,
        contractNumber: created.contractNumber,
        admCustomer_Id: null,
        sysLoginsApprovedById: null,
        ApprovedBy: "",
        EquifaxStatus: -1,
        isAIApproved: false,
        stepper: { RecordLevel: 0, MaxRecordLevel: 5 },
      });
      const row = await contractRow(test.db, created.id);
      expect(row).toMatchObject({ status_id: 0, contract_number: created.contractNumber, customer_id: null, tenant_id: setup.tenants.RENT!.id });
    });

    it("answers 409 in both languages for a stale version, and changes nothing", async () => {
      const created = await create();
      expect((await put(created.id, { ...created, internalReference: "first" })).status).toBe(200);
      const before = await contractRow(test.db, created.id);
      const stale = await put(created.id, { ...created, internalReference: "second" });
      expect(stale.status).toBe(409);
      bilingual(stale.body.ErrorMessage, "Quelqu'un d'autre a modifié ce contrat", "Someone else changed this contract");
      expect(await contractRow(test.db, created.id)).toEqual(before);
    });

    it("lets only one of two concurrent updates of the same version through", async () => {
      const created = await create();
      const answers = await Promise.all(["a", "b", "c", "d"].map((reference) => put(created.id, { ...created, internalReference: reference })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      expect(Number((await contractRow(test.db, created.id)).version)).toBe(2);
    });

    it("refuses malformed JSON, wrong types, unknown fields, a missing version and oversize bodies, changing nothing", async () => {
      const created = await create();
      const before = await contractRow(test.db, created.id);
      const path = `/api/contracts/${created.id}`;
      expect((await raw("put", path, '{"version": 1,')).status).toBe(400);
      const wrong = await put(created.id, { ...created, Amount: "lots", vehicle: { year: "2020" } });
      expect(wrong.status).toBe(400);
      expect(wrong.body.ErrorMessage).toContain("Amount");
      expect(wrong.body.ErrorMessage).toContain("vehicle.year");
      const unknown = await put(created.id, { ...created, tenantId: 2 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.ErrorMessage).toContain("tenantId: unknown field");
      const noVersion = await put(created.id, { internalReference: "x" });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.ErrorMessage).toContain("version: is required");
      expect((await put(created.id, { ...created, financeLease: { ...created.financeLease, interestRate: 250 } })).status).toBe(400);
      expect((await put(created.id, { ...created, financeLease: { ...created.financeLease, term: 10_000 } })).status).toBe(400);
      expect((await raw("put", path, '{"version": 1, "budget": {"bdIncAlimony": 1e400}}')).status).toBe(400);
      expect((await put(created.id, { ...bigBody(), version: 1 })).status).toBe(413);
      expect(await contractRow(test.db, created.id)).toEqual(before);
    });

    it("answers 404 for another tenant's contract, changing nothing", async () => {
      const created = await create(capital.merchant!);
      const before = await contractRow(test.db, created.id);
      const answer = await put(created.id, { ...created, internalReference: "cross-tenant" }, rent.admin!);
      expect(answer.status).toBe(404);
      expect(await contractRow(test.db, created.id)).toEqual(before);
      expect((await put(999_999, { ...created })).status).toBe(404);
    });

    it("needs a session, an editing role, and a status that role may edit", async () => {
      const created = await create();
      expect((await request(app).put(`/api/contracts/${created.id}`).send(created)).status).toBe(401);
      expect((await put(created.id, created, rent.collector!)).status).toBe(403);
      expect((await put(created.id, created, await customerSession())).status).toBe(403);
      await moveAlong(app, rent, created.id, pathToActive.slice(0, 2));
      const current = (await read(created.id)).body.Result;
      const merchant = await put(created.id, { ...current, internalReference: "no" });
      expect(merchant.status).toBe(403);
      bilingual(merchant.body.ErrorMessage, "Votre rôle ne permet pas de modifier", "Your role cannot change this contract");
      expect((await put(created.id, { ...current, internalReference: "yes" }, rent.admin!)).status).toBe(200);
    });

    it("refuses edits of a final contract (409) and changes of an active contract's schedule terms", async () => {
      const cancelled = await create();
      await moveAlong(app, rent, cancelled.id, [{ to: ContractStatus.Cancelled, user: "merchant" }]);
      const final = (await read(cancelled.id)).body.Result;
      const refused = await put(cancelled.id, { ...final, internalReference: "late" }, rent.admin!);
      expect(refused.status).toBe(409);
      bilingual(refused.body.ErrorMessage, "Ce contrat est fermé", "This contract is closed");

      const active = await create();
      await moveAlong(app, rent, active.id, pathToActive);
      const current = (await read(active.id)).body.Result;
      const before = await contractRow(test.db, active.id);
      const locked = await put(active.id, { ...current, financeLease: { ...current.financeLease, interestRate: 1 } }, rent.admin!);
      expect(locked.status).toBe(409);
      bilingual(locked.body.ErrorMessage, "Ce contrat est actif", "This contract is active");
      expect(await contractRow(test.db, active.id)).toEqual(before);
      const moved = await put(active.id, { ...current, lessee: { ...current.lessee, city: "Lévis" } }, rent.admin!);
      expect(moved.status).toBe(200);
      expect(moved.body.Result.lessee.city).toBe("Lévis");
    });
  });

  describe("POST /api/contracts/:id/status", () => {
    it("walks DRAFT to ACTIVE by the roles of A §6 and writes core's schedule with the status, in integer cents", async () => {
      const created = await create();
      const answer = await moveAlong(app, rent, created.id, pathToActive);
      expect(answer.body.Result).toMatchObject({ statusId: ContractStatus.Active, version: 6 });
      const row = await contractRow(test.db, created.id);
      expect(row).toMatchObject({ status_id: 1, record_level: 4 });
      expect(Number(row.submitted_by_user_id)).toBe(setup.tenants.RENT!.users.merchant);
      expect(answer.body.Result.sysLoginsApprovedById).toBe(setup.tenants.RENT!.users.admin);

      const decoded = decodeContract(answer.body.Result);
      expect(decoded.ok).toBe(true);
      const expected = checkContractActivation(decoded.ok ? decoded.value : (null as never), parseIsoDate("2026-11-22")!);
      if (!expected.ok) throw new Error("expected a schedule");
      const payments = await test.db("payments").where({ contract_id: created.id }).orderBy("seq");
      expect(payments).toHaveLength(36);
      expect(payments.map((line) => Number(line.seq))).toEqual(expected.lines.map((line) => line.number));
      expect(payments.map((line) => line.due_date)).toEqual(expected.lines.map((line) => line.dueDate.toString()));
      expect(payments.map((line) => Number(line.amount_cents))).toEqual(expected.lines.map((line) => line.paymentCents + line.feeCents));
      expect(payments.map((line) => Number(line.balance_after_cents))).toEqual(expected.lines.map((line) => line.balanceCents));
      const sum = (key: string) => payments.reduce((total, line) => total + Number(line[key]), 0);
      expect(sum("amount_cents")).toBe(expected.lines.reduce((total, line) => total + line.paymentCents + line.feeCents, 0));
      expect(sum("principal_cents")).toBe(1_500_000);
      expect(sum("interest_cents")).toBe(expected.lines.reduce((total, line) => total + line.interestCents, 0));
      expect(payments.every((line) => Number.isInteger(Number(line.amount_cents)) && line.tenant_id === setup.tenants.RENT!.id)).toBe(true);
      expect(payments[0]).toMatchObject({ due_date: "2026-12-15", original_due_date: "2026-12-15", kind: "scheduled" });

      const audit = (await contractAudit(test.db, created.id)).filter((entry) => entry.action === "contract.statusChanged");
      expect(audit.map((entry) => entry.after.statusId)).toEqual([2, 3, 4, 5, 1]);
      expect(audit.at(-1)!.after).toMatchObject({ payments: 36, scheduleTotalCents: sum("amount_cents") });
      expect(audit.at(-1)!.actor_user_id).toBe(setup.tenants.RENT!.users.admin);
    });

    it("never offers an ACTIVE lease CLOSED AFTER RENEWAL and refuses the move (C §3.4: status 9 is the renewal's), changing nothing", async () => {
      const created = await create();
      const active = await moveAlong(app, rent, created.id, pathToActive);
      const offered = (await read(created.id, rent.admin!)).body.Result.statusOptions as Array<{ value: number; isDisabled: boolean }>;
      expect(offered.filter((entry) => !entry.isDisabled).map((entry) => entry.value)).toEqual([ContractStatus.Active, ContractStatus.PaidOut, ContractStatus.Terminated]);
      const before = await contractRow(test.db, created.id);
      const answer = await move(created.id, { statusId: ContractStatus.ClosedAfterRenewal, version: Number(active.body.Result.version) });
      expect(answer.status).toBe(409);
      expect(await contractRow(test.db, created.id)).toEqual(before);
    });

    it("activates a lease amortized down to its residual, refused (422, both languages) when the residual exceeds the amount financed", async () => {
      const leaseTerms = { frequency: 2, term: 36, interestRate: 8.99, firstPaymentDate: "2026-12-15" };
      const lease = await create(rent.merchant!, financedBody({ ContractProductId: 0, financeLease: { ...leaseTerms, residualAmount: 5000 } }));
      await moveAlong(app, rent, lease.id, pathToActive);
      const payments = await test.db("payments").where({ contract_id: lease.id }).orderBy("seq");
      expect(payments).toHaveLength(36);
      expect(Number(payments.at(-1)!.balance_after_cents)).toBe(500_000);
      expect(payments.reduce((total, line) => total + Number(line.principal_cents), 0)).toBe(1_000_000);

      const tooHigh = await create(rent.merchant!, financedBody({ ContractProductId: 0, financeLease: { ...leaseTerms, residualAmount: 15000.01 } }));
      await moveAlong(app, rent, tooHigh.id, pathToActive.slice(0, 4));
      const before = await contractRow(test.db, tooHigh.id);
      const answer = await move(tooHigh.id, { statusId: ContractStatus.Active, version: Number(before.version) });
      expect(answer.status).toBe(422);
      bilingual(answer.body.ErrorMessage, "La valeur résiduelle doit être", "The residual must be");
      expect(await contractRow(test.db, tooHigh.id)).toEqual(before);
      expect(await test.db("payments").where({ contract_id: tooHigh.id })).toEqual([]);
    });

    it("refuses to activate without the finance terms (422, the list in both languages) and writes nothing", async () => {
      const created = await create(rent.merchant!, { lessee: { firstName: "Sans", lastName: "Termes" } });
      await moveAlong(app, rent, created.id, pathToActive.slice(0, 4));
      const before = await contractRow(test.db, created.id);
      const answer = await move(created.id, { statusId: ContractStatus.Active, version: Number(before.version) });
      expect(answer.status).toBe(422);
      bilingual(answer.body.ErrorMessage, "Ce contrat ne peut pas être activé", "This contract cannot be activated");
      bilingual(answer.body.ErrorMessage, "la fréquence des paiements", "the payment frequency");
      bilingual(answer.body.ErrorMessage, "la date du premier paiement", "the first payment date");
      bilingual(answer.body.ErrorMessage, "le montant financé", "the amount financed");
      expect(await contractRow(test.db, created.id)).toEqual(before);
      expect(await test.db("payments").where({ contract_id: created.id })).toEqual([]);
    });

    it("refuses a first payment date already past, and a contract that already has payments", async () => {
      const past = await create(rent.merchant!, financedBody({ financeLease: { frequency: 2, term: 12, interestRate: 5, firstPaymentDate: "2026-11-01" } }));
      await moveAlong(app, rent, past.id, pathToActive.slice(0, 4));
      const pastAnswer = await move(past.id, { statusId: 1, version: 5 });
      expect(pastAnswer.status).toBe(422);
      bilingual(pastAnswer.body.ErrorMessage, "une date de premier paiement qui n'est pas passée", "a first payment date that is not in the past");

      const withLines = await create();
      await moveAlong(app, rent, withLines.id, pathToActive.slice(0, 4));
      await insertPayments(test.db, setup.tenants.RENT!.id, withLines.id, [{ dueDate: "2027-01-01", amountCents: 100 }]);
      const twice = await move(withLines.id, { statusId: 1, version: 5 });
      expect(twice.status).toBe(409);
      expect(Number((await contractRow(test.db, withLines.id)).status_id)).toBe(ContractStatus.SignedAwaitingFunding);
    });

    it("keeps decisions to admins, refuses moves the workflow lacks and anything after a final status", async () => {
      const created = await create();
      await moveAlong(app, rent, created.id, pathToActive.slice(0, 1));
      const byMerchant = await move(created.id, { statusId: ContractStatus.InAnalysis, version: 2 }, rent.merchant!);
      expect(byMerchant.status).toBe(403);
      bilingual(byMerchant.body.ErrorMessage, "Votre rôle ne permet pas de donner ce statut", "Your role cannot give the contract this status");
      const refusal = (await contractAudit(test.db, created.id)).at(-1)!;
      expect(refusal).toMatchObject({ action: "contract.statusRefused", actor_user_id: setup.tenants.RENT!.users.merchant });
      expect(refusal.after).toMatchObject({ reason: "roleNotAllowed", from: 2, to: 3 });
      const jump = await move(created.id, { statusId: ContractStatus.Active, version: 2 });
      expect(jump.status).toBe(409);
      bilingual(jump.body.ErrorMessage, "Ce statut ne peut pas suivre", "This status cannot follow");
      const same = await move(created.id, { statusId: ContractStatus.Submitted, version: 2 });
      expect(same.status).toBe(409);
      await moveAlong(app, rent, created.id, [{ to: ContractStatus.Cancelled, user: "merchant" }]);
      const after = await move(created.id, { statusId: ContractStatus.InAnalysis, version: 3 });
      expect(after.status).toBe(409);
      bilingual(after.body.ErrorMessage, "son statut ne peut plus changer", "its status can no longer change");
      expect(Number((await contractRow(test.db, created.id)).status_id)).toBe(ContractStatus.Cancelled);
    });

    it("refuses an approval by the contract's maker (SECURITY 16)", async () => {
      const created = await create(rent.admin!);
      await moveAlong(app, rent, created.id, [
        { to: ContractStatus.Submitted, user: "admin" },
        { to: ContractStatus.InAnalysis, user: "admin" },
      ]);
      const self = await move(created.id, { statusId: ContractStatus.Approved, version: 3 });
      expect(self.status).toBe(403);
      bilingual(self.body.ErrorMessage, "ne peut pas être approuvé par la personne", "cannot be approved by the person");
      const secondAdmin = await createUser(
        test.db,
        setup.clock,
        { tenantId: setup.tenants.RENT!.id, username: `admin2-${target.name}`, password: testPassword, roleId: 7, initials: "A2" },
        { passwordParams: testPasswordParams },
      );
      const tokens = await staffTokens(test.db, setup.clock, { RENT: { id: setup.tenants.RENT!.id, users: { ...setup.tenants.RENT!.users, admin: secondAdmin } } });
      expect((await move(created.id, { statusId: ContractStatus.Approved, version: 3 }, tokens.RENT!.admin!)).status).toBe(200);
    });

    it("lets collections administrators terminate an active contract, and nobody else among collectors move anything", async () => {
      const created = await create();
      await moveAlong(app, rent, created.id, pathToActive);
      expect((await move(created.id, { statusId: ContractStatus.Terminated, version: 6 }, rent.collector!)).status).toBe(403);
      const terminated = await move(created.id, { statusId: ContractStatus.Terminated, version: 6 }, rent.admincollector!);
      expect(terminated.status).toBe(200);
      expect(terminated.body.Result.stepper.RecordLevel).toBe(5);
    });

    it("answers 409 for a stale version, changing nothing", async () => {
      const created = await create();
      const before = await contractRow(test.db, created.id);
      const stale = await move(created.id, { statusId: ContractStatus.Submitted, version: 7 }, rent.merchant!);
      expect(stale.status).toBe(409);
      bilingual(stale.body.ErrorMessage, "Quelqu'un d'autre a modifié", "Someone else changed");
      expect(await contractRow(test.db, created.id)).toEqual(before);
    });

    it("refuses malformed JSON, wrong types and unknown fields", async () => {
      const created = await create();
      const before = await contractRow(test.db, created.id);
      const path = `/api/contracts/${created.id}/status`;
      expect((await raw("post", path, '{"statusId": 2')).status).toBe(400);
      expect((await move(created.id, { statusId: "2", version: 1 })).status).toBe(400);
      expect((await move(created.id, { statusId: 42, version: 1 })).status).toBe(400);
      expect((await move(created.id, { statusId: 2, version: 0 })).status).toBe(400);
      const unknown = await move(created.id, { statusId: 2, version: 1, approvedBy: 7 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.ErrorMessage).toContain("approvedBy: unknown field");
      expect(await contractRow(test.db, created.id)).toEqual(before);
    });

    it("answers 404 for another tenant's contract, changing nothing; needs a session and a role with moves", async () => {
      const created = await create(capital.merchant!);
      const before = await contractRow(test.db, created.id);
      expect((await move(created.id, { statusId: 2, version: 1 }, rent.admin!)).status).toBe(404);
      expect((await move(created.id, { statusId: 2, version: 1 }, rent.merchant!)).status).toBe(404);
      expect(await contractRow(test.db, created.id)).toEqual(before);
      expect((await request(app).post(`/api/contracts/${created.id}/status`).send({ statusId: 2, version: 1 })).status).toBe(401);
      expect((await move(created.id, { statusId: 2, version: 1 }, capital.collector!)).status).toBe(403);
      expect((await move(created.id, { statusId: 2, version: 1 }, await customerSession())).status).toBe(403);
    });
  });

  describe("GET /api/contracts (the table data call)", () => {
    let tenantId: number;
    let listApp: Express;
    let tokens: Record<string, string>;
    const list = (query: Record<string, string>, token = tokens.collector!) => request(listApp).get("/api/contracts").query(query).set(bearer(token));
    const names = (answer: request.Response) => answer.body.Result.rows.map((row: { lesseeName: string }) => row.lesseeName);

    beforeAll(async () => {
      // A tenant of its own (CAPITAL of a second seeding would clash): a fresh app on a fresh schema.
      const fresh = await target.open();
      const made = await makeApp(fresh.db);
      listApp = made.app;
      tenantId = made.tenants.RENT!.id;
      tokens = (await staffTokens(fresh.db, made.clock, made.tenants)).RENT!;
      const names = [
        ["Côté", "Émile"],
        ["Cote", "Emilie"],
        ["Tremblay", "Julie"],
        ["Tremblay", "Julie"],
        ["Tremblay", "Julie"],
        ["Gagnon", "100%_sure"],
        ["Gagnon", "100 percent"],
      ];
      for (const [lastName, firstName] of names) {
        const answer = await createViaApi(listApp, tokens.merchant!, financedBody({ lessee: { firstName, lastName } }));
        expect(answer.status).toBe(201);
      }
      const micro = await createViaApi(listApp, tokens.merchant!, financedBody({ isMicroCredit: true, isTraining: true, lessee: { firstName: "Micro", lastName: "Prêt" }, vehicle: {} }));
      await moveAlong(listApp, tokens, micro.body.Result.id, pathToActive);
      await createViaApi(listApp, (await staffTokens(fresh.db, made.clock, made.tenants)).CAPITAL!.merchant!, financedBody({ lessee: { firstName: "Autre", lastName: "Prêteur" } }));
      closers.push(() => fresh.close());
    });
    const closers: Array<() => Promise<void>> = [];
    afterAll(async () => {
      for (const close of closers) await close();
    });

    it("pages 0-based, newest first by default, with the tenant's total count only", async () => {
      const first = await list({});
      expect(first.status).toBe(200);
      expect(first.body.Result.count).toBe(8);
      expect(first.body.Result.rows).toHaveLength(8);
      const ids = first.body.Result.rows.map((row: { id: number }) => row.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(names(first)).not.toContain("Prêteur, Autre");
      const page1 = await list({ page: "1", rowsPerPage: "3" });
      expect(page1.body.Result).toMatchObject({ count: 8 });
      expect(page1.body.Result.rows.map((row: { id: number }) => row.id)).toEqual(ids.slice(3, 6));
      expect((await list({ page: "9", rowsPerPage: "3" })).body.Result).toEqual({ rows: [], count: 8 });
      expect(first.body.Result.rows[0]).toMatchObject({ lesseeName: "Prêt, Micro", product: "microCredit", isTraining: true, statusId: 1, recordLevel: 4, amount: 15000 });
    });

    it("sorts by an allowed column with a stable id tiebreak in both directions", async () => {
      const ascending = await list({ sortColumn: "lesseeName", order: "asc" });
      const rows = ascending.body.Result.rows as Array<{ id: number; lesseeName: string }>;
      const julies = rows.filter((row) => row.lesseeName === "Tremblay, Julie").map((row) => row.id);
      expect(julies).toHaveLength(3);
      // Names sort folded (migration 0011): "Côté, Émile" reads as "cote, emile", before "Cote, Emilie" (a byte-wise sort put it after).
      const order = rows.map((row) => row.lesseeName);
      expect(order.indexOf("Côté, Émile")).toBeLessThan(order.indexOf("Cote, Emilie"));
      expect(order.indexOf("Cote, Emilie")).toBeLessThan(order.indexOf("Gagnon, 100%_sure"));
      expect(julies).toEqual([...julies].sort((a, b) => a - b));
      const descending = await list({ orderBy: "lesseeName", order: "desc" });
      expect(descending.body.Result.rows.map((row: { id: number }) => row.id)).toEqual(rows.map((row) => row.id).reverse());
      const pages = [];
      for (let page = 0; page < 4; page++) pages.push(...(await list({ sortColumn: "lesseeName", order: "asc", page: String(page), rowsPerPage: "2" })).body.Result.rows);
      expect(pages.map((row: { id: number }) => row.id)).toEqual(rows.map((row) => row.id));
      for (const column of ["contractNumber", "vehicleLabel", "amount", "statusId", "createdTime", "lastModifiedTime"]) {
        expect((await list({ sortColumn: column })).status).toBe(200);
      }
    });

    it("searches number, lessee and vehicle, ignoring case and accents, each word anywhere", async () => {
      expect(names(await list({ search: "COTE" })).sort()).toEqual(["Cote, Emilie", "Côté, Émile"]);
      expect(names(await list({ search: "émile" }))).toEqual(["Côté, Émile"]);
      expect(names(await list({ searchTerm: "julie tremblay" }))).toHaveLength(3);
      expect((await list({ search: "rav4" })).body.Result.count).toBe(7);
      const byNumber = await list({ search: "rent-000003" });
      expect(byNumber.body.Result.rows.map((row: { contractNumber: string }) => row.contractNumber)).toEqual(["RENT-000003"]);
      expect(names(await list({ search: "100%" }))).toEqual(["Gagnon, 100%_sure"]);
      expect(names(await list({ search: "%" }))).toEqual(["Gagnon, 100%_sure"]);
      expect(names(await list({ search: "_" }))).toEqual(["Gagnon, 100%_sure"]);
      expect((await list({ search: "nobody" })).body.Result).toEqual({ rows: [], count: 0 });
    });

    it("searches rows written by other areas too (no folded text stamped)", async () => {
      const fresh = await target.open();
      closers.push(() => fresh.close());
      const made = await makeApp(fresh.db);
      await insertContract(fresh.db, made.clock, made.tenants.RENT!.id, { lesseeName: "ROY, Anne", contractNumber: "IMP-1" });
      const token = (await staffTokens(fresh.db, made.clock, made.tenants)).RENT!.admin!;
      const answer = await request(made.app).get("/api/contracts").query({ search: "roy" }).set(bearer(token));
      expect(answer.body.Result.rows.map((row: { contractNumber: string }) => row.contractNumber)).toEqual(["IMP-1"]);
    });

    it("filters by status, product and training", async () => {
      expect((await list({ filter: "status~1" })).body.Result.count).toBe(1);
      expect((await list({ filter: "status~0,1" })).body.Result.count).toBe(8);
      expect((await list({ filter: "status~2" })).body.Result.count).toBe(0);
      expect((await list({ filter: "product~finance" })).body.Result.count).toBe(7);
      expect((await list({ filter: "product~microCredit|isTraining~true" })).body.Result.count).toBe(1);
      expect((await list({ filter: "isTraining~false", search: "tremblay" })).body.Result.count).toBe(3);
    });

    it("refuses bad parameters with 400 and names them", async () => {
      const bad: Array<Record<string, string>> = [
        { sortColumn: "body_json" },
        { order: "up" },
        { page: "-1" },
        { rowsPerPage: "0" },
        { rowsPerPage: "501" },
        { filter: "tenant_id~2" },
        { filter: "status~99" },
        { tenantId: "2" },
        { search: "x".repeat(101) },
      ];
      for (const query of bad) {
        const answer = await list(query);
        expect(answer.status, JSON.stringify(query)).toBe(400);
        expect(answer.body.ErrorMessage).toContain(Object.keys(query)[0]);
      }
      const repeated = await request(listApp).get("/api/contracts?page=1&page=2").set(bearer(tokens.admin!));
      expect(repeated.status).toBe(400);
    });

    it("needs a session and a staff role", async () => {
      expect((await request(listApp).get("/api/contracts")).status).toBe(401);
      for (const user of ["merchant", "fandi", "agent", "admin", "leadcrm", "admincrm", "collector", "admincollector"]) {
        expect((await list({}, tokens[user]!)).status).toBe(200);
      }
    });

    it("never answers a 5xx, whatever the query", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom("page", "rowsPerPage", "search", "sortColumn", "order", "filter", "orderBy", "zzz"), fc.string({ maxLength: 40, unit: "binary" })),
          async (query) => {
            const answer = await list(query);
            expect(answer.status).toBeLessThan(500);
          },
        ),
        { numRuns: 40 },
      );
    }, 60_000);
  });

  describe("the table call on 5,000 contracts", () => {
    it("seeds in batches and uses an index for tenant, order and tiebreak", async () => {
      const fresh = await target.open();
      try {
        const made = await makeApp(fresh.db);
        const tenantId = made.tenants.RENT!.id;
        expect(await insertManyContracts(fresh.db, made.clock, tenantId, 5000)).toBe(5000);
        await insertManyContracts(fresh.db, made.clock, made.tenants.CAPITAL!.id, 500);
        expect(Number((await fresh.db("contracts").where({ tenant_id: tenantId }).count({ count: "*" }))[0]!.count)).toBe(5000);
        const numbers = await fresh.db("contracts").where({ tenant_id: tenantId }).pluck("contract_number");
        expect(new Set(numbers).size).toBe(5000);
        await fresh.db.raw(databaseKind(fresh.db) === "postgres" ? "ANALYZE contracts" : "ANALYZE");

        const plans: string[] = [];
        for (const [sortColumn, order] of [["id", "desc"], ["lesseeName", "asc"], ["amount", "desc"], ["createdTime", "asc"], ["contractNumber", "asc"], ["vehicleLabel", "desc"], ["statusId", "asc"]]) {
          const decoded = decodeContractTableQuery({ sortColumn, order, rowsPerPage: "25" });
          if (!decoded.ok) throw new Error("query");
          const { sql, bindings } = contractTableQueries(fresh.db, tenantId, decoded.value).rows.toSQL();
          if (databaseKind(fresh.db) === "sqlite") {
            const rows = (await fresh.db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never[])) as Array<{ detail: string }>;
            const plan = rows.map((row) => row.detail).join(" | ");
            expect(plan, sortColumn).toMatch(/USING (COVERING )?INDEX contracts_tenant/);
            expect(plan, sortColumn).not.toContain("TEMP B-TREE");
            plans.push(plan);
          } else {
            const result = (await fresh.db.raw(`EXPLAIN ${sql}`, bindings as never[])) as { rows: Array<{ "QUERY PLAN": string }> };
            const plan = result.rows.map((row) => row["QUERY PLAN"]).join(" | ");
            expect(plan, sortColumn).toMatch(/Index (Only )?Scan/);
            expect(plan, sortColumn).not.toContain("Seq Scan");
            plans.push(plan);
          }
        }
        // A search word goes through the trigram index (migration 0010), for the page and the count alike.
        const searched = decodeContractTableQuery({ search: "zz-renamed", rowsPerPage: "25" });
        if (!searched.ok) throw new Error("query");
        for (const built of Object.values(contractTableQueries(fresh.db, tenantId, searched.value))) {
          const { sql, bindings } = built.toSQL();
          const plan =
            databaseKind(fresh.db) === "sqlite"
              ? ((await fresh.db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never[])) as Array<{ detail: string }>).map((row) => row.detail).join(" | ")
              : ((await fresh.db.raw(`EXPLAIN ${sql}`, bindings as never[])) as { rows: Array<{ "QUERY PLAN": string }> }).rows.map((row) => row["QUERY PLAN"]).join(" | ");
          expect(plan).toMatch(databaseKind(fresh.db) === "sqlite" ? /contracts_search VIRTUAL TABLE INDEX/ : /contracts_search_trgm/);
        }
        const token = (await staffTokens(fresh.db, made.clock, made.tenants)).RENT!.admin!;
        const page = await request(made.app).get("/api/contracts").query({ page: "199", rowsPerPage: "25", sortColumn: "lesseeName" }).set(bearer(token));
        expect(page.status).toBe(200);
        expect(page.body.Result.count).toBe(5000);
        expect(page.body.Result.rows).toHaveLength(25);

        // Seeded bodies agree with core's rules for the columns kept beside them.
        const sample = await fresh.db("contracts").where({ tenant_id: tenantId }).orderBy("id").limit(50);
        for (const row of sample) {
          const decoded = decodeContract(JSON.parse(row.body_json));
          if (!decoded.ok) throw new Error("seeded body does not decode");
          const { contractColumns } = await import("@lendkit/core");
          const columns = contractColumns(decoded.value);
          expect({ ...columns, amountCents: Number(row.amount_cents), isTraining: Boolean(row.is_training) }).toEqual({
            ...columns,
            lesseeName: row.lessee_name,
            vehicleLabel: row.vehicle_label,
            amountCents: columns.amountCents,
            frequency: row.frequency,
            numberOfPayments: row.number_of_payments,
            firstPaymentDate: row.first_payment_date,
            annualRate: row.annual_rate,
            product: row.product,
            isTraining: columns.isTraining,
          });
          expect(Number(row.amount_cents)).toBe(columns.amountCents);
        }
        // The trigram index follows every change: a new text is found, a deleted row is not.
        const search = async (word: string) =>
          (await request(made.app).get("/api/contracts").query({ search: word }).set(bearer(token))).body.Result.rows.map((row: { id: number }) => row.id);
        const [renamed, gone] = await fresh.db("contracts").where({ tenant_id: tenantId }).orderBy("id").limit(2).pluck("id");
        await fresh.db("contracts").where({ id: renamed }).update({ search_text: "rent-x zz-renamed" });
        await fresh.db("contracts").where({ id: gone }).update({ search_text: "rent-y zz-renamed" });
        expect((await search("zz-renamed")).sort()).toEqual([renamed, gone].sort());
        await fresh.db("contracts").where({ id: gone }).delete();
        expect(await search("zz-renamed")).toEqual([renamed]);
      } finally {
        await fresh.close();
      }
    }, 60_000);
  });

  describe("random bodies (SECURITY 17)", () => {
    /** Stands for the contract's current version, so random bodies also get past the version check. */
    const current = "<current version>";
    const withVersion = (body: unknown, version: number): unknown =>
      body !== null && typeof body === "object" && !Array.isArray(body) && (body as Record<string, unknown>).version === current
        ? { ...(body as object), version }
        : body;
    /** Mostly a good value, sometimes an edge one. */
    const mostly = <T, U>(good: fc.Arbitrary<T>, edge: fc.Arbitrary<U>) => fc.oneof({ arbitrary: good, weight: 5 }, { arbitrary: edge, weight: 1 });
    /** Nearly valid bodies: right shapes, values at the edges now and then (unicode names, terms, rates, amounts). */
    const plausibleArb = fc.record({
      version: fc.constant(current),
      Amount: mostly(fc.option(fc.integer({ min: 0, max: 100_000_000_000 }).map((cents) => cents / 100), { nil: null }), fc.oneof(fc.double(), fc.integer({ min: -1000, max: -1 }))),
      lessee: fc.record({ firstName: fc.string({ unit: "binary" }), lastName: fc.string({ unit: "grapheme" }), sinNumber: fc.string() }),
      vehicle: fc.record({ make: fc.string({ maxLength: 300 }), year: mostly(fc.option(fc.integer({ min: 1900, max: 2100 }), { nil: null }), fc.integer()) }),
      financeLease: fc.record({
        term: mostly(fc.option(fc.integer({ min: 1, max: 84 }), { nil: null }), fc.integer({ min: -5, max: 5000 })),
        frequency: mostly(fc.constantFrom(null, 0, 1, 2, 3), fc.constantFrom(4, -1, 2.5)),
        interestRate: mostly(fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100), fc.double()),
        numberOfPaymentsIsSubstitued: fc.boolean(),
        firstPaymentDate: mostly(fc.constantFrom("", "2026-12-15", "9999-12-31"), fc.constantFrom("2026-02-30", "15/12/2026")),
      }),
    });
    const bodyArb = fc.oneof(
      plausibleArb,
      fc.anything(),
      fc.record(
        {
          version: fc.oneof(fc.constant(current), fc.constant(current), fc.anything()),
          Amount: fc.oneof(fc.double(), fc.string(), fc.anything()),
          statusId: fc.anything(),
          lessee: fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom("firstName", "sinNumber", "birthDate", "province", "x"), fc.anything())),
          financeLease: fc.oneof(
            fc.anything(),
            fc.dictionary(fc.constantFrom("term", "frequency", "interestRate", "firstPaymentDate", "bankFee", "biMonthlyFirstDay"), fc.anything()),
          ),
        },
        { requiredKeys: [] },
      ),
    );

    it("PUT never answers a 5xx, and a refused body never changes the stored row", async () => {
      const created = await create();
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(bodyArb, async (body) => {
          const before = await contractRow(test.db, created.id);
          const answer = await json("put", `/api/contracts/${created.id}`, withVersion(body, Number(before.version)));
          seen.add(answer.status);
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          if (answer.status !== 200) expect(await contractRow(test.db, created.id)).toEqual(before);
        }),
        { numRuns: 80 },
      );
      // Both kinds of answer were exercised: refusals and stored updates.
      expect(seen.has(400)).toBe(true);
      expect(seen.has(200)).toBe(true);
    }, 60_000);

    it("POST status and POST create never answer a 5xx; refused ones change nothing", async () => {
      const created = await create();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.anything(), fc.record({ statusId: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.anything()), version: fc.oneof(fc.constant(current), fc.anything()) }, { requiredKeys: [] })),
          bodyArb,
          async (statusBody, createBody) => {
            const before = await contractRow(test.db, created.id);
            const answer = await json("post", `/api/contracts/${created.id}/status`, withVersion(statusBody, Number(before.version)));
            expect(answer.status).toBeLessThan(500);
            if (answer.status !== 200) expect(await contractRow(test.db, created.id)).toEqual(before);
            const count = await test.db("contracts").count({ count: "*" });
            const made = await json("post", "/api/contracts", createBody);
            expect(made.status).toBeLessThan(500);
            if (made.status !== 201) expect(await test.db("contracts").count({ count: "*" })).toEqual(count);
          },
        ),
        { numRuns: 40 },
      );
    }, 60_000);
  });
});
