import sharp from "sharp";

/**
 * The drawn signature (C §2 `/go/sign/:id`): a PNG data URL from the
 * signature pad. Checked by its bytes, not its label (SECURITY 21): the PNG
 * signature bytes, a size cap, plausible dimensions, not blank; then
 * re-encoded so nothing but pixels is kept (no text chunks, no metadata).
 */

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const dataUrlPrefix = "data:image/png;base64,";

/** Largest decoded image accepted, in bytes. */
export const maxSignatureBytes = 64 * 1024;
/** Largest signature pad, in pixels per side. */
export const maxSignatureSide = 2000;

/** Why a signature image is refused. */
export type SignatureImageProblem = "notDataUrl" | "tooLarge" | "notPng" | "unreadable" | "badSize" | "blank";

/**
 * The PNG bytes of a data URL, or the reason they are refused (before any
 * decoding work beyond base64).
 *
 * @example
 * pngBytesOfDataUrl("data:image/jpeg;base64,AAAA") // { ok: false, problem: "notDataUrl" }
 */
export const pngBytesOfDataUrl = (text: string): { ok: true; bytes: Buffer } | { ok: false; problem: SignatureImageProblem } => {
  if (!text.startsWith(dataUrlPrefix)) return { ok: false, problem: "notDataUrl" };
  const base64 = text.slice(dataUrlPrefix.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) return { ok: false, problem: "notDataUrl" };
  if ((base64.length / 4) * 3 > maxSignatureBytes + 2) return { ok: false, problem: "tooLarge" };
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > maxSignatureBytes) return { ok: false, problem: "tooLarge" };
  if (bytes.length < pngMagic.length || !bytes.subarray(0, pngMagic.length).equals(pngMagic)) return { ok: false, problem: "notPng" };
  return { ok: true, bytes };
};

/**
 * Decodes, checks and re-encodes a signature: at least 20 × 10 and at most
 * 2000 pixels a side; blank (every pixel of every channel the same, e.g. a
 * fully transparent pad) refused.
 */
export const prepareSignatureImage = async (
  dataUrl: string,
): Promise<{ ok: true; png: Buffer; width: number; height: number } | { ok: false; problem: SignatureImageProblem }> => {
  const read = pngBytesOfDataUrl(dataUrl);
  if (!read.ok) return read;
  try {
    const image = sharp(read.bytes, { limitInputPixels: maxSignatureSide * maxSignatureSide, failOn: "error" });
    const meta = await image.metadata();
    if (meta.format !== "png") return { ok: false, problem: "notPng" };
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width < 20 || height < 10 || width > maxSignatureSide || height > maxSignatureSide) return { ok: false, problem: "badSize" };
    const stats = await image.stats();
    if (stats.channels.every((channel) => channel.min === channel.max)) return { ok: false, problem: "blank" };
    const png = await sharp(read.bytes).png({ compressionLevel: 9 }).toBuffer();
    return { ok: true, png, width, height };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
};
