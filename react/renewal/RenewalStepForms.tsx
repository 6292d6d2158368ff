import { forwardRef, useId, type ForwardedRef, type ReactNode } from "react";
import { renewalMessages, accountMessages, commonMessages } from "@lendkit/core";
import { Button, FieldError, Input, Label, Text, TextField } from "react-aria-components";
import {
  emptyRenewalAddressForm,
  emptyRenewalIncomeForm,
  emptyRenewalReferencesForm,
  provinceOptions,
  renewalAddressErrors,
  renewalContactWarningKey,
  renewalIncomeErrors,
  renewalReferencesErrors,
  renewalRequiredFields,
  renewalSaveErrorKey,
  renewalStepTitleKey,
  workTypeOptions,
  type CodeOption,
  type RenewalTextKey,
  type RenewalAddressForm,
  type RenewalIncomeForm,
  type RenewalReferencesForm,
  type RenewalStep,
  type WebOnlyProvince,
} from "@lendkit/core";
import type { DomProps } from "../dom/index.js";
import { Form, type FormFieldProps, type FormRenderState } from "../form/index.js";
import { MaskedField } from "../maskedField/index.js";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { headingTag, type HeadingLevel } from "../dom/heading.js";
import { useRenewalStepForm, type RenewalStepFormApi } from "./useRenewalStepForm.js";

/** A text field for register props (react-aria TextField, helper text while invalid). */
const StepText = ({ field, inputMode }: { field: FormFieldProps; inputMode?: "numeric" }) => (
  <TextField
    name={field.name}
    value={typeof field.value === "string" ? field.value : field.value == null ? "" : String(field.value)}
    onChange={field.onChange}
    isRequired={field.isRequired}
    isDisabled={field.isDisabled}
    isInvalid={field.isInvalid}
    validationBehavior="aria"
    data-required-visible={field.requiredVisible || undefined}
  >
    <Label>{field.label}</Label>
    <Input inputMode={inputMode} />
    <FieldError>{field.helperText}</FieldError>
  </TextField>
);

/** A native select for register props, with its options' labels in the current language. */
const StepSelect = ({ field, options }: { field: FormFieldProps; options: readonly CodeOption<number>[] }) => {
  const { lang } = useLendkit();
  const id = useId();
  const errorId = `${id}-error`;
  const value = typeof field.value === "number" && field.value !== -1 ? String(field.value) : "";
  return (
    <div data-invalid={field.isInvalid || undefined} data-required-visible={field.requiredVisible || undefined}>
      <label htmlFor={id}>{field.label}</label>
      <select
        id={id}
        name={field.name}
        value={value}
        disabled={field.isDisabled}
        aria-required={field.isRequired || undefined}
        aria-invalid={field.isInvalid || undefined}
        aria-describedby={field.isInvalid && field.helperText ? errorId : undefined}
        onChange={(event) => field.onChange(event.target.value === "" ? null : Number(event.target.value))}
      >
        <option value="">{field.label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label[lang]}
          </option>
        ))}
      </select>
      {field.isInvalid && field.helperText ? <span id={errorId}>{field.helperText}</span> : null}
    </div>
  );
};

/** The shell shared by the three step forms: title, contact warning, save alert, Continue. */
const StepShell = <F extends object>({
  step,
  api,
  children,
  dom,
  formRef,
  headingLevel = 2,
}: {
  step: RenewalStep;
  api: RenewalStepFormApi<F>;
  children: ReactNode;
  dom: DomProps<HTMLFormElement, FormRenderState>;
  formRef: ForwardedRef<HTMLFormElement>;
  headingLevel?: HeadingLevel | undefined;
}) => {
  const Title = headingTag(headingLevel);
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const { tenant } = useLendkit();
  const titleId = useId();
  const titleKey = renewalStepTitleKey(step);
  const warningKey = tenant ? renewalContactWarningKey(tenant, step) : null;
  return (
    <Form {...dom} form={api.form} aria-labelledby={titleId} data-step={step} ref={formRef}>
      <Title id={titleId}>{titleKey ? t(titleKey) : null}</Title>
      {warningKey ? <p data-warning="">{t(warningKey)}</p> : null}
      {children}
      <div role="alert">{api.saveError ? t(api.saveError) : null}</div>
      <Button type="submit" isDisabled={api.form.disabled}>
        {t("common.continue")}
      </Button>
    </Form>
  );
};

/**
 * Props shared by the renewal step forms: their own, plus DOM props for the
 * `<form>` (`className` and `style` also as functions of `Form`'s state).
 */
export type RenewalStepFormProps<F> = RenewalStepFormOwnProps<F> & DomProps<HTMLFormElement, FormRenderState, RenewalStepFormOwnProps<F>>;

/** The step forms' own props. */
export interface RenewalStepFormOwnProps<F> {
  /** Starting values (the saved form); core's empty form by default. */
  readonly initial?: F;
  /** Saves a valid form; a rejection naming fields shows them on the fields, any other the step's save error. */
  readonly onSave: (form: F) => Promise<unknown>;
  /** Level of the step's title (h2 by default). */
  readonly headingLevel?: HeadingLevel;
  /** Called when a Continue finds errors and the validation popup opens (a framed page tells its parent to scroll, C §5). */
  readonly onErrorsShown?: () => void;
}

