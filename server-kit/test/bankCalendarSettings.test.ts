import { calendarOf, defaultFeatures, parseIsoDate } from "@lendkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loanContextOf } from "../src/flows/loan.js";
import { flowSettingsOf, saveFlowSettings } from "../src/flows/settings.js";
import { contextOf } from "../src/server/createServer.js";
import { makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";

/**
 * A lender's bank calendar lives in its flow settings: the kind of closed
 * days and its own added and removed days change the calculator's dates
 * without a release.
 */
describe.each(targets)("the lender's bank calendar on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT" });
    rent = setup.tenants.RENT!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  const day = (text: string) => parseIsoDate(text)!;
  const today = day("2026-11-24");
  const features = { ...defaultFeatures, useBankHolidays: true };
  const calendarOfTenant = async () => calendarOf(loanContextOf(today, "RENT", features, await flowSettingsOf(contextOf(setup.app), rent, features)));

  it("closes the federal bank days by default, and the lender's added day; opens a removed holiday", async () => {
    const before = await calendarOfTenant();
    expect(before.isBusinessDay(day("2026-12-28"))).toBe(false); // Boxing Day (Saturday) observed Monday
    expect(before.isBusinessDay(day("2026-12-24"))).toBe(true);
    await saveFlowSettings(test.db, setup.clock, rent, { bankCalendar: { kind: "clearing", addedDays: ["2026-12-24"], removedDays: ["2026-12-28"] } });
    try {
      const after = await calendarOfTenant();
      expect(after.isBusinessDay(day("2026-12-24"))).toBe(false);
      expect(after.isBusinessDay(day("2026-12-28"))).toBe(true);
      expect(after.isBusinessDay(day("2026-12-25"))).toBe(false);
      expect(after.isBusinessDay(day("2026-12-26"))).toBe(false); // a Saturday stays closed
      expect((await flowSettingsOf(contextOf(setup.app), rent, features)).bankCalendar.kind).toBe("clearing");
    } finally {
      await test.db("flow_settings").where({ tenant_id: rent }).delete();
    }
  });

  it("ignores the calendar settings without the useBankHolidays feature", async () => {
    await saveFlowSettings(test.db, setup.clock, rent, { bankCalendar: { addedDays: ["2026-12-24"] } });
    try {
      const plain = { ...defaultFeatures, useBankHolidays: false };
      const context = loanContextOf(today, "RENT", plain, await flowSettingsOf(contextOf(setup.app), rent, plain));
      expect(calendarOf(context).isBusinessDay(day("2026-12-24"))).toBe(true);
      expect(calendarOf(context).isBusinessDay(day("2026-12-25"))).toBe(true);
    } finally {
      await test.db("flow_settings").where({ tenant_id: rent }).delete();
    }
  });

  it("refuses a day that is not a date and an unknown kind, keeping what was stored", async () => {
    await saveFlowSettings(test.db, setup.clock, rent, { bankCalendar: { addedDays: ["2026-12-24"] } });
    try {
      await expect(saveFlowSettings(test.db, setup.clock, rent, { bankCalendar: { addedDays: ["2026-02-30"] } })).rejects.toThrow(/yyyy-MM-dd/);
      await expect(saveFlowSettings(test.db, setup.clock, rent, { bankCalendar: { kind: "branches" } })).rejects.toThrow();
      await expect(saveFlowSettings(test.db, setup.clock, rent, { bankCalendar: { removed: [] } })).rejects.toThrow();
      const kept = await flowSettingsOf(contextOf(setup.app), rent, features);
      expect(kept.bankCalendar.addedDays?.map(String)).toEqual(["2026-12-24"]);
    } finally {
      await test.db("flow_settings").where({ tenant_id: rent }).delete();
    }
  });
});
