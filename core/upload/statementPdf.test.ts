import { deflateSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkStatementPdf, isStructurallyPdf, pdfPageCount, statementPdfMaxBytes, statementPdfMaxPages } from "./index.js";

const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
};

/** A PDF with `plain` page objects in the clear and `packed` inside one compressed object stream. */
const pdfWith = (plain: number, packed: number): Uint8Array => {
  const kids = Array.from({ length: plain + packed }, (_, index) => `${index + 3} 0 R`).join(" ");
  const head = `%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [${kids}] /Count ${plain + packed} >> endobj\n`;
  const clear = Array.from({ length: plain }, (_, index) => `${index + 3} 0 obj << /Type /Page /Parent 2 0 R >> endobj\n`).join("");
  const parts = [ascii(head + clear)];
  if (packed > 0) {
    const data = deflateSync(Buffer.from(Array.from({ length: packed }, () => "<< /Type /Page /Parent 2 0 R >>").join("\n")));
    parts.push(ascii(`99 0 obj << /Type /ObjStm /N ${packed} /First 0 /Filter /FlateDecode /Length ${data.length} >> stream\n`), data, ascii("\nendstream endobj\n"));
  }
  parts.push(ascii("trailer << /Root 1 0 R >>\n%%EOF\n"));
  return concat(...parts);
};

const inflate = (data: Uint8Array): Uint8Array | null => {
  try {
    return inflateSync(data, { maxOutputLength: 1024 * 1024 });
  } catch {
    return null;
  }
};

describe("pdfPageCount", () => {
  it("counts every page object, in the clear and in compressed object streams, never the /Pages tree", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), (plain, packed) => {
        const pdf = pdfWith(plain, packed);
        expect(isStructurallyPdf(pdf)).toBe(true);
        expect(pdfPageCount(pdf, inflate)).toBe(plain + packed);
        // Without an inflater only the pages in the clear are seen.
        expect(pdfPageCount(pdf)).toBe(plain);
      }),
    );
  });

  it("counts nothing in an object stream that does not inflate", () => {
    const broken = ascii("%PDF-1.5\n1 0 obj << /Type /ObjStm /Filter /FlateDecode >> stream\nnot zlib\nendstream endobj\n%%EOF\n");
    expect(pdfPageCount(broken, inflate)).toBe(0);
  });
});

describe("checkStatementPdf", () => {
  it("accepts exactly the PDFs within the size cap with 1 to the most pages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: statementPdfMaxBytes * 2 }), fc.integer({ min: 0, max: statementPdfMaxPages * 3 }), (bytes, pages) => {
        const verdict = checkStatementPdf({ bytes, pages });
        expect(verdict.ok).toBe(bytes <= statementPdfMaxBytes && pages >= 1 && pages <= statementPdfMaxPages);
        if (!verdict.ok) expect(verdict.reason).toBe(bytes > statementPdfMaxBytes ? "tooLarge" : pages < 1 ? "noPages" : "tooManyPages");
      }),
    );
  });

  it("holds the limits at their edges", () => {
    expect(checkStatementPdf({ bytes: statementPdfMaxBytes, pages: statementPdfMaxPages })).toEqual({ ok: true });
    expect(checkStatementPdf({ bytes: statementPdfMaxBytes + 1, pages: 1 })).toEqual({ ok: false, reason: "tooLarge" });
    expect(checkStatementPdf({ bytes: 1, pages: statementPdfMaxPages + 1 })).toEqual({ ok: false, reason: "tooManyPages" });
  });
});
