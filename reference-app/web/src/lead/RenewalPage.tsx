import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { today as todayIn } from "@internationalized/date";
import { DEFAULT_BUSINESS_TIME_ZONE, flowSessionFrameMessages, otpExpiredReturnMs, otpExpiredReturnPath, t } from "@lendkit/core";
import type { ApiFailure } from "@lendkit/core/api";
import {
  RenewalCompletion,
  RenewalLoading,
  RenewalOverdue,
  RenewalProgress,
  useLendkit,
  useRenewalFlow,
  useRenewalFlowState,
  type RenewalFlowApi,
  type RenewalNavigation,
  type RenewalScreenProps,
} from "@lendkit/react";
import { useLenderDay } from "../shared/lenderDay.js";
import { navigate } from "../shared/router.js";
import { renewalApi, renewalFetcher } from "./flowFetch.js";
import { RenewalIdentify, RenewalOtp } from "./RenewalEntry.js";
import { contentHeight, goToClientSpace, tellParent, tellParentAll } from "./frame.js";
import { failureText } from "./serverMessage.js";
import { useLeadSession } from "./LeadSession.js";
import { SignedConfirmation } from "./SignedConfirmation.js";
import { leadText } from "./texts.js";

/**
 * The renewal flow (C §2 /go/renew, /go/renew/:step/:token; C §3.5–§3.10):
 * @lendkit/react's flow machine and screens, arranged here so the bank step
 * uses this server's provider frames and step 3 is the signature. The
 * library does the steps, the saves, the parent messages after each step and
 * the address rewrite (/go/renew/s{step}/{slug}). Here: once a code is
 * accepted the parent hears the session silently and the slug
 * (`serverInfos_silent`, `serverInfosStrong`); an expired code shows why and
 * goes back to /go/renew by itself (C §8); the lead source the session kept
 * goes with the code (C §3.3).
 */

/** The lead app's own router moves the address, so the page keeps its state. */
const leadNavigation = (): RenewalNavigation => ({
  replacePath: (path) => navigate(path, { replace: true }),
  // A step moved on to is a new history entry: the browser's Back returns one step (C §3.10).
  pushPath: (path) => navigate(path),
  go: (path) => window.location.assign(path),
  scrollToTop: () => window.scrollTo(0, 0),
  pageHeight: contentHeight,
});

/** What the server said about a refused code, when it is more than "not valid" (docs/api/otp.md); with Restart after an expired code. */
const OtpRefusal = ({ failure, wrongCode, onRestart }: { readonly failure: ApiFailure | null; readonly wrongCode: boolean; readonly onRestart: () => void }) => {
  const { lang } = useLendkit();
  const message = failureText(failure);
  // A wrong code is the form's own alert; every other refusal is said here only (issue 14 §4).
  if (message === null || wrongCode || failure?.code === "otpInvalid") return null;
  const expired = failure?.code === "otpExpired";
  return (
    <div className="lead-alert" data-otp-refusal="">
      <p>{message}</p>
      {expired ? (
        <>
          <ExpiredReturn />
          <button type="button" className="lead-button" onClick={onRestart}>
            {t(lang, "renewal.otp.restart")}
          </button>
        </>
      ) : null}
    </div>
  );
};

/**
 * C §8: an expired code — the screen's own 10 minutes or the server's
 * answer — is said, then the flow goes back to /go/renew by itself, in the
 * applicant's language, after `otpExpiredReturnMs` (Restart goes at once).
 */
const ExpiredReturn = () => {
  const { lang } = useLendkit();
  const langRef = useRef(lang);
  langRef.current = lang;
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(otpExpiredReturnPath(langRef.current)), otpExpiredReturnMs);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <p role="status" data-expired-return="">
      {leadText(lang, "lead.otp.returning")}
    </p>
  );
};

