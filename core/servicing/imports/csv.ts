/**
 * CSV records as RFC 4180 writes them: fields separated by commas, records
 * by CRLF or LF; a field in double quotes may hold commas, line breaks and
 * doubled quotes (`""` is one `"`). A leading UTF-8 byte order mark and the
 * empty lines at the end of a file are not records.
 */

/** One record: its number in the file (the first is 1), its fields, and whether its quotes were broken. */
export interface CsvRecord {
  readonly row: number;
  readonly fields: readonly string[];
  /** A quote that opens a field never closes, or text follows a closing quote. */
  readonly malformed: boolean;
}

/** Where the reader stands in the text, and the record it is building. */
interface Reader {
  readonly text: string;
  at: number;
  fields: string[];
  malformed: boolean;
}

/** A quoted field from its opening quote: its text, and whether it ends where a field may. */
const quotedField = (reader: Reader): string => {
  let value = "";
  reader.at += 1;
  for (;;) {
    const close = reader.text.indexOf('"', reader.at);
    if (close === -1) {
      reader.malformed = true;
      value += reader.text.slice(reader.at);
      reader.at = reader.text.length;
      return value;
    }
    value += reader.text.slice(reader.at, close);
    reader.at = close + 1;
    if (reader.text[reader.at] !== '"') return value;
    value += '"';
    reader.at += 1;
  }
};

/** A field without quotes: up to the next comma or line break. */
const plainField = (reader: Reader): string => {
  const rest = /[,\r\n]|$/.exec(reader.text.slice(reader.at))!;
  const value = reader.text.slice(reader.at, reader.at + rest.index);
  reader.at += rest.index;
  return value;
};

/** The length of the line break at `at` (CRLF or LF), 0 when there is none. */
const lineBreakAt = (text: string, at: number): number => (text.startsWith("\r\n", at) ? 2 : text[at] === "\n" ? 1 : 0);

/** Reads one record from `reader.at`, leaving it after the record's line break. */
const readRecord = (reader: Reader): void => {
  reader.fields = [];
  reader.malformed = false;
  for (;;) {
    const field = reader.text[reader.at] === '"' ? quotedField(reader) : plainField(reader);
    reader.fields.push(field);
    // After a closing quote only a comma or the end of the record may come (and a lone CR is no line
    // break): what else follows is kept in the field, flagged, one character at least so the read moves on.
    while (reader.at < reader.text.length && reader.text[reader.at] !== "," && lineBreakAt(reader.text, reader.at) === 0) {
      reader.malformed = true;
      reader.fields[reader.fields.length - 1] += plainField(reader) || reader.text[reader.at++]!;
    }
    if (reader.text[reader.at] === ",") {
      reader.at += 1;
      continue;
    }
    reader.at += lineBreakAt(reader.text, reader.at);
    return;
  }
};

const isEmptyRecord = (record: CsvRecord): boolean => record.fields.length === 1 && record.fields[0] === "" && !record.malformed;

/**
 * The records of a CSV text, numbered from 1 (the header's row), empty
 * lines at the end left out.
 *
 * @example
 * csvRecords('a,b\r\n"x, ""y""",z\n').map((record) => record.fields) // [["a", "b"], ['x, "y"', "z"]]
 */
export const csvRecords = (text: string): CsvRecord[] => {
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const reader: Reader = { text: body, at: 0, fields: [], malformed: false };
  const records: CsvRecord[] = [];
  while (reader.at < body.length) {
    readRecord(reader);
    records.push({ row: records.length + 1, fields: reader.fields, malformed: reader.malformed });
  }
  while (records.length > 0 && isEmptyRecord(records[records.length - 1]!)) records.pop();
  return records;
};

/** A field as a CSV writer puts it: quoted when it holds a comma, a quote or a line break (its quotes doubled). */
export const csvField = (value: string): string => (/[",\r\n]/.test(value) || value.startsWith("\uFEFF") ? `"${value.replace(/"/g, '""')}"` : value);
