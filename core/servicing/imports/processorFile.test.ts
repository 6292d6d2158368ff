import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { t } from "../../i18n/translate.js";
import { csvField, csvRecords, processorImportKey, readProcessorBytes, readProcessorFile, type ProcessorRow, type ProcessorRowProblem } from "./index.js";

const header = "externalId,contractNumber,amount,valueDate,status,reason";

/** A row as plain values, so two reads compare with toEqual. */
const plain = (row: ProcessorRow) => ({ ...row, valueDate: row.valueDate.toString() });

const accepted = (text: string) => {
  const file = readProcessorFile(text);
  if (!file.ok) throw new Error(`refused: ${file.problem}`);
  return file;
};

describe("csvRecords (RFC 4180)", () => {
  it("reads quoted commas, doubled quotes and line breaks, CRLF or LF, a BOM, and leaves out the empty lines at the end", () => {
    expect(csvRecords('\uFEFFa,b\r\n"x, ""y""","line\none"\nlast,\n\n\r\n').map((record) => [record.row, record.fields])).toEqual([
      [1, ["a", "b"]],
      [2, ['x, "y"', "line\none"]],
      [3, ["last", ""]],
    ]);
  });

  it("flags a quote that never closes and text after a closing quote, and reads on", () => {
    const records = csvRecords('"open,a\nb');
    expect(records).toEqual([{ row: 1, fields: ["open,a\nb"], malformed: true }]);
    expect(csvRecords('"a"b,c\nd,e').map((record) => [record.fields, record.malformed])).toEqual([
      [["ab", "c"], true],
      [["d", "e"], false],
    ]);
    expect(csvRecords("a\rb,c").map((record) => [record.fields, record.malformed])).toEqual([[["a\rb", "c"], true]]);
  });
});

describe("readProcessorFile", () => {
  it("reads paid and returned lines, with their row in the file (the header is row 1)", () => {
    const file = accepted(`${header}\nP-1,M-7,12.5,2026-11-20,paid,\r\n"R,2",M-8,300,2026-11-21,returned,nsf\n`);
    expect(file.rowCount).toBe(2);
    expect(file.errors).toEqual([]);
    expect(file.rows.map(plain)).toEqual([
      { row: 2, externalId: "P-1", contractNumber: "M-7", amountCents: 1250, valueDate: "2026-11-20", status: "paid" },
      { row: 3, externalId: "R,2", contractNumber: "M-8", amountCents: 30_000, valueDate: "2026-11-21", status: "returned", reason: "nsf" },
    ]);
  });

  it("refuses the whole file for a header that is not exactly the six columns, or too many lines", () => {
    for (const first of ["", "externalId,contractNumber,amount,valueDate,status", "ExternalId,contractNumber,amount,valueDate,status,reason", `${header},extra`, `"${header}"`]) {
      expect(readProcessorFile(`${first}\nP-1,M-7,12.50,2026-11-20,paid,\n`)).toEqual({ ok: false, problem: "header" });
    }
    expect(readProcessorFile("")).toEqual({ ok: false, problem: "header" });
    expect(readProcessorFile(`${header}\n${"P,M,1,2026-11-20,paid,\n".repeat(5_001)}`)).toEqual({ ok: false, problem: "tooManyRows" });
    expect(accepted(`${header}\n${"P,M,1,2026-11-20,paid,\n".repeat(5_000)}`).rowCount).toBe(5_000);
    expect(accepted(`\uFEFF${header}\r\n`)).toEqual({ ok: true, rowCount: 0, rows: [], errors: [] });
  });

  it("reports each wrong field of a line with its row, and never takes the line", () => {
    const file = accepted(
      [
        header,
        "P-1,M-7,0,2026-11-20,paid,",
        "P-2,M-7,1.005,2026-02-30,paid,nsf",
        "P 3,,-5,22/11/2026,bounced,",
        "P-4,M-7,12.50,2026-11-20,returned,",
        "P-5,M-7,12.50,2026-11-20,returned,lost",
        "P-6,M-7,1000000000,2026-11-20,paid,",
        "P-7,M-7,1e3,2026-11-20,paid,",
        "P-8,M-7,12.50",
        '"P-9,M-7,12.50,2026-11-20,paid,',
      ].join("\n"),
    );
    expect(file.rows).toEqual([]);
    expect(file.errors).toEqual([
      { row: 2, code: "amountNotAboveZero" },
      { row: 3, code: "amountTooManyDecimals" },
      { row: 3, code: "valueDateInvalid" },
      { row: 3, code: "reasonNotExpected" },
      { row: 4, code: "externalIdInvalid" },
      { row: 4, code: "contractNumberInvalid" },
      { row: 4, code: "amountNotAboveZero" },
      { row: 4, code: "valueDateInvalid" },
      { row: 4, code: "statusInvalid" },
      { row: 5, code: "reasonInvalid" },
      { row: 6, code: "reasonInvalid" },
      { row: 7, code: "amountTooLarge" },
      { row: 8, code: "amountInvalid" },
      { row: 9, code: "columnCount" },
      { row: 10, code: "malformedLine" },
    ]);
  });

  it("refuses bytes that are not UTF-8, and reads a UTF-8 file with its BOM", () => {
    expect(readProcessorBytes(new Uint8Array([0xff, 0xfe, 0x41]))).toEqual({ ok: false, problem: "notText" });
    const bytes = new TextEncoder().encode(`\uFEFF${header}\nP-1,Mé-7,1.00,2026-11-20,paid,\n`);
    expect(readProcessorBytes(bytes)).toMatchObject({ ok: true, rows: [{ contractNumber: "Mé-7", amountCents: 100 }] });
  });
});

