import type { Lang } from "@lendkit/core";
import { failureOf, type ApiFailure, type ApiFailureCode, type ApiFieldFailure } from "@lendkit/core/api";
import { storedToken } from "./session.js";

let requestLang: Lang | null = null;

/**
 * The language the app's user reads in, sent as Accept-Language on every
 * call so the server answers its errors in that language only (issue 15
 * §4), whatever the browser's own languages are.
 */
export const setRequestLang = (lang: Lang): void => {
  requestLang = lang;
};

/** The envelope every Lendkit answer has. */
export interface Envelope<T> {
  readonly Success: boolean;
  readonly Result: T | null;
  readonly ErrorMessage: string | null;
}

/**
 * A failed call: the HTTP status and core's `ApiFailure` read from the
 * answer (its code, the server's message in the user's language, the fields
 * it refused). The app decides on the code, never on the words.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly failure: ApiFailure,
    /** What a developer reads when the answer has no message of its own. */
    detail = `HTTP ${status}`,
  ) {
    super(failure.message || detail);
    this.name = "ApiError";
  }

  /** The fields the server refused, each with its code and words. */
  get fields(): readonly ApiFieldFailure[] {
    return this.failure.fields;
  }
}

/** The failure code of a failed call (core's closed set), or null for anything but an ApiError. */
export const failureCodeOf = (error: unknown): ApiFailureCode | null => (error instanceof ApiError ? error.failure.code : null);

/**
 * The server's message for the user, already in their language (every call
 * states it): the failure's message, or `fallback` (the screen's own words)
 * when there was none, no answer, or anything but a failed call.
 */
export const serverMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.failure.code !== "network" && error.failure.message !== "" ? error.failure.message : fallback;

const sessionEndedListeners = new Set<() => void>();

/**
 * Calls `listener` when the server answers 401 to a call that carried the
 * session's token (the session expired, idled out or was revoked), so the
 * app can say so on the sign-in page. Returns the unsubscribe.
 */
export const onSessionEnded = (listener: () => void): (() => void) => {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
};

/**
 * `fetch` with the session's bearer token and JSON bodies, answering the
 * envelope's Result or throwing ApiError with ErrorMessage.
 */
export const api = async <T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> => {
  const token = storedToken();
  const response = await fetch(path, {
    method: init.method ?? "GET",
    headers: {
      Accept: "application/json",
      ...(requestLang ? { "Accept-Language": requestLang } : {}),
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401 && token) sessionEndedListeners.forEach((listener) => listener());
  if (!response.ok || !envelope?.Success) throw new ApiError(response.status, failureOf(envelope, response.status), response.statusText);
  return envelope.Result as T;
};

/** The fetcher @lendkit/react's pieces call through: fetch with the bearer token added. */
export const authorisedFetch: typeof fetch = async (input, init = {}) => {
  const token = storedToken();
  const headers = new Headers(init.headers);
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
  if (requestLang && !headers.has("Accept-Language")) headers.set("Accept-Language", requestLang);
  const response = await fetch(input, { ...init, headers });
  if (response.status === 401 && token) sessionEndedListeners.forEach((listener) => listener());
  return response;
};

/** How much of a request body has gone: bytes sent and the body's size. */
export interface UploadProgress {
  readonly sent: number;
  readonly total: number;
}

/**
 * POSTs a multipart body with the session's token and language, reporting
 * the bytes sent as they go (a fetch request body gives no progress), and
 * answers the envelope's Result or throws ApiError as `api` does; no
 * answer at all is the TypeError fetch would throw.
 */
export const postWithProgress = <T>(path: string, body: FormData, onProgress: (progress: UploadProgress) => void): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const token = storedToken();
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.setRequestHeader("Accept", "application/json");
    if (requestLang) request.setRequestHeader("Accept-Language", requestLang);
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    };
    request.onerror = () => reject(new TypeError("Failed to fetch"));
    request.onload = () => {
      if (request.status === 401 && token) sessionEndedListeners.forEach((listener) => listener());
      let envelope: Envelope<T> | null = null;
      try {
        envelope = JSON.parse(request.responseText) as Envelope<T>;
      } catch {
        envelope = null;
      }
      if (request.status < 200 || request.status >= 300 || !envelope?.Success) reject(new ApiError(request.status, failureOf(envelope, request.status), request.statusText));
      else resolve(envelope.Result as T);
    };
    request.send(body);
  });
