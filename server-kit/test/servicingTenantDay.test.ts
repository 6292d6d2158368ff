import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setTenantTimeZone, tenantDay } from "../src/data/tenantZone.js";
import { saveFlowSettings } from "../src/flows/settings.js";
import { contextOf } from "../src/server/createServer.js";
import { servicingTenantDay, tenantLedgerSettings } from "../src/servicing/settings.js";
import { makeApp, testFlowSettings } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";

/**
 * Every servicing route reads its tenant once (`servicingTenantDay`: the
 * zone, the features and the flow settings in one statement). It must give
 * what the three separate reads give (`tenantLedgerSettings` and
 * `tenantDay`), whatever the tenant stored: nothing, its own zone, bank
 * holidays with its own calendar and servicing fees, or a zone this
 * runtime no longer knows.
 */
describe.each(targets)("a servicing request's tenant on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
    rent = setup.tenants.RENT!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  const bothReads = async () => {
    const context = contextOf(setup.app);
    const separate = { settings: await tenantLedgerSettings(context, rent), ...(await tenantDay(context, rent)) };
    const once = await servicingTenantDay(context, rent);
    return { separate, once };
  };

  /** What a ledger replays with, comparable: the business calendar by the days it closes over two months. */
  const comparable = (read: Awaited<ReturnType<typeof servicingTenantDay>>) => {
    const { businessCalendar, ...ledger } = read.settings.ledger;
    const start = read.today;
    const closed = Array.from({ length: 62 }, (_, offset) => start.add({ days: offset })).filter((day) => !businessCalendar.isBusinessDay(day)).map(String);
    return { ...read.settings, ledger, closed, timeZone: read.timeZone, today: read.today.toString() };
  };

  it("is the three reads' answer for a tenant with nothing of its own", async () => {
    await test.db("flow_settings").where({ tenant_id: rent }).delete();
    await test.db("tenants").where({ id: rent }).update({ features: "{}", time_zone: null });
    const { separate, once } = await bothReads();
    expect(comparable(once)).toEqual(comparable(separate));
    expect(once.settings.nsfFeeCents).toBe(0);
  });

  it("is the three reads' answer for a tenant with its zone, bank holidays, its calendar and its fees", async () => {
    await setTenantTimeZone(test.db, rent, "America/Vancouver");
    await test.db("tenants").where({ id: rent }).update({ features: JSON.stringify({ useBankHolidays: true }) });
    await saveFlowSettings(test.db, setup.clock, rent, {
      ...testFlowSettings,
      bankCalendar: { kind: "clearing", addedDays: ["2026-12-24"] },
      servicing: { nsfFee: "45.00", lateFee: { amount: "25.00", graceDays: 5 }, approvalAbove: "100.00" },
    });
    const { separate, once } = await bothReads();
    expect(comparable(once)).toEqual(comparable(separate));
    expect(once).toMatchObject({ timeZone: "America/Vancouver", settings: { nsfFeeCents: 4_500, approvalThresholdCents: 10_000, lateFee: { amountCents: 2_500, graceDays: 5 } } });
    expect(comparable(once).closed).toContain("2026-12-24");
  });

  it("is the three reads' answer when the stored zone or features no longer read (the deployment's zone, the default features)", async () => {
    await test.db("tenants").where({ id: rent }).update({ time_zone: "Nowhere/Town", features: "{not json" });
    const { separate, once } = await bothReads();
    expect(comparable(once)).toEqual(comparable(separate));
    expect(once.timeZone).toBe(contextOf(setup.app).timeZone);
  });
});
