import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  frameMessage,
  otpExpiredRedirect,
  otpExpiredReturnPath,
  parseBankQuery,
  parseRenewalQuery,
  parseRenewalRouteStep,
  parseRenewalRouteToken,
  renewalEffectFrameMessages,
  renewalFlowEffects,
  renewalFlowTransition,
  renewalPath,
  RenewalStep,
  renewalStartNeedsAttained,
  renewalStartPlan,
  type BankQuery,
  type CalculatorModel,
  type FrameMessage,
  type Lang,
  type LoginRequest,
  type OtpEvent,
  type OtpRefusal,
  type OtpResendMethod,
  type RenewalAddressForm,
  type RenewalCodeAsk,
  type RenewalFlowState,
  type RenewalIncomeForm,
  type RenewalQuery,
  type RenewalReferencesForm,
  type RenewalStepEffect,
} from "@lendkit/core";
import type { AccountCodeRequestResult } from "../account/index.js";
import type { OtpFormState } from "../renewal/index.js";
import type { RenewalNavigation } from "./environment.js";
import type { RenewalApi } from "./renewalApi.js";
import type { RenewalFlowMachine } from "./useRenewalFlowState.js";

/** Options of `useRenewalFlow`. */
export interface UseRenewalFlowOptions {
  /** The state from `useRenewalFlowState`. */
  readonly flow: RenewalFlowMachine;
  /** The calls (`createRenewalApi`). */
  readonly api: RenewalApi;
  /** The address's step segment (`s21`), as the router gives it. */
  readonly routeStep?: string | null;
  /** The address's token segment (the flow slug), as the router gives it. */
  readonly token?: string | null;
  /** The query string at start (read once: later address rewrites drop it). */
  readonly search: string;
  /** The clock (ms). */
  readonly now: () => number;
  /** Sends one message to the parent page. */
  readonly tellParent: (message: FrameMessage) => void;
  /** Moves the lead app's own address. */
  readonly navigation: RenewalNavigation;
  /** Receives the error of a failed save or step update (C §8: logged). */
  readonly onError?: (error: unknown) => void;
  /** The applicant's language, read when the flow restarts after an expired code (/go/renew?lang=…); /go/renew alone without it. */
  readonly lang?: () => Lang;
}

/** What `useRenewalFlow` returns: core's state and one handler per screen. */
export interface RenewalFlowApi {
  readonly state: RenewalFlowState;
  /** The renewal's query string, read once at start. */
  readonly query: RenewalQuery;
  /** The bank step's switches (`test`, `dropIbvFile`), read once at start. */
  readonly bankQuery: BankQuery;
  /** Step 0: asks for the code with the existing-client form; a sent code opens the OTP screen. */
  readonly requestCode: (request: LoginRequest) => Promise<AccountCodeRequestResult>;
  /** The OTP screen's state held by the flow machine (for `OtpForm`'s `state`), null outside it. */
  readonly otp: OtpFormState | null;
  /** Checks a code: true (the flow moves on, or stops when overdue), or the refusal (a wrong code, or another reason the OTP screen shows as itself). */
  readonly submitOtp: (code: string) => Promise<boolean | OtpRefusal>;
  /** Sends the code again by email or call. */
  readonly resendOtp: (method: OtpResendMethod) => Promise<void>;
  /** After an expired code: back to the start of the renewal (C §8), in the applicant's language when the flow knows it. */
  readonly restart: () => void;
  /** Asks the parent page to open one of its paths (client space, application start). */
  readonly redirectParent: (path: string) => void;
  /** Completes the current step (bank verification, signature). */
  readonly completeStep: () => void;
  /** Saves a step, then completes it; a rejection is reported and rethrown for the screen's alert. */
  readonly saveBasic: (model: CalculatorModel) => Promise<void>;
  readonly saveAddress: (form: RenewalAddressForm) => Promise<void>;
  readonly saveIncome: (form: RenewalIncomeForm) => Promise<void>;
  readonly saveReferences: (form: RenewalReferencesForm) => Promise<void>;
}

/** Starts the flow once: asks the server for its step only when core says the start needs it. */
const useFlowStart = (options: UseRenewalFlowOptions, query: RenewalQuery, ask: { current: RenewalCodeAsk | null }) => {
  const latest = useRef(options);
  latest.current = options;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { api, flow, routeStep, token, now } = latest.current;
    const address = { routeStep: parseRenewalRouteStep(routeStep), token: parseRenewalRouteToken(token), jumpToSignature: query.jumpToSignature };
    const attained = renewalStartNeedsAttained(address) ? api.stepAttained(address.token).catch(() => undefined) : Promise.resolve(undefined);
    void attained.then((value) => {
      const plan = renewalStartPlan({ ...address, attained: value, query });
      flow.dispatch({ type: "started", step: plan.step, slug: plan.slug });
      // An address naming a step not reached yet is put back to the step the flow starts at.
      if (plan.slug !== null && address.routeStep !== null && plan.step !== address.routeStep && plan.step !== RenewalStep.TAC) {
        latest.current.navigation.replacePath(renewalPath(plan.step, plan.slug));
      }
      if (plan.codeSentByParent === null) return;
      ask.current = { userSlug: plan.codeSentByParent.userSlug };
      flow.dispatch({ type: "codeSent", ...plan.codeSentByParent, now: now() });
    });
  }, [query, ask]);
};

