import { useId } from "react";
import { Button } from "react-aria-components";
import { useMessages } from "../provider/index.js";
import { headingTag, type HeadingLevel } from "../dom/heading.js";
import { useManualBankState, useManualBankVerification } from "./useManualBankVerification.js";

/** Props of `ManualBankVerification`. */
export interface ManualBankVerificationProps {
  /** Uploads one picture of a statement. */
  readonly onUpload: (file: File) => Promise<unknown>;
  /** Submits the step once pictures are in. */
  readonly onSubmit: () => Promise<unknown>;
  /** Called once when the step is complete. */
  readonly onCompleted?: () => void;
  /** Level of the step's title (h2 by default). */
  readonly headingLevel?: HeadingLevel;
  readonly className?: string;
}

/**
 * The manual bank verification (C §3.7): title, the request for the last
 * 3 months of statements, a picture upload, and a full-width Continue
 * disabled until one picture is in (and while submitting), its text from core.
 *
 * @example
 * <ManualBankVerification onUpload={(file) => api.uploadStatement(slug, file)} onSubmit={() => api.completeManual(slug)} onCompleted={next} />
 */
export const ManualBankVerification = ({ onUpload, onSubmit, onCompleted, headingLevel = 2, className }: ManualBankVerificationProps) => {
  const Title = headingTag(headingLevel);
  const t = useMessages();
  const titleId = useId();
  const explanationId = useId();
  const manual = useManualBankState();
  const aria = useManualBankVerification({ manual, onUpload, onSubmit, onCompleted });
  return (
    <section className={className} aria-labelledby={titleId} data-images={aria.images}>
      <Title id={titleId}>{t("bank.manual.title")}</Title>
      <p id={explanationId}>{t("bank.manual.explanation")}</p>
      <input {...aria.fileInputProps} aria-labelledby={explanationId} />
      <Button {...aria.continueProps} data-full-width="">
        {t(aria.continueKey)}
      </Button>
    </section>
  );
};
