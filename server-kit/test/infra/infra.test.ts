import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorColumns, auditActor, requestFacts } from "../../src/infra/audit.js";
import { maxRowId, parseRowId, wholeId } from "../../src/http/ids.js";
import { callerLang, langParameter } from "../../src/infra/language.js";
import { isUniqueViolation } from "../../src/infra/uniqueViolation.js";
import { targets, type TestDatabase } from "../databases.js";

/** What a failed statement threw (the test fails when it did not throw). */
const errorOf = async (statement: PromiseLike<unknown>): Promise<unknown> => {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error("the statement did not fail");
};

describe.each(targets)("isUniqueViolation on $name", (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.open();
    await test.db.schema.createTable("infra_parents", (table) => {
      table.integer("id").primary();
    });
    await test.db.schema.createTable("infra_rows", (table) => {
      table.integer("id").primary();
      table.string("code").notNullable().unique();
      table.integer("amount").notNullable().checkPositive();
      table.integer("parent_id").references("id").inTable("infra_parents");
    });
    await test.db("infra_parents").insert({ id: 1 });
    await test.db("infra_rows").insert({ id: 1, code: "a", amount: 1, parent_id: 1 });
  });
  afterAll(async () => {
    await test.close();
  });

  it("is true for a duplicate in a unique column and for a duplicate primary key", async () => {
    expect(isUniqueViolation(await errorOf(test.db("infra_rows").insert({ id: 2, code: "a", amount: 1 })))).toBe(true);
    expect(isUniqueViolation(await errorOf(test.db("infra_rows").insert({ id: 1, code: "b", amount: 1 })))).toBe(true);
  });

  it("is false for the other constraints (NOT NULL, CHECK, foreign key), as on the other engine", async () => {
    expect(isUniqueViolation(await errorOf(test.db("infra_rows").insert({ id: 3, code: null, amount: 1 })))).toBe(false);
    expect(isUniqueViolation(await errorOf(test.db("infra_rows").insert({ id: 4, code: "c", amount: -1 })))).toBe(false);
    expect(isUniqueViolation(await errorOf(test.db("infra_rows").insert({ id: 5, code: "d", amount: 1, parent_id: 99 })))).toBe(false);
  });

  it("is false for anything that is not a database error", () => {
    for (const value of [null, undefined, "UNIQUE constraint failed", 23505, { code: 23505 }, new Error("boom")]) expect(isUniqueViolation(value)).toBe(false);
  });
});

describe("route ids", () => {
  it("reads a positive whole id within the id column's range, written plainly; nothing else", () => {
    expect(parseRowId("42")).toBe(42);
    expect(parseRowId(String(maxRowId))).toBe(maxRowId);
    for (const text of ["0", "-1", "1.5", "1e3", "01", " 1", "", String(maxRowId + 1), "99999999999"]) expect(parseRowId(text)).toBeNull();
    expect(parseRowId(42)).toBeNull();
  });
  it("agrees with the integer it names, for every integer (fast-check)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 2 * maxRowId }), (n) => {
        expect(parseRowId(String(n))).toBe(n >= 1 && n <= maxRowId ? n : null);
      }),
    );
  });
  it("wholeId takes a body's number too and refuses anything else with a 400 naming the field", () => {
    expect(wholeId(7, "contractId")).toBe(7);
    expect(wholeId("7", "contractId")).toBe(7);
    for (const value of [1.5, 0, "x", null, [7]]) expect(() => wholeId(value, "contractId")).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe("the caller's language", () => {
  it("reads a lang parameter by its first two letters, any case", () => {
    expect(langParameter("EN-ca")).toBe("en");
    expect(langParameter(" fr ")).toBe("fr");
    expect(langParameter("de")).toBeNull();
    expect(langParameter(["en"])).toBeNull();
  });
  it("takes ?lang before Accept-Language, and null when the caller states none", () => {
    const req = (query: Record<string, unknown>, headers: Record<string, string> = {}) => ({ query, headers }) as Parameters<typeof callerLang>[0];
    expect(callerLang(req({ lang: "EN" }, { "accept-language": "fr-CA" }))).toBe("en");
    expect(callerLang(req({ lang: "de" }, { "accept-language": "en" }))).toBe("en");
    expect(callerLang(req({}, { "accept-language": "de, en;q=0.5" }))).toBe("en");
    expect(callerLang(req({}))).toBeNull();
  });
});

describe("the audit actor", () => {
  const req = { ip: "203.0.113.7" };
  const res = { locals: { requestId: "req-12345678" } };

  it("names the session's tenant, user and customer with the request's id and address", () => {
    expect(auditActor(req, res, { tenantId: 3, userId: 9, customerId: null })).toEqual({
      tenantId: 3,
      actorUserId: 9,
      actorCustomerId: null,
      requestId: "req-12345678",
      ip: "203.0.113.7",
    });
    expect(auditActor(req, res, { tenantId: 3, userId: null, customerId: 41 })).toMatchObject({ actorUserId: null, actorCustomerId: 41 });
  });

  it("writes null, never undefined, for whoever is unknown (an anonymous caller, no request id, no address)", () => {
    expect(auditActor({ ip: undefined } as unknown as typeof req, { locals: {} }, null)).toEqual({
      tenantId: null,
      actorUserId: null,
      actorCustomerId: null,
      requestId: null,
      ip: null,
    });
    expect(auditActor(req, res, { tenantId: 5 })).toMatchObject({ tenantId: 5, actorUserId: null, actorCustomerId: null });
  });

  it("builds the same columns from an actor a route handed to a store, and from the request", () => {
    const handed = { userId: 9, requestId: "req-12345678", ip: "203.0.113.7" };
    expect(actorColumns({ tenantId: 3, userId: handed.userId }, handed)).toEqual(auditActor(req, res, { tenantId: 3, userId: 9 }));
    expect(actorColumns({ tenantId: 3, userId: 9 }, {})).toMatchObject({ requestId: null, ip: null });
  });

  it("takes the request facts from the one reader", () => {
    expect(requestFacts(req, res)).toEqual({ requestId: "req-12345678", ip: "203.0.113.7" });
  });
});
