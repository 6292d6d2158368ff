/**
 * PDF bank statements (C §3.7 manual mode, widened: see docs/spec-decisions.md):
 * the applicant may send the PDF their bank gives instead of pictures. The
 * server checks a PDF's bytes (`isStructurallyPdf`), then its size and page
 * count against the limits here, and stores it as it came (no thumbnail:
 * the screens show a PDF icon).
 */

/** Most pages one statement PDF may have: three months of statements, with room for long ones. */
export const statementPdfMaxPages = 30;

/** Largest statement PDF in bytes (5 MiB): a bank's statement is far smaller; the server's general cap may be lower. */
export const statementPdfMaxBytes = 5 * 1024 * 1024;

/** Why a statement PDF is refused. */
export type StatementPdfRefusal = "tooLarge" | "tooManyPages" | "noPages";

/**
 * The limits of a statement PDF: at most {@link statementPdfMaxBytes} bytes
 * and between 1 and {@link statementPdfMaxPages} pages. A PDF whose pages
 * cannot be counted (0) is refused: staff could not review it.
 *
 * @example
 * checkStatementPdf({ bytes: 120_000, pages: 3 }) // { ok: true }
 * checkStatementPdf({ bytes: 120_000, pages: 31 }) // { ok: false, reason: "tooManyPages" }
 */
export const checkStatementPdf = (facts: {
  readonly bytes: number;
  readonly pages: number;
}): { readonly ok: true } | { readonly ok: false; readonly reason: StatementPdfRefusal } => {
  if (facts.bytes > statementPdfMaxBytes) return { ok: false, reason: "tooLarge" };
  if (facts.pages < 1) return { ok: false, reason: "noPages" };
  if (facts.pages > statementPdfMaxPages) return { ok: false, reason: "tooManyPages" };
  return { ok: true };
};

/** A page object's dictionary: `/Type /Page`, not `/Pages`. */
const pageObject = /\/Type\s*\/Page(?![A-Za-z0-9])/g;

/** An object stream's head up to its data: `<< … /Type /ObjStm … >> stream`. */
const objectStream = /<<((?:(?!>>\s*stream)[\s\S]){0,2000}?\/Type\s*\/ObjStm[\s\S]{0,2000}?)>>\s*stream\r?\n/g;

const latin1 = (bytes: Uint8Array): string => {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return text;
};

const countPages = (text: string): number => text.match(pageObject)?.length ?? 0;

/**
 * The pages of a PDF counted from its bytes, without rendering: the page
 * objects (`/Type /Page`) in the file, plus those inside compressed object
 * streams (`/Type /ObjStm` with `/FlateDecode`) when `inflate` is given
 * (the server passes zlib with a bounded output; core stays free of I/O).
 * An object stream that does not inflate counts nothing. Not a full parse:
 * it counts every page object the file holds, so an incremental update
 * that rewrites a page may count it twice, which only errs toward refusing.
 *
 * @example
 * pdfPageCount(new TextEncoder().encode("%PDF-1.4\n1 0 obj <</Type /Pages /Count 1>> endobj\n2 0 obj <</Type /Page>> endobj\n%%EOF")) // 1
 */
export const pdfPageCount = (bytes: Uint8Array, inflate?: (data: Uint8Array) => Uint8Array | null): number => {
  const text = latin1(bytes);
  let pages = countPages(text);
  if (!inflate) return pages;
  for (const match of text.matchAll(objectStream)) {
    const dictionary = match[1]!;
    if (!/\/FlateDecode/.test(dictionary)) continue;
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) continue;
    const inflated = inflate(bytes.subarray(start, end));
    if (inflated) pages += countPages(latin1(inflated));
  }
  return pages;
};
