import { contractSearchText, foldSearchText } from "@lendkit/core";
import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeCustomerContracts, decodeCustomerListAnswer, decodeCustomerListQuery, searchWordOf } from "../src/customers/customerList.js";
import { foldedSql } from "../src/data/customers.js";
import { loginAs, makeApp } from "./app.js";
import { as, auditRows, countRows } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { customerToken, insertContract, insertCustomer } from "./fixtures.js";

describe("customers list query", () => {
  it("takes the table's names and aliases, with defaults page 0, 10 rows, last name A→Z", () => {
    const decoded = decodeCustomerListQuery({});
    expect(decoded.ok && decoded.value).toMatchObject({ page: 0, rowsPerPage: 10, words: [], sortColumn: "lastName", order: "asc" });
    const aliased = decodeCustomerListQuery({ searchTerm: "Émile  555-0123", rowPerPage: "25", orderBy: "email", order: "DESC", page: "3" });
    expect(aliased.ok && aliased.value).toMatchObject({ page: 3, rowsPerPage: 25, sortColumn: "email", order: "desc" });
    expect(aliased.ok && aliased.value.words).toEqual([
      { lower: "émile", folded: "emile", digits: null },
      { lower: "555-0123", folded: "555-0123", digits: "5550123" },
    ]);
  });

  it("refuses unknown, repeated and out-of-range parameters, naming each", () => {
    const bad = decodeCustomerListQuery({ page: "-1", rowsPerPage: "501", sortColumn: "password", order: "up", filter: "x", search: ["a", "b"] });
    expect(bad.ok ? [] : bad.errors.map((error) => error.path).sort()).toEqual(["filter", "order", "page", "rowsPerPage", "search", "sortColumn"]);
    expect(decodeCustomerListQuery({ search: "x".repeat(101) }).ok).toBe(false);
    expect(decodeCustomerListQuery({ search: "a b c d e f g h i" }).ok).toBe(false);
    expect(decodeCustomerListQuery({ search: "a\u0000b" }).ok).toBe(false);
    expect(decodeCustomerListQuery({ page: "1", searchTerm: "a", search: "b" }).ok).toBe(false);
  });

  it("reads digits only from phone-like words of 3 digits or more", () => {
    expect(searchWordOf("(514)").digits).toBe("514");
    expect(searchWordOf("12").digits).toBeNull();
    expect(searchWordOf("T-000012").digits).toBeNull();
  });
});

