import { storeToken } from "../shared/session.js";

/**
 * The lead app's own session (C §3.3). The lead app serves anonymous
 * applicants, so at start it resets the user values: it never reads the
 * staff app's stored user or token (a staff member's session in the same
 * browser must not leak into a customer's flow, and the flow routes refuse a
 * token of another customer). Only the account entry sets a token — from its
 * path or from a verified code — and keeps it in local storage as C §3.3
 * says, so the payments profile's calls carry it.
 */
let token: string | null = null;

/** Forgets any user value of an earlier visit (called once at start). */
export const resetLeadSession = (): void => {
  token = null;
};

/** The customer token of the account entry, kept for this visit and in local storage (C §3.3). */
export const setLeadToken = (next: string | null, expiresAt?: string | null): void => {
  token = next;
  storeToken(next, expiresAt);
};

export const leadToken = (): string | null => token;

/** `fetch` with this visit's customer token, if the account entry set one. */
export const leadFetch: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
  return fetch(input, { ...init, headers });
};

/** The envelope every Lendkit answer has. */
interface Envelope<T> {
  readonly Success?: boolean;
  readonly Result?: T | null;
  readonly ErrorMessage?: string | null;
}

/** A refused or failed call: the HTTP status and the server's ErrorMessage (bilingual "fr / en"), if any. */
export class LeadCallError extends Error {
  constructor(
    readonly status: number,
    readonly errorMessage: string | null,
  ) {
    super(errorMessage ?? `HTTP ${status}`);
    this.name = "LeadCallError";
  }
}

/** A JSON call through `leadFetch` answering the envelope's Result, or throwing LeadCallError. */
export const leadCall = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
  let response: Response;
  try {
    response = await leadFetch(path, {
      method: init.method ?? "GET",
      headers: { Accept: "application/json", ...(init.body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new LeadCallError(0, null);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || envelope?.Success !== true) throw new LeadCallError(response.status, envelope?.ErrorMessage ?? null);
  return envelope.Result as T;
};
