import { decodeLoginCodeResponse, readEnvelopeAnswer, renewalCalls, type Lang } from "@lendkit/core";
import { apiRoutes, failureOf, type ApiFailure } from "@lendkit/core/api";
import { createRenewalApi, RenewalCallError, type LendkitFetcher, type RenewalApi } from "@lendkit/react";
import type { LeadSession } from "./session.js";

/**
 * Adapters between @lendkit/react's renewal API client and this server.
 *
 * - The OTP module binds a code to the route that will check it: a code
 *   asked without `flow=renewal` is unknown to `validateOTPAndRenew`
 *   (docs/api/otp.md). The library's client asks with the login model only,
 *   so the renewal's code requests get `flow=renewal` added here.
 * - The library's client tells a wrong code (the form's "not valid") from
 *   other refusals; the server says more about those (expired, too many
 *   wrong codes, locked, throttled, a signed renewal), so each check's
 *   refusal (core's `ApiFailure`: the page decides on its code and shows its
 *   text) is handed to `onRefusal`, with when to retry or Restart; the form
 *   shows no text of its own for them.
 * - A code sent again comes with a new userSlug (the earlier code is void);
 *   the library's client drops it, so `renewalApi` keeps it and checks the
 *   next code against it.
 * - An accepted code opens the customer's session (`serverInfo`), which
 *   every flow call must carry (C §1: a slug and a code); the library's
 *   decoder drops it, so it is kept here, from a copy of the answer.
 */
const codeRequestPath = apiRoutes.otp.requestCode.path;

const pathOf = (input: RequestInfo | URL): string =>
  typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;

/** `path` with `flow=renewal` when it is a code request that names no flow. */
export const withRenewalFlow = (path: string): string => {
  const [base, query = ""] = path.split("?", 2) as [string, string?];
  if (!base.endsWith(codeRequestPath)) return path;
  const params = new URLSearchParams(query);
  if (!params.has("flow")) params.set("flow", "renewal");
  return `${base}?${params.toString()}`;
};

/** The failure of a refused answer (core's `ApiFailure`), read from a copy of the response. */
const failureOfAnswer = async (response: Response): Promise<ApiFailure> =>
  failureOf(await response.clone().json().catch(() => null), response.status);

/** Keeps the session an accepted code opened (its serverInfo and end). */
const keepSession = async (response: Response, setToken: LeadSession["setToken"]): Promise<void> => {
  try {
    const body = (await response.clone().json()) as { Result?: { serverInfo?: unknown; serverInfoExpiration?: unknown } } | null;
    const result = body?.Result;
    if (typeof result?.serverInfo === "string") setToken(result.serverInfo, typeof result.serverInfoExpiration === "string" ? result.serverInfoExpiration : null);
  } catch {
    // Not JSON: no session, and the flow calls will ask for the code again.
  }
};

/**
 * The renewal page's fetcher: `flow=renewal` on code requests, the session
 * of an accepted code kept (`setToken`, the page's lead session), and every
 * code check's refusal (or null for an accepted one) reported to
 * `onRefusal`.
 */
export const renewalFetcher =
  (fetcher: LendkitFetcher, onRefusal: (failure: ApiFailure | null) => void, setToken: LeadSession["setToken"]): LendkitFetcher =>
  async (input, init) => {
    const path = pathOf(input);
    const isCheck = path.includes(apiRoutes.otp.validateForRenewal.path);
    // A new check or a new code makes the last refusal old news.
    if (isCheck || path.includes(codeRequestPath)) onRefusal(null);
    const response = await fetcher(typeof input === "string" ? withRenewalFlow(input) : input, init);
    if (isCheck && !response.ok) onRefusal(await failureOfAnswer(response));
    if (isCheck && response.ok) await keepSession(response, setToken);
    return response;
  };

/**
 * The renewal API client of @lendkit/react over `fetcher`, checking codes
 * against the userSlug of the latest code sent again (`resent`, kept by the
 * caller so a language switch, which makes a new client, does not lose it).
 */
export const renewalApi = (fetcher: LendkitFetcher, lang: Lang, resent: { current: string | null }): RenewalApi => {
  const base = createRenewalApi(fetcher, lang);
  return {
    ...base,
    resendCode: async (ask, method) => {
      const call = renewalCalls.requestCode(lang, ask, method);
      const response = await fetcher(call.path, {
        method: call.method,
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify(call.body),
      });
      const body: unknown = await response.json().catch(() => null);
      const answer = readEnvelopeAnswer(response.ok, body, decodeLoginCodeResponse);
      if (!answer.ok) throw new RenewalCallError(answer.errorMessage, [], failureOf(body, response.status));
      resent.current = answer.value.userSlug;
    },
    validateOtp: async (input) => {
      const result = await base.validateOtp(resent.current ? { ...input, userSlug: resent.current } : input);
      // A refusal other than a wrong code: the page shows the server's own text (`onRefusal`), the form none.
      return "reason" in result && result.reason !== "wrongCode" ? { ...result, key: null } : result;
    },
  };
};
