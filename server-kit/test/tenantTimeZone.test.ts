import type { Express } from "express";
import * as fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTenant } from "../src/data/tenants.js";
import { createLogger } from "../src/http/logging.js";
import { createServer } from "../src/server/createServer.js";
import { setTenantTimeZone, tenantDay, tenantTimeZone, TimeZoneRefused } from "../src/data/tenantZone.js";
import { captureLogs, loginAs, makeApp, testClock, testPasswordParams } from "./app.js";
import { as, insertAccount, newKey } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { fetchPrint, pdfText } from "./documentsFixtures.js";

/**
 * Each tenant counts its own lender day (issue "Signed is funded", item 13):
 * its own IANA zone (`tenants.time_zone`), else the deployment's
 * (createServer's `timeZone`, America/Toronto by default). Two lenders on
 * one server, RENT on the deployment's Toronto and CAPITAL in Vancouver,
 * at an instant where their days differ.
 */

/** 05:30 UTC on Nov 23: 00:30 on the 23rd in Toronto, still 21:30 on the 22nd in Vancouver. */
const nearMidnight = new Date("2026-11-23T05:30:00.000Z");
/** Five days earlier, noon in both zones: when the deferral requests are made. */
const earlier = new Date("2026-11-18T17:00:00.000Z");

