import { statementPdfMaxPages, tBoth, type Bilingual } from "@lendkit/core";

/** The files routes' answers in both languages, from core's `files.` catalog. */
export const fileMessages = {
  notMultipart: tBoth("files.notMultipart"),
  malformed: tBoth("files.malformed"),
  noFile: tBoth("files.noFile"),
  unexpectedField: tBoth("files.unexpectedField"),
  invalidCategory: tBoth("files.invalidCategory"),
  unsupportedType: tBoth("files.unsupportedType"),
  imagesOnly: tBoth("files.imagesOnly"),
  unreadable: tBoth("files.unreadable"),
  tooManyPixels: tBoth("files.tooManyPixels"),
  missingBytes: tBoth("files.missingBytes"),
  cannotDelete: tBoth("files.cannotDelete"),
  pdfTooManyPages: tBoth("files.pdfTooManyPages", { max: statementPdfMaxPages }),
  pdfNoPages: tBoth("files.pdfNoPages"),
} as const satisfies Record<string, Bilingual>;

const mebibyte = 1024 * 1024;

/** "Too large", with the cap in MB (or kB under 1 MB), whole units rounded down. */
export const tooLargeMessage = (maxBytes: number): Bilingual =>
  maxBytes >= mebibyte
    ? tBoth("files.tooLarge", { max: Math.floor(maxBytes / mebibyte) })
    : tBoth("files.tooLargeKb", { max: Math.max(1, Math.floor(maxBytes / 1024)) });

/** "Too many files", with the cap. */
export const tooManyMessage = (maxFiles: number): Bilingual => tBoth("files.tooMany", { max: maxFiles });
