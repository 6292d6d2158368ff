import { decodeCustomerPayments, isDeferralEligible } from "@lendkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, makeApp } from "./app.js";
import { as, insertAccount, newKey, type Account } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";

/**
 * Deferral records readable and complete (issue 15 §5): who asked (staff
 * or customer, by name) and who decided, with dates; the payments wire says
 * each line's kind and whether a request waits; the remembered payments
 * answer goes stale when a request is made or decided.
 */
describe.each(targets)("deferral records on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  let tokens: Record<string, string>;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
    rent = setup.tenants.RENT!.id;
    await test.db("users").where({ id: setup.tenants.RENT!.users.admin }).update({ first_name: "Adèle", last_name: "Admin" });
    await test.db("users").where({ id: setup.tenants.RENT!.users.admincollector }).update({ first_name: "Marc", last_name: "Roy" });
    tokens = {};
    for (const username of ["admin", "admincollector"]) tokens[username] = await loginAs(setup.app, username, "RENT");
  });
  afterAll(async () => {
    await test.close();
  });

  const api = (token: string) => as(setup.app, token);
  const account = () => insertAccount(test.db, setup.clock, rent);
  const askFor = (token: string, owner: Account, index = 3) =>
    api(token).post(
      `/api/customer/${owner.customerId}/DeferPaymentRequest`,
      { Deferalmessage: "", contractId: owner.contractId, lang: "en", paymentId: owner.paymentIds[index], requestedDate: "2027-01-15" },
      newKey(),
    );
  const payments = async (token: string, owner: Account) => {
    const response = await api(token).get(`/api/customer/${owner.customerId}/payments/${owner.contractId}?lang=en`);
    expect(response.status).toBe(200);
    const decoded = decodeCustomerPayments(response.body.Result);
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors));
    return decoded.value;
  };

  it("names a staff request's asker as staff, never as the customer, and the decider, with dates", async () => {
    const owner = await account();
    expect((await askFor(tokens.admin!, owner)).status).toBe(200);
    const [pending] = (await api(tokens.admincollector!).get("/api/deferralRequests?status=pending")).body.Result.filter((item: { contractId: number }) => item.contractId === owner.contractId);
    expect(pending).toMatchObject({ requestedBy: { kind: "staff", name: "Adèle Admin" }, createdAt: "2026-11-22T12:00:00.000Z", decidedByName: null, decidedAt: null });
    // Worded as staff's, not as the customer's "I am asking to defer my payment".
    expect(pending.message).toBe("Adèle Admin (staff) asked, for the customer, to defer the payment from 2026-12-11 to 2027-01-15.");
    setup.clock.advance(5 * 60 * 1000);
    const approved = await api(tokens.admincollector!).post(`/api/deferralRequests/${pending.id}/approve`, {}, newKey());
    expect(approved.status).toBe(200);
    expect(approved.body.Result).toMatchObject({ requestedBy: { kind: "staff", name: "Adèle Admin" }, decidedByName: "Marc Roy", decidedAt: "2026-11-22T12:05:00.000Z" });
    const [listed] = (await api(tokens.admin!).get("/api/deferralRequests?status=approved")).body.Result.filter((item: { id: number }) => item.id === pending.id);
    expect(listed).toMatchObject({ requestedBy: { kind: "staff", name: "Adèle Admin" }, decidedByName: "Marc Roy" });
    // The customer's own view of the line says the same.
    const line = (await payments(owner.token, owner)).paymentsList.find((item) => item.id === owner.paymentIds[3]);
    expect(line?.deferral).toMatchObject({ status: "approved", requestedBy: { kind: "staff", name: "Adèle Admin" }, decidedByName: "Marc Roy", decidedAt: "2026-11-22T12:05:00.000Z" });
    expect(line?.hasPendingDeferral).toBe(false);
  });

  it("names the customer when the customer asked", async () => {
    const owner = await account();
    expect((await askFor(owner.token, owner)).status).toBe(200);
    const [pending] = (await api(tokens.admin!).get("/api/deferralRequests?status=pending")).body.Result.filter((item: { contractId: number }) => item.contractId === owner.contractId);
    expect(pending.requestedBy).toEqual({ kind: "customer", name: "Julie Tremblay" });
  });

  it("gives each line its kind and pending flag, and forgets the remembered answer when a request is made, refused or approved", async () => {
    const owner = await account();
    const before = await payments(tokens.admin!, owner);
    expect(before.paymentsList.every((line) => line.lineKind === "payment" && !line.hasPendingDeferral && line.deferral === null)).toBe(true);
    // Asked: the next read (same caller, same day) is not the remembered one.
    expect((await askFor(owner.token, owner)).status).toBe(200);
    const asked = await payments(tokens.admin!, owner);
    const line = asked.paymentsList.findIndex((item) => item.id === owner.paymentIds[3]);
    expect(asked.paymentsList[line]).toMatchObject({ hasPendingDeferral: true, deferral: { status: "pending", requestedBy: { kind: "customer" } } });
    // core's may-defer rule then hides the Defer button on that line.
    const today = asked.paymentsList[0]!.dueDate.add({ days: 1 });
    expect(isDeferralEligible(asked.paymentsList, line, today)).toBe(false);
    // Refused: the flag goes and the record says who decided.
    const id = asked.paymentsList[line]!.deferral!.id;
    expect((await api(tokens.admincollector!).post(`/api/deferralRequests/${id}/refuse`, {})).status).toBe(200);
    const refused = await payments(tokens.admin!, owner);
    expect(refused.paymentsList[line]).toMatchObject({ hasPendingDeferral: false, deferral: { status: "refused", decidedByName: "Marc Roy" } });
    // Asked again and approved: the fee line comes as a fee.
    expect((await askFor(owner.token, owner)).status).toBe(200);
    const again = (await payments(tokens.admin!, owner)).paymentsList[line]!.deferral!;
    expect(again.status).toBe("pending");
    expect((await api(tokens.admin!).post(`/api/deferralRequests/${again.id}/approve`, {}, newKey())).status).toBe(200);
    const approved = await payments(tokens.admin!, owner);
    const fees = approved.paymentsList.filter((item) => item.lineKind === "fee");
    expect(fees).toHaveLength(1);
    expect(fees[0]!.amount.toNumber()).toBe(25);
    const feeIndex = approved.paymentsList.indexOf(fees[0]!);
    expect(isDeferralEligible(approved.paymentsList, feeIndex, approved.paymentsList[0]!.dueDate)).toBe(false);
  });

  it("raises the tenant's deferral_requests version in the same transaction as a change", async () => {
    const version = async () => Number((await test.db("data_versions").where({ tenant_id: rent, name: "deferral_requests" }).first("version"))?.version ?? 0);
    const start = await version();
    const owner = await account();
    await askFor(owner.token, owner);
    expect(await version()).toBeGreaterThan(start);
  });
});
