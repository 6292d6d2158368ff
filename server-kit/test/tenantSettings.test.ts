import { defaultFeatures, ediExceptionDayOptions, resolveFeatures, workTypeOptions } from "@lendkit/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, makeApp, staffUsers } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";

/**
 * What the staff app loads at sign-in and on reload (B getFeatures): the
 * session's lender's flags, from which core derives its lists — a
 * RestOfCanada lender's staff get the RestOfCanada work types and EDI days,
 * whatever their role, and a lender's changed flags show at the next load.
 */
describe.each(targets)("tenant settings for staff on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
  });
  afterAll(async () => {
    await test.close();
  });

  const featuresOf = async (token: string) => {
    const answer = await request(setup.app).get("/api/configuration/features").set("Authorization", `Bearer ${token}`);
    expect(answer.status).toBe(200);
    return resolveFeatures(answer.body.Result);
  };

  it("gives every staff role of a RestOfCanada lender its lists, and the other lender's staff the default ones", async () => {
    for (const user of staffUsers) {
      const capital = await featuresOf(await loginAs(setup.app, user.username, "CAPITAL"));
      expect(capital.RestOfCanada, user.username).toBe(true);
      expect(workTypeOptions(capital)).toEqual(workTypeOptions({ RestOfCanada: true }));
      expect(ediExceptionDayOptions(capital)).toEqual(ediExceptionDayOptions({ RestOfCanada: true }));
      const rent = await featuresOf(await loginAs(setup.app, user.username, "RENT"));
      expect(rent).toEqual(defaultFeatures);
      expect(workTypeOptions(rent).map((option) => option.value)).not.toEqual(workTypeOptions(capital).map((option) => option.value));
    }
  }, 60_000);

  it("answers a lender's changed flags at the next load of the same session (a reload)", async () => {
    const token = await loginAs(setup.app, "admin", "RENT");
    expect((await featuresOf(token)).RestOfCanada).toBe(false);
    const tenantId = setup.tenants.RENT!.id;
    const row = (await test.db("tenants").where({ id: tenantId }).first("features")) as { features: string };
    try {
      await test.db("tenants").where({ id: tenantId }).update({ features: JSON.stringify({ ...JSON.parse(row.features || "{}"), RestOfCanada: true }) });
      expect((await featuresOf(token)).RestOfCanada).toBe(true);
    } finally {
      await test.db("tenants").where({ id: tenantId }).update({ features: row.features });
    }
  });
});
