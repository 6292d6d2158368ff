import { ContractStatus, t } from "@lendkit/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApp } from "./app.js";
import { createViaApi, financedBody, moveAlong, pathToActive, staffTokens, type Tokens } from "./contractsFixtures.js";
import { targets, type TestDatabase } from "./databases.js";

/**
 * Issue 15 §10 (A §2, §4; docs/spec-decisions.md): in a tenant with the
 * "Checklist completed" switch, a contract is funded only once its
 * checklist is marked completed; approval never waits for it, and a tenant
 * without the switch has no gate.
 */
describe.each(targets)("funding waits for the completed checklist on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let tokens: Tokens;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
    tokens = await staffTokens(test.db, setup.clock, setup.tenants);
  });
  afterAll(async () => {
    await test.close();
  });

  /** A contract of `tenant` walked to SIGNED, AWAITING FUNDING. */
  const signed = async (tenant: "RENT" | "CAPITAL") => {
    const created = await createViaApi(setup.app, tokens[tenant]!.merchant!, financedBody());
    expect(created.status).toBe(201);
    const id = Number(created.body.Result.id);
    await moveAlong(setup.app, tokens[tenant]!, id, pathToActive.slice(0, -1));
    return id;
  };
  const fund = async (tenant: "RENT" | "CAPITAL", id: number, lang = "en") => {
    const auth = { Authorization: `Bearer ${tokens[tenant]!.admin!}` };
    const version = (await request(setup.app).get(`/api/contracts/${id}`).set(auth)).body.Result.version as number;
    return request(setup.app).post(`/api/contracts/${id}/status?lang=${lang}`).set(auth).set("Accept-Language", lang).send({ statusId: ContractStatus.Active, version });
  };

  it("refuses to fund a CAPITAL contract until its checklist is marked completed, writing nothing; then funds it", async () => {
    const id = await signed("CAPITAL");
    const refused = await fund("CAPITAL", id);
    expect(refused.status).toBe(409);
    expect(refused.body.ErrorMessage).toContain(t("en", "contracts.activation.checklistNotCompleted"));
    const row = await test.db("contracts").where({ id }).first("status_id");
    expect(Number(row.status_id)).toBe(ContractStatus.SignedAwaitingFunding);
    expect(await test.db("payments").where({ contract_id: id })).toEqual([]);

    const auth = { Authorization: `Bearer ${tokens.CAPITAL!.admin!}` };
    expect((await request(setup.app).get(`/api/contracts/${id}/checklist`).set(auth)).status).toBe(200);
    expect((await request(setup.app).put(`/api/contracts/${id}/checklist/complete`).set(auth).send({ complete: true })).status).toBe(200);
    const funded = await fund("CAPITAL", id);
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    expect(funded.body.Result.statusId).toBe(ContractStatus.Active);
  });

  it("approves without the checklist, and funds a RENT contract (no completion switch) without it", async () => {
    const id = await signed("CAPITAL");
    expect(Number((await test.db("contracts").where({ id }).first("status_id")).status_id)).toBe(ContractStatus.SignedAwaitingFunding);
    const rent = await signed("RENT");
    expect((await fund("RENT", rent)).status).toBe(200);
  });
});
