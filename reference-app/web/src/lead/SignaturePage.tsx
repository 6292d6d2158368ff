import { useCallback, useState } from "react";
import { frameMessage, RenewalStep } from "@lendkit/core";
import { RenewalCompletion, RenewalProgress } from "@lendkit/react";
import { tellParent } from "./frame.js";
import { SignatureStep } from "./SignatureStep.js";
import { SignedConfirmation } from "./SignedConfirmation.js";

/**
 * The signature page on its own (C §2 /go/sign/:id, `:id` the flow slug): the
 * link a lender sends when the applicant left before signing. The contract,
 * the signature, then the confirmation (a copy emailed, and to download)
 * and the completion screen (C §3.8).
 */
const SignaturePage = ({ slug }: { readonly slug: string }) => {
  const [signed, setSigned] = useState(false);
  const onSigned = useCallback(() => {
    setSigned(true);
    tellParent(frameMessage.onboardingStepAttained(RenewalStep.Signature));
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="lead-flow" data-phase={signed ? "completed" : "step"} data-step={RenewalStep.Signature}>
      <RenewalProgress className="lead-progress" step={RenewalStep.Signature} />
      <div className="lead-card">
        {signed ? (
          <>
            <SignedConfirmation slug={slug} />
            <RenewalCompletion className="lead-completion" />
          </>
        ) : (
          <SignatureStep slug={slug} onSigned={onSigned} />
        )}
      </div>
    </div>
  );
};

export default SignaturePage;
