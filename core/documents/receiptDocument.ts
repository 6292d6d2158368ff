import type { Lang } from "../i18n/lang.js";
import type { DocumentFacts } from "./facts.js";
import { documentFileName } from "./kinds.js";
import { dateText, moneyText, type FieldRow, type PrintDocument } from "./layout.js";
import { identityFields, methodText, td } from "./text.js";

/**
 * A one-time payment receipt (C §7 printPaymentReciept): the receipt's
 * number, day, amount and method, the payment line it settles, and the
 * customer and contract. Null when the contract has no receipt `receiptId`.
 */
export const receiptDocument = (facts: DocumentFacts, lang: Lang, receiptId: number): PrintDocument | null => {
  const receipt = facts.receipts.find((each) => each.id === receiptId);
  if (!receipt) return null;
  const line = receipt.paymentId === null ? undefined : facts.payments.find((each) => each.id === receipt.paymentId);
  const applied: FieldRow[] = line
    ? [{ label: td(lang, "documents.field.appliedTo"), value: td(lang, "documents.field.appliedToValue", { seq: line.seq, date: dateText(line.dueDate) }) }]
    : [];
  return {
    kind: "PaymentReceipt",
    lang,
    issuer: facts.lenderName,
    title: td(lang, "documents.title.receipt"),
    subtitle: td(lang, "documents.subtitle.receipt", { receipt: receipt.id, number: facts.contract.contractNumber }),
    blocks: [
      { kind: "fields", rows: identityFields(lang, facts) },
      {
        kind: "fields",
        rows: [
          { label: td(lang, "documents.field.receiptNumber"), value: String(receipt.id) },
          { label: td(lang, "documents.field.paidOn"), value: dateText(receipt.paidOn) },
          { label: td(lang, "documents.field.amountReceived"), value: moneyText(receipt.amountCents, lang), strong: true },
          { label: td(lang, "documents.field.method"), value: methodText(lang, receipt.method) },
          ...applied,
        ],
      },
      { kind: "paragraph", text: td(lang, "documents.note.receipt") },
    ],
    footer: td(lang, "documents.footer", { date: dateText(facts.today) }),
    fileName: documentFileName("PaymentReceipt", lang, facts.contract.contractNumber, receipt.id),
  };
};
