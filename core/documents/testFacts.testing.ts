// Test helpers: document facts from compact descriptions.
import { CalendarDate } from "@internationalized/date";
import type { DocumentFacts, DocumentPayment, DocumentReceipt } from "./facts.js";

export const day = (text: string): CalendarDate => {
  const [year, month, dayOfMonth] = text.split("-").map(Number) as [number, number, number];
  return new CalendarDate(year, month, dayOfMonth);
};

/** A scheduled line without a split (as imported), paid on `paidOn` when given. */
export const line = (seq: number, dueDate: string, amountCents: number, paidOn: string | null = null, extra: Partial<DocumentPayment> = {}): DocumentPayment => ({
  id: 100 + seq,
  seq,
  kind: "scheduled",
  dueDate: day(dueDate),
  amountCents,
  principalCents: 0,
  interestCents: 0,
  feeCents: 0,
  isFromOriginalSchedule: true,
  paidOn: paidOn === null ? null : day(paidOn),
  ...extra,
});

export const receipt = (id: number, paidOn: string, amountCents: number, paymentId: number | null, method = "pad"): DocumentReceipt => ({
  id,
  paidOn: day(paidOn),
  amountCents,
  method,
  paymentId,
});

/** A micro-credit contract of 500.00 at 27.15 %, 4 bi-weekly payments of 131.19, the first paid by receipt 7. */
export const sampleFacts = (overrides: Partial<DocumentFacts> = {}): DocumentFacts => ({
  lenderName: "Prêts Rapides inc.",
  customer: {
    firstName: "Hélène",
    lastName: "Côté-Gagné",
    email: "helene@example.com",
    cellPhone: "5145550123",
    address: { civicNumber: "12", street: "rue des Érables", apartment: "", city: "Montréal", province: 1, postalCode: "H2X 1Y4" },
  },
  contract: {
    contractNumber: "MC-001",
    product: "microCredit",
    statusId: 1,
    amountCents: 50_000,
    annualRate: "27.15",
    frequency: 1,
    numberOfPayments: 4,
    firstPaymentDate: day("2026-10-23"),
    vehicle: null,
  },
  payments: [
    line(1, "2026-10-23", 13_119, "2026-10-23", { principalCents: 12_597, interestCents: 522 }),
    line(2, "2026-11-06", 13_119, null, { principalCents: 12_728, interestCents: 391 }),
    line(3, "2026-11-20", 13_119, null, { principalCents: 12_861, interestCents: 258 }),
    line(4, "2026-12-04", 12_944, null, { principalCents: 12_814, interestCents: 130 }),
  ],
  receipts: [receipt(7, "2026-10-23", 13_119, 101)],
  today: day("2026-11-22"),
  ...overrides,
});
