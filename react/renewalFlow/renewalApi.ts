import {
  aggregatorInstanceNameCall,
  bankServerRequest,
  decodeAggregatorInstanceName,
  decodeBankVerificationRequestResult,
  decodeCashLoanCalculatorConstants,
  decodeLoginCodeResponse,
  decodeOnboardingStepAttained,
  decodeOtpValidationResult,
  decodeRenewalCalculatorData,
  manualBankUploadPath,
  otpRefusalOf,
  readEnvelopeAnswer,
  readEnvelopeDone,
  readFlowFieldErrors,
  renewalCalls,
  type BankServerCall,
  type CalculatorModel,
  type CashLoanCalculatorConstants,
  type CommunicationMethod,
  type DecodeResult,
  type EnvelopeAnswer,
  type FlowFieldError,
  type Lang,
  type OtpRefusal,
  type OtpValidationResult,
  type RenewalAddressForm,
  type RenewalCalculatorData,
  type RenewalCodeAsk,
  type RenewalIncomeForm,
  type RenewalReferencesForm,
  type RenewalStep,
} from "@lendkit/core";
import { failureOf, type ApiFailure } from "@lendkit/core/api";
import type { AccountCodeRequestResult } from "../account/index.js";
import type { BankServerAnswer } from "../bankVerification/index.js";
import type { LendkitFetcher } from "../provider/index.js";
import { postUpload, type UploadFunction } from "../upload/index.js";

/**
 * A refused or unreadable answer: `failure` is what a caller decides on
 * (core/api's `ApiFailure`: its closed `code`, the server's message, the
 * refused fields); `errorMessage` is the server's ErrorMessage (null when it
 * sent none), kept for callers that show it as is.
 *
 * @example
 * throw new RenewalCallError("NOT_FOUND", [], { code: "notFound", message: "NOT_FOUND", fields: [] });
 * if (error instanceof RenewalCallError && error.failure.code === "staleEdit") reload();
 */
export class RenewalCallError extends Error {
  constructor(
    readonly errorMessage: string | null,
    /** The fields the server refused, each with its catalog key (core's `readFlowFieldErrors`); [] when none. */
    readonly fieldErrors: readonly FlowFieldError[] = [],
    /** The failure as core/api reads it; without one (an error made by hand), `unknown` with `errorMessage` as its message. */
    readonly failure: ApiFailure = failureOf({ ErrorMessage: errorMessage }, 500),
  ) {
    super(errorMessage ?? "The call failed.");
    this.name = "RenewalCallError";
  }
}

/** What the renewal flow asks of the server (C §7), each call through the provider's fetcher. */
export interface RenewalApi {
  /** Asks for the first code (SMS): the code response, or the failure (its `ApiFailure` and ErrorMessage). */
  readonly requestCode: (ask: RenewalCodeAsk) => Promise<AccountCodeRequestResult>;
  /** Sends the code again by email or call; rejects unless the answer says Success. */
  readonly resendCode: (ask: RenewalCodeAsk, method: Exclude<CommunicationMethod, "SMS">) => Promise<void>;
  /**
   * Checks the code: the validation result, or why it was refused (core's
   * `otpRefusalOf` of the HTTP status and the answer's `ApiFailure`, on its
   * code: a wrong code, an expired one, throttling, or another refusal such
   * as a 409).
   */
  readonly validateOtp: (input: { readonly code: string; readonly userSlug: string; readonly leadSourceId: number | null }) => Promise<OtpValidationResult | OtpRefusal>;
  /** The server's attained step for a flow, as received (null when it has none). */
  readonly stepAttained: (slug: string) => Promise<number | null>;
  /** Records the step entered. */
  readonly saveStepAttained: (slug: string, step: RenewalStep) => Promise<void>;
  /** The step 1 calculator's data and the lender's constants, both needed. */
  readonly calculatorStart: (slug: string) => Promise<{ readonly data: RenewalCalculatorData; readonly constants: CashLoanCalculatorConstants }>;
  readonly saveBasic: (slug: string, model: CalculatorModel) => Promise<void>;
  readonly saveAddress: (slug: string, form: RenewalAddressForm) => Promise<void>;
  readonly saveIncome: (slug: string, form: RenewalIncomeForm) => Promise<void>;
  readonly saveReferences: (slug: string, form: RenewalReferencesForm) => Promise<void>;
  /** Runs core's bank machine call; the widget's request answers `{ requestCode, redirectUrl }`. */
  readonly bankCall: (slug: string, call: BankServerCall, test: boolean) => Promise<BankServerAnswer>;
  /** The aggregator's instance name, or null when the call fails (not shown, C §8). */
  readonly aggregatorInstanceName: () => Promise<string | null>;
  /** The manual mode's upload of one statement picture. */
  readonly uploadStatement: (slug: string) => UploadFunction;
}

interface CallData {
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
}

