import { forwardRef, useId, type ForwardedRef } from "react";
import { bankMessages } from "@lendkit/core";
import { Button } from "react-aria-components";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useMessages } from "../provider/messages.js";
import { headingTag, type HeadingLevel } from "../dom/heading.js";
import { useManualBankState, useManualBankVerification } from "./useManualBankVerification.js";

/** The state the section's `className` and `style` may be computed from. */
export interface ManualBankVerificationRenderState {
  /** How many pictures are in. */
  readonly images: number;
}

/** Props of `ManualBankVerification`: its own, plus DOM props for the `<section>`. */
export type ManualBankVerificationProps = ManualBankVerificationOwnProps &
  DomProps<HTMLElement, ManualBankVerificationRenderState, ManualBankVerificationOwnProps>;

/** The manual verification's own props. */
export interface ManualBankVerificationOwnProps {
  /** Uploads one picture of a statement. */
  readonly onUpload: (file: File) => Promise<unknown>;
  /** Submits the step once pictures are in. */
  readonly onSubmit: () => Promise<unknown>;
  /** Called once when the step is complete. */
  readonly onCompleted?: () => void;
  /** Level of the step's title (h2 by default). */
  readonly headingLevel?: HeadingLevel;
}

/**
 * The manual bank verification (C §3.7): title, the request for the last
 * 3 months of statements, a picture upload, and a full-width Continue
 * disabled until one picture is in (and while submitting), its text from core.
 *
 * @example
 * <ManualBankVerification onUpload={(file) => api.uploadStatement(slug, file)} onSubmit={() => api.completeManual(slug)} onCompleted={next} />
 */
export const ManualBankVerification = /* @__PURE__ */ forwardRef(function ManualBankVerification(
  { onUpload, onSubmit, onCompleted, headingLevel = 2, ...dom }: ManualBankVerificationProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const Title = headingTag(headingLevel);
  const t = useMessages(bankMessages);
  const titleId = useId();
  const explanationId = useId();
  const manual = useManualBankState();
  const aria = useManualBankVerification({ manual, onUpload, onSubmit, onCompleted });
  return (
    <section
      {...mergeDomProps(dom, { images: aria.images }, {
        "aria-labelledby": titleId,
        "data-images": aria.images,
        "data-lendkit": "manual-bank-verification",
      })}
      ref={ref}
    >
      <Title id={titleId}>{t("bank.manual.title")}</Title>
      <p id={explanationId}>{t("bank.manual.explanation")}</p>
      <input {...aria.fileInputProps} aria-labelledby={explanationId} />
      <Button {...aria.continueProps} data-full-width="">
        {t(aria.continueKey)}
      </Button>
    </section>
  );
});
