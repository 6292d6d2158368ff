import type { UploadErrorCode, UploadResult } from "@lendkit/core";
import type { LendkitFetcher } from "../provider/index.js";

/**
 * A failed upload call: its code picks the bilingual text (core's
 * `upload.error.*`), `detail` carries the server's own message when it sent one.
 *
 * @example
 * throw new UploadCallError("server", "File too large");
 */
export class UploadCallError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    readonly detail: string | null = null,
  ) {
    super(detail ?? code);
    this.name = "UploadCallError";
  }
}

/** The upload call: sends one file, answers the uploaded file (id, description, path). */
export type UploadFunction<F extends File = File> = (file: F) => Promise<UploadResult>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Reads the upload call's answer (A §7): the envelope `{ Success, Result, ErrorMessage }`
 * whose `Result` holds id, description and path. Adapter kept here until core
 * has an upload result decoder.
 *
 * @example
 * readUploadAnswer({ Success: true, Result: { id: 7, description: "a.jpg", path: "\\up\\a.jpg" } })
 * // { id: 7, description: "a.jpg", path: "\\up\\a.jpg" }
 */
export const readUploadAnswer = (body: unknown): UploadResult => {
  if (!isRecord(body)) throw new UploadCallError("invalidResponse");
  if (body.Success === false) {
    throw new UploadCallError("server", typeof body.ErrorMessage === "string" ? body.ErrorMessage : null);
  }
  const result = body.Result;
  if (
    !isRecord(result) ||
    typeof result.id !== "number" ||
    typeof result.description !== "string" ||
    typeof result.path !== "string"
  ) {
    throw new UploadCallError("invalidResponse");
  }
  return { id: result.id, description: result.description, path: result.path };
};

/**
 * The default upload call (A §7): POST to `uploadUrl`, multipart form data
 * with the single field `file`, through the provider's fetcher. A network
 * error fails with "network", a refused answer with "server", an unreadable
 * one with "invalidResponse".
 *
 * @example
 * const upload = postUpload(fetcher, "/api/upload");
 * const result = await upload(file); // { id, description, path }
 */
export const postUpload =
  <F extends File = File>(fetcher: LendkitFetcher, uploadUrl: string): UploadFunction<F> =>
  async (file) => {
    const body = new FormData();
    body.append("file", file, file.name);
    let response: Response;
    try {
      response = await fetcher(uploadUrl, { method: "POST", body });
    } catch {
      throw new UploadCallError("network");
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new UploadCallError(response.ok ? "invalidResponse" : "server");
    }
    if (!response.ok) {
      const message = isRecord(answer) && typeof answer.ErrorMessage === "string" ? answer.ErrorMessage : null;
      throw new UploadCallError("server", message);
    }
    return readUploadAnswer(answer);
  };

/**
 * The failure code and detail of anything an upload call threw: an
 * `UploadCallError` keeps its own, anything else counts as a network failure.
 *
 * @example
 * uploadFailureOf(new TypeError("Failed to fetch")) // { code: "network", detail: null }
 */
export const uploadFailureOf = (error: unknown): { code: UploadErrorCode; detail: string | null } =>
  error instanceof UploadCallError ? { code: error.code, detail: error.detail } : { code: "network", detail: null };
