import {
  BALANCE_ZERO_ON_RENEW,
  bouncedPaymentNotice,
  businessDateOf,
  decimalFromCents,
  decodeCustomerPublic,
  encodeCurrentContractGridInfo,
  encodeCustomerPayments,
  encodeCustomerPublic,
  encodePaymentReceiptOptions,
  formatMoney,
  isInCustomerContractMenu,
  lineReturns,
  parseIsoDate,
  profileView,
  t,
  type CustomerPayments,
  type CustomerPublic,
  type BouncedPaymentNotice,
  type Lang,
  type Ledger,
  type LineReturn,
} from "@lendkit/core";
import type { RequestHandler } from "express";
import type { Plumbing } from "../infra/plumbing.js";
import { sessionOf } from "../auth/caller.js";
import type { SessionInfo } from "../auth/sessions.js";
import { notFound, sendOk, sendOkJson } from "../http/envelope.js";
import type { ServerContext } from "../context/serverContext.js";
import { bankruptcyDateOf, contractLabel, currentContractOf, ediDatesOf, hasRenewal, isFunded, isMicroCredit } from "./contractFacts.js";
import { scheduleLineId } from "../data/ledgerEvents.js";
import { wireLineId } from "../servicing/wire.js";
import { deferralsOfContract } from "../data/deferrals.js";
import { langOfCustomer, queryFlag, queryLang } from "./http.js";
import { isCustomerSession } from "./roles.js";
import { contractOfCustomer, customerInScope, refuseOtherCustomer } from "./scope.js";
import type { ServicingSettings } from "./settings.js";
import { contractsOfCustomer, frequencyOf, servicedContract, type ContractRecord, type ServicedLine } from "../data/customerContracts.js";
import type { CustomerRecord } from "../data/customers.js";
import { receiptsOfBook, totalReceivedCents } from "../servicing/receipts.js";
import { ledgerOf, ledgersOf } from "../data/servicingBooks.js";
import { tenantLedgerSettings } from "../servicing/settings.js";
import { tenantDay } from "../data/tenantZone.js";
import { wholeId } from "../http/ids.js";
import { assignedCollectorName, tenantCollectors, type Collector } from "../data/collections.js";

/** `collectorList` (A §3, C §3.1; docs/spec-decisions.md): the tenant's active collectors' names, by name, comma-separated; null when it has none. */
const collectorListOf = (collectors: readonly Collector[]): string | null => (collectors.length === 0 ? null : collectors.map((collector) => collector.name).join(", "));

/** The tenant's lender day. */
const tenantToday = async (context: ServerContext, tenantId: number) => (await tenantDay(context, tenantId)).today;

/** What a customer paid and kept on their contracts, in cents: their ledgers' receipts today. */
const receivedOn = async (context: ServerContext, tenantId: number, contracts: readonly ContractRecord[]): Promise<number> =>
  totalReceivedCents((await ledgersOf(context.db, tenantId, contracts, await tenantToday(context, tenantId))).values());

/** GET /api/customer/id (C §7): the customer id of a customer session. */
export const customerIdOfSession = (): RequestHandler => (_req, res) => {
  const auth = sessionOf(res);
  if (!isCustomerSession(auth) || auth.customerId === null) throw notFound();
  sendOk(res, auth.customerId);
};

const parsedOrEmpty = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
};

/** The stored profile through core's Schema; a profile that no longer decodes reads as empty rather than failing the answer. */
const profileOf = (customer: CustomerRecord): CustomerPublic => {
  const decoded = decodeCustomerPublic(parsedOrEmpty(customer.profileJson));
  if (decoded.ok) return decoded.value;
  const empty = decodeCustomerPublic({});
  if (!empty.ok) throw new Error("core's empty customer does not decode");
  return empty.value;
};

/** What a customer reads of their own record (SECURITY 15): identity, contact, address and consents. */
const customerViewFields = [
  "id",
  "firstName",
  "lastName",
  "birthDate",
  "email",
  "cellPhone",
  "businessPhone",
  "address",
  "city",
  "cityId",
  "province",
  "provinceId",
  "country",
  "countryId",
  "postalCode",
  "isTermsNotice",
  "termsCellNotice",
  "termsEmailNotice",
] as const;

