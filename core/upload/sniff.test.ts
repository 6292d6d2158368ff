import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isStructurallyPdf, sniffByteCount, sniffFileType, type SniffedFileType } from "./index.js";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

/** A BMP's first 18 bytes: "BM", file size, reserved, pixel offset, then the DIB header size. */
const bmpHead = (headerSize: number) => bytes(0x42, 0x4d, 0x46, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0, headerSize, 0, 0, 0);

/** One valid start per type, followed by anything. */
const signatures: ReadonlyArray<readonly [SniffedFileType, Uint8Array]> = [
  ["jpeg", bytes(0xff, 0xd8, 0xff)],
  ["png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
  ["gif", ascii("GIF87a")],
  ["gif", ascii("GIF89a")],
  ["bmp", bmpHead(40)],
  ["bmp", bmpHead(124)],
  ["bmp", bmpHead(12)],
  ["pdf", ascii("%PDF-")],
];

const concat = (head: Uint8Array, tail: Uint8Array) => {
  const all = new Uint8Array(head.length + tail.length);
  all.set(head);
  all.set(tail, head.length);
  return all;
};

describe("sniffFileType (SECURITY 21)", () => {
  it("recognises each accepted type by its first bytes", () => {
    for (const [type, head] of signatures) expect(sniffFileType(concat(head, ascii("rest of file"))), type).toBe(type);
    expect(sniffFileType(ascii("%PDF-1.4\n%âãÏÓ"))).toBe("pdf");
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0x10, 0x45, 0x78, 0x69, 0x66))).toBe("jpeg");
  });

  it("refuses SVG, HTML, text and other formats whatever they claim", () => {
    const refused = [
      "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
      "<?xml version='1.0'?><svg/>",
      "<!DOCTYPE html><html><body>x.jpg</body></html>",
      "  %PDF-1.7",
      "%PDF1.7",
      "GIF8",
      "GIF88a",
      "BM is also how a text may start, e.g. BMW",
      "PK\u0003\u0004 word document",
      "RIFF....WEBPVP8 ",
      "",
    ];
    for (const text of refused) expect(sniffFileType(ascii(text)), text).toBeNull();
    expect(sniffFileType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffFileType(bmpHead(41))).toBeNull();
    expect(sniffFileType(bmpHead(40).slice(0, 17))).toBeNull();
    expect(sniffFileType(bytes(0x49, 0x49, 0x2a, 0))).toBeNull();
  });

  it("gives a signature's type whatever follows it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 64 }), ([type, head], tail) => {
        expect(sniffFileType(concat(head, tail))).toBe(type);
      }),
    );
  });

  it("answers from the first bytes only and never throws", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.uint8Array({ maxLength: 40 }), (head, tail) => {
        const first = sniffFileType(head);
        expect(first === null || ["jpeg", "png", "gif", "bmp", "pdf"].includes(first)).toBe(true);
        if (head.length >= sniffByteCount) expect(sniffFileType(concat(head, tail))).toBe(first);
      }),
    );
  });

  it("refuses anything that starts like text markup", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(sniffFileType(ascii(`<${text}`))).toBeNull();
      }),
    );
  });
});

describe("isStructurallyPdf", () => {
  const pdf = (middle = "") => `%PDF-1.4\n${middle}1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;

  it("accepts a PDF's structure and refuses %PDF- followed by a web page", () => {
    expect(isStructurallyPdf(ascii(pdf()))).toBe(true);
    expect(isStructurallyPdf(ascii("%PDF-<html><body><script>alert(1)</script></body></html>"))).toBe(false);
    expect(isStructurallyPdf(ascii(`%PDF-1.4\n<!DOCTYPE html><html>${pdf().slice(9)}`))).toBe(false);
    expect(isStructurallyPdf(ascii(pdf("<script>fetch('/x')</script>\n")))).toBe(false);
    expect(isStructurallyPdf(ascii("%PDF-1.4\n%%EOF\n"))).toBe(false);
    expect(isStructurallyPdf(ascii("%PDF-x 1 0 obj endobj %%EOF"))).toBe(false);
    expect(isStructurallyPdf(ascii(`${pdf()}%${"x".repeat(2000)}\n`))).toBe(false);
  });

  it("refuses any markup slipped into the head of an otherwise well-formed PDF", () => {
    fc.assert(
      fc.property(fc.constantFrom("html", "script", "svg", "iframe", "body", "!DOCTYPE", "HTML", "ScRiPt"), fc.string({ maxLength: 40 }), (tag, filler) => {
        const text = pdf(`${filler.replace(/[<]/g, "")}<${tag} x>\n`);
        expect(isStructurallyPdf(ascii(text))).toBe(false);
        expect(isStructurallyPdf(ascii(pdf(filler.replace(/[<]/g, ""))))).toBe(true);
      }),
    );
  });
});
