import type * as Schema from "effect/Schema";
import { AggregatorInstanceName, AlternateCompletionData, BankVerificationRequestResult } from "../models/bankVerification.js";
import { CashLoanCalculatorConstants, RenewalCalculatorData } from "../models/calculatorModel.js";
import { DeferPaymentRequest } from "../models/customerPayments.js";
import { FlowStepRequest, LeadBasicRequest, SignatureRequest } from "../models/flows.js";
import { EmptyRequest } from "../models/decode.js";
import { CheckIfClientExistsRequest, LoginCodeResponse, LoginRequest, StaffLoginRequest } from "../models/login.js";
import { OnboardingStepAttained, OtpValidationRequest, OtpValidationResult } from "../models/otp.js";
import { RenewalAddressForm } from "../models/renewalForms.js";
import {
  AdjustmentRequest,
  ApprovalDecisionRequest,
  FeeRequest,
  FeeWaiverRequest,
  PaymentRequest,
  PaymentReturnRequest,
  ServicingRunRequest,
  WriteOffRequest,
} from "../models/servicing.js";
import {
  admins,
  anyRole,
  balanceAdjusters,
  checklistEditors,
  collectionsWorkers,
  collectorAssigners,
  contractOriginators,
  contractStatusMovers,
  correctionApprovers,
  customerReaders,
  customers,
  deferralDeciders,
  deferralRequesters,
  documentReaders,
  feeCharges,
  fileUploaders,
  flowSessionRoute,
  ledgerReaders,
  lenderStaff,
  otpBypassers,
  paymentRecorders,
  processorImporters,
  publicRoute,
  servicingRunners,
  staffOnly,
  statementReviewers,
  type RouteAccess,
} from "./routeAccess.js";

/** An HTTP method the API uses. */
export type RouteMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A Schema of a body on the wire (decoded without services). */
export type WireSchema = Schema.Codec<unknown, unknown, never, never>;

/**
 * One route of the API: its method and path (Express's `:name` parameters),
 * who may call it, whether a retry needs an `Idempotency-Key` (the server
 * then puts its idempotency step in front of the handler), and, where core
 * has them, the Schema the server decodes the body with (`request`) and the
 * Schema clients decode the envelope's Result with (`response`).
 */
export interface ApiRoute {
  readonly method: RouteMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly idempotent?: true;
  readonly request?: WireSchema;
  readonly response?: WireSchema;
}

type Extras = Pick<ApiRoute, "idempotent" | "request" | "response">;

const routeOf =
  <M extends RouteMethod>(method: M) =>
  <P extends string, E extends Extras = Record<never, never>>(path: P, access: RouteAccess, extras?: E): { readonly method: M; readonly path: P; readonly access: RouteAccess } & E =>
    ({ method, path, access, ...extras }) as { readonly method: M; readonly path: P; readonly access: RouteAccess } & E;

const get = routeOf("GET");
const post = routeOf("POST");
const put = routeOf("PUT");
const del = routeOf("DELETE");

const idempotent = { idempotent: true } as const;

const checklist = "/api/contracts/:contractId/checklist";
const notes = "/api/contracts/:contractId/notes";
const external = "/api/contractExternal";
const flow = `${external}/cashLoanFlow`;
const renewFlow = `${external}/cashLoanRenewFlow`;
const reviews = "/api/bankVerification/manualReviews";
const reportPath = <N extends string>(name: N) => `/api/reports/${name}/:contractId/print/:session/:file` as const;

/**
 * Every route of the API, grouped as the server registers them: the base
 * routes (health, login, configuration), then one group per area in the
 * server's order. The server's access table is built from these entries
 * and a route it registers without one answers 403; a test fails when a
 * registered route has no entry or an entry no route.
 */
