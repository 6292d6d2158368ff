import type { UploadErrorCode, UploadResult } from "../upload/queue.js";

/**
 * Reading the upload call's answer (A §7) by hand, without the schema
 * library: a page with only an upload area stays small.
 */

/** The upload call's outcome: the uploaded file, or why it failed. */
export type UploadAnswer =
  | { readonly ok: true; readonly value: UploadResult }
  | { readonly ok: false; readonly code: Exclude<UploadErrorCode, "network">; readonly detail: string | null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const detailOf = (body: unknown): string | null =>
  isRecord(body) && typeof body.ErrorMessage === "string" ? body.ErrorMessage : null;

/**
 * The upload call's outcome from its HTTP status and JSON body (undefined
 * when the body was not JSON): a failed status or `Success: false` is a
 * "server" failure with the server's ErrorMessage as detail; anything else
 * that is not an envelope whose `Result` holds a numeric id, a description
 * and a path is an "invalidResponse". Never throws.
 *
 * @example
 * decodeUploadAnswer(true, { Success: true, Result: { id: 7, description: "a.jpg", path: "/up/a.jpg" } })
 * // { ok: true, value: { id: 7, description: "a.jpg", path: "/up/a.jpg" } }
 * decodeUploadAnswer(false, { Success: false, ErrorMessage: "Too large" }) // { ok: false, code: "server", detail: "Too large" }
 * decodeUploadAnswer(true, "<html>") // { ok: false, code: "invalidResponse", detail: null }
 */
export const decodeUploadAnswer = (httpOk: boolean, body: unknown): UploadAnswer => {
  if (!httpOk || (isRecord(body) && body.Success === false)) return { ok: false, code: "server", detail: detailOf(body) };
  const result = isRecord(body) ? body.Result : undefined;
  if (!isRecord(result) || typeof result.id !== "number" || typeof result.description !== "string" || typeof result.path !== "string") {
    return { ok: false, code: "invalidResponse", detail: null };
  }
  return { ok: true, value: { id: result.id, description: result.description, path: result.path } };
};
