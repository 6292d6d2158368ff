import { renewalAddressCaps } from "../renewal/forms.js";
import { LoanChoiceRequest } from "./flows.js";
import { RenewalIncomeForm, RenewalReferencesForm } from "./renewalForms.js";

/**
 * How the server reads the fields of a flow's step bodies (C §5, §7): which
 * step a PUT …/cashLoanFlow/{slug} body is for, and the longest text it
 * keeps per field. Apart from `flows.ts`, whose Schemas the route table
 * carries, so a client of `@lendkit/core/api` does not pay for them.
 */

/** Which step a `PUT …/cashLoanFlow/{slug}` body is for, from its keys. */
export type FlowBodyKind = "loan" | "income" | "references";

const keysOf = (schema: { readonly fields: Readonly<Record<string, unknown>> }): ReadonlySet<string> => new Set(Object.keys(schema.fields));
const loanKeys = keysOf(LoanChoiceRequest);
const incomeKeys = keysOf(RenewalIncomeForm);
const referenceKeys = keysOf(RenewalReferencesForm);

/**
 * The step of a body: the one group of fields it uses; null when it uses
 * none (empty or only unknown keys) or mixes groups.
 *
 * @example
 * flowBodyKind({ loanAmount: 750, loanFrequency: 26, numberOfPayments: 40 }) // "loan"
 * flowBodyKind({ refName: "Léa", workPoste: "x" }) // null
 */
export const flowBodyKind = (body: unknown): FlowBodyKind | null => {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  const kinds = new Set<FlowBodyKind>();
  for (const key of keys) {
    if (loanKeys.has(key)) kinds.add("loan");
    if (incomeKeys.has(key)) kinds.add("income");
    if (referenceKeys.has(key)) kinds.add("references");
  }
  return kinds.size === 1 ? ([...kinds][0] ?? null) : null;
};

/**
 * Longest text the server keeps per field of the flow's forms. C §5 caps
 * company and contact at 250; the spec gives no cap for the other texts, so
 * they get the same 250 (names, occupations, relationships, streets) or less
 * where the value has a known shape.
 */
export const flowTextCaps: Readonly<Record<string, number>> = {
  ...renewalAddressCaps,
  province: 100,
  postalCode: 10,
  workYears: 10,
  workMonth: 10,
  workPhone: 20,
  workPhoneExt: 10,
  refCell: 20,
  refCell1: 20,
  refCell2: 20,
  refPhone: 20,
  refPhone1: 20,
  refPhone2: 20,
};

/**
 * Fields of `value` whose text is longer than its cap (`flowTextCaps`, 250
 * by default).
 *
 * @example
 * oversizedFlowFields({ workPhone: "5".repeat(21), city: "Laval" }) // ["workPhone"]
 */
export const oversizedFlowFields = (value: Readonly<Record<string, unknown>>): string[] =>
  Object.entries(value)
    .filter(([key, text]) => typeof text === "string" && text.length > (flowTextCaps[key] ?? 250))
    .map(([key]) => key);
