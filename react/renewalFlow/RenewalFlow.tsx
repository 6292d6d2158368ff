import { forwardRef, useMemo, useRef, useState, type ForwardedRef, type ReactNode } from "react";
import { getLocalTimeZone, today as todayIn, type CalendarDate } from "@internationalized/date";
import { RenewalStep, type RenewalBankNextReading } from "@lendkit/core";
import type { BankMessageWindow } from "../bankVerification/index.js";
import type { HeadingLevel } from "../dom/heading.js";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useLendkit } from "../provider/index.js";
import {
  RenewalAddressStep,
  RenewalCompletion,
  RenewalIncomeStep,
  RenewalLoading,
  RenewalOverdue,
  RenewalProgress,
  RenewalReferencesStep,
} from "../renewal/index.js";
import { parentFrameSender, windowRenewalNavigation, type RenewalFrameOptions, type RenewalNavigation } from "./environment.js";
import { createRenewalApi } from "./renewalApi.js";
import {
  RenewalBankScreen,
  RenewalBasicScreen,
  RenewalIdentifyScreen,
  RenewalOtpScreen,
  type RenewalScreenProps,
} from "./RenewalFlowScreens.js";
import { useRenewalFlow } from "./useRenewalFlow.js";
import { useRenewalFlowState } from "./useRenewalFlowState.js";

/** What a signature screen gets at step 3. */
export interface RenewalSignature {
  readonly slug: string;
  /** Call once signed: the flow ends on the completion screen. */
  readonly complete: () => void;
}

/** The state the root's `className` and `style` may be computed from. */
export interface RenewalFlowRenderState {
  /** The flow's phase (loading, identify, otp, step…), also `data-phase`. */
  readonly phase: string;
  /** The current renewal step, also `data-step` once loaded. */
  readonly step: number;
}

/** Props of `RenewalFlow`: its own, plus DOM props for the root `div`. */
export type RenewalFlowProps = RenewalFlowOwnProps & DomProps<HTMLDivElement, RenewalFlowRenderState, RenewalFlowOwnProps>;

/** The flow's own props. */
export interface RenewalFlowOwnProps {
  /** The address's step segment (`s21`) from the router; none starts from the server's step or 0. */
  readonly routeStep?: string | null;
  /** The address's token segment (the flow slug) from the router. */
  readonly token?: string | null;
  /** The query string at start; the provider's history's by default. */
  readonly search?: string;
  /** Today, for the birth years and the calculator; the local date by default. */
  readonly today?: CalendarDate;
  /** The clock; `Date.now` by default. */
  readonly now?: () => number;
  /** Which reading of C §3.10 decides the steps after the bank ("fixed" by default). */
  readonly bankNext?: RenewalBankNextReading;
  /** The parent page (allow-listed origins); nothing is sent to it without. */
  readonly frame?: RenewalFrameOptions;
  /** How the lead app's address moves; the browser's by default. */
  readonly navigation?: RenewalNavigation;
  /** Where the bank providers' messages arrive; `window` by default. */
  readonly messageWindow?: BankMessageWindow;
  /** Step 3's signature screen; without it step 3 shows the completion screen. */
  readonly renderSignature?: (signature: RenewalSignature) => ReactNode;
  /** Receives a failed save or step update (C §8 logs them); `console.error` by default. */
  readonly onError?: (error: unknown) => void;
  /** Level of each screen's title (h2 by default; sub-headings go below it). */
  readonly headingLevel?: HeadingLevel;
}

