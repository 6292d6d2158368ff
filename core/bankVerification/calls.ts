import { aggregatorBanks, bankVerificationBanks, type BankTile } from "../codes/banks.js";
import type { Features } from "../access/features.js";
import type { BankServerCall } from "./machine.js";
import type { BankProvider } from "./provider.js";

/**
 * The bank step's calls (C §7) as data, and the tiles a provider offers.
 * No I/O here: the caller sends them through its own fetcher.
 */

/** One call: method, path and the JSON body, if any. */
export interface BankCall {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly body?: unknown;
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const segment = (text: string | number): string => encodeURIComponent(String(text).replace(loneSurrogate, "\uFFFD"));

/**
 * The server call of core's bank machine for the flow `slug` (C §7):
 * CreateBankVerif (with the test flag), handleBankVerifResult, the
 * aggregator's login, or the alternate provider's result (its data as body).
 * Every piece of the path is encoded as one segment.
 *
 * @example
 * bankServerRequest("ab12", { kind: "createVerification", bankId: 912 }, { test: true })
 * // { method: "POST", path: "/api/decisionLogic/CreateBankVerif/ab12/912/true" }
 * bankServerRequest("ab12", { kind: "postAggregatorLogin", loginId: "l-1" }).path // "/api/flinks/ab12/l-1"
 */
export const bankServerRequest = (slug: string, call: BankServerCall, options: { readonly test?: boolean } = {}): BankCall => {
  const flow = segment(slug);
  switch (call.kind) {
    case "createVerification":
      return { method: "POST", path: `/api/decisionLogic/CreateBankVerif/${flow}/${segment(call.bankId)}/${options.test === true}` };
    case "postVerificationResult":
      return { method: "POST", path: `/api/decisionLogic/handleBankVerifResult/${flow}/${segment(call.requestCode)}` };
    case "postAggregatorLogin":
      return { method: "POST", path: `/api/flinks/${flow}/${segment(call.loginId)}` };
    case "postAlternateResult":
      return { method: "POST", path: `/api/zumrails/${flow}`, body: call.data };
  }
};

/**
 * The aggregator's instance name (read with `decodeAggregatorInstanceName`).
 *
 * @example
 * aggregatorInstanceNameCall // { method: "GET", path: "/api/flinks/instanceName" }
 */
export const aggregatorInstanceNameCall: BankCall = { method: "GET", path: "/api/flinks/instanceName" };

/**
 * Where the manual mode uploads each statement picture (C §7).
 *
 * @example
 * manualBankUploadPath("ab 12") // "/api/fileDrop/ab%2012/uploadImage"
 */
export const manualBankUploadPath = (slug: string): string => `/api/fileDrop/${segment(slug)}/uploadImage`;

/**
 * The manual mode's Continue (C §3.7): the server records the uploaded
 * statements for the lender's review and counts step 2 as done. Empty body;
 * the answer is `{ status }`.
 *
 * @example
 * manualBankVerificationCall("ab12") // { method: "POST", path: "/api/contractExternal/cashLoanFlow/ab12/manualBankVerification", body: {} }
 */
export const manualBankVerificationCall = (slug: string): BankCall => ({
  method: "POST",
  path: `/api/contractExternal/cashLoanFlow/${segment(slug)}/manualBankVerification`,
  body: {},
});

/** Options of `bankTilesFor`. */
export interface BankTilesOptions {
  /** `test=true`: the provider's test bank is offered. */
  readonly test?: boolean;
  /** RestOfCanada adds the aggregator's banks outside Québec. */
  readonly features?: Pick<Features, "RestOfCanada">;
}

/**
 * The bank tiles a provider shows (C §3.7): the widget's list, the
 * aggregator's (with the RestOfCanada banks when that flag is on), none for
 * the alternate view (it has no tiles); the test bank with `test`.
 *
 * @example
 * bankTilesFor("bankVerification", { test: true }).at(-1)?.id // 3568
 * bankTilesFor("aggregator").length // 15
 * bankTilesFor("alternate") // []
 */
export const bankTilesFor = (provider: BankProvider, options: BankTilesOptions = {}): readonly BankTile[] => {
  const test = options.test === true;
  if (provider === "bankVerification") return bankVerificationBanks({ test });
  if (provider === "aggregator") return aggregatorBanks({ test, ...(options.features ? { features: options.features } : {}) });
  return [];
};
