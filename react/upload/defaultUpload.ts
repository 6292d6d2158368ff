import { decodeUploadAnswer, type UploadAnswer, type UploadErrorCode, type UploadResult } from "@lendkit/core";
import { failureOf, type ApiFailure } from "@lendkit/core/api";
import type { LendkitFetcher } from "../provider/index.js";

/**
 * A failed upload call: its code picks the bilingual text (core's
 * `upload.error.*`), `detail` carries the server's own message when it sent
 * one, and `failure` the answer as core/api reads it (decide on its `code`:
 * `bodyTooLarge`, `unsupportedMediaType`…).
 *
 * @example
 * throw new UploadCallError("server", "File too large", { code: "bodyTooLarge", message: "File too large", fields: [] });
 */
export class UploadCallError extends Error {
  constructor(
    readonly code: UploadErrorCode,
    readonly detail: string | null = null,
    /** Without one (an error made by hand): `network` for a network failure, else `unknown` with `detail` as its message. */
    readonly failure: ApiFailure = code === "network" ? failureOf(null, 0) : failureOf({ ErrorMessage: detail }, 500),
  ) {
    super(detail ?? code);
    this.name = "UploadCallError";
  }
}

/** The upload call: sends one file, answers the uploaded file (id, description, path). */
export type UploadFunction<F extends File = File> = (file: F) => Promise<UploadResult>;

/**
 * Reads the upload call's answer body (A §7) with core's `decodeUploadAnswer`:
 * the file `{ id, description, path }`, or an `UploadCallError` ("server"
 * with the server's message and failure for `Success: false`, else
 * "invalidResponse").
 *
 * @example
 * readUploadAnswer({ Success: true, Result: { id: 7, description: "a.jpg", path: "\\up\\a.jpg" } })
 * // { id: 7, description: "a.jpg", path: "\\up\\a.jpg" }
 */
export const readUploadAnswer = (body: unknown): UploadResult => resultOf(decodeUploadAnswer(true, body), body, 200);

const resultOf = (answer: UploadAnswer, body: unknown, status: number): UploadResult => {
  if (!answer.ok) throw new UploadCallError(answer.code, answer.detail, failureOf(body, status));
  return answer.value;
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
    const answer: unknown = await response.json().catch(() => undefined);
    return resultOf(decodeUploadAnswer(response.ok, answer), answer, response.status);
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