// ---------------------------------------------------------------------------
// Properties

/** Printable ASCII, with the characters a CSV must quote well represented. */
const awkwardAscii = fc.oneof(fc.constantFrom(",", '"', "'", ";"), fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)));
const externalId = fc.string({ unit: awkwardAscii, minLength: 1, maxLength: 30 });
const contractNumber = fc
  .string({ unit: fc.oneof(awkwardAscii, fc.constantFrom(" ", "é", "\n")), minLength: 1, maxLength: 32 })
  .filter((text) => text.trim() === text);
const day = fc.integer({ min: 0, max: 73_000 }).map((offset) => new CalendarDate(1950, 1, 1).add({ days: offset }));
const cents = fc.oneof(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 99_999_999_999 }));
const row = fc.record({
  externalId,
  contractNumber,
  amountCents: cents,
  valueDate: day,
  returned: fc.option(fc.constantFrom("nsf", "accountClosed", "stopped", "other") as fc.Arbitrary<"nsf" | "accountClosed" | "stopped" | "other">, { nil: null }),
});
type Generated = typeof row extends fc.Arbitrary<infer T> ? T : never;

/** Cents written as a processor might: "12.5", "12.50", "12", "0.07". */
const amountText = (value: number, style: number): string => {
  const whole = Math.floor(value / 100);
  const fraction = String(value % 100).padStart(2, "0");
  if (style === 0) return `${whole}.${fraction}`;
  if (fraction === "00") return style === 1 ? String(whole) : `${whole}.0`;
  return fraction.endsWith("0") ? `${whole}.${fraction[0]}` : `${whole}.${fraction}`;
};

interface Writing {
  readonly lineBreak: string;
  readonly bom: boolean;
  readonly trailing: string;
  readonly quoteAll: boolean;
  readonly amountStyle: number;
}
const writing = fc.record({ lineBreak: fc.constantFrom("\n", "\r\n"), bom: fc.boolean(), trailing: fc.constantFrom("", "\n", "\r\n", "\n\n"), quoteAll: fc.boolean(), amountStyle: fc.integer({ min: 0, max: 2 }) });

const fieldsOf = (generated: Generated, style: number): string[] => [
  generated.externalId,
  generated.contractNumber,
  amountText(generated.amountCents, style),
  generated.valueDate.toString(),
  generated.returned === null ? "paid" : "returned",
  generated.returned ?? "",
];

