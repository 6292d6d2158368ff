import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { getLocalTimeZone, today as todayIn } from "@internationalized/date";
import { t, type MessageKey } from "@lendkit/core";
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
import { navigate } from "../shared/router.js";
import { renewalApi, renewalFetcher } from "./flowFetch.js";
import { RenewalIdentify, RenewalOtp } from "./RenewalEntry.js";
import { contentHeight, goToClientSpace, tellParent } from "./frame.js";
import { serverMessageIn, serverMessageKey } from "./serverMessage.js";
import { SignedConfirmation } from "./SignedConfirmation.js";
import { leadText } from "./texts.js";

/**
 * The renewal flow (C §2 /go/renew, /go/renew/:step/:token; C §3.5–§3.10):
 * @lendkit/react's flow machine and screens, arranged here so the bank step
 * uses this server's provider frames and step 3 is the signature. The
 * library does the steps, the saves, the parent messages after each step and
 * the address rewrite (/go/renew/s{step}/{slug}).
 */

/** Refusals of a code check the applicant must read beyond "not valid" (docs/api/otp.md). */
const otpRefusals: readonly MessageKey[] = ["renewal.otp.expired", "account.otp.tooManyTries", "account.otp.locked"];

/** The lead app's own router moves the address, so the page keeps its state. */
const leadNavigation = (): RenewalNavigation => ({
  replacePath: (path) => navigate(path, { replace: true }),
  // A step moved on to is a new history entry: the browser's Back returns one step (C §3.10).
  pushPath: (path) => navigate(path),
  go: (path) => window.location.assign(path),
  scrollToTop: () => window.scrollTo(0, 0),
  pageHeight: contentHeight,
});

/** What the server said about a refused code, when it is more than "not valid"; with Restart after an expired code. */
const OtpRefusal = ({ message, onRestart }: { readonly message: string | null; readonly onRestart: () => void }) => {
  const { lang } = useLendkit();
  if (message === null || serverMessageKey(message, ["renewal.otp.invalid"]) !== null) return null;
  const expired = serverMessageKey(message, ["renewal.otp.expired"]) !== null;
  return (
    <div className="lead-alert" data-otp-refusal="">
      <p>{serverMessageIn(lang, message, otpRefusals)}</p>
      {expired ? (
        <button type="button" className="lead-button" onClick={onRestart}>
          {t(lang, "renewal.otp.restart")}
        </button>
      ) : null}
    </div>
  );
};

const Screen = ({ screen, refusal }: { readonly screen: RenewalScreenProps; readonly refusal: string | null }) => {
  const { renewal } = screen;
  const { lang } = useLendkit();
  switch (renewal.state.phase) {
    case "loading":
      return <RenewalLoading className="lead-loading" />;
    case "identify":
      return <RenewalIdentify {...screen} />;
    case "otp":
    case "expired":
      return (
        <>
          <RenewalOtp {...screen} />
          <OtpRefusal message={refusal} onRestart={renewal.restart} />
        </>
      );
    case "overdue":
      return (
        <RenewalOverdue
          className="lead-overdue"
          collectionsPhoneNumber={renewal.state.collectionsPhoneNumber}
          amountLate={renewal.state.amountLate}
          onGoToClientSpace={(to) => goToClientSpace(to, lang, navigate)}
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const fetcher = useMemo(() => renewalFetcher(lendkit.fetcher, setRefusal), [lendkit.fetcher]);
  const resent = useRef<string | null>(null);
  const api = useMemo(() => renewalApi(fetcher, lendkit.lang, resent), [fetcher, lendkit.lang]);
  const [start] = useState(() => ({ search: window.location.search, today: todayIn(getLocalTimeZone()), navigation: leadNavigation() }));
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
  const { phase, step } = renewal.state;
  useEffect(() => {
    if (phase === "otp") void loadSteps();
  }, [phase]);
  const screen: RenewalScreenProps = { renewal, api, today: start.today, now: Date.now };
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
