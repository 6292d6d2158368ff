import {
  allRules,
  contractCheckedFields,
  contractFieldProblem,
  decodeFinanceLease,
  fieldProblemText,
  isAdmin,
  maskedFieldProblem,
  t,
  type FieldRule,
  type FormValues,
  type Lang,
} from "@lendkit/core";
import { MaskedField, SelectField, type FormApi, type FormFieldProps } from "@lendkit/react";
import { memo, useId, type ReactNode } from "react";
import type { FieldContext, FieldSection, FieldSpec } from "./fields.js";
import { ct } from "./texts.js";

/**
 * Renders the editor's field lists with the form engine: each field is
 * registered with its label, required flag and rule (core's mask problems,
 * core's finance schema for the semi-monthly days), then drawn with
 * @lendkit/react's MaskedField or SelectField, or a plain labelled input.
 */

type MaskKind = "money" | "percent" | "integer" | "phone" | "sin" | "postalCode" | "date";
const maskKinds: readonly string[] = ["money", "percent", "integer", "phone", "sin", "postalCode", "date"];

/** A field rule from core's mask rules: a complete phone, a valid SIN or postal code, a real date. */
const maskRule =
  (lang: Lang, kind: MaskKind): FieldRule =>
  (value) => {
    const text = value === null || value === undefined ? "" : String(value);
    const problem = kind === "phone" || kind === "sin" || kind === "postalCode" || kind === "date" ? maskedFieldProblem(kind, text) : null;
    return problem === null ? true : t(lang, problem);
  };

/** The semi-monthly days (B §5: 1 to 27), checked by core's finance schema itself. */
const dayOfMonthRule =
  (lang: Lang, key: string): FieldRule =>
  (value) =>
    value === null || value === undefined || decodeFinanceLease({ [key]: value }).ok || ct(lang, "rule.dayOfMonth");

/** A value as text, to tell whether a field still holds what was sent. */
const sameText = (a: unknown, b: unknown): boolean => String(a ?? "") === String(b ?? "");

/**
 * The server's refusal of this field at the last save (issue 15 §4), shown
 * until the user changes the value sent.
 */
const serverRule =
  (refused: { readonly message: string; readonly value: unknown }): FieldRule =>
  (value) =>
    !sameText(value, refused.value) || refused.message;

/** Core's contract field rules (issue 15 §4): birth date, email, VIN, rates; run as the user types. */
const contractRule =
  (lang: Lang, path: string, today: NonNullable<FieldContext["today"]>): FieldRule =>
  (value) => {
    const code = contractFieldProblem(path, value, today);
    return code === null ? true : fieldProblemText(lang, code);
  };

const ruleOf = (spec: FieldSpec, context: FieldContext): FieldRule | undefined => {
  const { lang } = context;
  const rules: FieldRule[] = [];
  const refused = context.serverErrors?.[spec.path];
  if (refused) rules.push(serverRule(refused));
  if (spec.path.startsWith("financeLease.biMonthly")) rules.push(dayOfMonthRule(lang, spec.path.slice("financeLease.".length)));
  else if (spec.kind === "phone" || spec.kind === "sin" || spec.kind === "postalCode" || spec.kind === "date") rules.push(maskRule(lang, spec.kind));
  if (context.today && contractCheckedFields.includes(spec.path)) rules.push(contractRule(lang, spec.path, context.today));
  return rules.length === 0 ? undefined : rules.length === 1 ? rules[0] : allRules(...rules);
};

const isRequired = (spec: FieldSpec, values: FormValues): boolean =>
  typeof spec.required === "function" ? spec.required(values) : spec.required === true;

/** Registers a field and returns its props (label in the user's language). */
export const registerField = (form: FormApi, spec: FieldSpec, context: FieldContext, disabled: boolean): FormFieldProps =>
  form.register(spec.path, {
    label: ct(context.lang, spec.label, spec.labelParams),
    required: isRequired(spec, form.values),
    rules: ruleOf(spec, context),
    disabled,
  });

