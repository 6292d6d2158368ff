/** The file types the product accepts, as recognised from their first bytes. */
export type SniffedFileType = "jpeg" | "png" | "gif" | "bmp" | "pdf";

/** How many leading bytes `sniffFileType` reads; later bytes never change its answer. */
export const sniffByteCount = 18;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

/** "GIF8" then "7a" or "9a". */
const isGif = (bytes: Uint8Array): boolean =>
  startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61;

/**
 * "BM" alone is two letters any text file may start with, so the size of the
 * header that follows the 14-byte file header must also be one a BMP has
 * (12 for OS/2, 40/52/56/108/124 for Windows, little-endian).
 */
const isBmp = (bytes: Uint8Array): boolean =>
  startsWith(bytes, [0x42, 0x4d]) &&
  [12, 40, 52, 56, 108, 124].includes(bytes[14]!) &&
  startsWith(bytes, [0, 0, 0], 15);

/**
 * The type of a file decided from its bytes only (SECURITY 21): JPEG
 * `FF D8 FF`, PNG's 8-byte signature, GIF87a/GIF89a, BMP ("BM" and a known
 * header size) or PDF `%PDF-`. Anything else (SVG, HTML, text, Office files,
 * too few bytes) is null, whatever the file's name or declared type says.
 * Reads at most the first `sniffByteCount` bytes.
 *
 * @example
 * sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // "jpeg"
 * sniffFileType(new TextEncoder().encode("%PDF-1.7")) // "pdf"
 * sniffFileType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")) // null
 */
export const sniffFileType = (bytes: Uint8Array): SniffedFileType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (isGif(bytes)) return "gif";
  if (isBmp(bytes)) return "bmp";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf";
  return null;
};

/** How far from the end a PDF's `%%EOF` may be (readers look in the last 1,024 bytes). */
const pdfEofWindow = 1024;

/** Markup a browser would render: never in the head of a real PDF. */
const markupInHead = /<\s*(?:!doctype|html|head|body|script|iframe|svg|meta|object|embed|img|a)\b/i;

/**
 * Whether bytes that sniff as PDF have a PDF's structure beyond the `%PDF-`
 * prefix: a version (`%PDF-1.7`), at least one indirect object
 * (`1 0 obj`), `%%EOF` within the last 1,024 bytes, and no HTML or script
 * markup in the first 1,024 bytes. `%PDF-` followed by a web page (a file
 * that a browser or a mail client would run as HTML) is false. Not a full
 * parse: a file that passes is still served only as `application/pdf` with
 * `nosniff`.
 *
 * @example
 * isStructurallyPdf(new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n")) // true
 * isStructurallyPdf(new TextEncoder().encode("%PDF-<html><script>alert(1)</script></html>")) // false
 */
export const isStructurallyPdf = (bytes: Uint8Array): boolean => {
  const head = latin1(bytes.subarray(0, pdfEofWindow));
  if (!/^%PDF-\d\.\d/.test(head) || markupInHead.test(head)) return false;
  if (!latin1(bytes.subarray(Math.max(0, bytes.length - pdfEofWindow))).includes("%%EOF")) return false;
  return /\d+\s+\d+\s+obj\b/.test(latin1(bytes));
};

const latin1 = (bytes: Uint8Array): string => {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return text;
};
