import { forwardRef, type ForwardedRef } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { dialogFocusRender, mergeDomProps, type DomProps } from "../dom/index.js";
import { useRequiredFieldsPopup, type UseRequiredFieldsPopupOptions } from "./useRequiredFieldsPopup.js";
import { useRequiredFieldsPopupState, type RequiredFieldsPopupStateOptions } from "./useRequiredFieldsPopupState.js";

/** The state the dialog's `className` and `style` may be computed from. */
export interface RequiredFieldsPopupRenderState {
  /** How many custom sections are listed. */
  readonly sectionCount: number;
}

/** Props of `RequiredFieldsPopup`: its own, plus DOM props for the dialog. */
export type RequiredFieldsPopupProps = RequiredFieldsPopupOwnProps &
  DomProps<HTMLElement, RequiredFieldsPopupRenderState, RequiredFieldsPopupOwnProps>;

/** The popup's own props. */
export interface RequiredFieldsPopupOwnProps extends UseRequiredFieldsPopupOptions, RequiredFieldsPopupStateOptions {
  /** Heading level of "Required Fields"; 2 by default (sections use the next level). */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5;
  /** Class of the overlay (backdrop). */
  readonly overlayClassName?: string;
  /** Class of the modal box (it carries the `--lendkit-popup-max-width` variable and a 512 px max width). */
  readonly modalClassName?: string;
}

/**
 * The Required Fields popup ("Champs Requis", A §2): a modal dialog with a
 * Close button listing the standard messages under "Fields in red are
 * required! Please fix the following errors:", then each custom section with
 * only its invalid fields, its header (default "Please fill in the following
 * fields:") and optional footer. Each list scrolls past 600 px; the box is at
 * most 512 px wide. Escape, Close and a click outside close it. Listed fields
 * carry `data-invalid` for the app to colour them red. A `Form` opens it when a
 * submit finds errors.
 *
 * @example
 * <RequiredFieldsPopup
 *   isOpen={open}
 *   onOpenChange={setOpen}
 *   errors={{ city: "Ville" }}
 *   sections={[{ sectionLabel: "Banque", elements: [{ label: "Transit", name: "transit", isValid: false }] }]}
 * />
 */
export const RequiredFieldsPopup = /* @__PURE__ */ forwardRef(function RequiredFieldsPopup(
  { errors, sections, isOpen, defaultOpen, onOpenChange, headingLevel = 2, overlayClassName, modalClassName, ...dom }: RequiredFieldsPopupProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const state = useRequiredFieldsPopupState({ isOpen, defaultOpen, onOpenChange });
  const { content, modalStyle, listStyle, closeButtonProps, idPrefix } = useRequiredFieldsPopup({ errors, sections }, state);
  const sectionLevel = (headingLevel + 1) as 2 | 3 | 4 | 5 | 6;
  return (
    <ModalOverlay isOpen={state.isOpen} onOpenChange={state.setOpen} isDismissable className={overlayClassName}>
      <Modal className={modalClassName} style={modalStyle}>
        <Dialog {...mergeDomProps(dom, { sectionCount: content.sections.length }, { "data-lendkit": "required-fields-popup" })} render={dialogFocusRender(dom)} ref={ref}>
          <Heading slot="title" level={headingLevel}>
            {content.heading}
          </Heading>
          {content.standard !== null && (
            <div data-part="standard">
              <p id={`${idPrefix}-standard`} data-part="intro">
                {content.standard.intro}
              </p>
              <ul aria-labelledby={`${idPrefix}-standard`} style={listStyle} tabIndex={0} data-part="list">
                {content.standard.messages.map((message, index) => (
                  <li key={`${index}-${message}`} data-invalid="">
                    {message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {content.sections.map((section, index) => (
            <section key={`${index}-${section.sectionLabel}`} aria-labelledby={`${idPrefix}-section-${index}`} data-part="section">
              <Heading level={sectionLevel} id={`${idPrefix}-section-${index}`}>
                {section.sectionLabel}
              </Heading>
              <p data-part="header">{section.header}</p>
              <ul aria-labelledby={`${idPrefix}-section-${index}`} style={listStyle} tabIndex={0} data-part="list">
                {section.validationFields.map((field, fieldIndex) => (
                  <li key={`${fieldIndex}-${field.label}`} data-invalid={field.isValid ? undefined : ""}>
                    {field.label}
                  </li>
                ))}
              </ul>
              {section.footer !== null && <p data-part="footer">{section.footer}</p>}
            </section>
          ))}
          <Button {...closeButtonProps} autoFocus data-part="close" />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
