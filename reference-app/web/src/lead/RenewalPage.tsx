import { useMemo, useRef, useState } from "react";
import { getLocalTimeZone, today as todayIn } from "@internationalized/date";
import { RenewalStep, type MessageKey } from "@lendkit/core";
import {
  RenewalAddressStep,
  RenewalBasicScreen,
  RenewalCompletion,
  RenewalIdentifyScreen,
  RenewalIncomeStep,
  RenewalLoading,
  RenewalOtpScreen,
  RenewalOverdue,
  RenewalProgress,
  RenewalReferencesStep,
  useLendkit,
  useRenewalFlow,
  useRenewalFlowState,
  type RenewalFlowApi,
  type RenewalNavigation,
  type RenewalScreenProps,
} from "@lendkit/react";
import { navigate } from "../shared/router.js";
import { BankStep } from "./BankStep.js";
import { useSavedForms } from "./flowData.js";
import { renewalApi, renewalFetcher } from "./flowFetch.js";
import { contentHeight, tellParent } from "./frame.js";
import { serverMessageIn, serverMessageKey } from "./serverMessage.js";
import { SignatureStep } from "./SignatureStep.js";
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
          {leadText(lang, "lead.otp.restart")}
        </button>
      ) : null}
    </div>
  );
};

const StepScreen = ({ screen }: { readonly screen: RenewalScreenProps }) => {
  const { renewal, api, now } = screen;
  const { step, slug } = renewal.state;
  const formStep = step === RenewalStep.Address || step === RenewalStep.Job || step === RenewalStep.Refs;
  const saved = useSavedForms(slug, formStep);
  if (formStep && saved === undefined) return <RenewalLoading className="lead-loading" />;
  switch (step) {
    case RenewalStep.Basic:
      return <RenewalBasicScreen {...screen} />;
    case RenewalStep.IBV:
      return (
        <BankStep
          slug={slug ?? ""}
          api={api}
          now={now}
          test={renewal.bankQuery.test}
          dropIbvFile={renewal.bankQuery.dropIbvFile}
          onCompleted={renewal.completeStep}
        />
      );
    case RenewalStep.Address:
      return <RenewalAddressStep className="lead-form" initial={saved?.address} onSave={renewal.saveAddress} />;
    case RenewalStep.Job:
      return <RenewalIncomeStep className="lead-form" initial={saved?.income} onSave={renewal.saveIncome} />;
    case RenewalStep.Refs:
      return <RenewalReferencesStep className="lead-form" initial={saved?.references} onSave={renewal.saveReferences} />;
    case RenewalStep.Signature:
      return <SignatureStep slug={slug ?? ""} onSigned={renewal.completeStep} />;
    default:
      // The feature-driven reading's photo and cheque steps have no screen here (the server follows the fixed path).
      return null;
  }
};

const Screen = ({ screen, refusal }: { readonly screen: RenewalScreenProps; readonly refusal: string | null }) => {
  const { renewal } = screen;
  switch (renewal.state.phase) {
    case "loading":
      return <RenewalLoading className="lead-loading" />;
    case "identify":
      return <RenewalIdentifyScreen {...screen} />;
    case "otp":
    case "expired":
      return (
        <>
          <RenewalOtpScreen {...screen} />
          <OtpRefusal message={refusal} onRestart={renewal.restart} />
        </>
      );
    case "overdue":
      return <RenewalOverdue className="lead-overdue" collectionsPhoneNumber={renewal.state.collectionsPhoneNumber} onGoToClientSpace={renewal.redirectParent} />;
    case "completed":
      return <RenewalCompletion className="lead-completion" />;
    case "step":
      return <StepScreen screen={screen} />;
  }
};

const reportError = (error: unknown) => console.error(error);

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
