import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import type { CalendarDate } from "@internationalized/date";
import {
  applicantBasicFields,
  applicantBasicProblems,
  birthDateSetPart,
  birthDayOptions,
  birthMonthOptions,
  birthYearOptions,
  emptyApplicantBasicInfo,
  flowFieldErrorText,
  frameMessage,
  labelColon,
  type ApplicantBasicField,
  type ApplicantBasicInfo,
  type ApplicantBasicProblem,
  type BirthDatePart,
  type FlowFieldError,
  type Lang,
  type MessageKey,
} from "@lendkit/core";
import { MaskedField, RequiredFieldsPopup, useMessages } from "@lendkit/react";
import { contentHeight, tellParent } from "./frame.js";
import { leadText, type LeadTextKey } from "./texts.js";

/**
 * The new applicant's basic information (the first step of /go/cash,
 * /go/min/:token/basic and the partner page): name, birthdate (year, then
 * month, then day, with core's lists, as on the account form), email, cell
 * phone (core's phone mask) and the consent to receive the code. Core's
 * `applicantBasicProblems` judges it; errors show after the first Continue,
 * each under its field and named in a summary. Only birthdates the server's
 * age rule accepts are offered (core's pickers and `birthDateSetPart` with
 * `today`); a refusal of the server naming fields shows on those fields, in
 * the summary and in the validation popup, in the applicant's language, and
 * the parent page is told to scroll (C §5).
 */
export type BasicInfo = ApplicantBasicInfo;

export const emptyBasicInfo: BasicInfo = emptyApplicantBasicInfo;

type Field = ApplicantBasicField;

/** The words of each of core's problems. */
const problemTexts: Record<ApplicantBasicProblem, LeadTextKey> = {
  required: "basic.required",
  email: "basic.badEmail",
  phone: "basic.badPhone",
  consent: "basic.consentRequired",
};

const pad = (value: number) => String(value).padStart(2, "0");

/** The birthdate as the server takes it (yyyy-mm-dd); "" when incomplete. */
export const basicBirthDate = (form: BasicInfo): string =>
  form.birthDateYear && form.birthDateMonth && form.birthDateDay ? `${form.birthDateYear}-${pad(form.birthDateMonth)}-${pad(form.birthDateDay)}` : "";

const labels: Record<Field, LeadTextKey> = {
  firstName: "basic.firstName",
  lastName: "basic.lastName",
  birthDate: "basic.birthDate",
  email: "basic.email",
  cellPhone: "basic.cellPhone",
  isAcceptChecked: "basic.consent",
};

/** What a send answers: null when sent, an alert text, or the fields the server refused. */
export type BasicSubmitOutcome = string | null | { readonly alert: string | null; readonly fieldErrors: readonly FlowFieldError[] };

const fields: readonly Field[] = applicantBasicFields;
const isField = (name: string): name is Field => (fields as readonly string[]).includes(name);

export interface BasicInfoFormProps {
  readonly lang: Lang;
  readonly today: CalendarDate;
  readonly title: ReactNode;
  readonly initial?: BasicInfo;
  /** Sends the form; resolves with an error text or the refused fields to show, or null when sent. */
  readonly onSubmit: (form: BasicInfo) => Promise<BasicSubmitOutcome>;
  /** Below the form (the existing-customer link). */
  readonly footer?: ReactNode;
}

