import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  BALANCE_ZERO_ON_RENEW as balanceZeroOnRenew,
  businessDateOf,
  checkRenewalRequest,
  ContractStatus,
  decodeContract,
  describeDecodeErrors,
  isCallablePhone,
  isValidPostalCode,
  isValidSin,
  type TenantCode,
} from "@lendkit/core";
import type { Express } from "express";
import type { Knex } from "knex";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/openDatabase.js";
import { diskStorage } from "../src/files/storage.js";
import { flowSettingsOf } from "../src/flows/settings.js";
import { migrateLatest } from "../src/migrations/index.js";
import { demoContractsPerTenant, demoCustomers, demoPassword, demoStaff, demoTenants, fakeSin, seedDemo, type DemoCase } from "../src/seed/demo.js";
import { vinWithCheckDigit } from "../src/seed/demoBodies.js";
import { demoLenderSettings } from "../src/seed/demoLenders.js";
import { demoColessee, demoPeople } from "../src/seed/demoPeople.js";
import { contextOf } from "../src/server/createServer.js";
import { loginAs, testClock, testPasswordParams, type TestClock } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken } from "./fixtures.js";
import { appOn, askCode, publicClient } from "./otpFixtures.js";

/**
 * The demo data (`lendkit seed --demo`): every case it promises, read back
 * through the API as staff and as the customer, on both databases; a second
 * run changes nothing; and on SQLite, the same rows for the same clock, the
 * same promises whatever the day, and the time it takes.
 */

const demo = (which: DemoCase) => demoCustomers.find((customer) => customer.case === which)!;
const login = (which: DemoCase) => {
  const customer = demo(which);
  return { birthDate: customer.birthDate.replace(/-/g, "/"), email: customer.email };
};

/** Every row of the tables the seed writes, in id order (password hashes left out: their salt is random). */
const dump = async (db: Knex) => {
  const tables = [
    "tenants",
    "flow_settings",
    "customers",
    "contracts",
    "payments",
    "receipts",
    "deferral_requests",
    "contract_checklists",
    "contract_checklist_items",
    "notes",
    "note_reads",
    "audit_log",
  ];
  const orderOf: Record<string, string[]> = { note_reads: ["note_id", "reader_kind", "reader_id"], contract_checklists: ["contract_id"], flow_settings: ["tenant_id"] };
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) rows[table] = await db(table).orderBy(orderOf[table] ?? ["id"]);
  rows.users = await db("users").orderBy("id").select("id", "tenant_id", "username", "role_id", "initials", "first_name", "last_name", "email");
  return rows;
};

interface Seeded {
  readonly test: TestDatabase;
  readonly clock: TestClock;
  readonly app: Express;
  readonly created: readonly string[];
  readonly tenants: Record<TenantCode, number>;
  readonly admin: Record<string, string>;
}

const seeded = async (test: TestDatabase): Promise<Seeded> => {
  await migrateLatest(test.db);
  const clock = testClock();
  const created = await seedDemo(test.db, clock, { passwordParams: testPasswordParams });
  const { app } = appOn(test.db, clock, { publicTenant: "RENT", storage: diskStorage(mkdtempSync(join(tmpdir(), "lendkit-demo-files-"))) });
  const tenants = {} as Record<TenantCode, number>;
  const admin: Record<string, string> = {};
  for (const code of demoTenants) {
    tenants[code] = Number((await test.db("tenants").where({ code }).first("id")).id);
    admin[code] = await loginAs(app, "admin", code, demoPassword);
  }
  return { test, clock, app, created, tenants, admin };
};

