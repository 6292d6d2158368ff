import type { CalendarDate } from "@internationalized/date";
import { businessDateOf, centsOf as amountToCents, contractResidual, decodeContract, isFrequencyCode, parseIsoDate, type Contract } from "@lendkit/core";
import type { DocumentAddress, DocumentFacts, DocumentPayment, DocumentProduct, DocumentReceipt, DocumentVehicle, StatementLedgerEntry } from "@lendkit/core/documents";
import { documentContractOf, documentCustomerOf, lenderNameOf, scheduleRowsOf, type DocumentContractRow } from "../data/documentFacts.js";
import type { Plumbing } from "../infra/plumbing.js";
import { receiptsOfBook, type LedgerReceipt } from "../servicing/receipts.js";
import { ledgerOf, type ContractBook } from "../data/servicingBooks.js";

/**
 * Assembles what one contract's documents are made from: the lending tables
 * (data/documentFacts.ts) and the contract's ledger (what was paid, when,
 * and the receipts: the money received and kept), every query on the
 * ticket's tenant (SECURITY 14).
 */

/** Cents from a bigint column (PostgreSQL answers text); refuses anything that is not an exact integer. */
export const centsOf = (value: number | string): number => {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new Error(`not an amount in cents: ${String(value)}`);
  return cents;
};

/** A stored `yyyy-mm-dd` day; a malformed one is a data error, not something to print around. */
const dayOf = (text: string): CalendarDate => {
  const day = parseIsoDate(text);
  if (!day) throw new Error(`not a stored day: ${text}`);
  return day;
};

const products: readonly DocumentProduct[] = ["lease", "finance", "microCredit"];

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const bodyOf = (row: DocumentContractRow): Contract | null => {
  const decoded = decodeContract(parseJson(row.body_json) ?? {});
  return decoded.ok ? decoded.value : null;
};

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The contract's lessee address, else the customer profile's (same field names), else null. */
const addressOf = (body: Contract | null, profileJson: string): DocumentAddress | null => {
  const pick = (source: Record<string, unknown>): DocumentAddress => ({
    civicNumber: text(source.civicNumber),
    street: text(source.street),
    apartment: text(source.apartment),
    city: text(source.city),
    province: typeof source.province === "number" ? source.province : typeof source.provinceId === "number" ? source.provinceId : null,
    postalCode: text(source.postalCode),
  });
  const empty = (address: DocumentAddress) => !address.street.trim() && !address.city.trim();
  const lessee = body ? pick(body.lessee as unknown as Record<string, unknown>) : null;
  if (lessee && !empty(lessee)) return lessee;
  const profile = parseJson(profileJson);
  const fromProfile = profile && typeof profile === "object" ? pick(profile as Record<string, unknown>) : null;
  return fromProfile && !empty(fromProfile) ? fromProfile : null;
};

/** A lease's residual in cents, read from its body by core's rule (0 for other products or an unreadable amount). */
const residualCentsOf = (product: DocumentProduct, body: Contract | null): number => {
  if (product !== "lease" || !body) return 0;
  const cents = amountToCents(contractResidual(body));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : 0;
};

const vehicleOf = (product: DocumentProduct, body: Contract | null): DocumentVehicle | null => {
  if (product === "microCredit" || !body) return null;
  const { year, make, model, vin } = body.vehicle;
  return { year: typeof year === "number" ? year : null, make, model, vin };
};

/** The day each schedule line (`payments.id`) was paid off on its ledger: the last receipt that paid it, once it owes nothing. */
const paidDays = (book: ContractBook, receipts: readonly LedgerReceipt[]): Map<number, CalendarDate> => {
  const paid = new Set(book.ledger.lines.filter((line) => line.isPaid && line.id.startsWith("s")).map((line) => Number(line.id.slice(1))));
  const days = new Map<number, CalendarDate>();
  for (const receipt of receipts) for (const id of receipt.lineIds) if (paid.has(id)) days.set(id, receipt.paidOn);
  return days;
};

/** A receipt as the documents read it: the line it settles when it paid exactly one, and every line it paid. */
const documentReceipt = (receipt: LedgerReceipt): DocumentReceipt => ({
  id: receipt.id,
  paidOn: receipt.paidOn,
  amountCents: receipt.amountCents,
  method: receipt.method,
  paymentId: receipt.lineIds.length === 1 ? receipt.lineIds[0]! : null,
  lineIds: receipt.lineIds,
});

const paymentOf = (row: Record<string, unknown>, paidOn: ReadonlyMap<number, CalendarDate>): DocumentPayment => ({
  id: Number(row.id),
  seq: Number(row.seq),
  kind: row.kind === "deferralFee" ? "deferralFee" : "scheduled",
  dueDate: dayOf(String(row.due_date)),
  amountCents: centsOf(row.amount_cents as number),
  principalCents: centsOf(row.principal_cents as number),
  interestCents: centsOf(row.interest_cents as number),
  feeCents: centsOf(row.fee_cents as number),
  isFromOriginalSchedule: Boolean(row.is_from_original_schedule),
  paidOn: paidOn.get(Number(row.id)) ?? null,
});

