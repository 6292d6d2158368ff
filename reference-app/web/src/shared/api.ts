import { storedToken } from "./session.js";

/** The envelope every Lendkit answer has. */
export interface Envelope<T> {
  readonly Success: boolean;
  readonly Result: T | null;
  readonly ErrorMessage: string | null;
}

/** A failed call, carrying the server's bilingual message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

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
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401 && token) sessionEndedListeners.forEach((listener) => listener());
  if (!response.ok || !envelope?.Success) throw new ApiError(response.status, envelope?.ErrorMessage ?? response.statusText);
  return envelope.Result as T;
};

/** The fetcher @lendkit/react's pieces call through: fetch with the bearer token added. */
export const authorisedFetch: typeof fetch = async (input, init = {}) => {
  const token = storedToken();
  const headers = new Headers(init.headers);
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
  const response = await fetch(input, { ...init, headers });
  if (response.status === 401 && token) sessionEndedListeners.forEach((listener) => listener());
  return response;
};
