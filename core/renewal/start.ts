import { renewalHasToken, resolveRenewalStartStep, type RenewalStartInput } from "./navigation.js";
import type { RenewalQuery } from "./query.js";
import { RenewalStep } from "./steps.js";

/**
 * How the renewal flow container starts (C §2, C §3.10): whether it must ask
 * the server for the attained step first, then the step, the slug and the
 * code already sent by the parent page.
 */

/** What the start knows before any call: the address, the query and the path. */
export type RenewalStartAddress = Omit<RenewalStartInput, "attained">;

/**
 * True when the start step depends on the server's attained step: no
 * onboardingFlow=t and a token to ask about. With a step in the address the
 * server's step still caps it (a reload keeps the step; an address naming a
 * step not reached yet starts at the one reached, C §3.10). Not at step 0:
 * its token is the code request's user slug, not a flow's.
 *
 * @example
 * renewalStartNeedsAttained({ routeStep: null, token: "ab12" }) // true
 * renewalStartNeedsAttained({ routeStep: 21, token: "ab12" }) // true
 * renewalStartNeedsAttained({ routeStep: 0, token: "u1" }) // false
 * renewalStartNeedsAttained({ routeStep: null, token: "-1" }) // false
 */
export const renewalStartNeedsAttained = (input: RenewalStartAddress): boolean =>
  input.jumpToSignature !== true && input.routeStep !== RenewalStep.TAC && renewalHasToken(input.token);

/** The code the parent page already asked for: the OTP screen opens at once. */
export interface RenewalCodeSentByParent {
  readonly userSlug: string;
  readonly lastFourDigitsOfPhoneNumber: string;
}

/** Where the flow starts. */
export interface RenewalStartPlan {
  readonly step: RenewalStep;
  /** The flow slug (the address token), null without a token. */
  readonly slug: string | null;
  /** At step 0 with a token and the phone ending in the query: the code is already sent. */
  readonly codeSentByParent: RenewalCodeSentByParent | null;
}

/**
 * The start of the renewal flow: core's `resolveRenewalStartStep`, except
 * that on the renewal path a flow without a token starts at step 0 whatever
 * the address says (every later step saves under the slug, which only the
 * OTP gives). At step 0 with a token and `lastFourDigitsOfPhoneNumber` in the
 * query, the parent page already asked for the code: the token is the user
 * slug and the OTP screen opens at once.
 *
 * @example
 * renewalStartPlan({ routeStep: 21, token: "-1" }).step // 0
 * renewalStartPlan({ routeStep: null, token: "ab12", attained: 23 }) // { step: 23, slug: "ab12", codeSentByParent: null }
 * renewalStartPlan({ routeStep: 0, token: "u1", query: { lastFourDigitsOfPhoneNumber: "4321" } }).codeSentByParent
 * // { userSlug: "u1", lastFourDigitsOfPhoneNumber: "4321" }
 */
export const renewalStartPlan = (
  input: RenewalStartInput & { readonly query?: Pick<RenewalQuery, "lastFourDigitsOfPhoneNumber"> },
): RenewalStartPlan => {
  const hasToken = renewalHasToken(input.token);
  const resolved = resolveRenewalStartStep(input);
  const step = !hasToken && input.path !== "basic" ? RenewalStep.TAC : resolved;
  const slug = hasToken ? input.token.trim() : null;
  const lastFour = input.query?.lastFourDigitsOfPhoneNumber ?? null;
  return {
    step,
    slug,
    codeSentByParent:
      step === RenewalStep.TAC && slug !== null && lastFour !== null ? { userSlug: slug, lastFourDigitsOfPhoneNumber: lastFour } : null,
  };
};
