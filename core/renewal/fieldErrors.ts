import * as flowsCatalog from "../i18n/catalog/flowFields.js";
import * as renewalCatalog from "../i18n/catalog/renewal.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";

/**
 * Per-field refusals of the flow steps (C §5, C §8): the server names each
 * field it refuses with a catalog key (and its placeholder values), in the
 * refusal's `Result.fieldErrors`, so the applicant reads each problem on its
 * field, in their language — never a generic "call support". The keys are
 * the renewal forms' rules (`renewal.validation.*`) and the server's own
 * checks (`flows.error.*`); anything else in an answer is dropped.
 */

/** The keys a field refusal may carry. */
export const flowFieldErrorKeys = [
  "renewal.validation.required",
  "renewal.validation.maxLength",
  "renewal.validation.digits",
  "renewal.validation.phone",
  "renewal.validation.postalCode",
  "renewal.validation.province",
  "renewal.validation.postalCodeProvince",
  "renewal.validation.months",
  "renewal.validation.ownPhone",
  "flows.error.provinceNotServed",
  "flows.error.consentRequired",
  "flows.error.underAge",
  "flows.error.overAge",
  "flows.error.fieldInvalid",
] as const;

/** A key a field refusal may carry. */
export type FlowFieldErrorKey = (typeof flowFieldErrorKeys)[number];

/** One refused field: its name in the request body, the catalog key and the key's values. */
export interface FlowFieldError {
  readonly field: string;
  readonly key: FlowFieldErrorKey;
  readonly params?: Readonly<Record<string, number>>;
}

const t = translator<FlowFieldErrorKey>({
  en: { ...flowsCatalog.en, ...renewalCatalog.en },
  fr: { ...flowsCatalog.fr, ...renewalCatalog.fr },
});

const isKey = (value: unknown): value is FlowFieldErrorKey => (flowFieldErrorKeys as readonly unknown[]).includes(value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The field refusals of a rule's errors by field (`renewalAddressErrors` and
 * the like), in the order given; keys outside `flowFieldErrorKeys` become
 * `flows.error.fieldInvalid`.
 *
 * @example
 * flowFieldErrorsOf({ city: { key: "renewal.validation.maxLength", params: { max: 100 } } })
 * // [{ field: "city", key: "renewal.validation.maxLength", params: { max: 100 } }]
 */
export const flowFieldErrorsOf = (
  errors: Readonly<Record<string, { readonly key: string; readonly params?: Readonly<Record<string, number>> } | undefined>>,
): FlowFieldError[] =>
  Object.entries(errors).flatMap(([field, error]) =>
    error ? [{ field, key: isKey(error.key) ? error.key : "flows.error.fieldInvalid", ...(error.params ? { params: error.params } : {}) }] : [],
  );

/**
 * Reads the field refusals of a refused answer (`{ Success: false, Result:
 * { fieldErrors: [...] } }`): only well-formed entries with a known key and
 * numeric values are kept, at most one per field (the first); [] for
 * anything else.
 *
 * @example
 * readFlowFieldErrors({ Success: false, Result: { fieldErrors: [{ field: "city", key: "renewal.validation.required" }] } })
 * // [{ field: "city", key: "renewal.validation.required" }]
 */
export const readFlowFieldErrors = (body: unknown): readonly FlowFieldError[] => {
  if (!isRecord(body) || !isRecord(body.Result) || !Array.isArray(body.Result.fieldErrors)) return [];
  const seen = new Set<string>();
  const found: FlowFieldError[] = [];
  for (const entry of body.Result.fieldErrors.slice(0, 50)) {
    if (!isRecord(entry) || typeof entry.field !== "string" || !/^[A-Za-z0-9_]{1,50}$/.test(entry.field) || !isKey(entry.key)) continue;
    if (seen.has(entry.field)) continue;
    const params = isRecord(entry.params)
      ? Object.fromEntries(Object.entries(entry.params).filter(([, value]) => typeof value === "number" && Number.isFinite(value)))
      : null;
    seen.add(entry.field);
    found.push({ field: entry.field, key: entry.key, ...(params && Object.keys(params).length > 0 ? { params: params as Record<string, number> } : {}) });
  }
  return found;
};

/**
 * A field refusal's text in `lang`.
 *
 * @example
 * flowFieldErrorText("fr", { field: "city", key: "renewal.validation.maxLength", params: { max: 100 } }) // "Au plus 100 caractères."
 */
export const flowFieldErrorText = (lang: Lang, error: FlowFieldError): string => t(lang, error.key, error.params);