const pick = <T extends object>(value: T, keys: readonly string[]): Partial<T> =>
  Object.fromEntries(keys.filter((key) => Object.hasOwn(value, key)).map((key) => [key, (value as Record<string, unknown>)[key]])) as Partial<T>;

/**
 * GET /api/customer/{customerId} (C §3.1 Customer, B §3.9): the stored
 * profile with the row's identity and contact, encoded by core's
 * `CustomerPublic` (never a password). Staff also get the totals across all
 * contracts (capital lent, total received) and the internal fields; a
 * customer gets their identity, contact, address and consents only (C §3.4:
 * totals are not in the customer view).
 */
export const getCustomer = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const customer = await customerInScope(context, req, res, auth, wholeId(req.params.customerId, "customerId"));
  const contracts = await contractsOfCustomer(context.db, auth.tenantId, customer.id);
  const value: CustomerPublic = {
    ...profileOf(customer),
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthDate: customer.birthDate === null ? null : parseIsoDate(customer.birthDate),
    email: customer.email,
    cellPhone: customer.cellPhone,
    Notes: [],
    capitalTotal: decimalFromCents(contracts.filter(isFunded).reduce((total, contract) => total + contract.amountCents, 0)),
    // A customer's view leaves the totals out (C §3.4): their ledgers are not replayed for it.
    totalReceived: decimalFromCents(isCustomerSession(auth) ? 0 : await receivedOn(context, auth.tenantId, contracts)),
  };
  const encoded = encodeCustomerPublic(value);
  sendOk(res, isCustomerSession(auth) ? pick(encoded, customerViewFields) : encoded);
};

const closeReasonName = (contract: ContractRecord, lang: Lang): string | null => {
  if (contract.closeReason === null) return null;
  return contract.closeReason === BALANCE_ZERO_ON_RENEW ? t(lang, "payments.closeReason.balanceZeroOnRenew") : contract.closeReason;
};

const moneyOrNull = (cents: number | null): ReturnType<typeof decimalFromCents> | null => (cents === null ? null : decimalFromCents(cents));

/** The payments model of one contract for one caller (A §3, B §3.10, C §3.1), as core's Schema types it. */
const paymentsModel = async (
  context: ServerContext,
  settings: ServicingSettings,
  auth: SessionInfo,
  contract: ContractRecord,
  contracts: readonly ContractRecord[],
  lang: Lang,
  collectorList: string | null,
): Promise<CustomerPayments> => {
  const { today } = await tenantDay(context, auth.tenantId);
  const { ledger } = await tenantLedgerSettings(context, auth.tenantId);
  const { lines, balances, ledger: book, events } = await servicedContract(context.db, auth.tenantId, contract, today, ledger);
  const stored = events.map((record) => record.event);
  const deferrals = await deferralsOfContract(context.db, auth.tenantId, contract.id);
  const view = profileView(isCustomerSession(auth) ? null : auth.roleId, false);
  const isActive = contract.statusId === 1;
  const original = contracts.find((other) => other.id === contract.originalContractId) ?? null;
  return {
    PaymentFrenquency: frequencyOf(contract),
    nextPaymentAmount: moneyOrNull(balances.nextPayment?.amountCents ?? null),
    nextPaymentDate: balances.nextPayment?.dueDate ?? null,
    etransferEmail: null,
    deferallPaymentFee: decimalFromCents(settings.deferralFeeCents),
    EdiExceptionDays: ediDatesOf(contract, lines, today),
    capitalInitial: decimalFromCents(contract.amountCents),
    capitalRemaining: decimalFromCents(balances.capitalRemainingCents),
    SoldeFinPeriodeCourante: decimalFromCents(balances.balanceEndOfPeriodCents),
    stopReasonName: view.closingReasonWhenInactive && !isActive ? closeReasonName(contract, lang) : null,
    collectorName: view.collectorInfo ? await assignedCollectorName(context.db, auth.tenantId, contract.id) : null,
    collectorList: view.collectorInfo ? collectorList : null,
    bankruptcyDate: view.collectorInfo ? bankruptcyDateOf(contract) : null,
    isTerminated: contract.statusId === 10,
    totalUnpaid: decimalFromCents(balances.totalUnpaidCents),
    totalUnpaidStartDate: balances.totalUnpaidStartDate,
    EtransferAnswer: null,
    currentContractId: contract.id,
    currentContractNumber: contract.contractNumber,
    originalContractNumber: original?.contractNumber ?? -1,
    paymentsList: paymentsListOf(book, lines, lineReturns(book, stored), deferrals),
    isTraining: contract.isTraining,
    isActive,
    leaContracts_Id_Original: contract.originalContractId,
    hasRenew: hasRenewal(contract, contracts),
    contractListOptions: contracts.map((other) => ({
      leaContracts_Id: other.id,
      value: other.id,
      label: contractLabel(other, lang),
      status: other.statusId,
      isMicroCredit: isMicroCredit(other),
      isTraining: other.isTraining,
      isCloseReasonBalanceZeroOnRenew: other.closeReason === BALANCE_ZERO_ON_RENEW,
    })),
    bouncedPayment: bouncedPaymentOf(bouncedPaymentNotice(book, stored)),
  };
};

