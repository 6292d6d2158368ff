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
