import type { Lang } from "../i18n/lang.js";
import type { CalculatorModel } from "../models/calculatorModel.js";
import type { CommunicationMethod, LoginRequest } from "../models/login.js";
import type { RenewalAddressForm, RenewalIncomeForm, RenewalReferencesForm } from "../models/renewalForms.js";
import type { Decimal } from "../money/decimal.js";
import { encodeRenewalSegment } from "./navigation.js";
import { otpDigits } from "./otp.js";
import type { RenewalStep } from "./steps.js";

/**
 * The renewal flow's calls (C §7) as data: method, path and JSON body. No
 * I/O here: the caller sends them through its own fetcher and reads the
 * `{ Success, Result, ErrorMessage }` answer with the models' decoders.
 */

/** One call: method, path (query included) and the JSON body, if any. */
export interface RenewalCall {
  readonly method: "GET" | "POST" | "PUT";
  readonly path: string;
  /** The JSON body; absent for calls that send none. */
  readonly body?: unknown;
}

const external = "/api/contractExternal";

const flowPath = (slug: string): string => `${external}/cashLoanFlow/${encodeRenewalSegment(slug)}`;
const renewFlowPath = (slug: string): string => `${external}/cashLoanRenewFlow/${encodeRenewalSegment(slug)}`;
const withLang = (path: string, lang: Lang): string => `${path}?lang=${lang}`;

/** Money on the wire: a JSON number rounded to cents (null stays null). */
const moneyNumber = (amount: Decimal | null): number | null => (amount === null ? null : Number(amount.toFixed(2)));

/**
 * What a code request sends: the existing-client form (a `LoginRequest`), or
 * only the user slug when the parent page asked for the first code itself
 * (the OTP screen opened with `lastFourDigitsOfPhoneNumber` in the address).
 */
export type RenewalCodeAsk = LoginRequest | { readonly userSlug: string };

/**
 * The body of the step 1 save (C §7): frequency (periods per year), amount,
 * number of payments and the first payment date the applicant picked
 * (`yyyy-mm-dd`; null when they kept the recommended date).
 */
export interface RenewalBasicSave {
  readonly loanFrequency: number;
  readonly loanAmount: number;
  readonly numberOfPayments: number;
  readonly customerSelectedFirstPaymentDate: string | null;
}

/**
 * The calls of the renewal flow (C §7). Slugs are encoded as one path
 * segment; `lang` is "fr" or "en".
 */
