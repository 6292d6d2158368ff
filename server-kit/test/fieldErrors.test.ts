import { fieldProblemText, tBoth } from "@lendkit/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBody } from "../src/http/envelope.js";
import { detailFields, serverMessages } from "../src/http/messages.js";
import { callerLang } from "../src/infra/language.js";
import { fullAccessTable } from "../src/server/apiModules.js";
import { makeApp } from "./app.js";
import { createViaApi, financedBody, staffTokens, type Tokens } from "./contractsFixtures.js";
import { targets, type TestDatabase } from "./databases.js";

/**
 * Every error in the caller's language, on its field (issue 15 §4): a
 * refused contract body answers each field with its path, a code and the
 * words in the caller's language; no error body mixes the two languages.
 */

describe("callerLang and the error body", () => {
  const req = (headers: Record<string, string>, query: Record<string, unknown> = {}) => ({ headers, query }) as never;
  it("reads ?lang, then Accept-Language by weight, French for other languages, none without either", () => {
    expect(callerLang(req({ "accept-language": "en-CA,en;q=0.9,fr;q=0.8" }))).toBe("en");
    expect(callerLang(req({ "accept-language": "de-DE,fr;q=0.5,en;q=0.9" }))).toBe("en");
    expect(callerLang(req({ "accept-language": "fr-CA" }, { lang: "en" }))).toBe("en");
    expect(callerLang(req({ "accept-language": "de" }))).toBe("fr");
    expect(callerLang(req({ "accept-language": "en;q=0, fr;q=0.1" }))).toBe("fr");
    expect(callerLang(req({}))).toBeNull();
  });
  it("reads fields back from a detail text, and names none in free text", () => {
    expect(detailFields("lessee.email: expected a string; version: is required")).toEqual([
      { path: "lessee.email", message: "expected a string" },
      { path: "version", message: "is required", code: "required" },
    ]);
    expect(detailFields("bankServiceId, testFlag").map((field) => field.path)).toEqual(["bankServiceId", "testFlag"]);
    expect(detailFields("expected the fields of step 1, 23 or 24")).toEqual([]);
  });
  it("answers one language with fields, and both only to a caller that states none", () => {
    const fields = [{ path: "financeLease.interestRate", message: "expected a rate from 0 to 100 with at most 6 decimals", code: "rate" as const }];
    expect(errorBody("fr", 400, serverMessages.invalidRequest, fields)).toEqual({
      Success: false,
      Result: null,
      ErrorMessage: tBoth("server.invalidRequest").fr,
      Code: "invalidRequest",
      Errors: [{ path: "financeLease.interestRate", code: "rate", message: fieldProblemText("fr", "rate") }],
    });
    expect(errorBody("en", 404, serverMessages.notFound)).toEqual({ Success: false, Result: null, ErrorMessage: tBoth("server.notFound").en, Code: "notFound" });
    expect(errorBody(null, 404, serverMessages.notFound).ErrorMessage).toContain(" / ");
    expect(errorBody(null, 404, serverMessages.notFound).Code).toBe("notFound");
  });
  it("codes a message by its catalog key where it has one, by its status otherwise", () => {
    expect(errorBody("fr", 409, tBoth("contracts.edit.stale")).Code).toBe("staleEdit");
    expect(errorBody(null, 409, tBoth("flows.error.alreadySigned")).Code).toBe("alreadySigned");
    expect(errorBody("en", 400, tBoth("renewal.otp.expired")).Code).toBe("otpExpired");
    expect(errorBody("en", 409, tBoth("flows.error.flowClosed")).Code).toBe("conflict");
    expect(errorBody("en", 422, tBoth("flows.error.noStatement")).Code).toBe("refused");
    expect(errorBody("en", 429, tBoth("server.signInThrottled", { minutes: 3 })).Code).toBe("rateLimited");
    expect(errorBody("en", 400, serverMessages.malformedJson).Code).toBe("malformedJson");
  });
});

