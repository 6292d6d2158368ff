import { isRenewalStep, RenewalStep } from "./steps.js";

/**
 * Where a renewal starts and how its address reads (C §2 routes, C §3.10).
 */

/** The token of a renewal address when none is given (C §2). */
export const renewalNoToken = "-1";

/**
 * The step of a `/go/renew/:step/:token` address: a letter followed by the
 * step number (`s21` → 21); anything else, or a number that is not a renewal
 * step, gives null.
 *
 * @example
 * parseRenewalRouteStep("s21") // 21
 * parseRenewalRouteStep("21") // null
 * parseRenewalRouteStep("s99") // null
 */
export const parseRenewalRouteStep = (segment: string | null | undefined): RenewalStep | null => {
  const match = /^[a-z](\d{1,3})$/i.exec((segment ?? "").trim());
  const value = match ? Number(match[1]) : NaN;
  return isRenewalStep(value) ? value : null;
};

/**
 * The token (flow slug) of a renewal address; "-1" when absent or blank.
 *
 * @example
 * parseRenewalRouteToken(undefined) // "-1"
 * parseRenewalRouteToken(" ab12 ") // "ab12"
 */
export const parseRenewalRouteToken = (segment: string | null | undefined): string => {
  const token = (segment ?? "").trim();
  return token === "" ? renewalNoToken : token;
};

/**
 * True when a token names a flow (not absent, not "-1").
 *
 * @example
 * renewalHasToken("-1") // false
 */
export const renewalHasToken = (token: string | null | undefined): token is string =>
  typeof token === "string" && token.trim() !== "" && token.trim() !== renewalNoToken;

/** A UTF-16 half without its other half: encodeURIComponent would throw on it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * One path segment (a slug, a code) encoded for an address; never throws (a
 * lone UTF-16 half becomes U+FFFD), so "/", "?" or "#" in a slug stay inside
 * their segment.
 *
 * @example
 * encodeRenewalSegment("a/b?c") // "a%2Fb%3Fc"
 */
export const encodeRenewalSegment = (text: string): string => encodeURIComponent(String(text).replace(loneSurrogate, "\uFFFD"));

/**
 * The address written after each completed step: `/go/renew/s{step}/{slug}`.
 *
 * @example
 * renewalPath(23, "ab12") // "/go/renew/s23/ab12"
 */
export const renewalPath = (step: RenewalStep, slug: string): string =>
  `/go/renew/s${step}/${encodeRenewalSegment(parseRenewalRouteToken(slug))}`;

/** What the start of a renewal knows. */
export interface RenewalStartInput {
  /** The step of the address (`parseRenewalRouteStep`), null when absent. */
  readonly routeStep: RenewalStep | null;
  /** The token of the address (`parseRenewalRouteToken`). */
  readonly token: string;
  /** The server's onboarding step attained, as received (any JSON). */
  readonly attained?: unknown;
  /** True when the query string says onboardingFlow=t. */
  readonly jumpToSignature?: boolean;
  /**
   * The path being started: "renew" (default) starts a token-less flow at
   * TAC (the client must identify); "basic" (`/go/min/:token/basic` and the
   * cash application) starts it at Basic — the "one path" of C §3.10.
   */
  readonly path?: "renew" | "basic";
}

/** The steps in the order a flow meets them (both readings of C §3.10). */
const flowOrder: readonly RenewalStep[] = [0, 1, 2, 21, 22, 25, 23, 24, 3];

/**
 * The step a renewal starts at (C §3.10): onboardingFlow=t jumps to
 * Signature; else the address step, unless the server's attained step (known
 * with a flow token only) is before it — an address naming a step not reached starts at the
 * one reached; else, without a token, TAC (or Basic on the "basic" path);
 * else the server's attained step, TAC when it is missing, not a number or
 * not a renewal step.
 *
 * @example
 * resolveRenewalStartStep({ routeStep: 23, token: "ab12", attained: 21 }) // 21
 * resolveRenewalStartStep({ routeStep: null, token: "ab12", attained: 23 }) // 23
 * resolveRenewalStartStep({ routeStep: null, token: "ab12", attained: "x" }) // 0
 * resolveRenewalStartStep({ routeStep: null, token: "-1", path: "basic" }) // 1
 */
export const resolveRenewalStartStep = (input: RenewalStartInput): RenewalStep => {
  if (input.jumpToSignature) return RenewalStep.Signature;
  if (input.routeStep !== null && isRenewalStep(input.routeStep)) {
    // The server's step is asked only with a flow token: without one, an `attained` given anyway is not the flow's.
    const capped = renewalHasToken(input.token) && isRenewalStep(input.attained) && flowOrder.indexOf(input.attained) < flowOrder.indexOf(input.routeStep);
    return capped ? (input.attained as RenewalStep) : input.routeStep;
  }
  if (!renewalHasToken(input.token)) return input.path === "basic" ? RenewalStep.Basic : RenewalStep.TAC;
  return isRenewalStep(input.attained) ? input.attained : RenewalStep.TAC;
};
