import type { Features } from "../access/features.js";
import { toDecimalOrNull, type Decimal } from "../money/decimal.js";
import { renewalPath } from "./navigation.js";
import { otpStart, otpTransition, type OtpEvent, type OtpState } from "./otp.js";
import { renewalFlowPath, renewalStepReachable } from "./resume.js";
import { isRenewalStep, nextRenewalStep, RenewalStep, type RenewalBankNextReading } from "./steps.js";

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
  /** The furthest step entered (where Back and Forward may return to). */
  readonly reached: RenewalStep;
  /**
   * How the current step was entered: at the start (the address or the
   * server's attained step), after the code (the step to resume), after the
   * step before it was completed, or by the address (Back, Forward).
   */
  readonly entered: RenewalEntry;
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

/** How the current step was entered (see `RenewalFlowState.entered`). */
export type RenewalEntry = "start" | "code" | "next" | "address";

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
      /** The server's step to resume at (C §3.10); step 1 when absent or not a later step. */
      readonly step?: unknown;
    }
  | { readonly type: "stepCompleted" }
  /** The address names another step (browser Back or Forward): entered when already reached. */
  | { readonly type: "addressStep"; readonly step: RenewalStep };

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
  reached: RenewalStep.TAC,
  entered: "start",
  slug: null,
  userSlug: null,
  lastFourDigitsOfPhoneNumber: null,
  otp: null,
  collectionsPhoneNumber: null,
  amountLate: null,
  features,
  bankNext: options.bankNext ?? "fixed",
});

const enter = (state: RenewalFlowState, step: RenewalStep, entered: RenewalEntry): RenewalFlowState => ({
  ...state,
  phase: step === RenewalStep.TAC ? "identify" : "step",
  step,
  visited: [...state.visited, step],
  reached: entered === "address" ? state.reached : step,
  entered,
});

/** The step the code resumes at: the server's when it is a step after 0, else step 1 (C §3.10). */
const resumeAfterCode = (step: unknown, fallback: RenewalStep): RenewalStep =>
  isRenewalStep(step) && step !== RenewalStep.TAC ? step : fallback;

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
      return state.phase === "loading" ? enter({ ...state, slug: event.slug ?? state.slug }, event.step, "start") : state;
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
      return next.kind === "step" ? enter({ ...accepted, otp: null }, resumeAfterCode(event.step, next.step), "code") : accepted;
    }
    case "stepCompleted": {
      if (state.phase !== "step") return state;
      const next = nextRenewalStep(state.step, state.features, { bankNext: state.bankNext });
      if (next.kind === "end") return { ...state, phase: "completed" };
      return next.kind === "step" ? enter(state, next.step, "next") : state;
    }
    case "addressStep": {
      if (state.phase !== "step" || event.step === state.step) return state;
      const path = renewalFlowPath(state.features, state.bankNext);
      return renewalStepReachable(path, state.reached, event.step) ? enter(state, event.step, "address") : state;
    }
  }
};

/** A side effect the caller performs after a step change (C §3.10). */
export type RenewalStepEffect =
  | { readonly type: "saveStepAttained"; readonly slug: string; readonly step: RenewalStep }
  | { readonly type: "tellParent"; readonly slug: string; readonly step: RenewalStep; readonly flow: "n" }
  | { readonly type: "scrollToTop" }
  | { readonly type: "replaceAddress"; readonly path: string }
  /** A new history entry, so the browser's Back returns to the step before. */
  | { readonly type: "pushAddress"; readonly path: string };

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
 * the expiry or the end. A completed step's next step gets a new history
 * entry (`pushAddress`), so the browser's Back returns one step; the step
 * after the code replaces the code screen's entry (a spent code cannot be
 * used again). A step entered by the address (Back, Forward) only tells the
 * parent and scrolls: the address is already there, the step already saved.
 *
 * @example
 * const start = renewalFlowTransition(renewalFlowStart(defaultFeatures), { type: "started", step: 1, slug: "ab" });
 * renewalFlowEffects(renewalFlowStart(defaultFeatures), start) // []
 * renewalFlowEffects(start, renewalFlowTransition(start, { type: "stepCompleted" })).length // 4
 */
export const renewalFlowEffects = (previous: RenewalFlowState, next: RenewalFlowState): readonly RenewalStepEffect[] => {
  if (previous.phase === "loading" || next.phase !== "step" || next.slug === null || next.visited.length <= previous.visited.length) return [];
  const effects = renewalStepEffects(next.step, next.slug);
  if (next.entered === "address") return effects.filter((effect) => effect.type === "tellParent" || effect.type === "scrollToTop");
  if (next.entered !== "next") return effects;
  return effects.map((effect) => (effect.type === "replaceAddress" ? { type: "pushAddress", path: effect.path } : effect));
};
