import type { Lang } from "../i18n/lang.js";
import { balanceFigureLabel } from "../payments/balances.js";
import { paymentStatusLabel } from "../payments/status.js";
import type { DocumentFacts } from "./facts.js";
import { documentFileName, type DocumentKind } from "./kinds.js";
import { dateText, moneyText, type DocumentBlock, type FieldRow, type PrintDocument } from "./layout.js";
import { documentBalances, payoutQuote } from "./payout.js";
import { scheduleReport } from "./scheduleReport.js";
import { accountStatement, type StatementEntry } from "./statement.js";
import { contactFields, frequencyText, identityFields, methodText, td, type DocumentsTextKey } from "./text.js";

/** The frame every report shares: title, "contract no., as of" subtitle, footer and file name. */
const report = (kind: DocumentKind, titleKey: DocumentsTextKey, facts: DocumentFacts, lang: Lang, blocks: DocumentBlock[]): PrintDocument => ({
  kind,
  lang,
  issuer: facts.lenderName,
  title: td(lang, titleKey),
  subtitle: td(lang, "documents.subtitle.asOf", { number: facts.contract.contractNumber, date: dateText(facts.today) }),
  blocks,
  footer: td(lang, "documents.footer", { date: dateText(facts.today) }),
  fileName: documentFileName(kind, lang, facts.contract.contractNumber),
});

/**
 * The contract's balance figures on the document's day, each under the
 * label the payments profile gives it (core's `balanceFigureLabel`) and with
 * the value the profile shows (core/servicing, through `documentBalances`):
 * capital still owed, total overdue, balance at the next withdrawal, and
 * last, in bold, the amount to pay off the contract that day — what is owed.
 */
const balanceRows = (facts: DocumentFacts, lang: Lang): FieldRow[] => {
  // The ledger's figures when the server read them: the same as the profile's cards, its fees included.
  const balances = facts.ledgerBalances ?? documentBalances(facts.payments, facts.contract.amountCents, facts.today);
  const money = (cents: number) => moneyText(cents, lang);
  return [
    { label: balanceFigureLabel(lang, "capitalRemaining"), value: money(balances.capitalRemainingCents) },
    { label: balanceFigureLabel(lang, "totalUnpaid"), value: money(balances.totalUnpaidCents) },
    { label: balanceFigureLabel(lang, "SoldeFinPeriodeCourante"), value: money(balances.balanceEndOfPeriodCents) },
    { label: balanceFigureLabel(lang, "payoutAmount", { date: dateText(facts.today) }), value: money(balances.payoutCents), strong: true },
  ];
};

/**
 * The paid-out report (C §7 PaidOutReport): what is paid, what is due and
 * unpaid, then the balance figures ending with the amount that pays the
 * contract off today (`payoutQuote`, `balanceRows`); a contract paid in
 * full says so in its note.
 */
export const paidOutDocument = (facts: DocumentFacts, lang: Lang): PrintDocument => {
  const quote = payoutQuote(facts.payments, facts.contract.amountCents, facts.today);
  const note = quote.isPaidInFull
    ? td(lang, "documents.note.paidInFull", { date: quote.lastPaidOn ? dateText(quote.lastPaidOn) : td(lang, "documents.notAvailable") })
    : td(lang, "documents.note.payout", { date: dateText(facts.today) });
  return report("PaidOutReport", "documents.title.paidOut", facts, lang, [
    { kind: "fields", rows: identityFields(lang, facts) },
    { kind: "heading", text: td(lang, "documents.heading.summary") },
    {
      kind: "fields",
      rows: [
        { label: td(lang, "documents.field.paidToDate", { count: quote.paidCount }), value: moneyText(quote.paidCents, lang) },
        { label: td(lang, "documents.field.dueUnpaid", { count: quote.dueUnpaidCount }), value: moneyText(quote.dueUnpaidCents, lang) },
        ...balanceRows(facts, lang),
      ],
    },
    { kind: "paragraph", text: note },
  ]);
};

/**
 * The payments schedule (C §7 AllTermsReport): every line with its due
 * date, type, amount and status, a total row, and the totals scheduled,
 * paid, overdue and remaining (`scheduleReport`).
 */