const readBody = async (response: Response): Promise<unknown> => {
  try {
    const text = await response.text();
    return text.trim() === "" ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
};

/** An answer read: its value, or the ErrorMessage and the failure (core/api's `failureOf` of the body and status). */
type Answer<T> = EnvelopeAnswer<T> | { readonly ok: false; readonly errorMessage: string | null; readonly failure: ApiFailure };

const valueOf = <T>(answer: Answer<T>): T => {
  if (!answer.ok) throw new RenewalCallError(answer.errorMessage, [], "failure" in answer ? answer.failure : undefined);
  return answer.value;
};

/**
 * The renewal flow's API client: core's call descriptions (`renewalCalls`,
 * `bankServerRequest`) sent through `fetcher` as JSON, answers read with
 * core's `readEnvelopeAnswer` / `readEnvelopeDone` and the models' decoders.
 * A refused save rejects with `RenewalCallError` carrying the answer's
 * `ApiFailure` (decide on its `code`); a network failure rejects with the
 * fetcher's own error. (Not core/api's `createApiClient`: the code request
 * needs the answer's Retry-After, and a code check without a `Code` the
 * status.) `language` may be a getter, read at each
 * call, so a language switch mid-flow needs no new client.
 *
 * @example
 * const api = createRenewalApi(useLendkit().fetcher, "fr");
 * const result = await api.validateOtp({ code: "123 456", userSlug, leadSourceId: null });
 */
export const createRenewalApi = (fetcher: LendkitFetcher, language: Lang | (() => Lang)): RenewalApi => {
  const lang = (): Lang => (typeof language === "function" ? language() : language);
  const send = async (
    call: CallData,
  ): Promise<{ readonly httpOk: boolean; readonly httpStatus: number; readonly body: unknown; readonly retryAfterSeconds: number | null }> => {
    const hasBody = call.body !== undefined;
    const response = await fetcher(call.path, {
      method: call.method,
      headers: hasBody ? { Accept: "application/json", "Content-Type": "application/json" } : { Accept: "application/json" },
      ...(hasBody ? { body: JSON.stringify(call.body) } : {}),
    });
    const retryAfter = Number(response.headers?.get("Retry-After") ?? Number.NaN);
    return { httpOk: response.ok, httpStatus: response.status, body: await readBody(response), retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : null };
  };
  const done = async (call: CallData): Promise<void> => {
    const { httpOk, httpStatus, body } = await send(call);
    const answer = readEnvelopeDone(httpOk, body);
    if (!answer.ok) throw new RenewalCallError(answer.errorMessage, readFlowFieldErrors(body), failureOf(body, httpStatus));
  };
  const read = async <T>(call: CallData, decode: (result: unknown) => DecodeResult<T>): Promise<Answer<T>> => {
    const { httpOk, httpStatus, body } = await send(call);
    const answer = readEnvelopeAnswer(httpOk, body, decode);
    return answer.ok ? answer : { ...answer, failure: failureOf(body, httpStatus) };
  };
  const anything = (result: unknown) => ({ ok: true as const, value: result });

  return {
    requestCode: async (ask) => {
      const { httpOk, httpStatus, body, retryAfterSeconds } = await send(renewalCalls.requestCode(lang(), ask));
      const answer = readEnvelopeAnswer(httpOk, body, decodeLoginCodeResponse);
      return answer.ok
        ? { ok: true, userSlug: answer.value.userSlug, lastFourDigitsOfPhoneNumber: answer.value.lastFourDigitsOfPhoneNumber }
        : { ok: false, errorMessage: answer.errorMessage, retryAfterSeconds, failure: failureOf(body, httpStatus) };
    },
    resendCode: async (ask, method) => {
      valueOf(await read(renewalCalls.requestCode(lang(), ask, method), anything));
    },
    validateOtp: async (input) => {
      const { httpOk, httpStatus, body } = await send(renewalCalls.validateOtp(input));
      const answer = readEnvelopeAnswer(httpOk, body, decodeOtpValidationResult);
      return answer.ok ? answer.value : otpRefusalOf(httpStatus, failureOf(body, httpStatus));
    },
    stepAttained: async (slug) => {
      const answer = await read(renewalCalls.stepAttained(slug), decodeOnboardingStepAttained);
      return answer.ok ? answer.value : null;
    },
    saveStepAttained: (slug, step) => done(renewalCalls.saveStepAttained(slug, step)),
    calculatorStart: async (slug) => {
      const [data, constants] = await Promise.all([
        read(renewalCalls.calculatorData(slug), decodeRenewalCalculatorData),
        read(renewalCalls.calculatorConstants(), decodeCashLoanCalculatorConstants),
      ]);
      return { data: valueOf(data), constants: valueOf(constants) };
    },
    saveBasic: (slug, model) => done(renewalCalls.saveBasic(slug, lang(), model)),
    saveAddress: (slug, form) => done(renewalCalls.saveAddress(slug, lang(), form)),
    saveIncome: (slug, form) => done(renewalCalls.saveIncome(slug, lang(), form)),
    saveReferences: (slug, form) => done(renewalCalls.saveReferences(slug, lang(), form)),
    bankCall: async (slug, call, test) => {
      const request = bankServerRequest(slug, call, { test });
      if (call.kind === "createVerification") return valueOf(await read(request, decodeBankVerificationRequestResult));
      await done(request);
    },
    aggregatorInstanceName: async () => {
      const answer = await read(aggregatorInstanceNameCall, decodeAggregatorInstanceName);
      return answer.ok ? answer.value.flinksInstanceName : null;
    },
    uploadStatement: (slug) => postUpload(fetcher, manualBankUploadPath(slug)),
  };
};
