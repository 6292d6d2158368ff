import type { CalendarDate } from "@internationalized/date";
import type { PaymentStatus } from "../payments/status.js";
import { amortizationScheduleResult } from "../schedule/amortizationSchedule.js";
import type { DocumentContract, DocumentPayment } from "./facts.js";
import { byDueDate, lineStatus, sumCents } from "./lines.js";

/** One row of the payments schedule. */
export interface ScheduleReportRow {
  readonly seq: number;
  readonly dueDate: CalendarDate;
  readonly kind: DocumentPayment["kind"];
  readonly amountCents: number;
  readonly status: PaymentStatus;
}

/** The payments schedule (AllTermsReport) on a day. */
export interface ScheduleReport {
  /** `recorded`: the stored lines; `projected`: none is stored, built from the terms; `none`: neither. */
  readonly source: "recorded" | "projected" | "none";
  readonly rows: readonly ScheduleReportRow[];
  readonly scheduledCents: number;
  readonly paidCents: number;
  readonly lateCents: number;
  /** scheduled − paid. */
  readonly remainingCents: number;
  /** A lease's residual, the balance owing after the last line (0 otherwise). */
  readonly endBalanceCents: number;
}

type Terms = Pick<DocumentContract, "amountCents" | "annualRate" | "frequency" | "numberOfPayments" | "firstPaymentDate" | "residualCents">;

/**
 * The schedule core/schedule builds from a contract's stored terms (a lease
 * amortizing down to its residual), or null
 * when the terms are incomplete or cannot make one.
 *
 * @example
 * const terms = { amountCents: 100_000, annualRate: "19.99", frequency: 0, numberOfPayments: 52, firstPaymentDate: new CalendarDate(2026, 1, 2) };
 * projectedLines(terms)?.length // 52
 * projectedLines({ ...terms, annualRate: null }) // null
 */
export const projectedLines = (terms: Terms) => {
  if (terms.annualRate === null || terms.frequency === null || terms.numberOfPayments === null || terms.firstPaymentDate === null) return null;
  const result = amortizationScheduleResult({
    principal: (terms.amountCents / 100).toFixed(2),
    annualRatePercent: terms.annualRate,
    frequency: terms.frequency,
    numberOfPayments: terms.numberOfPayments,
    firstPaymentDate: terms.firstPaymentDate,
    residual: ((terms.residualCents ?? 0) / 100).toFixed(2),
  });
  return result.ok ? result.lines : null;
};

const totals = (rows: readonly ScheduleReportRow[]) => {
  const scheduledCents = sumCents(rows.map((row) => row.amountCents));
  const paidCents = sumCents(rows.filter((row) => row.status === "paid" || row.status === "paidNsfReturnable").map((row) => row.amountCents));
  return {
    scheduledCents,
    paidCents,
    lateCents: sumCents(rows.filter((row) => row.status === "late").map((row) => row.amountCents)),
    remainingCents: scheduledCents - paidCents,
  };
};

/**
 * The payments schedule of a contract on `asOf`: its stored lines in date
 * order (a line moved by a deferral or added later shows where it falls due;
 * same-day lines in schedule order) with their status (paid, late, upcoming) and totals (scheduled = paid +
 * remaining; late ⊆ remaining). A contract with no stored line shows the
 * schedule projected from its terms by core/schedule, every line upcoming.
 *
 * @example
 * const terms = { amountCents: 100_000, annualRate: "19.99", frequency: 0, numberOfPayments: 52, firstPaymentDate: new CalendarDate(2026, 1, 2) };
 * scheduleReport([], terms, new CalendarDate(2025, 12, 1)).source // "projected"
 * scheduleReport([], terms, new CalendarDate(2025, 12, 1)).rows[0].amountCents // 2125
 */
export const scheduleReport = (payments: readonly DocumentPayment[], terms: Terms, asOf: CalendarDate): ScheduleReport => {
  if (payments.length > 0) {
    const rows = byDueDate(payments).map((line) => ({
      seq: line.seq,
      dueDate: line.dueDate,
      kind: line.kind,
      amountCents: line.amountCents,
      status: lineStatus(line, asOf),
    }));
    return { source: "recorded", rows, ...totals(rows), endBalanceCents: terms.residualCents ?? 0 };
  }
  const projected = projectedLines(terms);
  if (!projected) return { source: "none", rows: [], ...totals([]), endBalanceCents: terms.residualCents ?? 0 };
  const rows = projected.map((line) => ({
    seq: line.number,
    dueDate: line.dueDate,
    kind: "scheduled" as const,
    amountCents: line.paymentCents + line.feeCents,
    status: "upcoming" as const,
  }));
  return { source: "projected", rows, ...totals(rows), endBalanceCents: projected.at(-1)?.balanceCents ?? 0 };
};