export const apiRoutes = {
  /** Health, sign-in and the deployment's configuration (the server's own routes). */
  base: {
    health: get("/api/health", publicRoute),
    login: post("/api/login", publicRoute, { request: StaffLoginRequest }),
    logout: post("/api/logout", anyRole, { request: EmptyRequest }),
    loginRole: get("/api/login/role", anyRole),
    loginIsProd: get("/api/login/isProd", publicRoute),
    loginTenants: get("/api/login/tenants", publicRoute),
    features: get("/api/configuration/features", publicRoute),
    configs: get("/api/configuration/configs", publicRoute),
    lenderDay: get("/api/configuration/lenderDay", publicRoute),
  },
  /**
   * Contracts (B §3, A §7). Every staff role reads (collectors only read);
   * the originating roles create and edit (the status then says who may
   * edit, core's `checkContractEdit`); whoever has a move in core's workflow
   * may ask for a status change. Customers never reach these routes.
   */
  contracts: {
    list: get("/api/contracts", staffOnly),
    create: post("/api/contracts", contractOriginators),
    read: get("/api/contracts/:id", staffOnly),
    update: put("/api/contracts/:id", contractOriginators),
    changeStatus: post("/api/contracts/:id/status", contractStatusMovers),
  },
  /** A contract's checklist (A §2, §4–§6; B §3.2): staff read it, core's rules say who changes what. */
  checklist: {
    read: get(checklist, staffOnly),
    clickItem: put(`${checklist}/items/:itemId`, checklistEditors),
    saveItemNote: put(`${checklist}/items/:itemId/note`, checklistEditors),
    setCompletion: put(`${checklist}/complete`, admins),
  },
  /** A contract's notes (B §3.3): staff read and write; customers read the public ones and mark them read. */
  notes: {
    list: get(notes, anyRole),
    create: post(notes, staffOnly),
    markRead: put(`${notes}/:noteId/read`, anyRole, { request: EmptyRequest }),
  },
  /** A contract's files (A §2, §7; SECURITY 20–22) and the flows' file drop (C §7 fileDrop). */
  files: {
    upload: post("/api/contracts/:contractId/files", fileUploaders),
    list: get("/api/contracts/:contractId/files", staffOnly),
    read: get("/api/files/:fileId", staffOnly),
    thumbnail: get("/api/files/:fileId/thumbnail", staffOnly),
    remove: del("/api/files/:fileId", fileUploaders),
    dropUpload: post("/api/fileDrop/:slug/uploadImage", flowSessionRoute),
    dropRemove: del("/api/fileDrop/:slug/files/:fileId", flowSessionRoute),
  },
  /**
   * Customers (issue 5): the payments profile (C §3.1, §7), deferral
   * requests and the staff's decisions (A §5, §7, SECURITY 16), renewals
   * (C §3.4, §7) and the staff's OTP bypass (C §7). A customer session
   * passes the customer routes' role check but only ever sees its own
   * customer id; staff see their own tenant only.
   */
  customers: {
    list: get("/api/customers", lenderStaff),
    // Registered before /api/customer/:customerId, which would otherwise take "id" as an id.
    idOfSession: get("/api/customer/id", customers),
    read: get("/api/customer/:customerId", customerReaders),
    contracts: get("/api/customer/:customerId/contracts", customerReaders),
    payments: get("/api/customer/:customerId/payments/:contractId", customerReaders),
    gridInfo: get("/api/customer/:customerId/currentContractGridInfo", customerReaders),
    receipts: get("/api/customer/:customerId/paymentsReciepts/:contractId", lenderStaff),
    requestDeferral: post("/api/customer/:customerId/DeferPaymentRequest", deferralRequesters, { ...idempotent, request: DeferPaymentRequest }),
    renewContract: post("/api/customer/:customerId/renewContract", customerReaders),
    deferralRequests: get("/api/deferralRequests", lenderStaff),
    approveDeferral: post("/api/deferralRequests/:id/approve", deferralDeciders, idempotent),
    refuseDeferral: post("/api/deferralRequests/:id/refuse", deferralDeciders),
    bypassOtp: get(`${external}/ByPassOTP/:contractId`, otpBypassers),
    accountEntry: post(`${external}/accountEntry`, publicRoute),
    clientSpaceTicket: post(`${external}/clientSpaceTicket`, customers),
  },
  /**
   * Documents (C §7): two calls issue print tickets; the print URLs are
   * public routes authorised by the ticket in their `{session}` segment,
   * since a new tab sends no Authorization header.
   */
  documents: {
    printTicket: post("/api/reports/printTicket", documentReaders),
    contractFile: post("/api/customer/:customerId/getContractFile/:contractId", documentReaders),
    printContract: get(reportPath("Contract"), publicRoute),
    printPaidOutReport: get(reportPath("PaidOutReport"), publicRoute),
    printAllTermsReport: get(reportPath("AllTermsReport"), publicRoute),
    printLeaStatementReport: get(reportPath("LeaStatementReport"), publicRoute),
    printPaymentReceipt: get("/api/customer/:customerId/printPaymentReciept/:contractId/:receiptId/:session/:file", publicRoute),
  },
  /**
   * Identify and verify (C §3.2, §3.5, §7): public, since they are how a
   * customer without a session gets one. The dev outbox is registered only
   * outside production when asked for.
   */
  otp: {
    checkIfClientExists: post(`${external}/checkIfClientExists`, publicRoute, { request: CheckIfClientExistsRequest }),
    requestCode: post(`${external}/GetOTPFromEmailAndBirthDate`, publicRoute, { request: LoginRequest, response: LoginCodeResponse }),
    validateForAccount: post(`${external}/GetServerInfosFromOTP`, publicRoute, { request: OtpValidationRequest }),
    validateForRenewal: post(`${external}/validateOTPAndRenew`, publicRoute, { request: OtpValidationRequest, response: OtpValidationResult }),
    validateForLead: post(`${external}/validateOTPAndContinue`, publicRoute, { request: OtpValidationRequest, response: OtpValidationResult }),
    requestFlowCode: post(`${flow}/:slug/code`, publicRoute, { request: EmptyRequest }),
    devOutbox: get("/api/dev/outbox", publicRoute),
  },
  /**
   * The public cash-loan and renewal flows (C §3.6–§3.10, §7): reference
   * data for anyone; a flow slug (≥ 128 random bits, expiring) only with the
   * session its one-time code opened (401 before the body is read: C §1, a
   * slug and a code).
   */
  flows: {
    webOnlyProvinces: get(`${flow}/getWebOnlyProvinces`, publicRoute),
    calculatorConstants: get(`${external}/cashLoanCalculatorConstants`, publicRoute, { response: CashLoanCalculatorConstants }),
    leadAppConfiguration: get(`${external}/leadAppConfiguration`, publicRoute),
    leadBasic: post(`${flow}/basic`, publicRoute, { request: LeadBasicRequest }),
    stepAttained: get(`${flow}/:slug/onboardingStepAttained`, flowSessionRoute, { response: OnboardingStepAttained }),
    saveStepAttained: put(`${flow}/:slug/onboardingStepAttained/:step`, flowSessionRoute, { request: EmptyRequest }),
    data: get(`${flow}/:slug/data`, flowSessionRoute),
    saveStep: put(`${flow}/:slug`, flowSessionRoute, { request: FlowStepRequest }),
    saveRenewalAddress: put(`${renewFlow}/:slug`, flowSessionRoute, { request: RenewalAddressForm }),
    renewalCalculatorData: get(`${renewFlow}/:slug/calculatorData`, flowSessionRoute, { response: RenewalCalculatorData }),
    contractToSign: get(`${flow}/:slug/contract`, flowSessionRoute),
    signature: post(`${flow}/:slug/signature`, flowSessionRoute, { request: SignatureRequest }),
    signedContract: get(`${flow}/:slug/signedContract`, flowSessionRoute),
    manualBankVerification: post(`${flow}/:slug/manualBankVerification`, flowSessionRoute, { request: EmptyRequest }),
    // The renewal's parent-page paths (C §7), served as redirects into the lead app; they read nothing.
    // A wildcard, not a parameter: the path names no stored object (nothing is read), so it is no id route.
    restartRedirect: get("/r/*target", publicRoute),
    resumeRedirect: get("/re", publicRoute),
  },
  /** Bank verification (C §3.7, §7): the three providers behind one adapter, the lender's manual review, and the sandbox provider's pages (public, like the providers' own). */
  bankVerification: {
    createWidgetRequest: post("/api/decisionLogic/CreateBankVerif/:slug/:bankServiceId/:testFlag", flowSessionRoute, {
      request: EmptyRequest,
      response: BankVerificationRequestResult,
    }),
    widgetResult: post("/api/decisionLogic/handleBankVerifResult/:slug/:requestCode", flowSessionRoute, { request: EmptyRequest }),
    aggregatorInstanceName: get("/api/flinks/instanceName", publicRoute, { response: AggregatorInstanceName }),
    aggregatorResult: post("/api/flinks/:slug/:loginId", flowSessionRoute, { request: EmptyRequest }),
    alternateInstanceName: get("/api/zumrails/instanceName", publicRoute),
    alternateResult: post("/api/zumrails/:slug", flowSessionRoute, { request: AlternateCompletionData }),
    manualReviews: get(reviews, statementReviewers),
    manualReview: get(`${reviews}/:id`, statementReviewers),
    decideManualReview: post(`${reviews}/:id/decision`, statementReviewers),
    sandboxWidgetPage: get("/sandbox/decisionlogic/:requestCode", publicRoute),
    sandboxWidgetLogin: post("/sandbox/decisionlogic/:requestCode", publicRoute),
    sandboxAggregatorPage: get("/sandbox/flinks/:instance/v2", publicRoute),
    sandboxAggregatorLogin: post("/sandbox/flinks/:instance/v2", publicRoute),
    sandboxAlternatePage: get("/sandbox/zumrails", publicRoute),
    sandboxAlternateLogin: post("/sandbox/zumrails", publicRoute),
    sandboxSummary: get("/sandbox/api/summary/:reference", publicRoute),
  },
  /**
   * Servicing (issue 22 §2). Every money POST on a contract and every
   * approval decision is idempotent (a retry replays the first answer; a
   * missing key is a 400); the import has no key (its lines' external ids
   * make a second import a run of duplicates), nor has the run (a day run
   * twice does nothing more).
   */
  servicing: {
    ledger: get("/api/contracts/:id/ledger", ledgerReaders),
    payoff: get("/api/contracts/:id/payoff", ledgerReaders),
    postPayment: post("/api/contracts/:id/payments", paymentRecorders, { ...idempotent, request: PaymentRequest }),
    returnPayment: post("/api/contracts/:id/payments/:paymentId/return", paymentRecorders, { ...idempotent, request: PaymentReturnRequest }),
    assessFee: post("/api/contracts/:id/fees", feeCharges, { ...idempotent, request: FeeRequest }),
    waiveFee: post("/api/contracts/:id/fees/:lineId/waive", feeCharges, { ...idempotent, request: FeeWaiverRequest }),
    adjust: post("/api/contracts/:id/adjustments", balanceAdjusters, { ...idempotent, request: AdjustmentRequest }),
    writeOff: post("/api/contracts/:id/write-off", balanceAdjusters, { ...idempotent, request: WriteOffRequest }),
    importProcessorFile: post("/api/servicing/imports", processorImporters),
    run: post("/api/servicing/run", servicingRunners, { request: ServicingRunRequest }),
    approvals: get("/api/servicing/approvals", correctionApprovers),
    approve: post("/api/servicing/approvals/:id/approve", correctionApprovers, { ...idempotent, request: ApprovalDecisionRequest }),
    reject: post("/api/servicing/approvals/:id/reject", correctionApprovers, { ...idempotent, request: ApprovalDecisionRequest }),
  },
  /** Collections (issue 22 §5): the queue of late contracts, the tenant's collectors, a contract's assignment. */
  collections: {
    queue: get("/api/collections", collectionsWorkers),
    collectors: get("/api/collections/collectors", collectionsWorkers),
    assignCollector: put("/api/contracts/:id/collector", collectorAssigners),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;

/** The key of a route in an access table: `"METHOD /path"`. */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

/** Every route of the API, in the server's registration order. */
export const apiRouteList: readonly ApiRoute[] = Object.values(apiRoutes).flatMap((group): ApiRoute[] => Object.values(group));

const byKey: ReadonlyMap<string, ApiRoute> = new Map(apiRouteList.map((route) => [routeKey(route.method, route.path), route]));

/**
 * The route with this `"METHOD /path"` key, or undefined.
 *
 * @example
 * apiRouteOf("POST /api/contracts/:id/payments")?.idempotent // true
 */
export const apiRouteOf = (key: string): ApiRoute | undefined => byKey.get(key);

/** A route's path as a pattern of whole paths: each `:name` one segment, a `*name` the rest. */
const pathPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+").replace(/\*[A-Za-z]+/g, ".+")}$`);

const flowSessionCalls: readonly { readonly method: RouteMethod; readonly pattern: RegExp }[] = apiRouteList
  .filter((route) => route.access === flowSessionRoute)
  .map((route) => ({ method: route.method, pattern: pathPattern(route.path) }));

/**
 * Whether a call (its method and path, without the query) goes to a route
 * that needs a flow's session (`flowSessionRoute`: the flows' slug routes,
 * the bank providers' results, the file drop): the lead app reads a 401 on
 * one of them as the code screen's cue.
 *
 * @example
 * isFlowSessionCall("GET", "/api/contractExternal/cashLoanFlow/ab12/data") // true
 * isFlowSessionCall("POST", "/api/contractExternal/cashLoanFlow/ab12/code") // false
 */
export const isFlowSessionCall = (method: string, path: string): boolean => {
  const upper = method.toUpperCase();
  return flowSessionCalls.some((call) => call.method === upper && call.pattern.test(path));
};

/**
 * A route's path with its `:name` parameters filled, each encoded as one
 * segment. A parameter left out stays as it is written.
 *
 * @example
 * routePath(apiRoutes.servicing.postPayment, { id: 42 }) // "/api/contracts/42/payments"
 * routePath(apiRoutes.flows.data, { slug: "ab 12" }) // "/api/contractExternal/cashLoanFlow/ab%2012/data"
 */
export const routePath = (route: Pick<ApiRoute, "path">, parameters: Readonly<Record<string, string | number>>): string =>
  route.path.replace(/:([A-Za-z]+)/g, (written, name: string) => (Object.hasOwn(parameters, name) ? encodeURIComponent(String(parameters[name])) : written));