type PaymentsListLine = CustomerPayments["paymentsList"][number];

/**
 * The list's lines in the ledger's order: the schedule's lines, and the
 * lines the ledger added (a fee charged — the NSF fee of a returned
 * payment —, a debit), each with the return that reopened it, if any
 * (core's `lineReturns`). A ledger line's `id` is its event's.
 */
const paymentsListOf = (
  book: Ledger,
  scheduled: readonly ServicedLine[],
  returns: ReadonlyMap<string, LineReturn>,
  deferrals: Awaited<ReturnType<typeof deferralsOfContract>>,
): PaymentsListLine[] => {
  const rows = new Map(scheduled.map((line) => [scheduleLineId(line.id), line]));
  return book.lines.map((ledgerLine): PaymentsListLine => {
    const found = returns.get(ledgerLine.id);
    const returned = found ? { returnedOn: found.returnedOn, reason: found.reason } : null;
    const row = rows.get(ledgerLine.id);
    if (row) {
      return {
        id: row.id,
        dueDate: row.dueDate,
        amount: decimalFromCents(row.amountCents),
        isFromOriginalSchedule: row.isFromOriginalSchedule,
        isLate: row.isLate,
        isPaid: row.isPaid,
        canReturnNsf: row.canReturnNsf,
        isCheckboxDisabled: row.isCheckboxDisabled,
        lineKind: row.kind === "deferralFee" ? "fee" : "payment",
        hasPendingDeferral: deferrals.get(row.id)?.status === "pending",
        deferral: deferrals.get(row.id) ?? null,
        ledgerLineId: ledgerLine.id,
        feeKind: null,
        returned,
      };
    }
    return {
      id: Number(ledgerLine.id),
      dueDate: ledgerLine.dueDate,
      amount: decimalFromCents(ledgerLine.amountCents),
      isFromOriginalSchedule: false,
      isLate: ledgerLine.isLate,
      isPaid: ledgerLine.isPaid,
      canReturnNsf: ledgerLine.canReturnNsf,
      isCheckboxDisabled: ledgerLine.isCheckboxDisabled,
      lineKind: "fee",
      hasPendingDeferral: false,
      deferral: null,
      ledgerLineId: wireLineId(ledgerLine.id),
      feeKind: ledgerLine.feeKind,
      returned,
    };
  });
};

/** core's bounced-payment notice as the wire carries it. */
const bouncedPaymentOf = (notice: BouncedPaymentNotice | null): CustomerPayments["bouncedPayment"] =>
  notice === null
    ? null
    : {
        amount: decimalFromCents(notice.amountCents),
        paidOn: notice.paidOn,
        returnedOn: notice.returnedOn,
        reason: notice.reason,
        fee: notice.feeCents === null ? null : decimalFromCents(notice.feeCents),
      };

/**
 * GET /api/customer/{customerId}/payments/{contractId}?lang&isProfile: the
 * contract's payments model, its lines flagged by core for the lender's
 * today. `lang` (fr or en, default the customer's language) words the
 * selector and the closing reason; `isProfile` is accepted (true/false) and
 * changes nothing: staff get the selector of all the customer's contracts,
 * a customer all but the unsigned drafts (whose ids answer 404 to them).
 * Each line says its kind (`payment` or `fee`), whether a deferral request
 * waits for a decision, and its latest request with who asked and who
 * decided (issue 15 §5). Lines and figures are the contract's ledger's
 * (core's replay of its schedule and money events). The answer is
 * remembered under the tenant's customers, contracts, payments, deferral
 * requests and ledger events versions, for this caller's view, language
 * and business day.
 */
