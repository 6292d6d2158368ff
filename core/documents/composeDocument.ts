import type { Lang } from "../i18n/lang.js";
import { contractDocument } from "./contractDocument.js";
import type { DocumentFacts } from "./facts.js";
import type { DocumentKind } from "./kinds.js";
import type { PrintDocument } from "./layout.js";
import { receiptDocument } from "./receiptDocument.js";
import { allTermsDocument, paidOutDocument, statementDocument } from "./reportDocuments.js";

/**
 * The document `kind` of a contract in `lang`, made from `facts`. Null only
 * for a receipt the contract does not have (`receiptId`).
 */
export const composeDocument = (kind: DocumentKind, facts: DocumentFacts, lang: Lang, receiptId?: number): PrintDocument | null => {
  switch (kind) {
    case "Contract":
      return contractDocument(facts, lang);
    case "PaidOutReport":
      return paidOutDocument(facts, lang);
    case "AllTermsReport":
      return allTermsDocument(facts, lang);
    case "LeaStatementReport":
      return statementDocument(facts, lang);
    case "PaymentReceipt":
      return receiptId === undefined ? null : receiptDocument(facts, lang, receiptId);
  }
};
