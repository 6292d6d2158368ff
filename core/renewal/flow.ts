import type { Features } from "../access/features.js";
import { toDecimalOrNull, type Decimal } from "../money/decimal.js";
import { renewalPath } from "./navigation.js";
import { otpStart, otpTransition, type OtpEvent, type OtpState } from "./otp.js";
import { nextRenewalStep, RenewalStep, type RenewalBankNextReading } from "./steps.js";

/**
 * The whole renewal flow as one pure machine (C §3.10): loading, the
 * existing-client form and OTP of step 0, the overdue stop, steps 1–24 and
 * the end at 3. Features and the reading of C §3.10 are fixed at creation.
 */

/** Where the flow is. */
export type RenewalPhase =
  | "loading"
  | "identify"
  | "otp"
  | "overdue"
  | "expired"
  | "step"
  | "completed";

/** The flow's state. */
export interface RenewalFlowState {
  readonly phase: RenewalPhase;
  /** The current step (TAC until the start step is known). */
  readonly step: RenewalStep;
  /** Every step entered, in order. */
  readonly visited: readonly RenewalStep[];
  /** The flow slug once known. */
  readonly slug: string | null;
  /** The user slug and phone ending of the code request (step 0). */
  readonly userSlug: string | null;
  readonly lastFourDigitsOfPhoneNumber: string | null;
  /** The OTP screen, while at step 0 after a code was sent. */
  readonly otp: OtpState | null;
  /** The collections number of the overdue stop. */
  readonly collectionsPhoneNumber: string | null;
  /** The amount late the overdue stop shows (null elsewhere). */
  readonly amountLate: Decimal | null;
  readonly features: Features;
  readonly bankNext: RenewalBankNextReading;
}

/** What can happen in the flow. */
export type RenewalFlowEvent =
  | { readonly type: "started"; readonly step: RenewalStep; readonly slug?: string | null }
  | {
      readonly type: "codeSent";
      readonly userSlug: string;
      readonly lastFourDigitsOfPhoneNumber: string;
      readonly now: number;
    }
  | { readonly type: "otp"; readonly event: Exclude<OtpEvent, { readonly type: "accepted" }> }
  | {
      readonly type: "otpAccepted";
      readonly slug: string;
      readonly amountLate: Decimal | number | string | null;
      readonly collectionsPhoneNumber: string | null;
    }
  | { readonly type: "stepCompleted" };

/**
 * A flow waiting for its start step.
 *
 * @example
 * renewalFlowStart(defaultFeatures).phase // "loading"
 */
export const renewalFlowStart = (
  features: Features,
  options: { readonly bankNext?: RenewalBankNextReading } = {},
): RenewalFlowState => ({
  phase: "loading",
  step: RenewalStep.TAC,
  visited: [],
  slug: null,
  userSlug: null,
  lastFourDigitsOfPhoneNumber: null,
  otp: null,
  collectionsPhoneNumber: null,
  amountLate: null,
  features,
  bankNext: options.bankNext ?? "fixed",
});

const enter = (state: RenewalFlowState, step: RenewalStep): RenewalFlowState => ({
  ...state,
  phase: step === RenewalStep.TAC ? "identify" : "step",
  step,
  visited: [...state.visited, step],
});

/**
 * One transition of the flow. `overdue`, `expired` and `completed` are final
 * (the screen sends the parent to /cl, restarts at /go/renew, or shows the
 * completion screen); an event that does not fit the phase changes nothing.
 *
 * @example
 * let s = renewalFlowTransition(renewalFlowStart(defaultFeatures), { type: "started", step: 1, slug: "ab" });
 * s = renewalFlowTransition(s, { type: "stepCompleted" });
 * s.step // 2
 */
export const renewalFlowTransition = (state: RenewalFlowState, event: RenewalFlowEvent): RenewalFlowState => {
  switch (event.type) {
    case "started":
      return state.phase === "loading" ? enter({ ...state, slug: event.slug ?? state.slug }, event.step) : state;
    case "codeSent":
      return state.phase === "identify"
        ? {
            ...state,
            phase: "otp",
            userSlug: event.userSlug,
            lastFourDigitsOfPhoneNumber: event.lastFourDigitsOfPhoneNumber,
            otp: otpStart(event.now),
          }
        : state;
    case "otp": {
      if (state.phase !== "otp" || state.otp === null) return state;
      const otp = otpTransition(state.otp, event.event);
      return { ...state, otp, phase: otp.status === "expired" ? "expired" : state.phase };
    }
    case "otpAccepted": {
      if (state.phase !== "otp" || state.otp?.status !== "submitting") return state;
      const otp = otpTransition(state.otp, { type: "accepted" });
      const next = nextRenewalStep(RenewalStep.TAC, state.features, {
        amountLate: event.amountLate,
        collectionsPhoneNumber: event.collectionsPhoneNumber,
      });
      const accepted = { ...state, otp, slug: event.slug };
      if (next.kind === "overdue") {
        return { ...accepted, phase: "overdue", collectionsPhoneNumber: next.collectionsPhoneNumber, amountLate: toDecimalOrNull(event.amountLate) };
      }
      return next.kind === "step" ? enter({ ...accepted, otp: null }, next.step) : accepted;
    }
    case "stepCompleted": {
      if (state.phase !== "step") return state;
      const next = nextRenewalStep(state.step, state.features, { bankNext: state.bankNext });
      if (next.kind === "end") return { ...state, phase: "completed" };
      return next.kind === "step" ? enter(state, next.step) : state;
    }
  }
};

/** A side effect the caller performs after a step change (C §3.10). */
export type RenewalStepEffect =
  | { readonly type: "saveStepAttained"; readonly slug: string; readonly step: RenewalStep }
  | { readonly type: "tellParent"; readonly slug: string; readonly step: RenewalStep; readonly flow: "n" }
  | { readonly type: "scrollToTop" }
  | { readonly type: "replaceAddress"; readonly path: string };

/**
 * The effects of entering `step` of the flow `slug`: save the step on the
 * server, tell the parent page (step, slug, flow "n"), scroll to top, rewrite
 * the address to /go/renew/s{step}/{slug}.
 *
 * @example
 * renewalStepEffects(21, "ab").at(-1) // { type: "replaceAddress", path: "/go/renew/s21/ab" }
 */
export const renewalStepEffects = (step: RenewalStep, slug: string): readonly RenewalStepEffect[] => [
  { type: "saveStepAttained", slug, step },
  { type: "tellParent", slug, step, flow: "n" },
  { type: "scrollToTop" },
  { type: "replaceAddress", path: renewalPath(step, slug) },
];

/**
 * The effects to run after the transition `previous` → `next`: the step
 * effects (`renewalStepEffects`) of a step the flow moved on to — after the
 * OTP or a completed step — once the slug is known; nothing for the start
 * (the address already names the step), the OTP screen, the overdue stop,
 * the expiry or the end.
 *
 * @example
 * const start = renewalFlowTransition(renewalFlowStart(defaultFeatures), { type: "started", step: 1, slug: "ab" });
 * renewalFlowEffects(renewalFlowStart(defaultFeatures), start) // []
 * renewalFlowEffects(start, renewalFlowTransition(start, { type: "stepCompleted" })).length // 4
 */
export const renewalFlowEffects = (previous: RenewalFlowState, next: RenewalFlowState): readonly RenewalStepEffect[] =>
  previous.phase !== "loading" && next.phase === "step" && next.slug !== null && next.visited.length > previous.visited.length
    ? renewalStepEffects(next.step, next.slug)
    : [];
