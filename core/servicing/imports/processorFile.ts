import type { CalendarDate } from "@internationalized/date";
import { postingAmountProblem, postingCents, type PostingAmountProblem } from "../ledger/amount.js";
import { dayOfText, isDayText, isExternalIdText } from "../ledger/fields.js";
import { returnReasons } from "../ledger/posting.js";
import type { ReturnReason } from "../ledger/types.js";
import { csvRecords, type CsvRecord } from "./csv.js";

/**
 * A payment processor's file of collected and returned debits (issue 22
 * §2), read and checked before the server applies it: one header line,
 * then one line per payment. See docs/api/servicing.md "The processor
 * file".
 */

/** The header line, exactly. */
export const processorFileColumns = ["externalId", "contractNumber", "amount", "valueDate", "status", "reason"] as const;

/** The most payment lines one file may carry (a day's debits of a lender, with room to spare). */
export const maxProcessorFileRows = 5_000;

/** The longest contract number a lender gives (the stored column's width). */
const maxContractNumberLength = 32;

/** A payment line as the file says it; `row` is its line's number in the file, the header being row 1. */
interface RowBase {
  readonly row: number;
  readonly externalId: string;
  readonly contractNumber: string;
  readonly amountCents: number;
  readonly valueDate: CalendarDate;
}

/** A debit collected, or a debit the bank returned (for `reason`): a processor line once checked. */
export type ProcessorRow = (RowBase & { readonly status: "paid" }) | (RowBase & { readonly status: "returned"; readonly reason: ReturnReason });

/** Why a file cannot be read at all (nothing of it is applied). */
export type ProcessorFileProblem = "notText" | "header" | "tooManyRows";

/** Why one line of a file is refused. */
export type ProcessorRowProblem =
  | "malformedLine"
  | "columnCount"
  | "externalIdInvalid"
  | "contractNumberInvalid"
  | "amountInvalid"
  | "amountNotAboveZero"
  | "amountTooManyDecimals"
  | "amountTooLarge"
  | "valueDateInvalid"
  | "statusInvalid"
  | "reasonInvalid"
  | "reasonNotExpected";

/** A refused line: its row and why (`servicing.import.<code>` in the catalog). */
export interface ProcessorRowError<Code extends string = ProcessorRowProblem> {
  readonly row: number;
  readonly code: Code;
}

/** A file read: its lines that passed, and the problems of the others (several per line when several fields are wrong). */
export type ProcessorFile =
  | { readonly ok: true; readonly rowCount: number; readonly rows: readonly ProcessorRow[]; readonly errors: readonly ProcessorRowError[] }
  | { readonly ok: false; readonly problem: ProcessorFileProblem };

const amountCodes: Readonly<Record<PostingAmountProblem, ProcessorRowProblem>> = {
  required: "amountInvalid",
  notPositive: "amountNotAboveZero",
  tooManyDecimals: "amountTooManyDecimals",
  tooLarge: "amountTooLarge",
};

/** The wire's plain amount only ("12.50", "7"): a sign, spaces or an exponent are not read. */
const amountProblem = (text: string): ProcessorRowProblem | null => {
  if (postingCents(text) !== null) return null;
  const problem = postingAmountProblem(text);
  return problem === null ? "amountInvalid" : amountCodes[problem];
};

const isReturnReason = (text: string): text is ReturnReason => (returnReasons as readonly string[]).includes(text);

/** The status and reason: a paid line has no reason, a returned one a reason of the ledger's. */
const statusProblems = (status: string, reason: string): ProcessorRowProblem[] => {
  if (status === "paid") return reason === "" ? [] : ["reasonNotExpected"];
  if (status === "returned") return isReturnReason(reason) ? [] : ["reasonInvalid"];
  return ["statusInvalid"];
};

