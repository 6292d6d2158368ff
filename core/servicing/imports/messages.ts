import { ledgerRefusalKey } from "../ledger/messages.js";
import type { PostingRefusal } from "../ledger/posting.js";
import type { LedgerRefusal } from "../ledger/types.js";
import type { ProcessorLineProblem } from "./lineAction.js";
import type { ProcessorFileProblem, ProcessorRowProblem } from "./processorFile.js";

/** Every reason a line of a processor's file is refused: its text, what the server found, the ledger's checks. */
export type ProcessorImportCode = ProcessorRowProblem | ProcessorLineProblem | LedgerRefusal | PostingRefusal;

/** The codes the import has words of its own for (the ledger's refusals have theirs). */
const importCodes: ReadonlySet<string> = new Set<ProcessorRowProblem | ProcessorLineProblem | ProcessorFileProblem>([
  "notText",
  "header",
  "tooManyRows",
  "malformedLine",
  "columnCount",
  "externalIdInvalid",
  "contractNumberInvalid",
  "amountInvalid",
  "amountNotAboveZero",
  "amountTooManyDecimals",
  "amountTooLarge",
  "valueDateInvalid",
  "statusInvalid",
  "reasonInvalid",
  "reasonNotExpected",
  "unknownContract",
  "paymentNotFound",
  "returnAmountMismatch",
]);

/**
 * The catalog key of an import problem's words (translate with
 * `t(lang, key)`): `servicing.import.<code>` for the file's and the line's
 * own, the ledger's refusal key for a check of the ledger.
 *
 * @example
 * processorImportKey("header") // "servicing.import.header"
 * processorImportKey("valueDateAfterToday") // "servicing.refusal.valueDateAfterToday"
 */
export const processorImportKey = (code: ProcessorImportCode | ProcessorFileProblem): ProcessorImportKey =>
  importCodes.has(code) ? (`servicing.import.${code}` as ProcessorImportKey) : ledgerRefusalKey(code as LedgerRefusal | PostingRefusal);

/** A catalog key of an import problem. */
export type ProcessorImportKey =
  | `servicing.import.${ProcessorRowProblem | ProcessorLineProblem | ProcessorFileProblem}`
  | `servicing.refusal.${LedgerRefusal | PostingRefusal}`;