describe.each(targets)("customers list and contracts routes on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;
  let capital: number;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const contracts: Record<string, number> = {};

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
    rent = setup.tenants.RENT!.id;
    capital = setup.tenants.CAPITAL!.id;
    for (const username of ["admin", "leadcrm", "admincrm", "collector", "admincollector", "merchant", "fandi", "agent"]) {
      tokens[username] = await loginAs(setup.app, username, "RENT");
    }
    tokens.capitalAdmin = await loginAs(setup.app, "admin", "CAPITAL");
    const { db } = test;
    const { clock } = setup;
    ids.julie = await insertCustomer(db, clock, rent, { firstName: "Julie", lastName: "Tremblay", email: "julie.tremblay@example.com", cellPhone: "5145550123" });
    ids.emile = await insertCustomer(db, clock, rent, { firstName: "Émile", lastName: "Gagné", email: "emile@example.com", cellPhone: "4385550000", language: 1 });
    ids.percent = await insertCustomer(db, clock, rent, { firstName: "Ana", lastName: "Lapointe_100%", email: "ana@example.com", cellPhone: "8195551111" });
    ids.plain = await insertCustomer(db, clock, rent, { firstName: "Bob", lastName: "Morine 1000", email: "bob@example.com", cellPhone: "8195552222" });
    ids.noContract = await insertCustomer(db, clock, rent, { firstName: "Zoé", lastName: "Aucun", email: "zoe@example.com", cellPhone: "5145553333" });
    ids.capital = await insertCustomer(db, clock, capital, { firstName: "Julie", lastName: "Capital", email: "julie.capital@example.com" });
    // Julie: an old contract closed after renewal, the renewal that is current, and a draft renewal in progress.
    contracts.julieOld = await insertContract(db, clock, rent, { customerId: ids.julie, contractNumber: "RENT-000101", lesseeName: "Tremblay, Julie", statusId: 9 });
    contracts.julieCurrent = await insertContract(db, clock, rent, { customerId: ids.julie, contractNumber: "RENT-000102", lesseeName: "Tremblay, Julie", statusId: 1, originalContractId: contracts.julieOld });
    contracts.julieDraft = await insertContract(db, clock, rent, { customerId: ids.julie, contractNumber: "RENT-000102-R1", lesseeName: "Tremblay, Julie", statusId: 0 });
    // Émile: a lead only (a draft), whose search text is folded by core as the contracts store writes it.
    contracts.emileDraft = await insertContract(db, clock, rent, { customerId: ids.emile, contractNumber: "RENT-000103", lesseeName: "Gagné, Émile", product: "lease" });
    await db("contracts")
      .where({ id: contracts.emileDraft })
      .update({ search_text: contractSearchText({ contractNumber: "RENT-000103", lesseeName: "Gagné, Émile", vehicleLabel: "2022 Toyota Corolla" }) });
    contracts.percent = await insertContract(db, clock, rent, { customerId: ids.percent, contractNumber: "RENT-000104", lesseeName: "Lapointe_100%, Ana", statusId: 1 });
    contracts.plain = await insertContract(db, clock, rent, { customerId: ids.plain, contractNumber: "RENT-000105", lesseeName: "Morine 1000, Bob", statusId: 5 });
    contracts.capital = await insertContract(db, clock, capital, { customerId: ids.capital, contractNumber: "CAPITAL-000001", lesseeName: "Capital, Julie", statusId: 1 });
    tokens.julie = await customerToken(db, clock, rent, ids.julie);
  });
  afterAll(async () => {
    await test?.close();
  });

  const api = (token: string | null) => as(setup.app, token);
  const list = async (query = "", token = tokens.admin!) => {
    const response = await api(token).get(`/api/customers${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const decoded = decodeCustomerListAnswer(response.body.Result, { unknownKeys: "refuse" });
    if (!decoded.ok) throw new Error(JSON.stringify(decoded.errors));
    return decoded.value;
  };
  const names = (answer: { rows: ReadonlyArray<{ lastName: string }> }) => answer.rows.map((row) => row.lastName);

  describe("GET /api/customers", () => {
    it("lists the tenant's customers by last name with their contract count and the contract the profile opens on", async () => {
      const answer = await list();
      expect(answer.count).toBe(5);
      expect(names(answer)).toEqual(["Aucun", "Gagné", "Lapointe_100%", "Morine 1000", "Tremblay"]);
      const julie = answer.rows.find((row) => row.id === ids.julie)!;
      expect(julie).toEqual({
        id: ids.julie,
        firstName: "Julie",
        lastName: "Tremblay",
        email: "julie.tremblay@example.com",
        cellPhone: "5145550123",
        lang: "fr",
        contractCount: 3,
        currentContractId: contracts.julieCurrent,
        currentContractNumber: "RENT-000102",
        currentContractStatusId: 1,
      });
      expect(answer.rows.find((row) => row.id === ids.emile)).toMatchObject({ lang: "en", contractCount: 1, currentContractId: contracts.emileDraft });
      expect(answer.rows.find((row) => row.id === ids.noContract)).toMatchObject({ contractCount: 0, currentContractId: null, currentContractNumber: null });
    });

    it("is open to every lender staff role and shows only the session's tenant", async () => {
      for (const username of ["leadcrm", "admincrm", "collector", "admincollector"]) expect((await list("", tokens[username])).count).toBe(5);
      const capitalAnswer = await list("", tokens.capitalAdmin);
      expect(capitalAnswer.rows.map((row) => row.id)).toEqual([ids.capital]);
      expect(JSON.stringify(capitalAnswer)).not.toContain("Tremblay");
      expect((await list("?search=capital")).count).toBe(0);
    });

    it("pages and sorts on every column, both ways, with stable pages", async () => {
      const first = await list("?page=0&rowsPerPage=2");
      const second = await list("?page=1&rowsPerPage=2");
      const third = await list("?page=2&rowsPerPage=2");
      expect([...names(first), ...names(second), ...names(third)]).toEqual(["Aucun", "Gagné", "Lapointe_100%", "Morine 1000", "Tremblay"]);
      expect(first.count).toBe(5);
      expect((await list("?page=9")).rows).toEqual([]);
      expect(names(await list("?sortColumn=lastName&order=desc"))).toEqual(["Tremblay", "Morine 1000", "Lapointe_100%", "Gagné", "Aucun"]);
      // Names sort folded as core folds them (issue 15 §9): "Émile" among the e's, on both databases.
      const firstNames = (await list("?orderBy=firstName&order=asc")).rows.map((row) => row.firstName);
      expect(firstNames).toEqual(["Ana", "Bob", "Émile", "Julie", "Zoé"]);
      expect((await list("?orderBy=firstName&order=desc")).rows.map((row) => row.firstName)).toEqual(["Zoé", "Julie", "Émile", "Bob", "Ana"]);
      expect((await list("?sortColumn=email&order=asc")).rows.map((row) => row.email)[0]).toBe("ana@example.com");
      expect((await list("?sortColumn=id&order=desc")).rows[0]!.id).toBe(ids.noContract);
    });

    it("folds names in SQL exactly as core's foldSearchText does, for every accented French letter", async () => {
      const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàâäáãåçéèêëíìîïñóòôöõúùûüýÿÀÂÄÁÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸ-";
      await fc.assert(
        fc.asyncProperty(fc.array(fc.constantFrom(...letters), { maxLength: 12 }).map((chars) => chars.join("")), async (name) => {
          const answer = (await test.db.raw(`select ${foldedSql("?")} as folded`, [name])) as { folded: string }[] | { rows: { folded: string }[] };
          const [row] = Array.isArray(answer) ? answer : answer.rows;
          expect(row?.folded).toBe(foldSearchText(name));
        }),
        { numRuns: 60 },
      );
    });

    it("searches names and email case-insensitively, phone digits as typed with separators, and contract numbers", async () => {
      expect(names(await list("?search=TREMB"))).toEqual(["Tremblay"]);
      expect(names(await list("?search=julie.tremblay@"))).toEqual(["Tremblay"]);
      expect(names(await list(`?search=${encodeURIComponent("(514) 555-0123")}`))).toEqual(["Tremblay"]);
      expect(names(await list("?search=819555"))).toEqual(["Lapointe_100%", "Morine 1000"]);
      expect(names(await list("?search=rent-000102-r1"))).toEqual(["Tremblay"]);
      expect(names(await list("?searchTerm=000105"))).toEqual(["Morine 1000"]);
      // Every word must match (somewhere).
      expect(names(await list("?search=julie%20tremblay"))).toEqual(["Tremblay"]);
      expect(names(await list("?search=julie%20gagne"))).toEqual([]);
      expect((await list("?search=tremblay&rowsPerPage=1")).count).toBe(1);
    });

    it("finds an accented name typed without accents through the contracts' folded search text", async () => {
      expect(names(await list("?search=gagne"))).toEqual(["Gagné"]);
      expect(names(await list("?search=emile"))).toEqual(["Gagné"]);
      expect(names(await list(`?search=${encodeURIComponent("Émile")}`))).toEqual(["Gagné"]);
      expect(names(await list("?search=corolla"))).toEqual(["Gagné"]);
    });

    it("takes LIKE's wildcards literally", async () => {
      // Unescaped, "100%" and "e_1" would also match "Morine 1000".
      expect(names(await list(`?search=${encodeURIComponent("100%")}`))).toEqual(["Lapointe_100%"]);
      expect(names(await list(`?search=${encodeURIComponent("e_1")}`))).toEqual(["Lapointe_100%"]);
      expect(names(await list(`?search=${encodeURIComponent("_")}`))).toEqual(["Lapointe_100%"]);
      expect(names(await list(`?search=${encodeURIComponent("\\")}`))).toEqual([]);
      expect((await list(`?search=${encodeURIComponent("%")}`)).count).toBe(1);
    });

    it("refuses bad parameters with 400 and names them", async () => {
      for (const query of ["?page=-1", "?page=abc", "?rowsPerPage=0", "?rowsPerPage=501", "?sortColumn=password", "?order=sideways", "?filter=status~1", "?page=1&page=2", `?search=${"x".repeat(101)}`, "?search=%00"]) {
        const response = await api(tokens.admin!).get(`/api/customers${query}`);
        expect(response.status, query).toBe(400);
        expect(response.body).toMatchObject({ Success: false, Result: null });
      }
      const response = await api(tokens.admin!).get("/api/customers?sortColumn=password");
      expect(response.body.ErrorMessage).toContain("sortColumn");
    });

    it("refuses dealer partners and customers (403, audited) and callers without a session (401)", async () => {
      const before = await countRows(test.db, "audit_log", { action: "access.denied" });
      for (const username of ["merchant", "fandi", "agent", "julie"]) expect((await api(tokens[username]!).get("/api/customers")).status, username).toBe(403);
      expect(await countRows(test.db, "audit_log", { action: "access.denied" })).toBe(before + 4);
      expect((await api(null).get("/api/customers")).status).toBe(401);
      expect((await api("not-a-token").get("/api/customers")).status).toBe(401);
    });

    it("never answers 5xx to random query parameters", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.constantFrom("page", "rowsPerPage", "search", "sortColumn", "order", "rowPerPage", "x"), fc.string({ maxLength: 30 }), { maxKeys: 4 }),
          async (query) => {
            const response = await api(tokens.admin!).get("/api/customers").query(query);
            expect(response.status).toBeLessThan(500);
            expect([200, 400]).toContain(response.status);
          },
        ),
        { numRuns: 60 },
      );
    });
  });

  describe("GET /api/customer/:customerId/contracts", () => {
    it("gives staff the contracts oldest first and the current one (the newest that became a loan)", async () => {
      const response = await api(tokens.collector!).get(`/api/customer/${ids.julie}/contracts`);
      expect(response.status).toBe(200);
      const decoded = decodeCustomerContracts(response.body.Result, { unknownKeys: "refuse" });
      expect(decoded.ok && decoded.value).toEqual({
        currentContractId: contracts.julieCurrent,
        contracts: [
          { id: contracts.julieOld, contractNumber: "RENT-000101", statusId: 9, product: "microCredit", isMicroCredit: true, isTraining: false },
          { id: contracts.julieCurrent, contractNumber: "RENT-000102", statusId: 1, product: "microCredit", isMicroCredit: true, isTraining: false },
          { id: contracts.julieDraft, contractNumber: "RENT-000102-R1", statusId: 0, product: "microCredit", isMicroCredit: true, isTraining: false },
        ],
      });
    });

    it("falls back to the newest contract for a lead, and to null without any contract", async () => {
      expect((await api(tokens.admin!).get(`/api/customer/${ids.emile}/contracts`)).body.Result).toMatchObject({ currentContractId: contracts.emileDraft });
      expect((await api(tokens.admin!).get(`/api/customer/${ids.noContract}/contracts`)).body.Result).toEqual({ currentContractId: null, contracts: [] });
    });

    it("gives a customer their own contracts, and 404 for anyone else's (the probe audited)", async () => {
      const own = await api(tokens.julie!).get(`/api/customer/${ids.julie}/contracts`);
      expect(own.status).toBe(200);
      expect(own.body.Result.currentContractId).toBe(contracts.julieCurrent);
      const probes = (await auditRows(test.db, "customer.accessRefused")).length;
      const other = await api(tokens.julie!).get(`/api/customer/${ids.emile}/contracts`);
      expect(other.status).toBe(404);
      expect(other.body).toMatchObject({ Success: false, Result: null });
      const audit = await auditRows(test.db, "customer.accessRefused");
      expect(audit.length).toBe(probes + 1);
      expect(audit.at(-1)).toMatchObject({ actor_customer_id: ids.julie, entity_id: String(ids.emile) });
    });

    it("answers 404 across tenants and for unknown ids, 400 for malformed ids, 403 to dealers, 401 without a session", async () => {
      expect((await api(tokens.admin!).get(`/api/customer/${ids.capital}/contracts`)).status).toBe(404);
      expect((await api(tokens.capitalAdmin!).get(`/api/customer/${ids.julie}/contracts`)).status).toBe(404);
      expect((await api(tokens.admin!).get("/api/customer/999999/contracts")).status).toBe(404);
      for (const id of ["abc", "0", "-1", "1.5", "1e3", "99999999999"]) expect((await api(tokens.admin!).get(`/api/customer/${id}/contracts`)).status, id).toBe(400);
      for (const username of ["merchant", "fandi", "agent"]) expect((await api(tokens[username]!).get(`/api/customer/${ids.julie}/contracts`)).status).toBe(403);
      expect((await api(null).get(`/api/customer/${ids.julie}/contracts`)).status).toBe(401);
    });
  });
});