/**
 * The address naming another step after the start (the browser's Back or
 * Forward): core enters it when already reached; otherwise the address is
 * put back to the step shown.
 */
const useAddressStep = (options: UseRenewalFlowOptions) => {
  const { state, dispatch } = options.flow;
  const latest = useRef(options);
  latest.current = options;
  const routeStep = parseRenewalRouteStep(options.routeStep);
  useEffect(() => {
    if (state.phase !== "step" || routeStep === null || routeStep === state.step || state.slug === null) return;
    const event = { type: "addressStep", step: routeStep } as const;
    if (renewalFlowTransition(state, event) === state) latest.current.navigation.replacePath(renewalPath(state.step, state.slug));
    else dispatch(event);
    // Only a new address asks: a step entered by the flow itself already wrote its address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeStep]);
};

/** Runs core's effects of each transition: save the step, tell the parent, scroll, rewrite the address. */
const useFlowEffects = (options: UseRenewalFlowOptions) => {
  const { state } = options.flow;
  const latest = useRef(options);
  latest.current = options;
  const previous = useRef(state);
  useEffect(() => {
    const effects = renewalFlowEffects(previous.current, state);
    previous.current = state;
    for (const effect of effects) runEffect(effect, latest.current);
  }, [state]);
};

const runEffect = (effect: RenewalStepEffect, options: UseRenewalFlowOptions): void => {
  const { api, navigation, tellParent, onError } = options;
  if (effect.type === "saveStepAttained") api.saveStepAttained(effect.slug, effect.step).catch((error: unknown) => onError?.(error));
  if (effect.type === "scrollToTop") navigation.scrollToTop();
  if (effect.type === "replaceAddress") navigation.replacePath(effect.path);
  if (effect.type === "pushAddress") (navigation.pushPath ?? navigation.replacePath)(effect.path);
  const height = effect.type === "scrollToTop" ? navigation.pageHeight() : 0;
  for (const message of renewalEffectFrameMessages(effect, height)) tellParent(message);
};

/**
 * The renewal flow's behaviour (C §2, §3.5–§3.10, §7, §8) over core's flow
 * machine: the start (address, query, the server's step when core needs it,
 * a code already sent by the parent), the code request and OTP check, the
 * step saves through the API client, and core's effects after every
 * transition. Every rule is core's; this hook only performs calls and
 * effects.
 *
 * @example
 * const flow = useRenewalFlowState(features);
 * const renewal = useRenewalFlow({ flow, api, routeStep, token, search, now: Date.now, tellParent, navigation });
 * renewal.state.phase === "otp" && <OtpForm state={renewal.otp!} onSubmit={renewal.submitOtp} onResend={renewal.resendOtp} lastFour="…" />
 */
export const useRenewalFlow = (options: UseRenewalFlowOptions): RenewalFlowApi => {
  const { flow, api, now, tellParent, navigation, onError } = options;
  const { state, dispatch } = flow;
  const [query] = useState(() => parseRenewalQuery(options.search));
  const [bankQuery] = useState(() => parseBankQuery(options.search));
  const ask = useRef<RenewalCodeAsk | null>(null);
  useFlowStart(options, query, ask);
  useFlowEffects(options);
  useAddressStep(options);

  const otpDispatch = useCallback(
    // "accepted" comes from the flow's own otpAccepted (with the slug); the form's is ignored.
    (event: OtpEvent) => {
      if (event.type !== "accepted") dispatch({ type: "otp", event });
    },
    [dispatch],
  );
  const otp = useMemo(() => (state.otp ? { state: state.otp, dispatch: otpDispatch } : null), [state.otp, otpDispatch]);

  const slug = state.slug ?? "";
  const saving = <F>(save: (slug: string, form: F) => Promise<void>) => async (form: F) => {
    try {
      await save(slug, form);
    } catch (error) {
      onError?.(error);
      throw error;
    }
    dispatch({ type: "stepCompleted" });
  };

  return {
    state,
    query,
    bankQuery,
    requestCode: async (request) => {
      const result = await api.requestCode(request);
      if (result.ok) {
        ask.current = request;
        dispatch({ type: "codeSent", userSlug: result.userSlug, lastFourDigitsOfPhoneNumber: result.lastFourDigitsOfPhoneNumber, now: now() });
      }
      return result;
    },
    otp,
    submitOtp: async (code) => {
      if (state.userSlug === null) return false;
      const result = await api.validateOtp({ code, userSlug: state.userSlug, leadSourceId: query.leadSourceId });
      if ("reason" in result) return result;
      dispatch({ type: "otpAccepted", slug: result.slug, amountLate: result.amountLate, collectionsPhoneNumber: result.collectionsPhoneNumber, step: result.step });
      return true;
    },
    resendOtp: (method) => api.resendCode(ask.current ?? { userSlug: state.userSlug ?? "" }, method),
    restart: () => navigation.go(options.lang ? otpExpiredReturnPath(options.lang()) : otpExpiredRedirect),
    redirectParent: (path) => tellParent(frameMessage.redirectTo(path)),
    completeStep: () => dispatch({ type: "stepCompleted" }),
    saveBasic: saving(api.saveBasic),
    saveAddress: saving(api.saveAddress),
    saveIncome: saving(api.saveIncome),
    saveReferences: saving(api.saveReferences),
  };
};
