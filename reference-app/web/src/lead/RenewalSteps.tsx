import { RenewalStep } from "@lendkit/core";
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
import { SignatureStep } from "./SignatureStep.js";

/**
 * The renewal's steps after the code (C §2, §3.6–§3.8): the calculator (1),
 * bank verification (2), address (21), income (23), references (24) with
 * what the flow already saved, and the signature (3). Loaded on demand by
 * the renewal page.
 */
const RenewalSteps = ({ screen }: { readonly screen: RenewalScreenProps }) => {
  const { renewal, api, now } = screen;
  const { step, slug } = renewal.state;
  const formStep = step === RenewalStep.Address || step === RenewalStep.Job || step === RenewalStep.Refs;
  const saved = useSavedForms(slug, formStep, step);
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

export default RenewalSteps;