describe.each(targets)("each tenant's own lender day on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  let capital: number;
  const logs = captureLogs();
  /** The same database and clock, another deployment: its public tenant, or its default zone. */
  const serverWith = (options: { publicTenant?: "RENT" | "CAPITAL"; timeZone?: string }): Express =>
    createServer({ db: test.db, clock: setup.clock, logger: createLogger({ destination: logs.stream }), passwordParams: testPasswordParams, ...options });

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { clock: testClock(nearMidnight), publicTenant: "RENT" });
    rent = setup.tenants.RENT!.id;
    capital = setup.tenants.CAPITAL!.id;
    expect(await setTenantTimeZone(test.db, capital, "america/vancouver")).toBe("America/Vancouver");
  });
  afterAll(async () => {
    await test.close();
  });

  it("records the zone under Intl's spelling and reads it back; none recorded is the deployment's", async () => {
    expect((await test.db("tenants").where({ id: capital }).first("time_zone")).time_zone).toBe("America/Vancouver");
    expect((await test.db("tenants").where({ id: rent }).first("time_zone")).time_zone).toBeNull();
    const context = { db: test.db, timeZone: "America/Toronto", logger: createLogger({ destination: logs.stream }), clock: setup.clock };
    expect(await tenantTimeZone(context, capital)).toBe("America/Vancouver");
    expect(await tenantTimeZone(context, rent)).toBe("America/Toronto");
    expect(await tenantTimeZone({ ...context, timeZone: "Asia/Tokyo" }, rent)).toBe("Asia/Tokyo");
    expect((await tenantDay(context, capital)).today.toString()).toBe("2026-11-22");
    expect((await tenantDay(context, rent)).today.toString()).toBe("2026-11-23");
  });

  it("answers lenderDay for the caller's tenant: the public tenant, the customer's, the staff member's", async () => {
    const day = async (app: Express, token: string | null = null) => {
      const answer = await as(app, token).get("/api/configuration/lenderDay");
      expect(answer.status).toBe(200);
      return answer.body.Result;
    };
    const toronto = { timeZone: "America/Toronto", today: "2026-11-23" };
    const vancouver = { timeZone: "America/Vancouver", today: "2026-11-22" };
    expect(await day(setup.app)).toEqual(toronto);
    expect(await day(serverWith({ publicTenant: "CAPITAL" }))).toEqual(vancouver);
    const customer = await insertAccount(test.db, setup.clock, capital);
    expect(await day(setup.app, customer.token)).toEqual(vancouver);
    expect(await day(setup.app, await loginAs(setup.app, "admin", "CAPITAL"))).toEqual(vancouver);
    expect(await day(setup.app, await loginAs(setup.app, "admin", "RENT"))).toEqual(toronto);
    // No zone recorded: the deployment's, whatever it is.
    expect(await day(serverWith({ publicTenant: "RENT", timeZone: "America/Vancouver" }))).toEqual(vancouver);
    expect(await day(serverWith({ publicTenant: "CAPITAL", timeZone: "Asia/Tokyo" }))).toEqual(vancouver);
    // No public tenant and no session: the deployment's own day.
    expect(await day(serverWith({ timeZone: "Asia/Tokyo" }))).toEqual({ timeZone: "Asia/Tokyo", today: "2026-11-23" });
  });

  it("flags a payment due on Nov 22 late for the Toronto lender only, and prints each statement on its lender's day", async () => {
    const lines = [{ dueDate: "2026-11-08", paid: true }, { dueDate: "2026-11-22", amountCents: 2125 }, { dueDate: "2026-12-06" }];
    const outcome = async (tenantId: number) => {
      const account = await insertAccount(test.db, setup.clock, tenantId, { lines });
      const api = as(setup.app, account.token);
      const payments = await api.get(`/api/customer/${account.customerId}/payments/${account.contractId}`);
      expect(payments.status).toBe(200);
      const line = payments.body.Result.paymentsList.find((each: { dueDate: string }) => each.dueDate === "2026-11-22");
      const grid = await api.get(`/api/customer/${account.customerId}/currentContractGridInfo`);
      const ticket = await api.post("/api/reports/printTicket?lang=en", { report: "LeaStatementReport", contractId: account.contractId });
      expect(ticket.status).toBe(200);
      const { text } = await pdfText((await fetchPrint(setup.app, ticket.body.Result.path as string)).body);
      return { isLate: line.isLate, amountLate: grid.body.Result.amountLate, asOf: /as of (\d{4}-\d{2}-\d{2})/.exec(text)?.[1] };
    };
    expect(await outcome(rent)).toEqual({ isLate: true, amountLate: 21.25, asOf: "2026-11-23" });
    expect(await outcome(capital)).toEqual({ isLate: false, amountLate: 0, asOf: "2026-11-22" });
  });

  it("counts the deferral notice from each lender's day: Nov 26 is today + 3 in Toronto (refused), today + 4 in Vancouver", async () => {
    const lines = [{ dueDate: "2026-11-08", paid: true }, { dueDate: "2026-11-22", paid: true }, { dueDate: "2026-11-26" }, { dueDate: "2026-12-10" }];
    const ask = async (tenantId: number) => {
      const account = await insertAccount(test.db, setup.clock, tenantId, { lines });
      const payload = { Deferalmessage: "", contractId: account.contractId, lang: "en", paymentId: account.paymentIds[2], requestedDate: "2026-12-03" };
      const answer = await as(setup.app, account.token).post(`/api/customer/${account.customerId}/DeferPaymentRequest`, payload, newKey());
      return { status: answer.status, message: String(answer.body.ErrorMessage ?? "") };
    };
    const refused = await ask(rent);
    expect(refused.status).toBe(422);
    expect(refused.message).toContain("more than 3 days away");
    expect((await ask(capital)).status).toBe(200);
  });

  it("decides a deferral on the lender's day: a payment due Nov 23 can no longer be moved in Toronto, still can in Vancouver", async () => {
    const lines = [{ dueDate: "2026-11-09", paid: true }, { dueDate: "2026-11-23" }, { dueDate: "2026-12-07" }];
    setup.clock.set(earlier);
    const pending = async (tenantId: number) => {
      const account = await insertAccount(test.db, setup.clock, tenantId, { lines });
      const payload = { Deferalmessage: "", contractId: account.contractId, lang: "en", paymentId: account.paymentIds[1], requestedDate: "2026-11-30" };
      const asked = await as(setup.app, account.token).post(`/api/customer/${account.customerId}/DeferPaymentRequest`, payload, newKey());
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const row = await test.db("deferral_requests").where({ payment_id: account.paymentIds[1] }).first("id");
      return Number(row.id);
    };
    try {
      const inToronto = await pending(rent);
      const inVancouver = await pending(capital);
      setup.clock.set(nearMidnight);
      const approve = async (tenant: "RENT" | "CAPITAL", id: number) =>
        as(setup.app, await loginAs(setup.app, "admincollector", tenant)).post(`/api/deferralRequests/${id}/approve`, {}, newKey());
      const refused = await approve("RENT", inToronto);
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body)).toContain("The date of this payment has arrived");
      expect((await approve("CAPITAL", inVancouver)).status).toBe(200);
    } finally {
      setup.clock.set(nearMidnight);
    }
  });

  it("refuses an unknown zone in both languages and changes nothing; forgetting the zone gives the deployment's back", async () => {
    for (const bad of ["Nowhere/Town", "", " ", "+25:00", "America/Toronto; DROP TABLE"]) {
      const refusal = await setTenantTimeZone(test.db, capital, bad).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(TimeZoneRefused);
      const { fr, en } = (refusal as TimeZoneRefused).bilingual;
      expect(en).toBe(`Unknown time zone “${bad}”: give an IANA time zone, e.g. America/Toronto.`);
      expect(fr).toBe(`Fuseau horaire inconnu «\u00a0${bad}\u00a0»\u00a0: indiquez un fuseau IANA, par exemple America/Toronto.`);
      expect((await test.db("tenants").where({ id: capital }).first("time_zone")).time_zone).toBe("America/Vancouver");
    }
    const before = Number((await test.db("tenants").count({ n: "*" }).first())!.n);
    await expect(createTenant(test.db, setup.clock, { code: "CAPITAL", name: "Another", timeZone: "Mars/Olympus" })).rejects.toBeInstanceOf(TimeZoneRefused);
    expect(Number((await test.db("tenants").count({ n: "*" }).first())!.n)).toBe(before);

    // A zone stored by hand that this runtime does not know: logged, and the deployment's applies.
    await test.db("tenants").where({ id: rent }).update({ time_zone: "Nowhere/Town" });
    try {
      expect((await as(setup.app, null).get("/api/configuration/lenderDay")).body.Result).toEqual({ timeZone: "America/Toronto", today: "2026-11-23" });
    } finally {
      await setTenantTimeZone(test.db, rent, null);
    }

    await setTenantTimeZone(test.db, capital, null);
    try {
      expect((await as(serverWith({ publicTenant: "CAPITAL" }), null).get("/api/configuration/lenderDay")).body.Result).toEqual({
        timeZone: "America/Toronto",
        today: "2026-11-23",
      });
    } finally {
      await setTenantTimeZone(test.db, capital, "America/Vancouver");
    }
  });
});

/** For any instant and any zone a tenant records, its lender day is Intl's calendar day in that zone. */
describe("a tenant's day is Intl's day in its zone", () => {
  const zones = ["America/Toronto", "America/Vancouver", "America/Halifax", "America/St_Johns", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "Europe/Paris", "UTC"];
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    test = await targets[0]!.open();
    setup = await makeApp(test.db);
  });
  afterAll(async () => {
    await test.close();
  });

  it("holds for instants from 2000 to 2100, on both sides of every DST change", async () => {
    const tenant = setup.tenants.RENT!.id;
    const context = { db: test.db, timeZone: "America/Toronto", logger: createLogger({ destination: captureLogs().stream }), clock: setup.clock };
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), fc.constantFrom(...zones), async (ms, zone) => {
        await setTenantTimeZone(test.db, tenant, zone);
        setup.clock.set(new Date(ms));
        const intlDay = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms));
        const { timeZone, today } = await tenantDay(context, tenant);
        expect(timeZone).toBe(new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone);
        expect(today.toString()).toBe(intlDay);
      }),
      { numRuns: 200 },
    );
  });
});