describe.each(targets)("the demo data on $name", (target) => {
  let setup: Seeded;
  beforeAll(async () => {
    setup = await seeded(await target.open());
  }, 120_000);
  afterAll(() => setup.test.close());

  const db = () => setup.test.db;
  const customerId = async (code: TenantCode, which: DemoCase) =>
    Number((await db()("customers").where({ tenant_id: setup.tenants[code], email: demo(which).email }).first("id")).id);
  const contractsOf = async (code: TenantCode, which: DemoCase) =>
    (await db()("contracts").where({ tenant_id: setup.tenants[code], customer_id: await customerId(code, which) }).orderBy("id")) as Array<
      Record<string, unknown> & { id: number }
    >;
  const get = async (path: string, token: string) => {
    const response = await request(setup.app).get(path).set("Authorization", `Bearer ${token}`);
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.Result;
  };
  const asCustomer = async (code: TenantCode, which: DemoCase) => {
    const id = await customerId(code, which);
    return { id, token: await customerToken(db(), setup.clock, setup.tenants[code], id) };
  };
  const checklistItems = async (code: TenantCode, contractId: number) => {
    const answer = await get(`/api/contracts/${contractId}/checklist`, setup.admin[code]!);
    return { completed: answer.isContractCompleted as boolean, items: (answer.items as Array<Record<string, unknown>>).filter((item) => item.id !== -1) };
  };

  it("records each demo lender's legal name, address, phone, email and terms and conditions in fr and en (its flow settings)", async () => {
    const legalNames = new Set<string>();
    for (const code of demoTenants) {
      const settings = await flowSettingsOf(contextOf(setup.app), setup.tenants[code]);
      const expected = demoLenderSettings[code]!;
      expect(settings.lender).toEqual(expected.lender);
      expect(settings.lender.legalName).not.toBe(code);
      expect(settings.lender.address).toMatch(/\n.*\b[A-Z]\d[A-Z] \d[A-Z]\d$/);
      expect(settings.contractTerms.fr).toContain("L'emprunteur");
      expect(settings.contractTerms.en).toContain("The borrower");
      // The other flow settings keep their defaults.
      expect(settings).toMatchObject({ loanMin: 500, loanMax: 1500, interestRate: 19.99 });
      legalNames.add(settings.lender.legalName!);
    }
    expect(legalNames.size).toBe(demoTenants.length);
  });

  it("adds both tenants with one staff user per role, the demo customers and a paging table; a second run changes nothing", async () => {
    expect(setup.created).toEqual(demoTenants.flatMap((code) => demoStaff.map((user) => `${code}/${user.username}`)));
    const before = await dump(db());
    expect(await seedDemo(db(), setup.clock, { passwordParams: testPasswordParams })).toEqual([]);
    expect(await dump(db())).toEqual(before);
    for (const code of demoTenants) {
      const tenantId = setup.tenants[code];
      expect(await db()("users").where({ tenant_id: tenantId }).orderBy("id").pluck("username")).toEqual(demoStaff.map((user) => user.username));
      expect((await db()("customers").where({ tenant_id: tenantId }).orderBy("id").pluck("email")).sort()).toEqual(demoCustomers.map((customer) => customer.email).sort());
      const firstPage = await get("/api/contracts?page=0&rowsPerPage=25&sortColumn=createdTime&order=desc", setup.admin[code]!);
      expect(firstPage.count).toBe(demoContractsPerTenant);
      expect(firstPage.rows).toHaveLength(25);
      expect(await get("/api/contracts?page=2&rowsPerPage=25", setup.admin[code]!)).toMatchObject({ count: demoContractsPerTenant, rows: expect.any(Array) });
      const varied = await db()("contracts").where({ tenant_id: tenantId }).select("status_id", "product", "lessee_name", "amount_cents");
      expect(new Set(varied.map((row) => Number(row.status_id))).size).toBeGreaterThanOrEqual(6);
      expect(new Set(varied.map((row) => row.product))).toEqual(new Set(["lease", "finance", "microCredit"]));
      expect(new Set(varied.map((row) => row.lessee_name)).size).toBeGreaterThan(30);
      expect(new Set(varied.map((row) => Number(row.amount_cents))).size).toBeGreaterThan(30);
    }
  });

  it("decodes every stored contract body with core's Schema, and a sample reads through the API", async () => {
    const rows = (await db()("contracts").orderBy("id").select("id", "tenant_id", "body_json")) as Array<{ id: number; tenant_id: number; body_json: string }>;
    expect(rows).toHaveLength(demoContractsPerTenant * demoTenants.length);
    for (const row of rows) {
      const decoded = decodeContract(JSON.parse(row.body_json));
      expect(decoded.ok, `contract ${row.id}: ${decoded.ok ? "" : describeDecodeErrors(decoded.errors)}`).toBe(true);
    }
    // A sample spread over both tenants, the same on every run.
    for (const row of rows.filter((_row, index) => index % 13 === 5)) {
      const code = demoTenants.find((tenant) => setup.tenants[tenant] === Number(row.tenant_id))!;
      expect((await get(`/api/contracts/${row.id}`, setup.admin[code]!)).id).toBe(Number(row.id));
    }
  });

  it.each(demoTenants)("%s: the renewable customer is paid up with receipts and passes core's renewal check", async (code) => {
    const [loan] = await contractsOf(code, "renewable");
    const customer = await asCustomer(code, "renewable");
    const grid = await get(`/api/customer/${customer.id}/currentContractGridInfo`, customer.token);
    expect(grid).toEqual({ amountLate: 0, UI_isBalanceZeroOnRenew: false });
    const payments = await get(`/api/customer/${customer.id}/payments/${loan!.id}?lang=fr`, customer.token);
    expect(payments.isActive).toBe(true);
    const lines = payments.paymentsList as Array<{ isPaid: boolean; isLate: boolean; dueDate: string }>;
    const paid = lines.filter((line) => line.isPaid);
    expect(paid.length).toBeGreaterThanOrEqual(5);
    expect(lines.some((line) => line.isLate)).toBe(false);
    expect(lines.some((line) => !line.isPaid)).toBe(true);
    expect(payments.nextPaymentDate >= businessDateOf(setup.clock.now()).toString()).toBe(true);
    const receipts = await get(`/api/customer/${customer.id}/paymentsReciepts/${loan!.id}`, setup.admin[code]!);
    expect(receipts).toHaveLength(paid.length);
    expect(
      checkRenewalRequest({
        isMicroCredit: loan!.product === "microCredit",
        status: Number(loan!.status_id),
        amountLateCents: Math.round(grid.amountLate * 100),
        isBalanceZeroOnRenew: grid.UI_isBalanceZeroOnRenew,
      }),
    ).toEqual({ ok: true });
    const profile = await get(`/api/customer/${customer.id}`, customer.token);
    expect(profile).toMatchObject({ email: demo("renewable").email, cellPhone: demo("renewable").cellPhone, birthDate: demo("renewable").birthDate, city: "Montréal" });
  });

  it.each(demoTenants)("%s: the overdue customer owes three missed payments, for the customer and for staff", async (code) => {
    const [loan] = await contractsOf(code, "overdue");
    const customer = await asCustomer(code, "overdue");
    const grid = await get(`/api/customer/${customer.id}/currentContractGridInfo`, customer.token);
    expect(grid.amountLate).toBeGreaterThan(0);
    expect((await get(`/api/customer/${customer.id}/currentContractGridInfo`, setup.admin[code]!)).amountLate).toBe(grid.amountLate);
    const payments = await get(`/api/customer/${customer.id}/payments/${loan!.id}`, setup.admin[code]!);
    const late = (payments.paymentsList as Array<{ isLate: boolean; amount: number }>).filter((line) => line.isLate);
    expect(late).toHaveLength(3);
    expect(payments.totalUnpaid).toBe(grid.amountLate);
    expect(checkRenewalRequest({ isMicroCredit: true, status: 1, amountLateCents: Math.round(grid.amountLate * 100), isBalanceZeroOnRenew: false })).toEqual({
      ok: false,
      reason: "behindOnPayments",
    });
  });

  it.each(demoTenants)("%s: the living book: a paid-out loan, a bounced debit made good with its NSF fee, and a customer 45 days late", async (code) => {
    const [paidOut, running, ...others] = await contractsOf(code, "bounced");
    expect(others).toEqual([]);
    expect(Number(paidOut!.status_id)).toBe(ContractStatus.PaidOut);
    const settled = await get(`/api/contracts/${paidOut!.id}/ledger`, setup.admin[code]!);
    expect(settled.lines.every((line: { isPaid: boolean }) => line.isPaid)).toBe(true);
    expect(settled.balances).toMatchObject({ amountLate: "0.00", payoff: "0.00" });

    const book = await get(`/api/contracts/${running!.id}/ledger`, setup.admin[code]!);
    const returned = book.events.filter((event: { kind: string }) => event.kind === "paymentReturned");
    expect(returned).toEqual([expect.objectContaining({ reason: "nsf" })]);
    const fee = book.lines.find((line: { kind: string }) => line.kind === "fee");
    expect(fee).toMatchObject({ feeKind: "nsf", amount: "45.00", outstanding: "0.00", isPaid: true });
    expect(book.events.filter((event: { method?: string }) => event.method === "etransfer")).toHaveLength(1);
    expect(book.balances).toMatchObject({ amountLate: "0.00", feesOutstanding: "0.00" });
    expect(book.bucket).toBe("current");
    const customer = await asCustomer(code, "bounced");
    expect(await get(`/api/customer/${customer.id}/currentContractGridInfo`, customer.token)).toEqual({ amountLate: 0, UI_isBalanceZeroOnRenew: false });

    const [late] = await contractsOf(code, "longOverdue");
    const overdue = await get(`/api/contracts/${late!.id}/ledger`, setup.admin[code]!);
    expect(overdue.bucket).toBe("31-60");
    expect(Math.max(...overdue.lines.map((line: { daysPastDue: number }) => line.daysPastDue))).toBe(45);
  });

  it.each(demoTenants)("%s: the renewed loan is closed after renewal (balance zero) and its successor runs", async (code) => {
    const [original, successor, ...others] = await contractsOf(code, "renewed");
    expect(others).toEqual([]);
    expect(Number(original!.status_id)).toBe(ContractStatus.ClosedAfterRenewal);
    expect(original!.close_reason).toBe(balanceZeroOnRenew);
    expect(Number(successor!.original_contract_id)).toBe(original!.id);
    expect(Number(successor!.status_id)).toBe(ContractStatus.Active);
    const customer = await asCustomer(code, "renewed");
    const closed = await get(`/api/customer/${customer.id}/payments/${original!.id}?lang=en`, setup.admin[code]!);
    expect(closed).toMatchObject({ isActive: false, hasRenew: true, capitalRemaining: 0, totalUnpaid: 0 });
    expect(closed.stopReasonName).toEqual(expect.any(String));
    expect(closed.contractListOptions).toEqual([
      expect.objectContaining({ value: original!.id, status: 9, isCloseReasonBalanceZeroOnRenew: true }),
      expect.objectContaining({ value: successor!.id, status: 1, isCloseReasonBalanceZeroOnRenew: false }),
    ]);
    const running = await get(`/api/customer/${customer.id}/payments/${successor!.id}`, customer.token);
    expect(running).toMatchObject({ isActive: true, leaContracts_Id_Original: original!.id });
    expect(await get(`/api/customer/${customer.id}/currentContractGridInfo`, customer.token)).toEqual({ amountLate: 0, UI_isBalanceZeroOnRenew: false });
    const payoff = await db()("receipts").where({ tenant_id: setup.tenants[code], contract_id: original!.id, method: "renewal" });
    expect(payoff).toHaveLength(1);
  });

  it.each(demoTenants)("%s: the training-programme contract is a 750 $ course in 18 payments at the training rate", async (code) => {
    const [contract] = await contractsOf(code, "training");
    const customer = await asCustomer(code, "training");
    const payments = await get(`/api/customer/${customer.id}/payments/${contract!.id}`, customer.token);
    expect(payments).toMatchObject({ isTraining: true, isActive: true, capitalInitial: 750 });
    expect(payments.paymentsList).toHaveLength(18);
    const wire = await get(`/api/contracts/${contract!.id}`, setup.admin[code]!);
    expect(wire).toMatchObject({ isTraining: true, isMicroCredit: true, financeLease: { interestRate: 0.000001, term: 18, numberOfPaymentsIsSubstitued: true } });
  });

  it.each(demoTenants)("%s: the lease has a full vehicle, lessee, co-lessee and budget, realistic and valid", async (code) => {
    const [lease] = await contractsOf(code, "lease");
    const wire = await get(`/api/contracts/${lease!.id}`, setup.admin[code]!);
    expect(wire.statusId).toBe(ContractStatus.SignedAwaitingFunding);
    const { lessee, colessee, vehicle, budget, financeLease } = wire;
    expect(lessee).toMatchObject({ firstName: "Geneviève", lastName: "Lavoie", province: 1, bankname: "Desjardins" });
    expect(colessee).toMatchObject({ coFirstName: demoColessee.firstName, coLastName: demoColessee.lastName, isCoLesseeAddressSameAsLessee: true });
    for (const sin of [lessee.sinNumber, colessee.coSinNumber]) expect(isValidSin(sin), sin).toBe(true);
    for (const postal of [lessee.postalCode, lessee.postalCode1, lessee.workPostalCode, colessee.coPostalCode]) expect(isValidPostalCode(postal), postal).toBe(true);
    for (const phone of [lessee.cellPhone, lessee.homePhone, lessee.workPhone, lessee.refPhone1, colessee.coCellPhone]) expect(isCallablePhone(phone), phone).toBe(true);
    expect(vehicle).toMatchObject({ year: 2023, make: "Toyota", model: "RAV4", exMake: "Honda" });
    expect(vinWithCheckDigit(`${vehicle.vin.slice(0, 8)}?${vehicle.vin.slice(9)}`)).toBe(vehicle.vin);
    expect(budget.bdTotalIncome).toBeGreaterThan(budget.bdTotalExpense);
    expect(financeLease).toMatchObject({ vehiclePrice: 32_995, residualAmount: 14_850, frequency: 1 });
    expect(financeLease.firstPaymentDate > businessDateOf(setup.clock.now()).toString()).toBe(true);
  });

  it.each(demoTenants)("%s: checklists show every state: untouched, partial, waived, N/A, completed", async (code) => {
    const untouched = await checklistItems(code, (await contractsOf(code, "dealerFile"))[0]!.id);
    expect(untouched.items.length).toBeGreaterThan(5);
    expect(untouched.items.every((item) => !item.isChecked && !item.isCheckedExternal && !item.isWaived && !item.isNonApplicable)).toBe(true);

    const partial = await checklistItems(code, (await contractsOf(code, "lease"))[0]!.id);
    const external = partial.items.filter((item) => item.isCheckedExternal);
    const internal = partial.items.filter((item) => item.isChecked);
    expect(external.length).toBeGreaterThan(0);
    expect(internal.length).toBeGreaterThan(0);
    expect(external.length + internal.length).toBeLessThan(partial.items.length);
    expect(external.every((item) => item.checkedInitials === "MM")).toBe(true);

    const waived = await checklistItems(code, (await contractsOf(code, "overdue"))[0]!.id);
    expect(waived.items.every((item) => item.isChecked)).toBe(true);
    expect(waived.items.filter((item) => item.isWaived)).toEqual([expect.objectContaining({ description: "Employeur contacté", checkedInitials: "AAD", checklistNote: expect.any(String) })]);

    // The admin's marks name her alone: Alain Agent is "AA", so Adèle Admin is "AAD" (issue 15 §6).
    const initials = (await db()("users").where({ tenant_id: setup.tenants[code] }).whereIn("username", ["agent", "admin"]).orderBy("username").pluck("initials")) as string[];
    expect(initials).toEqual(["AAD", "AA"]);

    const notApplicable = await checklistItems(code, (await contractsOf(code, "training"))[0]!.id);
    expect(notApplicable.items.every((item) => item.isChecked)).toBe(true);
    expect(notApplicable.items.filter((item) => item.isNonApplicable)).toHaveLength(1);

    const completed = await checklistItems(code, (await contractsOf(code, "renewable"))[0]!.id);
    expect(completed.items.every((item) => item.isChecked && !item.isWaived && !item.isNonApplicable)).toBe(true);
    expect(completed.completed).toBe(code === "CAPITAL");
    const audit = await db()("audit_log").where({ tenant_id: setup.tenants[code], action: "checklist.item.clicked" }).count({ n: "*" });
    expect(Number(audit[0]!.n)).toBeGreaterThan(20);
  });

  it.each(demoTenants)("%s: notes are public and private; the customer sees only the public ones", async (code) => {
    const [loan] = await contractsOf(code, "renewable");
    const staff = (await get(`/api/contracts/${loan!.id}/notes`, setup.admin[code]!)) as Array<{ isPublic: boolean; readSide: number | null }>;
    expect(staff.map((note) => note.isPublic).sort()).toEqual([false, true]);
    expect(staff.find((note) => note.isPublic)?.readSide).toBe(2);
    const customer = await asCustomer(code, "renewable");
    const own = (await get(`/api/contracts/${loan!.id}/notes`, customer.token)) as Array<{ isPublic: boolean; msgIsRead: boolean; UI_sysLogins_Id: unknown }>;
    expect(own).toEqual([expect.objectContaining({ isPublic: true, msgIsRead: true, UI_sysLogins_Id: null })]);
  });

  it.each(demoTenants)("%s: one deferral request waits for staff, one was approved with its fee line", async (code) => {
    const [loan] = await contractsOf(code, "deferrals");
    const pending = (await get("/api/deferralRequests?status=pending", setup.admin[code]!)) as Array<Record<string, unknown>>;
    expect(pending).toEqual([expect.objectContaining({ contractId: loan!.id, customerName: "Noémie Fortin", status: "pending", requestedByCustomerId: expect.any(Number) })]);
    const approved = (await get("/api/deferralRequests?status=approved", setup.admin[code]!)) as Array<Record<string, unknown>>;
    expect(approved).toEqual([expect.objectContaining({ contractId: loan!.id, status: "approved", decidedByUserId: expect.any(Number) })]);
    const moved = await db()("payments").where({ tenant_id: setup.tenants[code], id: approved[0]!.paymentId }).first();
    expect(moved.due_date).toBe(approved[0]!.toDate);
    expect(moved.original_due_date).toBe(approved[0]!.fromDate);
    const fee = await db()("payments").where({ tenant_id: setup.tenants[code], contract_id: loan!.id, kind: "deferralFee" });
    expect(fee).toEqual([expect.objectContaining({ due_date: approved[0]!.fromDate })]);
    // Staff can decide the pending one in the demo.
    const decided = await request(setup.app)
      .post(`/api/deferralRequests/${pending[0]!.id}/approve`)
      .set("Authorization", `Bearer ${setup.admin[code]!}`)
      .set("Idempotency-Key", `demo-approve-${code}-0001`)
      .send({ decisionNote: "OK" });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  });

  it("gives the dealer, the finance office and the agent a dealership: each lists only its own files, the agent Julie's loan, the dealer the lease", async () => {
    const tenantId = setup.tenants.RENT;
    const listed = async (username: string) => {
      const page = await get("/api/contracts?page=0&rowsPerPage=100", await loginAs(setup.app, username, "RENT", demoPassword));
      return { count: page.count as number, ids: (page.rows as Array<{ id: number }>).map((row) => row.id) };
    };
    const dealershipOf = async (username: string) => (await db()("users").where({ tenant_id: tenantId, username }).first("dealership_id")).dealership_id as number | null;
    const merchant = await listed("merchant");
    const agent = await listed("agent");
    expect(await dealershipOf("merchant")).not.toBeNull();
    expect(await dealershipOf("fandi")).toBe(await dealershipOf("merchant"));
    expect(await dealershipOf("agent")).not.toBe(await dealershipOf("merchant"));
    expect(await listed("fandi")).toEqual(merchant);
    // Every listed file is the dealership's, and every file of the dealership is listed.
    const merchantFiles = (await db()("contracts").where({ tenant_id: tenantId, dealership_id: await dealershipOf("merchant") }).pluck("id")).map(Number);
    expect([...merchant.ids].sort((a, b) => a - b)).toEqual(merchantFiles.sort((a, b) => a - b));
    expect(merchant.count).toBeGreaterThan(5);
    expect(merchant.count).toBeLessThan(demoContractsPerTenant);
    const [julie] = await contractsOf("RENT", "renewable");
    const [lease] = await contractsOf("RENT", "lease");
    expect(agent.ids).toContain(julie!.id);
    expect(agent.ids).not.toContain(lease!.id);
    expect(merchant.ids).toContain(lease!.id);
    expect(merchant.ids).not.toContain(julie!.id);
  });

  it("walks the one-time-code renewal in RENT: the renewable customer gets a renewal, the overdue one the overdue screen", async () => {
    const client = publicClient(setup.app);
    const renewable = demo("renewable");
    const first = await askCode(client, setup.app, { login: login("renewable"), cellPhone: renewable.cellPhone, email: renewable.email }, { flow: "renewal" });
    const started = await client.verify("renewal", { OTP: first.code, userSlug: first.userSlug });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.Result.slug).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const overdue = demo("overdue");
    const second = await askCode(client, setup.app, { login: login("overdue"), cellPhone: overdue.cellPhone, email: overdue.email }, { flow: "renewal", method: "EMAIL" });
    const stopped = await client.verify("renewal", { OTP: second.code, userSlug: second.userSlug });
    expect(stopped.status).toBe(200);
    expect(stopped.body.Result.slug).toBe("");
    expect(stopped.body.Result.amountLate).toBeGreaterThan(0);
  });

  it("lets an admin fund the lease: its schedule is written by core's engine", async () => {
    const [lease] = await contractsOf("RENT", "lease");
    const funded = await request(setup.app)
      .post(`/api/contracts/${lease!.id}/status`)
      .set("Authorization", `Bearer ${setup.admin.RENT!}`)
      .send({ statusId: ContractStatus.Active, version: Number(lease!.version) });
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    expect(Number((await db()("payments").where({ contract_id: lease!.id }).count({ n: "*" }))[0]!.n)).toBe(104);
    // amortized down to the 14,850 $ residual: 177.48 $ a payment, the last line's balance the residual
    const lines = (await db()("payments").where({ contract_id: lease!.id }).orderBy("seq")) as Array<{ amount_cents: number | string; balance_after_cents: number | string }>;
    expect(Number(lines[0]!.amount_cents)).toBe(17_748);
    expect(Number(lines[103]!.balance_after_cents)).toBe(1_485_000);
  });
});

