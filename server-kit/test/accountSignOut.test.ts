import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, makeApp } from "./app.js";
import { as, auditRows, insertAccount } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";

/**
 * The customer account's Sign out (the lead app's "Se déconnecter" / "Sign
 * out"): POST /api/logout with the customer's session ends it on the
 * server, so the token a browser (or a parent page) still holds opens
 * nothing afterwards.
 */
describe.each(targets)("customer account sign out on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
  });
  afterAll(async () => {
    await test.close();
  });

  /** A customer session opened the way the account page opens it: a staff ticket exchanged once. */
  const openAccount = async () => {
    const account = await insertAccount(test.db, setup.clock, setup.tenants.RENT!.id);
    const admin = await loginAs(setup.app, "admin", "RENT");
    const ticket = (await as(setup.app, admin).get(`/api/contractExternal/ByPassOTP/${account.contractId}`)).body.Result.token as string;
    const opened = await request(setup.app).post("/api/contractExternal/accountEntry").send({ token: ticket });
    expect(opened.status).toBe(200);
    return { account, session: opened.body.Result.serverInfo as string };
  };

  it("ends the customer's session: the next call with the same token is 401, and the sign out is audited", async () => {
    const { account, session } = await openAccount();
    expect((await as(setup.app, session).get("/api/customer/id")).body.Result).toBe(account.customerId);
    const out = await as(setup.app, session).post("/api/logout").send({});
    expect(out.body).toEqual({ Success: true, Result: true, ErrorMessage: null });
    expect((await as(setup.app, session).get("/api/customer/id")).status).toBe(401);
    expect((await as(setup.app, session).get(`/api/customer/${account.customerId}`)).status).toBe(401);
    // A second sign out with the dead token is refused too: nothing is left to end.
    expect((await as(setup.app, session).post("/api/logout").send({})).status).toBe(401);
    const audit = (await auditRows(test.db, "logout")).at(-1)!;
    expect(Number(audit.actor_customer_id)).toBe(account.customerId);
    expect(audit.actor_user_id).toBeNull();
  });

  it("ends only that session: another session of the same customer stays open", async () => {
    const { account, session } = await openAccount();
    const ticket = (await as(setup.app, await loginAs(setup.app, "admin", "RENT")).get(`/api/contractExternal/ByPassOTP/${account.contractId}`)).body.Result.token as string;
    const other = (await request(setup.app).post("/api/contractExternal/accountEntry").send({ token: ticket })).body.Result.serverInfo as string;
    expect((await as(setup.app, session).post("/api/logout").send({})).status).toBe(200);
    expect((await as(setup.app, other).get("/api/customer/id")).body.Result).toBe(account.customerId);
  });
});
