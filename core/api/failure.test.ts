import fc from "fast-check";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { fieldProblemCodes } from "../models/decode.js";
import { ApiFailure, apiFailureCodes, failureCodeOfStatus, failureOf } from "./failure.js";

const isApiFailure = Schema.is(ApiFailure);

describe("failureOf: a failed answer's body as an ApiFailure", () => {
  it("reads the code, the message and the refused fields", () => {
    const body = {
      Success: false,
      Result: null,
      ErrorMessage: "Requête invalide",
      Code: "invalidRequest",
      Errors: [{ path: "lessee.email", code: "email", message: "Entrez un courriel valide" }],
    };
    expect(failureOf(body, 400)).toEqual({
      code: "invalidRequest",
      message: "Requête invalide",
      fields: [{ path: "lessee.email", code: "email", message: "Entrez un courriel valide" }],
    });
  });

  it("an older body without a code is unknown, its message kept; no answer is network", () => {
    expect(failureOf({ Success: false, Result: null, ErrorMessage: "Ressource introuvable. / Resource not found." }, 404)).toEqual({
      code: "unknown",
      message: "Ressource introuvable. / Resource not found.",
      fields: [],
    });
    expect(failureOf({ Success: false, ErrorMessage: "x", Code: "teapot" }, 418).code).toBe("unknown");
    expect(failureOf(null, 0)).toEqual({ code: "network", message: "", fields: [] });
  });

  it("a field with a code it does not know is an invalid value; an item without a path is dropped", () => {
    const failure = failureOf({ Code: "invalidRequest", Errors: [{ path: "a", code: "shiny" }, { code: "email" }, null, "x"] }, 400);
    expect(failure.fields).toEqual([{ path: "a", code: "invalidValue", message: "" }]);
  });

  it("whatever the body and status, answers a valid ApiFailure without throwing", () => {
    const wireField = fc.record({ path: fc.oneof(fc.string(), fc.integer()), code: fc.oneof(fc.constantFrom(...fieldProblemCodes), fc.string()), message: fc.anything() }, { requiredKeys: [] });
    const wireBody = fc.oneof(
      fc.anything(),
      fc.record({ ErrorMessage: fc.oneof(fc.string(), fc.constant(null)), Code: fc.oneof(fc.constantFrom(...apiFailureCodes), fc.string()), Errors: fc.oneof(fc.array(wireField), fc.anything()) }, { requiredKeys: [] }),
    );
    fc.assert(
      fc.property(wireBody, fc.integer({ min: 0, max: 599 }), (body, status) => {
        const failure = failureOf(body, status);
        expect(isApiFailure(failure)).toBe(true);
        if (status === 0) expect(failure.code).toBe("network");
      }),
    );
  });

  it("a code the server sent comes back as sent", () => {
    fc.assert(
      fc.property(fc.constantFrom(...apiFailureCodes), fc.string(), fc.integer({ min: 400, max: 599 }), (code, message, status) => {
        expect(failureOf({ Success: false, Result: null, ErrorMessage: message, Code: code }, status)).toEqual({ code, message, fields: [] });
      }),
    );
  });
});

describe("failureCodeOfStatus", () => {
  it("names the statuses the server answers, and stays in the closed set for any other", () => {
    expect([400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503].map(failureCodeOfStatus)).toEqual([
      "invalidRequest",
      "unauthenticated",
      "forbidden",
      "notFound",
      "conflict",
      "bodyTooLarge",
      "unsupportedMediaType",
      "refused",
      "rateLimited",
      "serverError",
      "unavailable",
      "unavailable",
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        const code = failureCodeOfStatus(status);
        expect(apiFailureCodes).toContain(code);
        expect(code === "serverError" || code === "unavailable").toBe(status >= 500);
      }),
    );
  });
});