export const renewalCalls = {
  /**
   * Asks for a one-time password: the first time by SMS (the form as it is),
   * again with `method` "EMAIL" or "CALL" ("Send by email", "Receive a call").
   *
   * @example
   * renewalCalls.requestCode("en", { userSlug: "u1" }, "EMAIL")
   * // { method: "POST", path: "/api/contractExternal/GetOTPFromEmailAndBirthDate?lang=en", body: { userSlug: "u1", CommunicationMethod: "EMAIL" } }
   */
  requestCode: (lang: Lang, ask: RenewalCodeAsk, method: CommunicationMethod = "SMS"): RenewalCall => ({
    method: "POST",
    path: withLang(`${external}/GetOTPFromEmailAndBirthDate`, lang),
    body: { ...ask, CommunicationMethod: method },
  }),
  /**
   * Checks the code and starts the renewal: the 6 digits without the mask's
   * space, the user slug and the lead source (null when none).
   *
   * @example
   * renewalCalls.validateOtp({ code: "123 456", userSlug: "u1", leadSourceId: null }).body
   * // { OTP: "123456", userSlug: "u1", leadSourceId: null }
   */
  validateOtp: (input: { readonly code: string; readonly userSlug: string; readonly leadSourceId: number | null }): RenewalCall => ({
    method: "POST",
    path: `${external}/validateOTPAndRenew`,
    body: { OTP: otpDigits(input.code), userSlug: input.userSlug, leadSourceId: input.leadSourceId },
  }),
  /**
   * The step the server says the flow reached.
   *
   * @example
   * renewalCalls.stepAttained("ab 12").path // "/api/contractExternal/cashLoanFlow/ab%2012/onboardingStepAttained"
   */
  stepAttained: (slug: string): RenewalCall => ({ method: "GET", path: `${flowPath(slug)}/onboardingStepAttained` }),
  /**
   * Records the step entered (no body).
   *
   * @example
   * renewalCalls.saveStepAttained("ab12", 21) // { method: "PUT", path: "/api/contractExternal/cashLoanFlow/ab12/onboardingStepAttained/21" }
   */
  saveStepAttained: (slug: string, step: RenewalStep): RenewalCall => ({
    method: "PUT",
    path: `${flowPath(slug)}/onboardingStepAttained/${step}`,
  }),
  /**
   * The current contract's balance and frequency for the step 1 calculator.
   *
   * @example
   * renewalCalls.calculatorData("ab12").path // "/api/contractExternal/cashLoanRenewFlow/ab12/calculatorData"
   */
  calculatorData: (slug: string): RenewalCall => ({ method: "GET", path: `${renewFlowPath(slug)}/calculatorData` }),
  /**
   * The lender's fee and rate for the calculator.
   *
   * @example
   * renewalCalls.calculatorConstants().path // "/api/contractExternal/cashLoanCalculatorConstants"
   */
  calculatorConstants: (): RenewalCall => ({ method: "GET", path: `${external}/cashLoanCalculatorConstants` }),
  /**
   * Saves step 1: the calculator's frequency (periods per year), amount,
   * number of payments and the chosen first payment date (null when none:
   * the server then uses the recommended date).
   *
   * @example
   * renewalCalls.saveBasic("ab12", "fr", { loanFrequency: 26, loanAmount: new Decimal(750), numberOfPayments: 30, customerSelectedFirstPaymentDate: new CalendarDate(2026, 12, 3) })
   * // { method: "PUT", path: "/api/contractExternal/cashLoanFlow/ab12?lang=fr",
   * //   body: { loanFrequency: 26, loanAmount: 750, numberOfPayments: 30, customerSelectedFirstPaymentDate: "2026-12-03" } }
   */
  saveBasic: (
    slug: string,
    lang: Lang,
    model: Pick<CalculatorModel, "loanFrequency" | "loanAmount" | "numberOfPayments"> &
      Partial<Pick<CalculatorModel, "customerSelectedFirstPaymentDate">>,
  ): RenewalCall => {
    const body: RenewalBasicSave = {
      loanFrequency: model.loanFrequency,
      loanAmount: moneyNumber(model.loanAmount) ?? 0,
      numberOfPayments: model.numberOfPayments,
      customerSelectedFirstPaymentDate: model.customerSelectedFirstPaymentDate?.toString() ?? null,
    };
    return { method: "PUT", path: withLang(flowPath(slug), lang), body };
  },
  /**
   * Saves the address (step 21) on the renewal's own path.
   *
   * @example
   * renewalCalls.saveAddress("ab12", "en", emptyRenewalAddressForm()).path // "/api/contractExternal/cashLoanRenewFlow/ab12?lang=en"
   */
  saveAddress: (slug: string, lang: Lang, form: RenewalAddressForm): RenewalCall => ({
    method: "PUT",
    path: withLang(renewFlowPath(slug), lang),
    body: { ...form },
  }),
  /**
   * Saves the income source (step 23); the two incomes go as numbers (or null).
   *
   * @example
   * renewalCalls.saveIncome("ab12", "en", { ...emptyRenewalIncomeForm(), workNetIncome: new Decimal("2100.5") }).body.workNetIncome // 2100.5
   */
  saveIncome: (slug: string, lang: Lang, form: RenewalIncomeForm): RenewalCall => ({
    method: "PUT",
    path: withLang(flowPath(slug), lang),
    body: { ...form, workGrosIncome: moneyNumber(form.workGrosIncome), workNetIncome: moneyNumber(form.workNetIncome) },
  }),
  /**
   * Saves the personal references (step 24).
   *
   * @example
   * renewalCalls.saveReferences("ab12", "fr", emptyRenewalReferencesForm()).path // "/api/contractExternal/cashLoanFlow/ab12?lang=fr"
   */
  saveReferences: (slug: string, lang: Lang, form: RenewalReferencesForm): RenewalCall => ({
    method: "PUT",
    path: withLang(flowPath(slug), lang),
    body: { ...form },
  }),
  /**
   * The provinces the lender takes online (C §5 address: "province options
   * come from the server"), labelled in `lang`.
   *
   * @example
   * renewalCalls.webOnlyProvinces("en").path // "/api/contractExternal/cashLoanFlow/getWebOnlyProvinces?lang=en"
   */
  webOnlyProvinces: (lang: Lang): RenewalCall => ({ method: "GET", path: withLang(`${external}/cashLoanFlow/getWebOnlyProvinces`, lang) }),
} as const;

/** A province the address step offers: the server's id and its label in the applicant's language. */
export interface WebOnlyProvince {
  readonly value: number;
  readonly label: string;
}

/**
 * Reads getWebOnlyProvinces' Result: the entries with a whole-number id and
 * a non-blank label, in the server's order, duplicates dropped; null when
 * it is not a list or keeps nothing (the caller then offers no province
 * rather than a list the server would refuse).
 *
 * @example
 * webOnlyProvincesOf([{ value: 1, label: "Québec" }, { value: "x" }]) // [{ value: 1, label: "Québec" }]
 * webOnlyProvincesOf({}) // null
 */
export const webOnlyProvincesOf = (result: unknown): readonly WebOnlyProvince[] | null => {
  if (!Array.isArray(result)) return null;
  const kept: WebOnlyProvince[] = [];
  for (const entry of result as unknown[]) {
    if (entry === null || typeof entry !== "object") continue;
    const { value, label } = entry as { value?: unknown; label?: unknown };
    if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) continue;
    if (typeof label !== "string" || label.trim() === "" || label.length > 100) continue;
    if (kept.some((province) => province.value === value)) continue;
    kept.push({ value, label: label.trim() });
  }
  return kept.length > 0 ? kept : null;
};
