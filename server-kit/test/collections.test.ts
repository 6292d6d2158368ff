import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPaymentLines, paymentLineRows } from "../src/seed/builders.js";
import { loginAs, makeApp } from "./app.js";
import { as, countRows } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertContract, insertCustomer, recordPayment } from "./fixtures.js";

/**
 * The collections queue (issue 22 §5): GET /api/collections replays the
 * tenant's active contracts on the lender's day (Sunday 2026-11-22) and
 * lists the late ones by bucket, with their aging; PUT
 * /api/contracts/:id/collector assigns one to a collector, audited; the
 * payments profile names the collector — on SQLite and PostgreSQL.
 *
 * Each loan's lines are 260.00 (250.00 principal, 10.00 interest):
 * - Roy (1-30): due 11-13 and 11-27, nothing paid: 9 days, 260.00 late;
 * - Li (61-90): due 09-15, 10-15, 11-15, nothing paid: 68 days, 780.00;
 * - Émond (31-60): due 10-15 and 12-15, nothing paid: 38 days, 260.00;
 * - Abel: due 11-13, paid: current, not in the queue;
 * - Bédard: due 07-01, unpaid but closed: not in the queue;
 * - the other tenant's Côté: due 08-01, unpaid (91+), in its own queue only.
 */

type Row = { contractId: number; contractNumber: string; customerName: string; bucket: string; daysPastDue: number; amountLate: string; collector: { id: number; name: string | null } | null; lastNote: { text: string; promiseToPayOn: string | null } | null };