describe("the demo people", () => {
  it("are fake but valid: Luhn SINs starting with 0, Canada Post postal codes, fictional 555-01xx phones, example.com emails", () => {
    expect(fakeSin("04645428")).toBe("046 454 286");
    expect(vinWithCheckDigit("1M8GDM9A?KP042788")).toBe("1M8GDM9AXKP042788");
    const people = [...demoPeople, { ...demoColessee, address: demoPeople[4]!.address }];
    for (const person of people) {
      expect(isValidSin(person.sin) && person.sin.startsWith("0"), person.sin).toBe(true);
      expect(isValidPostalCode(person.address.postalCode), person.address.postalCode).toBe(true);
      expect(person.cellPhone).toMatch(/^\d{3}5550[01]\d\d$/);
      expect(person.email).toMatch(/^[a-z.-]+@example\.com$/);
      expect(person.birthDate).toMatch(/^(19[6-9]\d|200[0-5])-\d\d-\d\d$/);
    }
    expect(new Set(demoCustomers.map((customer) => customer.case)).size).toBe(demoCustomers.length);
    expect(new Set(demoCustomers.map((customer) => customer.email)).size).toBe(demoCustomers.length);
  });
});

/** Seeds a fresh SQLite file with `clock` and returns the database (closed by the caller) and the time it took. */
const seedFresh = async (dir: string, name: string, clock: TestClock) => {
  const db = openDatabase(`sqlite:${join(dir, `${name}.sqlite`)}`);
  await migrateLatest(db);
  const started = performance.now();
  await seedDemo(db, clock, { passwordParams: testPasswordParams });
  return { db, ms: performance.now() - started };
};

