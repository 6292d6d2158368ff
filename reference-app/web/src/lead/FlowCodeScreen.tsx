import { useState } from "react";
import { flowSessionFrameMessages, otpDigits, type EmptyRequest, type OtpRefusal, type OtpValidationRequest } from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { OtpForm, useLendkit } from "@lendkit/react";
import { failureText, leadFailure, otherRefusal } from "./serverMessage.js";
import { tellParentAll } from "./frame.js";
import { useLeadSession } from "./LeadSession.js";
import { leadText } from "./texts.js";

/**
 * The code screen of a flow's link (C §1: a slug *and* a code). A link
 * alone — from a parent page, a history, a message — opens nothing: the
 * flow's calls answer 401 until a one-time code sent to the cell phone on
 * file is entered here (POST …/cashLoanFlow/:slug/code, then
 * validateOTPAndContinue, which opens the session). Then the screen the link
 * named starts again, at the step the applicant had reached; the parent
 * hears the session (silently) and the slug, as after any code.
 */

interface CodeAnswer {
  readonly userSlug: string;
}

interface VerifiedAnswer {
  readonly serverInfo?: unknown;
  readonly serverInfoExpiration?: unknown;
}

export const FlowCodeScreen = ({ slug, onOpened }: { readonly slug: string; readonly onOpened: () => void }) => {
  const { lang } = useLendkit();
  const { call, leadSourceId, setToken } = useLeadSession();
  const [sent, setSent] = useState<{ readonly userSlug: string; readonly at: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const failure = (error: unknown) => failureText(leadFailure(error)) ?? leadText(lang, "lead.error.generic");

  const send = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const answer = await call<CodeAnswer>(`${routePath(apiRoutes.otp.requestFlowCode, { slug })}?lang=${lang}`, {
        method: "POST",
        body: {} satisfies typeof EmptyRequest.Encoded,
      });
      setSent({ userSlug: answer.userSlug, at: Date.now() });
    } catch (error) {
      setRefusal(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const check = async (code: string): Promise<boolean | OtpRefusal> => {
    if (sent === null) return false;
    setRefusal(null);
    try {
      const answer = await call<VerifiedAnswer>(routePath(apiRoutes.otp.validateForLead, {}), {
        method: "POST",
        body: { OTP: otpDigits(code), userSlug: sent.userSlug, leadSourceId: leadSourceId() } satisfies typeof OtpValidationRequest.Encoded,
      });
      if (typeof answer.serverInfo !== "string") return false;
      setToken(answer.serverInfo, typeof answer.serverInfoExpiration === "string" ? answer.serverInfoExpiration : null);
      tellParentAll(flowSessionFrameMessages({ token: answer.serverInfo, slug }));
      onOpened();
      return true;
    } catch (error) {
      if (leadFailure(error)?.code === "otpInvalid") return false;
      // Any other refusal is said below only, never as a wrong code (issue 14 §4).
      setRefusal(failure(error));
      return otherRefusal;
    }
  };

  return (
    <section className="lead-flow" data-phase="flowCode" aria-labelledby="lead-flow-code">
      <div className="lead-card">
        {sent === null ? (
          <>
            <h1 id="lead-flow-code">{leadText(lang, "lead.session.title")}</h1>
            <p>{leadText(lang, "lead.session.text")}</p>
            <button type="button" className="lead-button" disabled={busy} aria-busy={busy} onClick={() => void send()}>
              {busy ? <span className="lead-spinner" aria-hidden="true" /> : null}
              {leadText(lang, "lead.session.send")}
            </button>
          </>
        ) : (
          <>
            <span id="lead-flow-code" hidden>
              {leadText(lang, "lead.session.title")}
            </span>
            <OtpForm lastFour="" sentAt={sent.at} onSubmit={check} onResend={() => Promise.reject(new Error("a flow link's code is sent by text message only"))} onExpired={() => setSent(null)} />
          </>
        )}
        {refusal ? (
          <div className="lead-alert" role="alert" data-otp-refusal="">
            <p>{refusal}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
};

export default FlowCodeScreen;