const PlainField = ({ field, kind }: { readonly field: FormFieldProps; readonly kind: "text" | "email" | "textarea" }) => {
  const id = useId();
  const helpId = `${id}-help`;
  const common = {
    id,
    name: field.name,
    value: typeof field.value === "string" ? field.value : "",
    disabled: field.isDisabled,
    "aria-invalid": field.isInvalid || undefined,
    "aria-required": field.isRequired || undefined,
    "aria-describedby": field.helperText ? helpId : undefined,
  };
  return (
    <div className="field" data-kind={kind} data-invalid={field.isInvalid || undefined} data-required-visible={field.requiredVisible || undefined}>
      <label htmlFor={id}>{field.label}</label>
      {kind === "textarea" ? (
        <textarea {...common} rows={3} onChange={(event) => field.onChange(event.target.value)} />
      ) : (
        <input {...common} type={kind === "email" ? "email" : "text"} autoComplete="off" onChange={(event) => field.onChange(event.target.value)} />
      )}
      {field.helperText ? (
        <span id={helpId} className="field-help">
          {field.helperText}
        </span>
      ) : null}
    </div>
  );
};

const FlagField = ({ field }: { readonly field: FormFieldProps }) => (
  <label className="field flag-field">
    <input type="checkbox" name={field.name} checked={field.value === true} disabled={field.isDisabled} onChange={(event) => field.onChange(event.target.checked)} />
    <span>{field.label}</span>
  </label>
);

const sameField = (a: FormFieldProps, b: FormFieldProps): boolean =>
  a.name === b.name &&
  a.label === b.label &&
  Object.is(a.value, b.value) &&
  a.isRequired === b.isRequired &&
  a.isDisabled === b.isDisabled &&
  a.isInvalid === b.isInvalid &&
  a.helperText === b.helperText &&
  a.requiredVisible === b.requiredVisible;

const sameContext = (a: FieldContext, b: FieldContext): boolean =>
  a.lang === b.lang && a.role === b.role && a.tenant === b.tenant && a.features === b.features && a.currentYear === b.currentYear;

interface FieldViewProps {
  readonly spec: FieldSpec;
  readonly field: FormFieldProps;
  readonly context: FieldContext;
  readonly description?: ReactNode;
}

/**
 * One field of a spec, drawn by its kind. The form registers every field on
 * each of its renders (so hidden tabs still count on save); a field is drawn
 * again only when what it shows changed, so typing in one field does not
 * redraw the two hundred others. (`onChange` only names the field: an older
 * one does the same.)
 */
export const SpecField = memo(
  ({ spec, field, context, description }: FieldViewProps) => {
    if (spec.kind === "flag") return <FlagField field={field} />;
    if (spec.kind === "select") {
      return (
        <div className="select-wrap" data-required-visible={field.requiredVisible || undefined}>
          <SelectField
            label={field.label}
            name={field.name}
            options={spec.options?.(context) ?? []}
            value={(field.value as string | number | null) ?? null}
            onChange={(value) => field.onChange(value)}
            isRequired={field.isRequired}
            isInvalid={field.isInvalid}
            isDisabled={field.isDisabled}
            description={description}
            className="field select-field"
            buttonClassName="select-button"
            popoverClassName="ct-popover"
            itemClassName="ct-option"
          />
        </div>
      );
    }
    if (maskKinds.includes(spec.kind)) {
      return <MaskedField kind={spec.kind as MaskKind} {...field} decimals={spec.decimals} description={description} className="field masked-field" />;
    }
    return <PlainField field={field} kind={spec.kind as "text" | "email" | "textarea"} />;
  },
  (a, b) => a.spec === b.spec && a.description === b.description && sameField(a.field, b.field) && sameContext(a.context, b.context),
);
SpecField.displayName = "SpecField";

/** A titled group of fields; hidden sections and fields are not rendered (so the form forgets them). */
export const FieldSectionView = ({
  section,
  form,
  context,
  disabled,
  children,
  extra,
}: {
  readonly section: FieldSection;
  readonly form: FormApi;
  readonly context: FieldContext;
  readonly disabled: boolean;
  readonly children?: ReactNode;
  /** Extra content under a field, by path (a hint, a conversion). */
  readonly extra?: Readonly<Record<string, ReactNode>>;
}) => {
  if (section.showIf && !section.showIf(form.values, context)) return null;
  const fields = section.fields.filter((spec) => (!spec.adminOnly || isAdmin(context.role)) && (!spec.showIf || spec.showIf(form.values)));
  return (
    <fieldset className="form-section" data-section={section.id}>
      <legend>{ct(context.lang, section.title)}</legend>
      <div className="field-grid">
        {fields.map((spec) => (
          <div key={spec.path} className={spec.wide || spec.kind === "textarea" ? "cell wide" : "cell"}>
            <SpecField spec={spec} field={registerField(form, spec, context, disabled)} context={context} description={extra?.[spec.path]} />
          </div>
        ))}
      </div>
      {children}
    </fieldset>
  );
};
