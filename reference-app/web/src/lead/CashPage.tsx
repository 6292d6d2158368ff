import { useEffect, useState } from "react";
import { today as todayIn } from "@internationalized/date";
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  decodeOtpValidationResult,
  flowSessionFrameMessages,
  frameMessage,
  otpDigits,
  parseRenewalQuery,
  renewalEffectFrameMessages,
  RenewalStep,
  t,
  type Decimal,
  type Lang,
  type LeadBasicRequest,
  type OtpRefusal,
  type OtpValidationRequest,
} from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { OtpForm, RenewalLoading, RenewalOverdue, RenewalProgress, useLendkit } from "@lendkit/react";
import { useLenderDay } from "../shared/lenderDay.js";
import { navigate } from "../shared/router.js";
import { BasicInfoForm, basicBirthDate, type BasicInfo, type BasicSubmitOutcome } from "./BasicInfoForm.js";
import { rememberApplicationFlow } from "./BankStep.js";
import { goToClientSpace, tellParent, tellParentAll } from "./frame.js";
import { failureText, leadFailure, otherRefusal } from "./serverMessage.js";
import { useLeadSession } from "./LeadSession.js";
import { LeadCallError } from "./session.js";
import { leadText } from "./texts.js";

/**
 * The new applicant's cash-loan flow (C §2 /go/cash, /go/min/:token/basic,
 * /go/cust/liquidAutoLead), as the server's flows module designed it: the
 * basic information creates the lead and sends a code to the cell phone;
 * the code (POST validateOTPAndContinue) unlocks the flow and opens the
 * applicant's session, and the flow then runs the renewal's steps from step
 * 1 (/go/renew/s1/{slug}).
 */

/** The partner page's lead source when its link names none (the spec gives no code table for lead sources). */
export const partnerLeadSourceId = 2;

/** A code sent for a lead, kept for the visit so a reload of /go/min/:token/basic still shows the code screen. */
interface SentCode {
  readonly token: string;
  readonly userSlug: string;
  readonly lastFour: string;
  readonly sentAt: number;
}

const sentCodeKey = (token: string) => `lendkit.leadCode.${token}`;

const rememberCode = (code: SentCode) => {
  try {
    window.sessionStorage.setItem(sentCodeKey(code.token), JSON.stringify(code));
  } catch {
    // Storage refused: a reload then shows the form again.
  }
};

const recalledCode = (token: string): SentCode | null => {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(sentCodeKey(token)) ?? "null") as Partial<SentCode> | null;
    return value && typeof value.userSlug === "string" && typeof value.lastFour === "string" && typeof value.sentAt === "number"
      ? { token, userSlug: value.userSlug, lastFour: value.lastFour, sentAt: value.sentAt }
      : null;
  } catch {
    return null;
  }
};

interface LeadAnswer {
  readonly token: string;
  readonly otp: { readonly userSlug: string; readonly lastFourDigitsOfPhoneNumber: string } | null;
}


type Phase =
  | { readonly kind: "checking" }
  | { readonly kind: "form" }
  | { readonly kind: "code"; readonly code: SentCode }
  | { readonly kind: "overdue"; readonly collectionsPhoneNumber: string | null; readonly amountLate: Decimal };

export interface CashPageProps {
  /** cash: /go/cash; basic: /go/min/:token/basic; partner: /go/cust/liquidAutoLead. */
  readonly kind: "cash" | "basic" | "partner";
  readonly token?: string | null;
}

