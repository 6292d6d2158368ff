import { failureOf, type ApiFailure } from "./failure.js";

/** What a call answers: the envelope's Result, or why it failed. */
export type ApiOutcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: ApiFailure };

/** The fetch a client calls through (the browser's `fetch`, or one that adds a token and the language). */
export type ApiFetcher = (input: string, init?: RequestInit) => Promise<Response>;

/** A client of the Lendkit API: one `call` per request, never throwing. */
export interface ApiClient {
  readonly call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<ApiOutcome<T>>;
}

const bodyOf = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/**
 * A client that sends JSON through `fetcher` and reads the envelope: a 2xx
 * answer with `Success: true` is `{ ok: true, value: Result }`; anything
 * else is `{ ok: false, failure }` read by {@link failureOf} (a 2xx that does
 * not say Success is `unknown`); no answer at all (the fetcher threw) is
 * `network`. The fetcher states the caller's language (Accept-Language) so
 * the failure's message is in it.
 *
 * @example
 * const api = createApiClient((input, init) => fetch(input, { ...init, headers: { ...init?.headers, "Accept-Language": "fr" } }));
 * api.call("PUT", "/api/contracts/7", { contract, version }).then((saved) => {
 *   if (!saved.ok && saved.failure.code === "staleEdit") reload();
 * });
 */
export const createApiClient = (fetcher: ApiFetcher): ApiClient => ({
  call: async <T>(method: string, path: string, body?: unknown): Promise<ApiOutcome<T>> => {
    let response: Response;
    try {
      response = await fetcher(path, {
        method,
        headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      return { ok: false, failure: failureOf(null, 0) };
    }
    const envelope = await bodyOf(response);
    const succeeded = response.ok && envelope !== null && typeof envelope === "object" && (envelope as { Success?: unknown }).Success === true;
    return succeeded ? { ok: true, value: (envelope as { Result: T }).Result } : { ok: false, failure: failureOf(envelope, response.status) };
  },
});