describe("the demo seed on SQLite", () => {
  const dir = mkdtempSync(join(tmpdir(), "lendkit-demo-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the same rows for the same clock, and stays fast", async () => {
    const first = await seedFresh(dir, "first", testClock());
    const second = await seedFresh(dir, "second", testClock());
    try {
      expect(await dump(second.db)).toEqual(await dump(first.db));
      // Measured for docs/demo-data.md (about 2 s of CPU). The bound only catches a regression of
      // another order (e.g. production-strength hashing): suites share busy machines.
      console.info(`demo seed on SQLite: ${Math.round(first.ms)} ms, then ${Math.round(second.ms)} ms`);
      expect(Math.min(first.ms, second.ms)).toBeLessThan(10_000);
    } finally {
      await first.db.destroy();
      await second.db.destroy();
    }
  }, 60_000);

  it.each([
    ["New Year's Day just after midnight in Quebec", "2027-01-01T05:30:00.000Z"],
    ["a Saturday evening in Quebec, already Sunday in UTC", "2026-08-02T01:30:00.000Z"],
    ["the day clocks spring forward", "2027-03-14T08:15:00.000Z"],
    ["the last day of a leap February", "2028-02-29T22:00:00.000Z"],
  ])("keeps its promises whatever the day it runs: %s", async (_label, instant) => {
    const clock = testClock(new Date(instant));
    const { db } = await seedFresh(dir, instant.replace(/[^0-9]/g, ""), clock);
    try {
      const today = businessDateOf(clock.now()).toString();
      const loanOf = async (which: DemoCase) =>
        db("contracts")
          .join("customers", "customers.id", "contracts.customer_id")
          .where({ "customers.email": demo(which).email, "contracts.status_id": ContractStatus.Active })
          .orderBy("contracts.id", "desc")
          .first("contracts.id");
      const unpaid = async (which: DemoCase) => {
        const loan = await loanOf(which);
        const lines = await db("payments").where({ contract_id: loan.id }).whereNull("paid_at").orderBy("due_date").pluck("due_date");
        return { late: lines.filter((due: string) => due < today).length, upcoming: lines.filter((due: string) => due >= today).length };
      };
      for (const which of ["renewable", "renewed", "training", "deferrals"] as const) expect(await unpaid(which), which).toMatchObject({ late: 0 });
      expect((await unpaid("renewable")).upcoming).toBeGreaterThan(5);
      expect((await unpaid("overdue")).late).toBe(3);
      expect(await db("deferral_requests").where({ status: "pending" }).count({ n: "*" })).toEqual([{ n: 2 }]);
      expect(await db("contracts").where({ status_id: ContractStatus.ClosedAfterRenewal, close_reason: balanceZeroOnRenew }).count({ n: "*" })).toEqual([{ n: 2 }]);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