/** A CSV text of the lines, written as `how` says (awkward fields always quoted; with `quoteAll`, every field). */
const csvOf = (lines: readonly string[][], how: Writing): string => {
  const field = (value: string) => (how.quoteAll ? `"${value.replace(/"/g, '""')}"` : csvField(value));
  const text = [header.split(","), ...lines].map((fields) => fields.map(field).join(",")).join(how.lineBreak);
  return `${how.bom ? "\uFEFF" : ""}${text}${how.trailing}`;
};

const expectedRow = (generated: Generated, index: number) => ({
  row: index + 2,
  externalId: generated.externalId,
  contractNumber: generated.contractNumber,
  amountCents: generated.amountCents,
  valueDate: generated.valueDate.toString(),
  ...(generated.returned === null ? { status: "paid" } : { status: "returned", reason: generated.returned }),
});

describe("readProcessorFile, properties", () => {
  it("reads back exactly the lines a CSV writer wrote, however it quoted, ended lines and wrote the amounts", () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), writing, (rows, how) => {
        const file = accepted(csvOf(rows.map((generated) => fieldsOf(generated, how.amountStyle)), how));
        expect(file.errors).toEqual([]);
        expect(file.rowCount).toBe(rows.length);
        expect(file.rows.map(plain)).toEqual(rows.map(expectedRow));
      }),
      { numRuns: 300 },
    );
  });

  const badField = fc.oneof(
    fc.record({ column: fc.constant(2), value: fc.constantFrom("0", "0.00", "-1", "1.005", "abc", "", "1e3", " 1", "1,00", "+1", "1000000000.00") }),
    fc.record({ column: fc.constant(3), value: fc.constantFrom("2026-02-30", "2026-13-01", "22/11/2026", "2026-1-01", "", "2026-11-22T00:00:00", "2027-02-29") }),
    fc.record({ column: fc.constant(4), value: fc.constantFrom("PAID", "", "bounced", "paid ", "return") }),
  );
  const codesOf: Record<number, readonly ProcessorRowProblem[]> = {
    2: ["amountInvalid", "amountNotAboveZero", "amountTooManyDecimals", "amountTooLarge"],
    3: ["valueDateInvalid"],
    4: ["statusInvalid"],
  };

  it("reports a line with a bad amount, date or status at its row, never takes it, and takes the others", () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 8 }), fc.nat(), badField, writing, (rows, pick, bad, how) => {
        const broken = pick % rows.length;
        const lines = rows.map((generated) => fieldsOf(generated, how.amountStyle));
        lines[broken]![bad.column] = bad.value;
        const file = accepted(csvOf(lines, how));
        const brokenRow = broken + 2;
        expect(file.errors.length).toBeGreaterThan(0);
        expect(file.errors.every((error) => error.row === brokenRow)).toBe(true);
        expect(file.errors.some((error) => codesOf[bad.column]!.includes(error.code))).toBe(true);
        expect(file.rows.map((taken) => taken.row)).not.toContain(brokenRow);
        expect(file.rows.map(plain)).toEqual(rows.map(expectedRow).filter((expected) => expected.row !== brokenRow));
      }),
      { numRuns: 300 },
    );
  });
});

describe("processorImportKey", () => {
  it("has words in French and English for every problem of a file and a line, and the ledger's for its refusals", () => {
    const codes = ["notText", "header", "tooManyRows", "malformedLine", "columnCount", "externalIdInvalid", "contractNumberInvalid", "amountInvalid", "amountNotAboveZero", "amountTooManyDecimals", "amountTooLarge", "valueDateInvalid", "statusInvalid", "reasonInvalid", "reasonNotExpected", "unknownContract", "paymentNotFound", "returnAmountMismatch"] as const;
    for (const code of codes) {
      expect(processorImportKey(code)).toBe(`servicing.import.${code}`);
      expect(t("fr", processorImportKey(code))).not.toBe(t("en", processorImportKey(code)));
    }
    expect(processorImportKey("valueDateAfterToday")).toBe("servicing.refusal.valueDateAfterToday");
    expect(t("fr", processorImportKey("header"))).toContain("externalId,contractNumber,amount,valueDate,status,reason");
  });
});