const Screen = ({ screen, refusal }: { readonly screen: RenewalScreenProps; readonly refusal: ApiFailure | null }) => {
  const { renewal } = screen;
  const { lang } = useLendkit();
  const session = useLeadSession();
  switch (renewal.state.phase) {
    case "loading":
      return <RenewalLoading className="lead-loading" />;
    case "identify":
      return <RenewalIdentify {...screen} />;
    case "otp":
    case "expired":
      return (
        <>
          <RenewalOtp {...screen} withRestart={!refusalIsExpired(refusal)} />
          {renewal.state.phase === "expired" && !refusalIsExpired(refusal) ? <ExpiredReturn /> : null}
          <OtpRefusal failure={refusal} wrongCode={renewal.otp?.state.refusal?.reason === "wrongCode"} onRestart={renewal.restart} />
        </>
      );
    case "overdue":
      return (
        <RenewalOverdue
          className="lead-overdue"
          collectionsPhoneNumber={renewal.state.collectionsPhoneNumber}
          amountLate={renewal.state.amountLate}
          headingLevel={1}
          onGoToClientSpace={(to) => void goToClientSpace(to, lang, navigate, session)}
        />
      );
    case "completed":
      return (
        <>
          <SignedConfirmation slug={renewal.state.slug} />
          <RenewalCompletion className="lead-completion" />
        </>
      );
    case "step":
      return (
        <Suspense fallback={<RenewalLoading className="lead-loading" />}>
          <RenewalSteps screen={screen} />
        </Suspense>
      );
  }
};

const reportError = (error: unknown) => console.error(error);

const refusalIsExpired = (refusal: ApiFailure | null): boolean => refusal?.code === "otpExpired";

// Steps 1 to 3 (calculator, bank, forms, signature) load on demand: the
// first screen (identify, code) stays light, and the steps are fetched
// while the applicant types their code.
const loadSteps = () => import("./RenewalSteps.js");
const RenewalSteps = lazy(loadSteps);

export interface RenewalPageProps {
  /** The address's step segment (s21), or null. */
  readonly routeStep: string | null;
  /** The address's token (the flow slug, "-1" when none). */
  readonly token: string | null;
}

const RenewalPage = ({ routeStep, token }: RenewalPageProps) => {
  const lendkit = useLendkit();
  const session = useLeadSession();
  const [refusal, setRefusal] = useState<ApiFailure | null>(null);
  const fetcher = useMemo(() => renewalFetcher(lendkit.fetcher, setRefusal, session.setToken), [lendkit.fetcher, session.setToken]);
  const resent = useRef<string | null>(null);
  const api = useMemo(() => renewalApi(fetcher, lendkit.lang, resent), [fetcher, lendkit.lang]);
  // The calculator's dates count from the lender's day, as the server checks them (C §3.6), wherever the applicant is:
  // the server's day in the tenant's zone once it answers, core's default lender zone until then.
  const [start] = useState(() => ({ search: session.withLeadSource(window.location.search), today: todayIn(DEFAULT_BUSINESS_TIME_ZONE), navigation: leadNavigation() }));
  const today = useLenderDay() ?? start.today;
  const flow = useRenewalFlowState(lendkit.features);
  const renewal: RenewalFlowApi = useRenewalFlow({
    flow,
    api,
    routeStep,
    token,
    search: start.search,
    now: Date.now,
    tellParent,
    navigation: start.navigation,
    onError: reportError,
  });
  const { phase, step, slug } = renewal.state;
  useEffect(() => {
    if (phase === "otp") void loadSteps();
  }, [phase]);
  // The code was accepted (the OTP screen left for a step or the overdue stop): the parent hears the session and the slug once.
  const lastPhase = useRef(phase);
  useEffect(() => {
    const left = lastPhase.current === "otp" && (phase === "step" || phase === "overdue");
    lastPhase.current = phase;
    if (left) tellParentAll(flowSessionFrameMessages({ token: session.token(), slug }));
  }, [phase, slug]);
  // Each screen's title is the page's h1 (the lead app is a page of its own or a frame: either way the screen is the page).
  const screen: RenewalScreenProps = { renewal, api, today, now: Date.now, headingLevel: 1 };
  return (
    <div className="lead-flow" data-phase={phase} data-step={phase === "loading" ? undefined : step}>
      {phase === "loading" ? null : <RenewalProgress className="lead-progress" step={step} />}
      <div className="lead-card">
        <Screen screen={screen} refusal={refusal} />
      </div>
    </div>
  );
};

export default RenewalPage;