const StepScreen = ({ screen, messageWindow, renderSignature }: { screen: RenewalScreenProps } & Pick<RenewalFlowOwnProps, "messageWindow" | "renderSignature">) => {
  const { renewal, headingLevel } = screen;
  switch (renewal.state.step) {
    case RenewalStep.Basic:
      return <RenewalBasicScreen {...screen} />;
    case RenewalStep.IBV:
      return <RenewalBankScreen {...screen} messageWindow={messageWindow} />;
    case RenewalStep.Address:
      return <RenewalAddressStep onSave={renewal.saveAddress} headingLevel={headingLevel} />;
    case RenewalStep.Job:
      return <RenewalIncomeStep onSave={renewal.saveIncome} headingLevel={headingLevel} />;
    case RenewalStep.Refs:
      return <RenewalReferencesStep onSave={renewal.saveReferences} headingLevel={headingLevel} />;
    case RenewalStep.Signature:
      return renderSignature ? <>{renderSignature({ slug: renewal.state.slug ?? "", complete: renewal.completeStep })}</> : <RenewalCompletion headingLevel={headingLevel} />;
    default:
      // Steps of the feature-driven reading with no screen of their own (photo, cheque) are left to the app.
      return null;
  }
};

const Screen = (props: { screen: RenewalScreenProps } & Pick<RenewalFlowOwnProps, "messageWindow" | "renderSignature">) => {
  const { renewal } = props.screen;
  switch (renewal.state.phase) {
    case "loading":
      return <RenewalLoading />;
    case "identify":
      return <RenewalIdentifyScreen {...props.screen} />;
    case "otp":
    case "expired":
      return <RenewalOtpScreen {...props.screen} />;
    case "overdue":
      return (
        <RenewalOverdue collectionsPhoneNumber={renewal.state.collectionsPhoneNumber} amountLate={renewal.state.amountLate} onGoToClientSpace={renewal.redirectParent} headingLevel={props.screen.headingLevel} />
      );
    case "completed":
      return <RenewalCompletion headingLevel={props.screen.headingLevel} />;
    case "step":
      return <StepScreen {...props} />;
  }
};

/**
 * The renewal flow (C §2, §3.5–§3.10): core's flow machine driving the
 * renewal views — loading text, existing-client form and OTP (step 0), the
 * overdue stop, the calculator (1), bank verification (2), address (21),
 * income (23) and references (24) forms, then the signature or completion
 * screen (3) — with the three-stage progress bar. Calls go through the
 * provider's `fetcher` (C §7), in the provider's language; every step
 * entered is saved, told to the parent page (step, slug, flow, scrollUp)
 * and written to the address (/go/renew/s{step}/{slug}).
 *
 * @example
 * <LendkitProvider tenant="RENT" features={flags} fetcher={fetch}>
 *   <RenewalFlow routeStep={params.step} token={params.token} frame={{ allowedParentOrigins: ["https://lender.example"] }} />
 * </LendkitProvider>
 */
export const RenewalFlow = /* @__PURE__ */ forwardRef(function RenewalFlow(
  {
    routeStep,
    token,
    search,
    today,
    now = Date.now,
    bankNext,
    frame,
    navigation,
    messageWindow,
    renderSignature,
    onError = (error) => console.error(error),
    headingLevel,
    ...dom
  }: RenewalFlowProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const lendkit = useLendkit();
  // The language is read at each call: switching it mid-flow keeps the client (and step 1's loaded calculator).
  const lang = useRef(lendkit.lang);
  lang.current = lendkit.lang;
  const api = useMemo(() => createRenewalApi(lendkit.fetcher, () => lang.current), [lendkit.fetcher]);
  const [startSearch] = useState(() => search ?? lendkit.history.search());
  const [day] = useState(() => today ?? todayIn(getLocalTimeZone()));
  const [move] = useState(() => navigation ?? windowRenewalNavigation());
  const tellParent = useMemo(() => parentFrameSender(frame), [frame]);
  const flow = useRenewalFlowState(lendkit.features, bankNext);
  const renewal = useRenewalFlow({ flow, api, routeStep, token, search: startSearch, now, tellParent, navigation: move, onError, lang: () => lang.current });
  const { phase, step } = renewal.state;
  return (
    <div
      {...mergeDomProps(dom, { phase, step }, {
        "data-lendkit": "renewal-flow",
        "data-phase": phase,
        "data-step": phase === "loading" ? undefined : step,
      })}
      ref={ref}
    >
      {phase === "loading" ? null : <RenewalProgress step={step} />}
      <Screen screen={{ renewal, api, today: day, now, headingLevel }} messageWindow={messageWindow} renderSignature={renderSignature} />
    </div>
  );
});