/** Props of the address step: the shared ones and the provinces the server offers. */
export type RenewalAddressStepProps = RenewalStepFormProps<RenewalAddressForm> & {
  /**
   * The provinces offered (C §5: "province options come from the server",
   * getWebOnlyProvinces through core's `webOnlyProvincesOf`), labelled in the
   * current language; core's whole province table until they are known.
   */
  readonly provinces?: readonly WebOnlyProvince[] | null;
};

/**
 * The address step (21, C §5): civic number, apartment (optional), street,
 * city, province (the server's list when given) and postal code (A1A 1A1
 * mask); core's `renewalAddressErrors` decides validity.
 *
 * @example
 * <RenewalAddressStep initial={saved} onSave={(form) => api.saveAddress(slug, form)} />
 */
export const RenewalAddressStep = /* @__PURE__ */ forwardRef(function RenewalAddressStep(
  { initial, onSave, onErrorsShown, headingLevel, provinces, ...dom }: RenewalAddressStepProps,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const api = useRenewalStepForm({ initial: initial ?? emptyRenewalAddressForm(), errorsOf: renewalAddressErrors, onSave, saveErrorKey: renewalSaveErrorKey(21), requiredFields: renewalRequiredFields.address, onErrorsShown });
  return (
    <StepShell step={21} api={api} dom={dom} formRef={ref} headingLevel={headingLevel}>
      <StepText field={api.field("civicNumber", "renewal.field.civicNumber")} />
      <StepText field={api.field("apartment", "renewal.field.apartment")} />
      <StepText field={api.field("street", "renewal.field.street")} />
      <StepText field={api.field("city", "renewal.field.city")} />
      <StepSelect
        field={api.field("provinceId", "renewal.field.provinceId")}
        options={provinces ? provinces.map((province) => ({ value: province.value, label: { fr: province.label, en: province.label } })) : provinceOptions}
      />
      <MaskedField kind="postalCode" {...api.field("postalCode", "renewal.field.postalCode")} />
    </StepShell>
  );
});

/**
 * The income step (23, C §5): status, occupation, years and months at the
 * job, company, contact, business phone (mask) and extension; core's
 * `renewalIncomeErrors` decides validity. The status list follows the
 * RestOfCanada feature (core's `workTypeOptions`).
 *
 * @example
 * <RenewalIncomeStep onSave={(form) => api.saveIncome(slug, form)} />
 */
export const RenewalIncomeStep = /* @__PURE__ */ forwardRef(function RenewalIncomeStep(
  { initial, onSave, onErrorsShown, headingLevel, ...dom }: RenewalStepFormProps<RenewalIncomeForm>,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const { features } = useLendkit();
  const api = useRenewalStepForm({ initial: initial ?? emptyRenewalIncomeForm(), errorsOf: renewalIncomeErrors, onSave, saveErrorKey: renewalSaveErrorKey(23), requiredFields: renewalRequiredFields.income, onErrorsShown });
  return (
    <StepShell step={23} api={api} dom={dom} formRef={ref} headingLevel={headingLevel}>
      <StepSelect field={api.field("workType", "renewal.field.workType")} options={workTypeOptions(features) as readonly CodeOption<number>[]} />
      <StepText field={api.field("workPoste", "renewal.field.workPoste")} />
      <StepText field={api.field("workYears", "renewal.field.workYears")} inputMode="numeric" />
      <StepText field={api.field("workMonth", "renewal.field.workMonth")} inputMode="numeric" />
      <StepText field={api.field("workCompany", "renewal.field.workCompany")} />
      <StepText field={api.field("workContact", "renewal.field.workContact")} />
      <MaskedField kind="phone" {...api.field("workPhone", "renewal.field.workPhone")} />
      <StepText field={api.field("workPhoneExt", "renewal.field.workPhoneExt")} inputMode="numeric" />
    </StepShell>
  );
});

const referenceGroup = (legendKey: RenewalTextKey, children: ReactNode, t: (key: RenewalTextKey) => string) => (
  <fieldset>
    <legend>{t(legendKey)}</legend>
    {children}
  </fieldset>
);

/**
 * The references step (24, C §5): reference 1 (name, phone, relationship)
 * required, reference 2 optional but its phone must have 10 digits when
 * given; core's `renewalReferencesErrors` decides validity.
 *
 * @example
 * <RenewalReferencesStep onSave={(form) => api.saveReferences(slug, form)} />
 */
export const RenewalReferencesStep = /* @__PURE__ */ forwardRef(function RenewalReferencesStep(
  { initial, onSave, onErrorsShown, headingLevel, ...dom }: RenewalStepFormProps<RenewalReferencesForm>,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const api = useRenewalStepForm({ initial: initial ?? emptyRenewalReferencesForm(), errorsOf: renewalReferencesErrors, onSave, saveErrorKey: renewalSaveErrorKey(24), requiredFields: renewalRequiredFields.references, onErrorsShown });
  return (
    <StepShell step={24} api={api} dom={dom} formRef={ref} headingLevel={headingLevel}>
      {referenceGroup(
        "renewal.references.first",
        <>
          <StepText field={api.field("refName", "renewal.field.refName")} />
          <MaskedField kind="phone" {...api.field("refCell", "renewal.field.refCell")} />
          <StepText field={api.field("refLink", "renewal.field.refLink")} />
        </>,
        t,
      )}
      {referenceGroup(
        "renewal.references.second",
        <>
          <StepText field={api.field("refName1", "renewal.field.refName1")} />
          <MaskedField kind="phone" {...api.field("refCell1", "renewal.field.refCell1")} />
          <StepText field={api.field("refLink1", "renewal.field.refLink1")} />
        </>,
        t,
      )}
    </StepShell>
  );
});
