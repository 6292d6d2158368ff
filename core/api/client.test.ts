import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiFailureCodes } from "./failure.js";
import { createApiClient, type ApiFetcher } from "./client.js";

const answer = (status: number, body: unknown): Response =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A fetcher answering `response` and keeping what it was asked. */
const fakeFetcher = (response: () => Response) => {
  const asked: { input: string; init: RequestInit | undefined }[] = [];
  const fetcher: ApiFetcher = async (input, init) => {
    asked.push({ input, init });
    return response();
  };
  return { fetcher, asked };
};

describe("createApiClient", () => {
  it("sends JSON and answers the envelope's Result", async () => {
    const { fetcher, asked } = fakeFetcher(() => answer(200, { Success: true, Result: { id: 7 }, ErrorMessage: null }));
    const outcome = await createApiClient(fetcher).call<{ id: number }>("PUT", "/api/contracts/7", { version: 3 });
    expect(outcome).toEqual({ ok: true, value: { id: 7 } });
    expect(asked[0]!.input).toBe("/api/contracts/7");
    expect(asked[0]!.init?.method).toBe("PUT");
    expect(asked[0]!.init?.body).toBe(JSON.stringify({ version: 3 }));
    expect(asked[0]!.init?.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("sends no body and no Content-Type on a GET", async () => {
    const { fetcher, asked } = fakeFetcher(() => answer(200, { Success: true, Result: [], ErrorMessage: null }));
    await createApiClient(fetcher).call("GET", "/api/contracts");
    expect(asked[0]!.init?.body).toBeUndefined();
    expect(asked[0]!.init?.headers).not.toHaveProperty("Content-Type");
  });

  it("answers a refusal as its failure, decided by the code", async () => {
    const { fetcher } = fakeFetcher(() => answer(409, { Success: false, Result: null, ErrorMessage: "Quelqu'un d'autre a modifié ce contrat.", Code: "staleEdit" }));
    expect(await createApiClient(fetcher).call("PUT", "/api/contracts/7", {})).toEqual({
      ok: false,
      failure: { code: "staleEdit", message: "Quelqu'un d'autre a modifié ce contrat.", fields: [] },
    });
  });

  it("a fetcher that throws is a network failure; an answer that is not an envelope is unknown", async () => {
    const thrown = await createApiClient(async () => Promise.reject(new TypeError("Failed to fetch"))).call("GET", "/api/x");
    expect(thrown).toEqual({ ok: false, failure: { code: "network", message: "", fields: [] } });
    const html = await createApiClient(fakeFetcher(() => answer(502, "<html>Bad gateway</html>")).fetcher).call("GET", "/api/x");
    expect(html).toEqual({ ok: false, failure: { code: "unknown", message: "", fields: [] } });
    const notSaid = await createApiClient(fakeFetcher(() => answer(200, { Result: 1 })).fetcher).call("GET", "/api/x");
    expect(notSaid).toEqual({ ok: false, failure: { code: "unknown", message: "", fields: [] } });
  });

  it("never throws, and succeeds exactly on a 2xx that says Success", async () => {
    const body = fc.oneof(fc.anything(), fc.record({ Success: fc.boolean(), Result: fc.jsonValue(), ErrorMessage: fc.string(), Code: fc.constantFrom(...apiFailureCodes) }));
    await fc.assert(
      // Statuses whose answer may carry a body (204, 205 and 304 never do).
      fc.asyncProperty(fc.oneof(fc.integer({ min: 200, max: 203 }), fc.integer({ min: 400, max: 599 })), body, async (status, sent) => {
        const text = JSON.stringify(sent) ?? "";
        const api = createApiClient(async () => new Response(text, { status }));
        const outcome = await api.call("POST", "/api/x", {});
        const said = status < 300 && (JSON.parse(text || "null") as { Success?: unknown } | null)?.Success === true;
        expect(outcome.ok).toBe(said);
        if (!outcome.ok) expect(apiFailureCodes).toContain(outcome.failure.code);
      }),
      { numRuns: 200 },
    );
  });
});