/** Where a lead's flow stands when its page is opened again: the code screen, the flow's step, or a new form. */
const useStart = (kind: CashPageProps["kind"], token: string | null | undefined, search: string, setPhase: (phase: Phase) => void) => {
  const { call } = useLeadSession();
  useEffect(() => {
    if (kind !== "basic" || !token) return setPhase({ kind: "form" });
    const code = recalledCode(token);
    if (code) return setPhase({ kind: "code", code });
    let active = true;
    call<number>(routePath(apiRoutes.flows.stepAttained, { slug: token })).then(
      (step) => {
        if (!active) return;
        // This address is a new applicant's: her flow resumes as one (the bank step's application view), at the step reached.
        if (typeof step === "number" && step >= RenewalStep.Basic) rememberApplicationFlow(token);
        if (typeof step === "number" && step >= RenewalStep.Basic) navigate(`/go/renew/s${step}/${encodeURIComponent(token)}${search}`, { replace: true });
        else setPhase({ kind: "form" });
      },
      () => active && setPhase({ kind: "form" }),
    );
    return () => {
      active = false;
    };
    // Only the page's first address decides; later address changes come from this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};

const CashPage = ({ kind, token }: CashPageProps) => {
  const { lang } = useLendkit();
  const session = useLeadSession();
  // The calculator's dates count from the lender's day, as the server checks them (C §3.6), wherever the applicant is:
  // the server's day in the tenant's zone once it answers, core's default lender zone until then.
  const [start] = useState(() => ({ search: window.location.search, today: todayIn(DEFAULT_BUSINESS_TIME_ZONE) }));
  const today = useLenderDay() ?? start.today;
  const [phase, setPhase] = useState<Phase>({ kind: "checking" });
  const [submitted, setSubmitted] = useState<BasicInfo | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  const query = parseRenewalQuery(start.search);
  // The address's source, else the one the session kept (C §3.3), else the partner page's own.
  const leadSourceId = query.leadSourceId ?? session.leadSourceId() ?? (kind === "partner" ? partnerLeadSourceId : null);
  useStart(kind, token, start.search, setPhase);

  const sendBasic = async (form: BasicInfo): Promise<BasicSubmitOutcome> => {
    setSubmitted(form);
    try {
      const body: typeof LeadBasicRequest.Encoded = {
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        birthDate: basicBirthDate(form),
        email: form.email.trim(),
        cellPhone: form.cellPhone,
        isAcceptChecked: form.isAcceptChecked,
        lang,
        ...(leadSourceId === null ? {} : { leadSourceId }),
      };
      const answer = await session.call<LeadAnswer>(routePath(apiRoutes.flows.leadBasic, {}), { method: "POST", body });
      if (answer.otp === null) return leadText(lang, "lead.error.generic");
      const code: SentCode = { token: answer.token, userSlug: answer.otp.userSlug, lastFour: answer.otp.lastFourDigitsOfPhoneNumber, sentAt: Date.now() };
      rememberCode(code);
      setRefusal(null);
      setPhase({ kind: "code", code });
      tellParent(frameMessage.onboardingStepAttained(RenewalStep.TAC));
      navigate(`/go/min/${encodeURIComponent(answer.token)}/basic${start.search}`);
      return null;
    } catch (error) {
      // A refusal naming fields shows on them (C §5); anything else as one alert.
      if (error instanceof LeadCallError && error.fieldErrors.length > 0) return { alert: null, fieldErrors: error.fieldErrors };
      return failureText(leadFailure(error)) ?? leadText(lang, "lead.error.generic");
    }
  };

  const checkCode = async (code: SentCode, otp: string): Promise<boolean | OtpRefusal> => {
    setRefusal(null);
    try {
      const result = await session.call<{ serverInfo?: unknown; serverInfoExpiration?: unknown }>(routePath(apiRoutes.otp.validateForLead, {}), {
        method: "POST",
        body: { OTP: otpDigits(otp), userSlug: code.userSlug, leadSourceId } satisfies typeof OtpValidationRequest.Encoded,
      });
      const decoded = decodeOtpValidationResult(result);
      if (!decoded.ok) return false;
      // The code opens the applicant's session: the flow's calls carry it (C §1: a slug and a code).
      if (typeof result.serverInfo === "string") session.setToken(result.serverInfo, typeof result.serverInfoExpiration === "string" ? result.serverInfoExpiration : null);
      const { slug, amountLate, collectionsPhoneNumber } = decoded.value;
      tellParentAll(flowSessionFrameMessages({ token: typeof result.serverInfo === "string" ? result.serverInfo : null, slug }));
      if (amountLate.gt(0)) {
        setPhase({ kind: "overdue", collectionsPhoneNumber, amountLate });
        return true;
      }
      rememberApplicationFlow(slug);
      // Step 1 is entered here (the renewal page starts on it): the parent hears it as after any step (C §3.10).
      for (const message of renewalEffectFrameMessages({ type: "tellParent", slug, step: RenewalStep.Basic, flow: "n" })) tellParent(message);
      navigate(`/go/renew/s${RenewalStep.Basic}/${encodeURIComponent(slug)}${start.search}`, { replace: true });
      return true;
    } catch (error) {
      const failure = leadFailure(error);
      if (failure?.code === "otpInvalid") return false;
      // Any other refusal is said below only, never as a wrong code (issue 14 §4).
      setRefusal(failureText(failure));
      return otherRefusal;
    }
  };

  const title = leadText(lang, kind === "partner" ? "basic.partnerTitle" : "basic.title");
  return (
    <div className="lead-flow" data-phase={phase.kind} data-step="0">
      <RenewalProgress className="lead-progress" step={RenewalStep.TAC} />
      <div className="lead-card">
        {phase.kind === "checking" ? <RenewalLoading className="lead-loading" /> : null}
        {phase.kind === "form" ? (
          <BasicInfoForm
            lang={lang}
            today={today}
            title={title}
            initial={submitted}
            onSubmit={sendBasic}
            footer={<ExistingCustomer lang={lang} search={start.search} />}
          />
        ) : null}
        {phase.kind === "code" ? (
          <CodeScreen lang={lang} code={phase.code} refusal={refusal} onSubmit={(otp) => checkCode(phase.code, otp)} onStartAgain={() => setPhase({ kind: "form" })} />
        ) : null}
        {phase.kind === "overdue" ? (
          <RenewalOverdue
            className="lead-overdue"
            collectionsPhoneNumber={phase.collectionsPhoneNumber}
            amountLate={phase.amountLate}
            onGoToClientSpace={(to) => void goToClientSpace(to, lang, navigate, session)}
          />
        ) : null}
      </div>
    </div>
  );
};

const ExistingCustomer = ({ lang, search }: { readonly lang: Lang; readonly search: string }) => (
  <p className="lead-aside">
    {leadText(lang, "basic.existing")}{" "}
    <a href={`/go/renew${search}`} onClick={(event) => (event.preventDefault(), navigate(`/go/renew${search}`))}>
      {leadText(lang, "basic.existingAction")}
    </a>
  </p>
);

/**
 * The lead's code screen: the library's OTP form. The server has no resend
 * route for a lead's code, so "Send by email" and "Receive a call" answer
 * with the form's error and the page offers to start again (a new code).
 */
const CodeScreen = ({ lang, code, refusal, onSubmit, onStartAgain }: {
  readonly lang: Lang;
  readonly code: SentCode;
  readonly refusal: string | null;
  readonly onSubmit: (otp: string) => Promise<boolean | OtpRefusal>;
  readonly onStartAgain: () => void;
}) => (
  <>
    <OtpForm lastFour={code.lastFour} sentAt={code.sentAt} onSubmit={onSubmit} onResend={() => Promise.reject(new Error("no resend for a lead's code"))} onExpired={onStartAgain} headingLevel={1} />
    {refusal ? (
      <div className="lead-alert" data-otp-refusal="">
        <p>{refusal}</p>
      </div>
    ) : null}
    <p className="lead-aside">
      {leadText(lang, "basic.codeResendNote")}{" "}
      <button type="button" className="lead-link" onClick={onStartAgain}>
        {t(lang, "renewal.otp.restart")}
      </button>
    </p>
  </>
);

export default CashPage;
