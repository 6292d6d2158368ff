import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { accountMessages, renewalMessages } from "@lendkit/core";
import { Button, Checkbox, FieldError, Input, Label, TextField } from "react-aria-components";
import { MaskedField } from "../maskedField/index.js";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useMessages } from "../provider/messages.js";
import type { AccountEntryAria } from "./useAccountEntry.js";
import type { BirthPart } from "./useAccountEntryState.js";

/** The state the form's `className` and `style` may be computed from. */
export interface AccountLoginFormRenderState {
  /** True while a code-request failure is shown. */
  readonly hasFailure: boolean;
}

/** Props of `AccountLoginForm`: its own, plus DOM props for the `<form>`. */
export type AccountLoginFormProps = AccountLoginFormOwnProps & DomProps<HTMLFormElement, AccountLoginFormRenderState, AccountLoginFormOwnProps>;

/** The form's own props. */
export interface AccountLoginFormOwnProps {
  /** The prop objects from `useAccountEntry`. */
  readonly aria: AccountEntryAria;
  /** The form's heading; "Trying to access your account?" by default. */
  readonly title?: ReactNode;
  /** Level of the form's heading; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /**
   * The consent box's visible indicator (react-aria's checkbox input is
   * hidden): content, or a function of `{ isSelected }`; "☑"/"☐" by default.
   * It is decorative; the checkbox keeps its name and state.
   */
  readonly consentIndicator?: ConsentIndicator;
  /**
   * Shows the optional cell phone (the renewal's step 0, C §2), with the
   * phone mask; off for the account page, whose form has none.
   */
  readonly withCellPhone?: boolean;
}

/** The consent box's indicator: content, or a function of the box's state. */
export type ConsentIndicator = ReactNode | ((state: { readonly isSelected: boolean }) => ReactNode);

const defaultConsentIndicator = ({ isSelected }: { readonly isSelected: boolean }) => (isSelected ? "☑" : "☐");

/** A text of the account catalog. */
type AccountTextKey = keyof typeof accountMessages.en;

const partLabel: Record<BirthPart, AccountTextKey> = {
  birthDateYear: "account.field.birthDateYear",
  birthDateMonth: "account.field.birthDateMonth",
  birthDateDay: "account.field.birthDateDay",
};

/**
 * The existing-client form (C §2, §3.2): the birthdate selects (year, then
 * month, then day), email, the renewal's optional cell phone, the consent box, the code-request failure (with
 * "I never had a loan with you ?") and SUBMIT. Shared by the account entry
 * and the renewal flow's step 0; the behaviour is `useAccountEntry`'s.
 *
 * @example
 * const entry = useAccountEntryState();
 * const aria = useAccountEntry({ entry, lang, today, now: Date.now, onRequestCode });
 * <AccountLoginForm aria={aria} />
 */
export const AccountLoginForm = /* @__PURE__ */ forwardRef(function AccountLoginForm(
  { aria, title, headingLevel = 2, consentIndicator = defaultConsentIndicator, withCellPhone = false, ...dom }: AccountLoginFormProps,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const t = useMessages(accountMessages, renewalMessages);
  const Heading = `h${headingLevel}` as const;
  return (
    <form {...mergeDomProps(dom, { hasFailure: Boolean(aria.failure) }, { ...aria.formProps, "data-phase": "login" })} ref={ref}>
      <Heading id={aria.titleId}>{title ?? t("account.login.title")}</Heading>
      <fieldset>
        <legend>{t("account.field.birthDate")}</legend>
        {(Object.keys(partLabel) as BirthPart[]).map((part) => {
          const select = aria.selects[part];
          return (
            <div key={part} data-part={part} data-invalid={select.props["aria-invalid"] || undefined}>
              <label htmlFor={select.props.id}>{t(partLabel[part])}</label>
              <select {...select.props}>
                <option value="">{t(partLabel[part])}</option>
                {select.options.map((option) => (
                  <option key={option} value={option}>
                    {part === "birthDateMonth" ? t(`account.month.${option}` as AccountTextKey) : option}
                  </option>
                ))}
              </select>
              {select.props["aria-invalid"] ? <span id={select.errorId}>{t("account.validation.required")}</span> : null}
            </div>
          );
        })}
      </fieldset>
      <TextField {...aria.emailProps}>
        <Label>{t("account.field.email")}</Label>
        <Input />
        <FieldError>{t("account.validation.required")}</FieldError>
      </TextField>
      {withCellPhone ? (
        <MaskedField
          {...aria.cellPhoneProps}
          label={t("account.field.cellPhone")}
          helperText={aria.cellPhoneProps.isInvalid ? t("renewal.validation.phone") : undefined}
        />
      ) : null}
      <Checkbox {...aria.consentProps}>
        {({ isSelected }) => (
          <>
            <span aria-hidden="true" data-part="consent-indicator">
              {typeof consentIndicator === "function" ? consentIndicator({ isSelected }) : consentIndicator}
            </span>
            {t("account.consent")}
          </>
        )}
      </Checkbox>
      {aria.failure ? (
        <div role="alert" data-failure={aria.failure.key}>
          <p>{t(aria.failure.key)}</p>
          {"retryAfterMinutes" in aria.failure && aria.failure.retryAfterMinutes !== null ? (
            <p data-retry-after="">{t("account.error.retryIn", { minutes: String(aria.failure.retryAfterMinutes) })}</p>
          ) : null}
          {"link" in aria.failure ? <Button {...aria.neverHadLoanProps}>{t(aria.failure.link.key)}</Button> : null}
        </div>
      ) : null}
      <Button {...aria.submitProps}>{t("account.submit")}</Button>
    </form>
  );
});
