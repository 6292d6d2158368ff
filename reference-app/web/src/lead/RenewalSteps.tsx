import { useEffect, useState } from "react";
import { frameMessage, renewalCalls, RenewalStep, webOnlyProvincesOf, type Lang, type WebOnlyProvince } from "@lendkit/core";
import {
  RenewalAddressStep,
  RenewalBasicScreen,
  RenewalIncomeStep,
  RenewalLoading,
  RenewalReferencesStep,
  type RenewalScreenProps,
  useLendkit,
} from "@lendkit/react";
import { BankStep } from "./BankStep.js";
import { useSavedForms } from "./flowData.js";
import { useLeadSession } from "./LeadSession.js";
import { contentHeight, tellParent } from "./frame.js";
import { SignatureStep } from "./SignatureStep.js";

/** A Continue found errors and the validation popup opened: the parent page scrolls to the frame's top (C §5). */
const scrollParent = () => {
  window.scrollTo(0, 0);
  tellParent(frameMessage.scrollUp(contentHeight(), 0));
};

/**
 * The provinces the address step offers: the lender's own list
 * (getWebOnlyProvinces, C §5 "province options come from the server"), in
 * the applicant's language; undefined while it loads, null when it failed
 * (the step then offers core's table and the server still refuses a
 * province it does not serve).
 */
const useWebOnlyProvinces = (wanted: boolean, lang: Lang): readonly WebOnlyProvince[] | null | undefined => {
  const { call } = useLeadSession();
  const [provinces, setProvinces] = useState<{ readonly lang: Lang; readonly list: readonly WebOnlyProvince[] | null } | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    call<unknown>(renewalCalls.webOnlyProvinces(lang).path).then(
      (result) => active && setProvinces({ lang, list: webOnlyProvincesOf(result) }),
      () => active && setProvinces({ lang, list: null }),
    );
    return () => {
      active = false;
    };
  }, [wanted, lang]);
  // A list in the other language is kept while the new one loads (no blank select on a language switch).
  return provinces?.list;
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
  const saved = useSavedForms(slug, formStep, step);
  const { lang } = useLendkit();
  const provinces = useWebOnlyProvinces(step === RenewalStep.Address, lang);
  if (formStep && saved === undefined) return <RenewalLoading className="lead-loading" />;
  if (step === RenewalStep.Address && provinces === undefined) return <RenewalLoading className="lead-loading" />;
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
          headingLevel={screen.headingLevel}
        />
      );
    case RenewalStep.Address:
      // "Confirm your address": the saved answer, else the address on file.
      return <RenewalAddressStep className="lead-form" initial={saved?.address ?? saved?.addressOnFile} onSave={renewal.saveAddress} onErrorsShown={scrollParent} provinces={provinces} headingLevel={screen.headingLevel} />;
    case RenewalStep.Job:
      return <RenewalIncomeStep className="lead-form" initial={saved?.income} onSave={renewal.saveIncome} onErrorsShown={scrollParent} headingLevel={screen.headingLevel} />;
    case RenewalStep.Refs:
      return <RenewalReferencesStep className="lead-form" initial={saved?.references} onSave={renewal.saveReferences} onErrorsShown={scrollParent} headingLevel={screen.headingLevel} />;
    case RenewalStep.Signature:
      return <SignatureStep slug={slug ?? ""} onSigned={renewal.completeStep} />;
    default:
      // The feature-driven reading's photo and cheque steps have no screen here (the server follows the fixed path).
      return null;
  }
};

export default RenewalSteps;