describe.each(targets)("field errors on $name", (target) => {
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

  const admin = () => tokens.RENT!.admin!;
  const put = (id: number, body: unknown, lang: string) =>
    request(setup.app).put(`/api/contracts/${id}`).set("Authorization", `Bearer ${admin()}`).set("Accept-Language", lang).send(body as object);

  it.each([
    ["fr-CA,fr;q=0.9", "fr"],
    ["en-CA,en;q=0.9", "en"],
  ] as const)("a PUT with a future birth date, a bad email, a bad VIN and a rate over 100 is refused field by field (%s), nothing stored", async (header, lang) => {
    const created = await createViaApi(setup.app, admin(), financedBody());
    expect(created.status).toBe(201);
    const stored = created.body.Result;
    const bad = {
      ...stored,
      lessee: { ...stored.lessee, birthDate: "2030-01-01", email: "julie@" },
      vehicle: { ...stored.vehicle, vin: "1HGCM82643A004352" },
      financeLease: { ...stored.financeLease, interestRate: 120 },
    };
    const response = await put(stored.id, bad, header);
    expect(response.status).toBe(400);
    expect(response.body.ErrorMessage).toBe(tBoth("server.invalidRequest")[lang]);
    expect(response.body.Errors).toEqual([
      { path: "lessee.birthDate", code: "futureDate", message: fieldProblemText(lang, "futureDate") },
      { path: "lessee.email", code: "email", message: fieldProblemText(lang, "email") },
      { path: "vehicle.vin", code: "vin", message: fieldProblemText(lang, "vin") },
      { path: "financeLease.interestRate", code: "rate", message: fieldProblemText(lang, "rate") },
    ]);
    expect(JSON.stringify(response.body)).not.toMatch(/expected|Requête invalide \/|Invalid request \//);
    const again = await request(setup.app).get(`/api/contracts/${stored.id}`).set("Authorization", `Bearer ${admin()}`);
    expect(again.body.Result.version).toBe(stored.version);
    expect(again.body.Result.lessee.email).toBe(stored.lessee.email);
    // A schema failure names its field the same way.
    const typed = await put(stored.id, { ...stored, financeLease: { ...stored.financeLease, interestRate: "beaucoup" }, lessee: { ...stored.lessee, hacker: 1 } }, header);
    expect(typed.status).toBe(400);
    expect(typed.body.Errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "financeLease.interestRate", code: "invalidValue", message: fieldProblemText(lang, "invalidValue") }),
        expect.objectContaining({ path: "lessee.hacker", code: "unknownField", message: fieldProblemText(lang, "unknownField") }),
      ]),
    );
    // A valid edit still saves.
    const good = await put(stored.id, { ...stored, lessee: { ...stored.lessee, birthDate: "1980-05-04", email: "julie@example.com" }, vehicle: { ...stored.vehicle, vin: "1HGCM82633A004352" } }, header);
    expect(good.status).toBe(200);
  });

  it("a POST of a new contract with a bad email is refused on the field", async () => {
    const response = await createViaApi(setup.app, admin(), financedBody({ lessee: { firstName: "A", email: "nope" } })).set("Accept-Language", "en");
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ path: "lessee.email", code: "email", message: fieldProblemText("en", "email") }]);
  });

  it("no error body of any route mixes the languages when the caller states one (a sweep of bad bodies and queries)", async () => {
    const routes = Object.keys(fullAccessTable)
      .map((key) => key.split(" ") as [string, string])
      .filter(([, path]) => !/logout/.test(path));
    const seen: string[] = [];
    for (const lang of ["fr", "en"] as const) {
      const other = lang === "fr" ? "en" : "fr";
      for (const [method, path] of routes) {
        const concrete = path.replace(/:[A-Za-z_]+/g, "1");
        const verb = method.toLowerCase() as "get" | "post" | "put" | "delete";
        let call = request(setup.app)[verb](`${concrete}?page=x&status=zz`).set("Accept-Language", lang).set("Authorization", `Bearer ${admin()}`);
        if (verb === "post" || verb === "put") call = call.send({ unexpected: { deep: true }, version: "x" });
        const response = await call;
        if (response.status < 400 || typeof response.body?.ErrorMessage !== "string") continue;
        seen.push(`${method} ${path}`);
        const message = response.body.ErrorMessage as string;
        expect(message, `${method} ${path}`).not.toContain(" / ");
        expect(message, `${method} ${path}`).not.toMatch(/expected|unknown field|is required/);
        for (const [key, text] of Object.entries(serverMessages)) {
          if (text[lang] !== text[other]) expect(message, `${method} ${path} ${key}`).not.toBe(text[other]);
        }
        for (const field of (response.body.Errors ?? []) as Array<{ message: string; code: string }>) {
          expect(field.message, `${method} ${path}`).toBe(fieldProblemText(lang, field.code as never));
        }
      }
    }
    expect(seen.length).toBeGreaterThan(20);
  });
});