describe.each(targets)("the collections queue on $name", (target) => {
  let test: TestDatabase;
  let app: Express;
  let rent: number;
  let capital: number;
  let users: Record<string, number>;
  let otherUsers: Record<string, number>;
  const tokens: Record<string, string> = {};
  const loans: Record<string, { contractId: number; customerId: number }> = {};

  const insertLoan = async (tenantId: number, lastName: string, dueDates: readonly string[], statusId = 1) => {
    const customerId = await insertCustomer(test.db, { now: () => new Date("2026-09-01T12:00:00Z") }, tenantId, { firstName: "Julie", lastName, email: `${lastName.toLowerCase()}@example.com` });
    const contractId = await insertContract(test.db, { now: () => new Date("2026-09-01T12:00:00Z") }, tenantId, {
      customerId,
      statusId,
      amountCents: dueDates.length * 25_000,
      lesseeName: `${lastName}, Julie`,
      fundedOn: "2026-06-15",
    });
    await insertPaymentLines(test.db, paymentLineRows(tenantId, contractId, dueDates.map((dueDate) => ({ dueDate, amountCents: 26_000, interestCents: 1_000, principalCents: 25_000 }))));
    return { contractId, customerId };
  };

  beforeAll(async () => {
    test = await target.open();
    const setup = await makeApp(test.db);
    app = setup.app;
    rent = setup.tenants.RENT!.id;
    capital = setup.tenants.CAPITAL!.id;
    users = setup.tenants.RENT!.users;
    otherUsers = setup.tenants.CAPITAL!.users;
    await test.db("users").where({ id: users.collector }).update({ first_name: "Marc", last_name: "Roy" });
    loans.roy = await insertLoan(rent, "Roy", ["2026-11-13", "2026-11-27"]);
    loans.li = await insertLoan(rent, "Li", ["2026-09-15", "2026-10-15", "2026-11-15"]);
    loans.emond = await insertLoan(rent, "Émond", ["2026-10-15", "2026-12-15"]);
    loans.abel = await insertLoan(rent, "Abel", ["2026-11-13"]);
    await recordPayment(test.db, rent, loans.abel.contractId, { amountCents: 26_000, valueDate: "2026-11-13" });
    loans.bedard = await insertLoan(rent, "Bédard", ["2026-07-01"], 8);
    loans.cote = await insertLoan(capital, "Côté", ["2026-08-01"]);
    for (const username of ["admin", "admincollector", "collector", "admincrm", "merchant"]) tokens[username] = await loginAs(app, username, "RENT");
    tokens.otherCollector = await loginAs(app, "collector", "CAPITAL");
    tokens.otherAdmin = await loginAs(app, "admin", "CAPITAL");
  });
  afterAll(async () => {
    await test.close();
  });

  const queue = async (query: Record<string, string> = {}, token = tokens.collector!) => {
    const response = await as(app, token).get("/api/collections").query(query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.Result as { asOf: string; count: number; rows: Row[]; aging: { buckets: Array<{ bucket: string; count: number; amountLate: string }>; count: number; amountLate: string } };
  };
  const names = (rows: readonly Row[]) => rows.map((row) => row.customerName);
  const assign = (contractId: number, userId: number | null, token = tokens.admincollector!) => as(app, token).put(`/api/contracts/${contractId}/collector`, { userId });

  it("lists the active contracts with something late by bucket, most days past due first, with the aging of them all in exact cents", async () => {
    const answer = await queue();
    expect(answer.asOf).toBe("2026-11-22");
    expect(answer.count).toBe(3);
    expect(names(answer.rows)).toEqual(["Li, Julie", "Émond, Julie", "Roy, Julie"]);
    expect(answer.rows[0]).toMatchObject({ contractId: loans.li!.contractId, bucket: "61-90", daysPastDue: 68, amountLate: "780.00", collector: null, lastNote: null });
    expect(answer.rows.map((row) => [row.bucket, row.daysPastDue, row.amountLate])).toEqual([["61-90", 68, "780.00"], ["31-60", 38, "260.00"], ["1-30", 9, "260.00"]]);
    expect(answer.aging).toEqual({
      buckets: [
        { bucket: "1-30", count: 1, amountLate: "260.00" },
        { bucket: "31-60", count: 1, amountLate: "260.00" },
        { bucket: "61-90", count: 1, amountLate: "780.00" },
        { bucket: "91+", count: 0, amountLate: "0.00" },
      ],
      count: 3,
      amountLate: "1300.00",
    });
  });

  it("filters by bucket, sorts by amount late or customer and pages on the server; a bad call is a 400", async () => {
    expect(names((await queue({ filter: "bucket~1-30,31-60" })).rows)).toEqual(["Émond, Julie", "Roy, Julie"]);
    // A tie on the amount keeps the contracts' order (Roy's was made first).
    expect(names((await queue({ sortColumn: "amountLate", order: "asc" })).rows)).toEqual(["Roy, Julie", "Émond, Julie", "Li, Julie"]);
    expect(names((await queue({ sortColumn: "customer", order: "asc" })).rows)).toEqual(["Émond, Julie", "Li, Julie", "Roy, Julie"]);
    const second = await queue({ sortColumn: "customer", order: "asc", rowsPerPage: "1", page: "1" });
    expect([second.count, names(second.rows)]).toEqual([3, ["Li, Julie"]]);
    // The aging is the whole queue's, whatever the page shows.
    expect(second.aging.count).toBe(3);
    for (const query of [{ sortColumn: "balance" }, { filter: "bucket~current" }, { filter: "collector~someone" }, { search: "Roy" }, { page: "-1" }]) {
      const response = await as(app, tokens.collector!).get("/api/collections").query(query).set("Accept-Language", "en");
      expect(response.status, JSON.stringify(query)).toBe(400);
    }
  });

  it("lets the collectors and Admin read the queue, nobody else; each tenant sees its own contracts only", async () => {
    for (const username of ["admin", "admincollector"]) expect((await queue({}, tokens[username])).count).toBe(3);
    for (const username of ["admincrm", "merchant"]) expect((await as(app, tokens[username]!).get("/api/collections")).status).toBe(403);
    expect((await as(app, null).get("/api/collections")).status).toBe(401);
    const other = await queue({}, tokens.otherCollector);
    expect(other.rows.map((row) => [row.contractId, row.bucket, row.daysPastDue])).toEqual([[loans.cote!.contractId, "91+", 113]]);
    expect(other.aging.amountLate).toBe("260.00");
    const collectors = await as(app, tokens.collector!).get("/api/collections/collectors");
    expect(collectors.body.Result).toEqual([{ id: users.admincollector, name: "admincollector" }, { id: users.collector, name: "Marc Roy" }]);
  });

  it("assigns a contract to a collector (AdminCollector, Admin), audited; the queue filters mine and nobody's; the profile names the collector to staff only", async () => {
    const contractId = loans.roy!.contractId;
    const assigned = await assign(contractId, users.collector!);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.Result).toEqual({ contractId, collector: { id: users.collector, name: "Marc Roy" } });
    const audit = (await test.db("audit_log").where({ action: "contract.collectorAssigned", entity_id: String(contractId) }).first()) as { actor_user_id: number; tenant_id: number; before_json: string; after_json: string };
    expect([audit.actor_user_id, audit.tenant_id, JSON.parse(audit.before_json), JSON.parse(audit.after_json)]).toEqual([users.admincollector, rent, { collectorUserId: null }, { collectorUserId: users.collector }]);
    // The same collector again: the same answer, nothing written.
    const again = await assign(contractId, users.collector!);
    expect([again.status, again.body.Result]).toEqual([200, assigned.body.Result]);
    expect(await countRows(test.db, "audit_log", { action: "contract.collectorAssigned", entity_id: String(contractId) })).toBe(1);

    const mine = await queue({ filter: "collector~mine" });
    expect(mine.rows.map((row) => [row.customerName, row.collector])).toEqual([["Roy, Julie", { id: users.collector, name: "Marc Roy" }]]);
    expect(names((await queue({ filter: "collector~none" })).rows)).toEqual(["Li, Julie", "Émond, Julie"]);
    expect((await queue({ filter: `collector~${users.collector}` })).count).toBe(1);
    expect((await queue({ filter: "collector~mine" }, tokens.admincollector)).count).toBe(0);

    const path = `/api/customer/${loans.roy!.customerId}/payments/${contractId}`;
    expect((await as(app, tokens.admin!).get(path)).body.Result).toMatchObject({ collectorName: "Marc Roy", collectorList: "admincollector, Marc Roy" });
    const customer = await customerToken(test.db, { now: () => new Date("2026-11-22T12:00:00Z") }, rent, loans.roy!.customerId);
    expect((await as(app, customer).get(path)).body.Result).toMatchObject({ collectorName: null, collectorList: null });

    // Taken back by Admin: nobody's again, and the profile says so at once.
    expect((await assign(contractId, null, tokens.admin)).status).toBe(200);
    expect((await as(app, tokens.admin!).get(path)).body.Result.collectorName).toBeNull();
    expect(await countRows(test.db, "audit_log", { action: "contract.collectorAssigned", entity_id: String(contractId) })).toBe(2);
  });

  it("refuses an assignment by a collector (403), to a user who is no collector of the tenant (422), of another tenant's contract (404), and writes nothing", async () => {
    const contractId = loans.li!.contractId;
    const audits = await countRows(test.db, "audit_log", { action: "contract.collectorAssigned" });
    expect((await assign(contractId, users.collector!, tokens.collector)).status).toBe(403);
    for (const userId of [users.admin!, users.admincrm!, otherUsers.collector!, 999_999]) {
      const response = await assign(contractId, userId).set("Accept-Language", "en");
      expect(response.status, String(userId)).toBe(422);
      expect(JSON.stringify(response.body)).toContain("active collector");
    }
    expect((await assign(contractId, users.collector!, tokens.otherAdmin)).status).toBe(404);
    for (const body of [{}, { userId: "12" }, { userId: 0 }, { userId: null, extra: 1 }]) {
      expect((await as(app, tokens.admin!).put(`/api/contracts/${contractId}/collector`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await test.db("contracts").where({ id: contractId }).first("collector_user_id")).collector_user_id).toBeNull();
    expect(await countRows(test.db, "audit_log", { action: "contract.collectorAssigned" })).toBe(audits);
  });

  it("shows a contract's last contact note and the promise to pay it took; a promise before today is refused", async () => {
    const contractId = loans.emond!.contractId;
    const note = (body: object) => as(app, tokens.collector!).post(`/api/contracts/${contractId}/notes`, body).set("Accept-Language", "en");
    expect((await note({ text: "Left a message." })).status).toBe(201);
    const promised = await note({ text: "Will pay 260.00 on Wednesday.", promiseToPayOn: "2026-11-25" });
    expect(promised.status, JSON.stringify(promised.body)).toBe(201);
    expect(promised.body.Result.promiseToPayOn).toBe("2026-11-25");
    const row = (await queue({ filter: "bucket~31-60" })).rows[0]!;
    expect(row.lastNote).toMatchObject({ text: "Will pay 260.00 on Wednesday.", promiseToPayOn: "2026-11-25" });

    const notes = await countRows(test.db, "notes", { contract_id: contractId });
    const past = await note({ text: "Paid yesterday, says the customer.", promiseToPayOn: "2026-11-21" });
    expect(past.status).toBe(422);
    expect(JSON.stringify(past.body)).toContain("promise to pay");
    expect((await note({ text: "Bad day.", promiseToPayOn: "2026-02-30" })).status).toBe(400);
    expect(await countRows(test.db, "notes", { contract_id: contractId })).toBe(notes);
  });
});
