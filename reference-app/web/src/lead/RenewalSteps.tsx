import { frameMessage, RenewalStep } from "@lendkit/core";
import {
  RenewalAddressStep,
  RenewalBasicScreen,
  RenewalIncomeStep,
  RenewalLoading,
  RenewalReferencesStep,
  type RenewalScreenProps,
} from "@lendkit/react";
import { BankStep } from "./BankStep.js";
import { useSavedForms } from "./flowData.js";
import { contentHeight, tellParent } from "./frame.js";
import { SignatureStep } from "./SignatureStep.js";

/** A Continue found errors and the validation popup opened: the parent page scrolls to the frame's top (C §5). */
const scrollParent = () => {
  window.scrollTo(0, 0);
  tellParent(frameMessage.scrollUp(contentHeight(), 0));
};

/**
 * The renewal's steps after the code (C §2, §3.6–§3.8): the calculator (1),
 * bank verification (2), address (21, prefilled from the file), income (23),
 * references (24) with what the flow already saved, and the signature (3). Loaded on demand by
 * the renewal page.
 */
const RenewalSteps = ({ screen }: { readonly screen: RenewalScreenProps }) => {
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
      // "Confirm your address": the saved answer, else the address on file.
      return <RenewalAddressStep className="lead-form" initial={saved?.address ?? saved?.addressOnFile} onSave={renewal.saveAddress} onErrorsShown={scrollParent} />;
    case RenewalStep.Job:
      return <RenewalIncomeStep className="lead-form" initial={saved?.income} onSave={renewal.saveIncome} onErrorsShown={scrollParent} />;
    case RenewalStep.Refs:
      return <RenewalReferencesStep className="lead-form" initial={saved?.references} onSave={renewal.saveReferences} onErrorsShown={scrollParent} />;
    case RenewalStep.Signature:
      return <SignatureStep slug={slug ?? ""} onSigned={renewal.completeStep} />;
    default:
      // The feature-driven reading's photo and cheque steps have no screen here (the server follows the fixed path).
      return null;
  }
};

export default RenewalSteps;