export const BasicInfoForm = ({ lang, today, title, initial, onSubmit, footer }: BasicInfoFormProps) => {
  const t = useMessages();
  const id = useId();
  const [form, setForm] = useState<BasicInfo>(initial ?? emptyBasicInfo);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // The server's refusals by field (its texts in the applicant's language), until the field changes.
  const [refused, setRefused] = useState<Partial<Record<Field, FlowFieldError>>>({});
  const [popupOpen, setPopupOpen] = useState(false);
  const errors = useMemo(() => (tried ? applicantBasicProblems(form) : {}), [tried, form]);
  const years = useMemo(() => birthYearOptions(today), [today]);
  const months = birthMonthOptions(form.birthDateYear, today);
  const days = birthDayOptions(form.birthDateYear, form.birthDateMonth, today);
  const forget = (field: Field) =>
    setRefused((current) => {
      if (!current[field]) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  const set = <K extends keyof BasicInfo>(key: K, value: BasicInfo[K]) => {
    if (isField(key)) forget(key);
    setForm((current) => ({ ...current, [key]: value }));
  };
  const setBirth = (part: BirthDatePart, text: string) => {
    forget("birthDate");
    setForm((current) => birthDateSetPart(current, part, text === "" ? null : Number(text), today));
  };
  const scrollParent = () => {
    window.scrollTo(0, 0);
    tellParent(frameMessage.scrollUp(contentHeight(), 0));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setAlert(null);
    setRefused({});
    if (Object.keys(applicantBasicProblems(form)).length > 0) {
      scrollParent();
      return;
    }
    setBusy(true);
    const outcome = await onSubmit(form);
    setBusy(false);
    if (outcome === null || typeof outcome === "string") {
      setAlert(outcome);
      return;
    }
    const byField: Partial<Record<Field, FlowFieldError>> = {};
    for (const each of outcome.fieldErrors) if (isField(each.field)) byField[each.field] ??= each;
    setRefused(byField);
    setAlert(outcome.alert ?? (Object.keys(byField).length === 0 ? leadText(lang, "lead.error.generic") : null));
    if (Object.keys(byField).length > 0) setPopupOpen(true);
    scrollParent();
  };

  const fieldIds = (field: Field) => ({ input: `${id}-${field}`, error: `${id}-${field}-error` });
  const invalid = (field: Field) => errors[field] !== undefined || refused[field] !== undefined;
  const describe = (field: Field) => (invalid(field) ? { "aria-invalid": true as const, "aria-describedby": fieldIds(field).error } : {});
  /** A field's problem: the form's own rule first, else the server's refusal. */
  const problemText = (field: Field): string | null => {
    const own = errors[field];
    if (own !== undefined) return leadText(lang, problemTexts[own]);
    const server = refused[field];
    return server ? flowFieldErrorText(lang, server) : null;
  };
  const errorText = (field: Field) =>
    invalid(field) ? (
      <span className="lead-error" id={fieldIds(field).error}>
        {problemText(field)}
      </span>
    ) : null;
  const text = (field: "firstName" | "lastName" | "email", autoComplete: string, type = "text") => (
    <div className="lead-field" data-invalid={invalid(field) || undefined}>
      <label htmlFor={fieldIds(field).input}>{leadText(lang, labels[field])}</label>
      <input
        id={fieldIds(field).input}
        name={field}
        type={type}
        autoComplete={autoComplete}
        maxLength={field === "email" ? 254 : 100}
        value={form[field]}
        disabled={busy}
        aria-required="true"
        onChange={(event) => set(field, event.target.value)}
        {...describe(field)}
      />
      {errorText(field)}
    </div>
  );
  const birthSelect = (part: BirthDatePart, labelKey: MessageKey, options: readonly number[], disabled: boolean) => (
    <div className="lead-field">
      <label htmlFor={`${id}-${part}`}>{t(labelKey)}</label>
      <select
        id={`${id}-${part}`}
        name={part}
        value={form[part] === null ? "" : String(form[part])}
        disabled={disabled || busy}
        aria-required="true"
        onChange={(event) => setBirth(part, event.target.value)}
        {...(invalid("birthDate") && (form[part] === null || refused.birthDate) ? { "aria-invalid": true, "aria-describedby": fieldIds("birthDate").error } : {})}
      >
        <option value="">{t(labelKey)}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {part === "birthDateMonth" ? t(`account.month.${option}` as MessageKey) : option}
          </option>
        ))}
      </select>
    </div>
  );
  const problems = fields.filter((field) => invalid(field));

  return (
    <form className="lead-form lead-basic" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{title}</h1>
      <p className="lead-intro">{leadText(lang, "basic.intro")}</p>
      <RequiredFieldsPopup
        isOpen={popupOpen}
        onOpenChange={setPopupOpen}
        errors={fields.flatMap((field) => (refused[field] ? [`${leadText(lang, labels[field])}${labelColon(lang)}${flowFieldErrorText(lang, refused[field])}`] : []))}
      />
      {problems.length > 0 ? (
        <div className="lead-summary" role="alert">
          <p>{leadText(lang, "basic.fixErrors")}</p>
          <ul>
            {problems.map((field) => (
              <li key={field}>
                <a href={`#${field === "birthDate" ? `${id}-birthDateYear` : fieldIds(field).input}`}>{leadText(lang, labels[field])}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="lead-row">
        {text("firstName", "given-name")}
        {text("lastName", "family-name")}
      </div>
      <fieldset className="lead-birth" data-invalid={invalid("birthDate") || undefined}>
        <legend>{leadText(lang, "basic.birthDate")}</legend>
        <div className="lead-row lead-row-3">
          {birthSelect("birthDateYear", "account.field.birthDateYear", years, false)}
          {birthSelect("birthDateMonth", "account.field.birthDateMonth", months.options, months.disabled)}
          {birthSelect("birthDateDay", "account.field.birthDateDay", days.options, days.disabled)}
        </div>
        {errorText("birthDate")}
      </fieldset>
      {text("email", "email", "email")}
      <MaskedField
        kind="phone"
        callLink={false}
        className="lead-field"
        id={fieldIds("cellPhone").input}
        name="cellPhone"
        label={leadText(lang, labels.cellPhone)}
        autoComplete="tel-national"
        placeholder="(###) ###-####"
        value={form.cellPhone}
        onChange={(digits) => set("cellPhone", digits)}
        isRequired
        isDisabled={busy}
        isInvalid={invalid("cellPhone")}
        helperText={problemText("cellPhone") ?? undefined}
      />
      <label className="lead-check" data-invalid={invalid("isAcceptChecked") || undefined}>
        <input
          id={fieldIds("isAcceptChecked").input}
          type="checkbox"
          name="isAcceptChecked"
          checked={form.isAcceptChecked}
          disabled={busy}
          onChange={(event) => set("isAcceptChecked", event.target.checked)}
          {...describe("isAcceptChecked")}
        />
        <span>{leadText(lang, "basic.consent")}</span>
      </label>
      {errorText("isAcceptChecked")}
      <div role="alert" className="lead-alert-slot">
        {alert ? <p className="lead-alert">{alert}</p> : null}
      </div>
      <button type="submit" className="lead-button lead-button-wide" disabled={busy}>
        {leadText(lang, busy ? "basic.sending" : "basic.submit")}
      </button>
      {footer}
    </form>
  );
};
