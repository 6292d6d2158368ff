import busboy from "busboy";
import type { Request } from "express";
import { HttpError } from "../http/envelope.js";
import type { UploadLimits } from "../context/serverContext.js";
import { fileMessages, tooLargeMessage, tooManyMessage } from "./messages.js";

/** One file as received: its bytes (at most the cap) and the name the client gave. */
export interface ReceivedFile {
  readonly bytes: Buffer;
  readonly clientName: string;
}

/** What a multipart upload carried once every check passed. */
export interface ReceivedUpload {
  readonly files: readonly ReceivedFile[];
  readonly fields: Readonly<Record<string, string>>;
}

/** The multipart field the file must come in (A §7). */
export const fileField = "file";

/** Room for the multipart boundaries, part headers and small text fields around the files. */
const envelopeAllowance = 64 * 1024;

const isMultipart = (req: Request): boolean => /^multipart\/form-data\s*(;|$)/i.test(req.get("content-type") ?? "");

/**
 * A body that says up front it is larger than the caps allow is refused
 * before a byte is read; a body that lies (or is chunked) is caught while
 * streaming.
 */
const refuseDeclaredSize = (req: Request, limits: UploadLimits): void => {
  const declared = Number(req.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limits.maxBytes * limits.maxFiles + envelopeAllowance) {
    throw new HttpError(413, tooLargeMessage(limits.maxBytes));
  }
};

const parserFor = (req: Request, limits: UploadLimits) => {
  try {
    return busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: {
        // busboy signals "limit" on reaching fileSize; one byte more lets a file of exactly the cap through.
        fileSize: limits.maxBytes + 1,
        files: limits.maxFiles,
        fields: 5,
        fieldNameSize: 100,
        fieldSize: 1024,
        parts: limits.maxFiles + 5,
        headerPairs: 20,
      },
    });
  } catch {
    // No boundary, or a multipart type busboy does not read.
    throw new HttpError(400, fileMessages.malformed);
  }
};

/**
 * Reads a multipart/form-data upload as it streams (SECURITY 20): files only
 * in the field `file`, at most `maxFiles` of them, each at most `maxBytes`
 * (the byte after the cap stops the read with 413, so no more than the cap
 * plus one byte is ever held), and only the text fields named in `allowedFields`. Nothing is
 * stored here; the caller checks the bytes, then stores. Anything else is
 * refused with a bilingual 400/413/415, and the rest of the body is drained
 * so the answer reaches the client.
 */
export const readUpload = (req: Request, limits: UploadLimits, allowedFields: readonly string[]): Promise<ReceivedUpload> => {
  if (!isMultipart(req)) throw new HttpError(415, fileMessages.notMultipart);
  refuseDeclaredSize(req, limits);
  const parser = parserFor(req, limits);
  return new Promise((resolve, reject) => {
    const files: ReceivedFile[] = [];
    const fields: Record<string, string> = {};
    let failed = false;
    const fail = (error: HttpError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on("file", (name, stream, info) => {
      // busboy ends a file stream with an error when the body stops mid-file.
      stream.on("error", () => fail(new HttpError(400, fileMessages.malformed)));
      if (name !== fileField) {
        stream.resume();
        return fail(new HttpError(400, fileMessages.unexpectedField, name.slice(0, 100)));
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new HttpError(413, tooLargeMessage(limits.maxBytes))));
      stream.on("end", () => {
        const bytes = Buffer.concat(chunks);
        // An empty file input still sends a part (filename="", no bytes): that is no file.
        if (!failed && bytes.length > 0) files.push({ bytes, clientName: info.filename ?? "" });
      });
    });
    parser.on("field", (name, value, info) => {
      if (!allowedFields.includes(name)) return fail(new HttpError(400, fileMessages.unexpectedField, name.slice(0, 100)));
      if (info.valueTruncated || Object.hasOwn(fields, name)) return fail(new HttpError(400, fileMessages.invalidCategory));
      fields[name] = value;
    });
    parser.on("filesLimit", () => fail(new HttpError(413, tooManyMessage(limits.maxFiles))));
    parser.on("fieldsLimit", () => fail(new HttpError(400, fileMessages.unexpectedField)));
    parser.on("partsLimit", () => fail(new HttpError(413, tooManyMessage(limits.maxFiles))));
    parser.on("error", () => fail(new HttpError(400, fileMessages.malformed)));
    parser.on("close", () => {
      if (failed) return;
      if (files.length === 0) return fail(new HttpError(400, fileMessages.noFile));
      resolve({ files, fields });
    });
    req.on("close", () => {
      if (!req.complete) fail(new HttpError(400, fileMessages.malformed));
    });
    req.pipe(parser);
  });
};