export const allTermsDocument = (facts: DocumentFacts, lang: Lang): PrintDocument => {
  const schedule = scheduleReport(facts.payments, facts.contract, facts.today);
  const money = (cents: number) => moneyText(cents, lang);
  const table: DocumentBlock[] =
    schedule.source === "none"
      ? [{ kind: "paragraph", text: td(lang, "documents.note.noSchedule") }]
      : [
          {
            kind: "table",
            columns: [
              { label: td(lang, "documents.column.number"), align: "right", width: 1 },
              { label: td(lang, "documents.column.dueDate"), align: "left", width: 2.2 },
              { label: td(lang, "documents.column.type"), align: "left", width: 3 },
              { label: td(lang, "documents.column.amount"), align: "right", width: 2.6 },
              { label: td(lang, "documents.column.status"), align: "left", width: 2 },
            ],
            rows: schedule.rows.map((row) => [
              String(row.seq),
              dateText(row.dueDate),
              td(lang, row.kind === "deferralFee" ? "documents.line.deferralFee" : "documents.line.payment"),
              money(row.amountCents),
              paymentStatusLabel(lang, row.status),
            ]),
            total: ["", "", td(lang, "documents.column.total"), money(schedule.scheduledCents), ""],
          },
        ];
  return report("AllTermsReport", "documents.title.allTerms", facts, lang, [
    { kind: "fields", rows: [...identityFields(lang, facts), { label: td(lang, "documents.field.frequency"), value: frequencyText(lang, facts.contract) }] },
    { kind: "heading", text: td(lang, "documents.heading.payments") },
    ...(schedule.source === "projected" ? [{ kind: "paragraph", text: td(lang, "documents.note.projected") } as const] : []),
    ...table,
    { kind: "heading", text: td(lang, "documents.heading.summary") },
    {
      kind: "fields",
      rows: [
        { label: td(lang, "documents.field.totalScheduled"), value: money(schedule.scheduledCents) },
        { label: td(lang, "documents.field.totalPaid"), value: money(schedule.paidCents) },
        { label: td(lang, "documents.field.totalLate"), value: money(schedule.lateCents) },
        { label: td(lang, "documents.field.totalRemaining"), value: money(schedule.remainingCents), strong: true },
        ...(schedule.endBalanceCents > 0 ? [{ label: td(lang, "documents.field.residual"), value: money(schedule.endBalanceCents) }] : []),
      ],
    },
  ]);
};

const entryDescription = (lang: Lang, entry: StatementEntry): string => {
  switch (entry.source) {
    case "payment":
      return td(lang, "documents.entry.payment", { seq: entry.ref });
    case "fee":
      return td(lang, "documents.entry.fee", { seq: entry.ref });
    case "receipt":
      return td(lang, "documents.entry.receipt", { method: methodText(lang, entry.method ?? "") });
    case "settled":
      return td(lang, "documents.entry.settled", { seq: entry.ref });
    case "ledgerFee":
      return td(lang, "documents.entry.ledgerFee", { fee: feeText(lang, entry.detail ?? "other") });
    case "returnedReceipt":
      return td(lang, "documents.entry.returnedReceipt", { method: methodText(lang, entry.method ?? "") });
    case "returned":
      return td(lang, "documents.entry.returned", { method: methodText(lang, entry.method ?? ""), reason: reasonText(lang, entry.detail ?? "other") });
    case "waived":
      return td(lang, "documents.entry.waived");
  }
};

const feeKinds = ["nsf", "late", "deferral", "other", "adjustment"] as const;
const returnReasons = ["nsf", "accountClosed", "stopped", "other"] as const;

/** A ledger fee's words by its kind (an unknown kind reads as a fee). */
const feeText = (lang: Lang, kind: string): string =>
  td(lang, `documents.fee.${feeKinds.find((known) => known === kind) ?? "other"}`);

/** A return's reason in words (an unknown reason reads as "other"). */
const reasonText = (lang: Lang, reason: string): string =>
  td(lang, `documents.returnReason.${returnReasons.find((known) => known === reason) ?? "other"}`);

/**
 * The account statement (C §7 LeaStatementReport): the contract's charges
 * and credits up to today with the running amount due (`accountStatement`:
 * charges less credits; the ledger's fees, waivers and returned payments
 * among them), then the totals, the amount due, and the contract's
 * balance figures ending with what is owed: the amount to pay off the
 * contract today (`balanceRows`). A contract up to date owes 0.00 of
 * charges but still owes its capital; the statement says both.
 */
export const statementDocument = (facts: DocumentFacts, lang: Lang): PrintDocument => {
  const statement = accountStatement(facts.payments, facts.receipts, facts.today, facts.ledgerEntries ?? []);
  const money = (cents: number) => moneyText(cents, lang);
  const transactions: DocumentBlock =
    statement.entries.length === 0
      ? { kind: "paragraph", text: td(lang, "documents.note.noTransactions") }
      : {
          kind: "table",
          columns: [
            { label: td(lang, "documents.column.date"), align: "left", width: 2.1 },
            { label: td(lang, "documents.column.description"), align: "left", width: 4.4 },
            { label: td(lang, "documents.column.charge"), align: "right", width: 2.2 },
            { label: td(lang, "documents.column.credit"), align: "right", width: 2.2 },
            { label: td(lang, "documents.column.amountDue"), align: "right", width: 2.3 },
          ],
          rows: statement.entries.map((entry) => [
            dateText(entry.date),
            entryDescription(lang, entry),
            entry.chargeCents === 0 ? "" : money(entry.chargeCents),
            entry.creditCents === 0 ? "" : money(entry.creditCents),
            money(entry.balanceCents),
          ]),
          total: null,
        };
  return report("LeaStatementReport", "documents.title.statement", facts, lang, [
    { kind: "fields", rows: [...identityFields(lang, facts), ...contactFields(lang, facts.customer)] },
    { kind: "heading", text: td(lang, "documents.heading.transactions") },
    transactions,
    { kind: "heading", text: td(lang, "documents.heading.summary") },
    {
      kind: "fields",
      rows: [
        { label: td(lang, "documents.field.totalCharged"), value: money(statement.totalChargedCents) },
        { label: td(lang, "documents.field.totalCredited"), value: money(statement.totalCreditedCents) },
        { label: td(lang, "documents.field.amountDue", { date: dateText(facts.today) }), value: money(statement.balanceCents) },
        ...balanceRows(facts, lang),
      ],
    },
  ]);
};