/**
 * What the statement lists from the ledger besides the schedule and the
 * money kept: the fee and charge lines it added, the payments the bank
 * returned (received, then returned), and what waivers forgave.
 */
const ledgerEntriesOf = (book: ContractBook): StatementLedgerEntry[] => {
  const lines = new Map(book.ledger.lines.map((line) => [line.id, line]));
  const fees: StatementLedgerEntry[] = book.ledger.lines
    .filter((line) => line.kind === "fee" || line.kind === "adjustment")
    .map((line) => ({ kind: "fee", id: Number(line.id), date: line.dueDate, feeKind: line.kind === "fee" ? (line.feeKind ?? "other") : "adjustment", amountCents: line.amountCents }));
  const returns = new Map(book.events.flatMap((record) => (record.event.kind === "paymentReturned" ? [[record.event.id, record.event] as const] : [])));
  const returned: StatementLedgerEntry[] = book.ledger.payments.flatMap((payment) => {
    const event = payment.returnedBy === null ? undefined : returns.get(payment.returnedBy);
    return event
      ? [{ kind: "returned", id: Number(payment.id), paidOn: payment.valueDate, returnedOn: event.returnedOn, amountCents: payment.amountCents, method: payment.method ?? "", reason: event.reason } as const]
      : [];
  });
  const waived: StatementLedgerEntry[] = book.events.flatMap((record) => {
    const event = record.event;
    if (event.kind !== "feeWaived") return [];
    const line = lines.get(event.feeLineId);
    const date = event.waivedOn ?? line?.dueDate;
    return line && date && line.waivedCents > 0 ? [{ kind: "waived", id: Number(event.id), date, amountCents: line.waivedCents } as const] : [];
  });
  return [...fees, ...returned, ...waived];
};

/** A contract's documents' facts, with the ids the routes check. */
export interface LoadedFacts {
  readonly facts: DocumentFacts;
  readonly customerId: number | null;
  /** The customer's language code (0 French, 1 English), or null without a customer. */
  readonly customerLanguage: number | null;
}

/**
 * The facts of contract `contractId` of `tenantId` on `now` (its day in the
 * lender's time zone `timeZone`, the tenant's `tenantTimeZone`), or null
 * when the tenant has no such contract — or, with `ownerCustomerId`, when it
 * is not that customer's.
 */
export const loadDocumentFacts = async (
  db: Plumbing["db"],
  tenantId: number,
  contractId: number,
  ownerCustomerId: number | null,
  now: Date,
  timeZone: string,
): Promise<LoadedFacts | null> => {
  const contract = await documentContractOf(db, tenantId, contractId);
  if (!contract) return null;
  const customerId = contract.customer_id === null ? null : Number(contract.customer_id);
  if (ownerCustomerId !== null && customerId !== ownerCustomerId) return null;
  const today = businessDateOf(now, timeZone);
  const [lenderName, customer, payments, book] = await Promise.all([
    lenderNameOf(db, tenantId),
    customerId === null ? undefined : documentCustomerOf(db, tenantId, customerId),
    scheduleRowsOf(db, tenantId, contractId),
    ledgerOf(db, tenantId, { id: contractId, amountCents: centsOf(contract.amount_cents) }, today),
  ]);
  const receipts = receiptsOfBook(book);
  const paidOn = paidDays(book, receipts);
  const body = bodyOf(contract);
  const product = products.find((each) => each === contract.product) ?? "microCredit";
  const frequency = contract.frequency === null ? null : Number(contract.frequency);
  const facts: DocumentFacts = {
    lenderName: lenderName ?? "",
    customer: customer
      ? { firstName: customer.first_name, lastName: customer.last_name, email: customer.email, cellPhone: customer.cell_phone, address: addressOf(body, customer.profile_json) }
      : null,
    contract: {
      contractNumber: contract.contract_number,
      product,
      statusId: Number(contract.status_id),
      amountCents: centsOf(contract.amount_cents),
      annualRate: contract.annual_rate,
      frequency: isFrequencyCode(frequency) ? frequency : null,
      numberOfPayments: contract.number_of_payments === null ? null : Number(contract.number_of_payments),
      firstPaymentDate: contract.first_payment_date ? dayOf(contract.first_payment_date) : null,
      vehicle: vehicleOf(product, body),
      residualCents: residualCentsOf(product, body),
    },
    payments: payments.map((row) => paymentOf(row, paidOn)),
    receipts: receipts.map(documentReceipt),
    ledgerEntries: ledgerEntriesOf(book),
    ledgerBalances: { ...book.ledger.balances, payoutCents: book.ledger.payoff.amountCents },
    today,
  };
  return { facts, customerId, customerLanguage: customer ? Number(customer.language) : null };
};