/** Every problem of a line's six fields, in column order. */
const fieldProblems = ([externalId, contractNumber, amount, valueDate, status, reason]: readonly string[]): ProcessorRowProblem[] => [
  ...(isExternalIdText(externalId!) ? [] : (["externalIdInvalid"] as const)),
  ...(contractNumber!.length > 0 && contractNumber!.length <= maxContractNumberLength && contractNumber!.trim() === contractNumber ? [] : (["contractNumberInvalid"] as const)),
  ...[amountProblem(amount!)].filter((code) => code !== null),
  ...(isDayText(valueDate!) ? [] : (["valueDateInvalid"] as const)),
  ...statusProblems(status!, reason!),
];

/** A line of six good fields as a payment line. */
const rowOf = (row: number, [externalId, contractNumber, amount, valueDate, status, reason]: readonly string[]): ProcessorRow => {
  const base = { row, externalId: externalId!, contractNumber: contractNumber!, amountCents: postingCents(amount!)!, valueDate: dayOfText(valueDate!)! };
  return status === "paid" ? { ...base, status: "paid" } : { ...base, status: "returned", reason: reason as ReturnReason };
};

/** A line's problems: a broken quote or a wrong number of fields alone, else each field's. */
const recordProblems = (record: CsvRecord): ProcessorRowProblem[] => {
  if (record.malformed) return ["malformedLine"];
  if (record.fields.length !== processorFileColumns.length) return ["columnCount"];
  return fieldProblems(record.fields);
};

const isHeader = (record: CsvRecord | undefined): boolean =>
  record !== undefined && !record.malformed && record.fields.length === processorFileColumns.length && processorFileColumns.every((name, index) => record.fields[index] === name);

/**
 * Reads a processor's CSV text: the header must be exactly
 * `externalId,contractNumber,amount,valueDate,status,reason` (else the
 * whole file is refused, as it is past `maxProcessorFileRows` lines); each
 * line after it is a payment line, or one error per wrong field with its
 * row. `amount` is the posting amount rule's (above 0, at most two
 * decimals, plain digits); `valueDate` a real day `yyyy-mm-dd`; `status`
 * `paid` (no reason) or `returned` (a reason: `nsf`, `accountClosed`,
 * `stopped`, `other`). Nothing here looks at contracts or payments: the
 * server does, line by line.
 *
 * @example
 * readProcessorFile("externalId,contractNumber,amount,valueDate,status,reason\nP-1,M-7,12.50,2026-11-20,paid,\n")
 * // { ok: true, rowCount: 1, rows: [{ row: 2, externalId: "P-1", contractNumber: "M-7", amountCents: 1250, valueDate: "2026-11-20", status: "paid" }], errors: [] }
 * readProcessorFile("id,amount\n") // { ok: false, problem: "header" }
 */
export const readProcessorFile = (text: string): ProcessorFile => {
  const [header, ...lines] = csvRecords(text);
  if (!isHeader(header)) return { ok: false, problem: "header" };
  if (lines.length > maxProcessorFileRows) return { ok: false, problem: "tooManyRows" };
  const rows: ProcessorRow[] = [];
  const errors: ProcessorRowError[] = [];
  for (const record of lines) {
    const problems = recordProblems(record);
    if (problems.length === 0) rows.push(rowOf(record.row, record.fields));
    else errors.push(...problems.map((code) => ({ row: record.row, code })));
  }
  return { ok: true, rowCount: lines.length, rows, errors };
};

/**
 * Reads a processor's file from its bytes: UTF-8 text (a byte that is not
 * UTF-8 refuses the whole file, `notText`), then `readProcessorFile`.
 *
 * @example
 * readProcessorBytes(new Uint8Array([0xff, 0xfe])) // { ok: false, problem: "notText" }
 */
export const readProcessorBytes = (bytes: Uint8Array): ProcessorFile => {
  let text: string;
  try {
    // The decoder keeps a byte order mark; readProcessorFile skips it.
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "notText" };
  }
  return readProcessorFile(text);
};
