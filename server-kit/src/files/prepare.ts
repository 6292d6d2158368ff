import { inflateSync } from "node:zlib";
import { checkStatementPdf, isStructurallyPdf, pdfPageCount, sniffFileType, statementPdfMaxBytes, tBoth, type SniffedFileType } from "@lendkit/core";
import sharp, { type Sharp } from "sharp";
import { HttpError } from "../http/envelope.js";
import { BmpError, decodeBmp } from "./bmp.js";
import { fileMessages } from "./messages.js";
import type { StoredKind } from "./names.js";

/** What is stored for one upload: the re-encoded (or checked) bytes and, for images, a thumbnail. */
export interface PreparedFile {
  readonly kind: StoredKind;
  readonly bytes: Buffer;
  readonly thumbnail: Buffer | null;
}

/** Width of thumbnails in pixels (A §2 shows them small, below the drop zone). */
export const thumbnailWidth = 200;

/**
 * Largest picture decoded, in pixels (about a 48-megapixel photo). A small
 * file can declare a huge picture (a "decompression bomb"); the decoders
 * refuse it from the header, before taking the memory.
 */
export const maxPixels = 50_000_000;

/**
 * Which types a route accepts: everything the product takes, pictures only,
 * or bank statements (the applicant's fileDrop): pictures, or a PDF within
 * core's statement limits (`checkStatementPdf`: size and page count).
 */
export type AcceptedTypes = "imagesAndPdf" | "imagesOnly" | "statements";

/** Most bytes one compressed object stream may inflate to while pages are counted (a zip bomb stops here). */
const maxInflatedObjectStream = 8 * 1024 * 1024;

const inflateBounded = (data: Uint8Array): Uint8Array | null => {
  try {
    return inflateSync(data, { maxOutputLength: maxInflatedObjectStream });
  } catch {
    return null;
  }
};

/**
 * A statement PDF's limits (core's `checkStatementPdf`): its pages are
 * counted from the bytes (page objects, including those in compressed
 * object streams), without rendering: no PDF engine runs on the server.
 */
const checkStatement = (bytes: Buffer): void => {
  const verdict = checkStatementPdf({ bytes: bytes.length, pages: bytes.length > statementPdfMaxBytes ? 1 : pdfPageCount(bytes, inflateBounded) });
  if (verdict.ok) return;
  if (verdict.reason === "tooLarge") throw new HttpError(413, tBoth("files.pdfTooLarge", { max: Math.floor(statementPdfMaxBytes / (1024 * 1024)) }));
  if (verdict.reason === "tooManyPages") throw new HttpError(422, fileMessages.pdfTooManyPages);
  throw new HttpError(422, fileMessages.pdfNoPages);
};

/** JPEG stays JPEG (photos); PNG, GIF and BMP become PNG (lossless, one format for the rest). */
const storedKindOf = (type: Exclude<SniffedFileType, "pdf">): Exclude<StoredKind, "pdf"> => (type === "jpeg" ? "jpeg" : "png");

const encode = (image: Sharp, kind: Exclude<StoredKind, "pdf">): Promise<Buffer> =>
  kind === "jpeg" ? image.jpeg({ quality: 85, mozjpeg: true }).toBuffer() : image.png().toBuffer();

/** A sharp pipeline on the upload's pixels (BMP decoded here, the others by libvips). */
const openImage = (bytes: Buffer, type: Exclude<SniffedFileType, "pdf">): Sharp => {
  if (type === "bmp") {
    const bitmap = decodeBmp(bytes, maxPixels);
    return sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: bitmap.channels } });
  }
  // Only the first frame of an animated GIF is kept; `failOn: "error"` refuses truncated data.
  return sharp(bytes, { limitInputPixels: maxPixels, failOn: "error", pages: 1 });
};

const unreadable = (error: unknown): HttpError => {
  const tooBig = error instanceof BmpError ? error.reason === "tooManyPixels" : /pixel limit/i.test(String((error as Error)?.message));
  return new HttpError(422, tooBig ? fileMessages.tooManyPixels : fileMessages.unreadable);
};

/**
 * Re-encodes a picture (SECURITY 21): the pixels are decoded and written
 * anew, so EXIF (GPS, camera), comments, ICC profiles and any bytes hidden
 * after the image are gone. The EXIF orientation is applied first so the
 * picture still shows upright. Libvips must agree with the sniffed type: a
 * PNG signature on JPEG data is refused.
 */
const reencodeImage = async (bytes: Buffer, type: Exclude<SniffedFileType, "pdf">): Promise<PreparedFile> => {
  const kind = storedKindOf(type);
  try {
    const image = openImage(bytes, type);
    if (type !== "bmp") {
      const { format } = await image.metadata();
      if (format !== type) throw new Error("decoded format differs from the signature");
    }
    const main = await encode(image.autoOrient(), kind);
    const thumbnail = await encode(sharp(main).resize({ width: thumbnailWidth, withoutEnlargement: true }), kind);
    return { kind, bytes: main, thumbnail };
  } catch (error) {
    throw unreadable(error);
  }
};

/**
 * Decides what is stored for an upload from its bytes only (SECURITY 21):
 * the type from the first bytes (core's `sniffFileType`), never from the
 * name or the declared Content-Type. Pictures are re-encoded with a
 * thumbnail; PDFs (accepted only where `accepted` allows) are stored as
 * they came once their structure is checked beyond the prefix (core's
 * `isStructurallyPdf`: a `%PDF-` prefix followed by HTML is refused). Anything else (SVG, HTML, Office files…) is refused with 415;
 * a picture that does not decode with 422.
 */
export const prepareFile = async (bytes: Buffer, accepted: AcceptedTypes): Promise<PreparedFile> => {
  const type = sniffFileType(bytes);
  if (type === null) throw new HttpError(415, accepted === "imagesOnly" ? fileMessages.imagesOnly : fileMessages.unsupportedType);
  if (type === "pdf") {
    if (accepted === "imagesOnly") throw new HttpError(415, fileMessages.imagesOnly);
    // The prefix alone lets a web page through as "PDF".
    if (!isStructurallyPdf(bytes)) throw new HttpError(415, fileMessages.unsupportedType);
    if (accepted === "statements") checkStatement(bytes);
    return { kind: "pdf", bytes, thumbnail: null };
  }
  return reencodeImage(bytes, type);
};
