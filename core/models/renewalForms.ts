import * as Schema from "effect/Schema";
import * as SchemaTransformation from "effect/SchemaTransformation";
import { decoderFor, encoderFor, NullableMoney, withDefault } from "./schema.js";

/**
 * The three forms of the renewal flow (C §3.9): address (step 21), income
 * source (step 23) and personal references (step 24). Every key has a
 * default so `{}` decodes to the empty form; a null text on the wire reads
 * as "". Wire names verbatim (`workPoste`, `workGrosIncome`). The rules that
 * check them live in `renewal/forms.ts`.
 */

const text = withDefault(
  Schema.Union([Schema.String, Schema.Null]).pipe(
    Schema.decodeTo(
      Schema.String,
      SchemaTransformation.transform<string, string | null>({
        decode: (input: string | null) => input ?? "",
        encode: (value: string) => value,
      }),
    ),
  ),
  "",
);

/** Address confirmed at step 21; `provinceId` -1 means "not chosen". */
export const RenewalAddressForm = Schema.Struct({
  civicNumber: text,
  apartment: text,
  street: text,
  city: text,
  provinceId: withDefault(Schema.Number, -1),
  province: withDefault(Schema.String, "QUÉBEC"),
  postalCode: text,
});
export type RenewalAddressForm = typeof RenewalAddressForm.Type;

/**
 * Decodes the address form.
 *
 * @example
 * decodeRenewalAddressForm({}) // { ok: true, value: { civicNumber: "", …, provinceId: -1, province: "QUÉBEC", postalCode: "" } }
 */
export const decodeRenewalAddressForm = decoderFor(RenewalAddressForm);

/**
 * Encodes the address form (PUT …/cashLoanRenewFlow/{slug}).
 *
 * @example
 * encodeRenewalAddressForm(emptyRenewalAddressForm()).provinceId // -1
 */
export const encodeRenewalAddressForm = encoderFor(RenewalAddressForm);

/**
 * A new, empty address form.
 *
 * @example
 * emptyRenewalAddressForm().province // "QUÉBEC"
 */
export const emptyRenewalAddressForm = (): RenewalAddressForm => Schema.decodeUnknownSync(RenewalAddressForm)({});

/**
 * Income source of step 23. `workType` is the work-status code (null = not
 * chosen); years, months, phone and extension are kept as typed text (the
 * rules check them); the two incomes are amounts the screen does not show.
 */
export const RenewalIncomeForm = Schema.Struct({
  workType: withDefault(Schema.NullOr(Schema.Number), null),
  workPoste: text,
  workYears: text,
  workMonth: text,
  workCompany: text,
  workContact: text,
  workPhone: text,
  workPhoneExt: text,
  workGrosIncome: withDefault(NullableMoney, null),
  workNetIncome: withDefault(NullableMoney, null),
});
export type RenewalIncomeForm = typeof RenewalIncomeForm.Type;

/**
 * Decodes the income form; the incomes become Decimals.
 *
 * @example
 * decodeRenewalIncomeForm({ workType: 2, workGrosIncome: "3200" }).ok // true
 */
export const decodeRenewalIncomeForm = decoderFor(RenewalIncomeForm);

/**
 * Encodes the income form (PUT …/cashLoanFlow/{slug} at step 23).
 *
 * @example
 * encodeRenewalIncomeForm(emptyRenewalIncomeForm()).workType // null
 */
export const encodeRenewalIncomeForm = encoderFor(RenewalIncomeForm);

/**
 * A new, empty income form.
 *
 * @example
 * emptyRenewalIncomeForm().workPhone // ""
 */
export const emptyRenewalIncomeForm = (): RenewalIncomeForm => Schema.decodeUnknownSync(RenewalIncomeForm)({});

/**
 * References of step 24: reference 1 (`refName`, `refCell`, `refLink`) and
 * reference 2 (`refName1`, `refCell1`, `refLink1`); the other keys exist on
 * the wire but are never displayed.
 */
export const RenewalReferencesForm = Schema.Struct({
  refName: text,
  refCell: text,
  refLink: text,
  refName1: text,
  refCell1: text,
  refLink1: text,
  refPhone: text,
  refPhone1: text,
  refName2: text,
  refPhone2: text,
  refCell2: text,
  refLink2: text,
});
export type RenewalReferencesForm = typeof RenewalReferencesForm.Type;

/**
 * Decodes the references form.
 *
 * @example
 * decodeRenewalReferencesForm({ refName: "Léa", refCell: null }).ok // true (refCell "")
 */
export const decodeRenewalReferencesForm = decoderFor(RenewalReferencesForm);

/**
 * Encodes the references form (PUT …/cashLoanFlow/{slug} at step 24).
 *
 * @example
 * encodeRenewalReferencesForm(emptyRenewalReferencesForm()).refLink2 // ""
 */
export const encodeRenewalReferencesForm = encoderFor(RenewalReferencesForm);

/**
 * A new, empty references form.
 *
 * @example
 * emptyRenewalReferencesForm().refName // ""
 */
export const emptyRenewalReferencesForm = (): RenewalReferencesForm =>
  Schema.decodeUnknownSync(RenewalReferencesForm)({});