export const getPayments = (context: ServerContext, settings: ServicingSettings): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const customerId = wholeId(req.params.customerId, "customerId");
  const contractId = wholeId(req.params.contractId, "contractId");
  queryFlag(req, "isProfile");
  await refuseOtherCustomer(context, req, res, auth, customerId);
  const today = (await tenantDay(context, auth.tenantId)).today.toString();
  // Users are not versioned: the collectors' names are part of the key, so a collector added or renamed shows at once.
  const collectorList = isCustomerSession(auth) ? null : collectorListOf(await tenantCollectors(context.db, auth.tenantId));
  const key = JSON.stringify(["payments", auth.kind, auth.roleId, customerId, contractId, req.query.lang ?? null, today, collectorList]);
  const answer = await context.answers.read(context.db, auth.tenantId, ["customers", "contracts", "payments", "deferral_requests", "ledger_events"], key, async () => {
    const customer = await customerInScope(context, req, res, auth, customerId);
    const lang = queryLang(req, langOfCustomer(customer.language));
    // One read gives the selector's list and the contract asked for (a contract of another customer is not in it: 404).
    // A customer's menu has no unsigned drafts (core's `isInCustomerContractMenu`), and a draft's id reads as no contract.
    const all = await contractsOfCustomer(context.db, auth.tenantId, customer.id);
    const contracts = isCustomerSession(auth) ? all.filter((other) => isInCustomerContractMenu(other.statusId)) : all;
    const contract = contracts.find((candidate) => candidate.id === contractId);
    if (!contract) throw notFound();
    return JSON.stringify(encodeCustomerPayments(await paymentsModel(context, settings, auth, contract, contracts, lang, collectorList)));
  }, auth.dataVersions);
  sendOkJson(res, answer);
};

/** The grid info of a customer's current contract (C §3.1): amount late and whether renewing zeroes its balance. */
export const gridInfoOf = async (
  context: ServerContext,
  tenantId: number,
  contract: ContractRecord | null,
  db: Plumbing["db"] = context.db,
) => {
  if (!contract) return { amountLateCents: 0, isBalanceZeroOnRenew: false };
  const { today } = await tenantDay(context, tenantId, db);
  const { balances } = await servicedContract(db, tenantId, contract, today);
  return { amountLateCents: balances.totalUnpaidCents, isBalanceZeroOnRenew: contract.closeReason === BALANCE_ZERO_ON_RENEW };
};

/** GET /api/customer/{customerId}/currentContractGridInfo (C §3.1, §3.4): amountLate and UI_isBalanceZeroOnRenew of the current contract. */
export const getGridInfo = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const customer = await customerInScope(context, req, res, auth, wholeId(req.params.customerId, "customerId"));
  const current = currentContractOf(await contractsOfCustomer(context.db, auth.tenantId, customer.id));
  const info = await gridInfoOf(context, auth.tenantId, current);
  sendOk(res, encodeCurrentContractGridInfo({ amountLate: decimalFromCents(info.amountLateCents), UI_isBalanceZeroOnRenew: info.isBalanceZeroOnRenew }));
};

/**
 * GET /api/customer/{customerId}/paymentsReciepts/{contractId}?lang (C §7):
 * the contract's receipts oldest first (the profile reverses them): the
 * money its ledger received and kept (a returned payment is no receipt),
 * each `{ value: the payment's event id, label: "yyyy-MM-dd — amount" }`
 * with the amount formatted in `lang` (default the customer's language).
 */
export const getReceipts = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const customer = await customerInScope(context, req, res, auth, wholeId(req.params.customerId, "customerId"));
  const contract = await contractOfCustomer(context, auth, customer, wholeId(req.params.contractId, "contractId"));
  const lang = queryLang(req, langOfCustomer(customer.language));
  const receipts = receiptsOfBook(await ledgerOf(context.db, auth.tenantId, contract, await tenantToday(context, auth.tenantId)));
  sendOk(
    res,
    encodePaymentReceiptOptions(
      receipts.map((receipt) => ({ value: receipt.id, label: `${receipt.paidOn.toString()} — ${formatMoney(decimalFromCents(receipt.amountCents), lang)}` })),
    ),
  );
};
