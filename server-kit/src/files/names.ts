import { randomBytes } from "node:crypto";
import { thumbnailPath } from "@lendkit/core";

/** What a stored file is, after re-encoding: the only three types ever served. */
export type StoredKind = "jpeg" | "png" | "pdf";

export const storedMime: Readonly<Record<StoredKind, string>> = {
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

const storedExtension: Readonly<Record<StoredKind, string>> = { jpeg: "jpg", png: "png", pdf: "pdf" };

/**
 * A new stored name: 128 random bits (hex) and the extension of the stored
 * format. The client's file name never reaches a path (SECURITY 22).
 */
export const newStoredName = (kind: StoredKind): string => `${randomBytes(16).toString("hex")}.${storedExtension[kind]}`;

/** The thumbnail's stored name: A §7's `thumb_` prefix on the stored name. */
export const thumbStoredName = (storedName: string): string => thumbnailPath(storedName);

/**
 * The A §7 path of a stored file, `contracts\<contract id>\<stored name>`:
 * display text with backslash separators, so core's `thumbnailPath` gives
 * the thumbnail's path. It names no folder of the server; the bytes are
 * fetched from `/api/files/:id`.
 */
export const displayPath = (contractId: number, storedName: string): string => `contracts\\${contractId}\\${storedName}`;

// C0/C1 controls, and the bidirectional overrides that can make "gpj.exe" read as "exe.jpg".
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// Half of a surrogate pair: it would make encodeURIComponent throw and PostgreSQL refuse the text.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The client's file name cleaned for display (the A §7 description): the
 * last segment of any path it carries, no control or bidirectional
 * characters, spaces collapsed, NFC, at most 255 characters (keeping the
 * extension). `file` when nothing is left.
 */
export const displayName = (name: string): string => {
  const lastSegment = name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
  const cleaned = lastSegment.replace(loneSurrogate, "").normalize("NFC").replace(/\s+/g, " ").replace(unsafeCharacters, "").trim();
  const usable = Array.from(cleaned.replace(/^\.+$/, ""));
  if (usable.length === 0) return "file";
  // Cut by code points, never inside a surrogate pair; 255 code points fit the column.
  if (usable.length <= 255) return usable.join("");
  const dot = usable.lastIndexOf(".");
  const extension = dot > 0 && usable.length - dot <= 10 ? usable.slice(dot) : [];
  return [...usable.slice(0, 255 - extension.length), ...extension].join("");
};

/**
 * A `Content-Disposition` header value: `inline` with an ASCII fallback
 * filename (quotes, backslashes and non-ASCII replaced) and the exact name as
 * RFC 5987 `filename*`.
 */
export const contentDisposition = (name: string): string => {
  const wellFormed = name.replace(loneSurrogate, "\ufffd");
  const ascii = wellFormed.replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(wellFormed).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
