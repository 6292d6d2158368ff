/**
 * A payment processor's CSV file of collected and returned debits: read,
 * checked, and what each line does to the ledgers (docs/servicing.md).
 */
export { csvField, csvRecords, type CsvRecord } from "./csv.js";
export {
  maxProcessorFileRows,
  processorFileColumns,
  readProcessorBytes,
  readProcessorFile,
  type ProcessorFile,
  type ProcessorFileProblem,
  type ProcessorRow,
  type ProcessorRowError,
  type ProcessorRowProblem,
} from "./processorFile.js";
export { isDuplicateRefusal, processorLineAction, type ProcessorLineAction, type ProcessorLineFacts, type ProcessorLineProblem } from "./lineAction.js";
export { processorImportKey, type ProcessorImportCode, type ProcessorImportKey } from "./messages.js";
