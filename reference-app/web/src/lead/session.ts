import { keptLeadSourceId, readFlowFieldErrors, type FlowFieldError } from "@lendkit/core";
import { failureOf, isFlowSessionCall, type ApiFailure } from "@lendkit/core/api";
import { clearSession, storedSession, storedToken, storedTokenExpiry, storeSession, storeToken } from "../shared/session.js";

const pathOf = (input: RequestInfo | URL): string => {
  const text = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  try {
    const url = new URL(text, window.location.origin);
    return url.pathname;
  } catch {
    return text;
  }
};

const flowSlugOfPath = /^\/api\/contractExternal\/(?:cashLoanFlow|cashLoanRenewFlow)\/([^/?]+)/;

/**
 * The slug a "not found" answer condemns: a flow read (GET) or the flow's
 * code request answered 404 — the link is bad or expired. A refused write
 * or a bank call's own 404 says nothing about the link.
 */
const brokenSlugOf = (path: string, method: string, status: number): string | null => {
  if (status !== 404) return null;
  const slug = flowSlugOfPath.exec(path)?.[1];
  if (slug === undefined || slug === "getWebOnlyProvinces" || slug === "basic") return null;
  const codeRequest = method === "POST" && /\/code$/.test(path);
  if (!codeRequest && method !== "GET") return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
};

/** A value the screens read as it changes (React's `useSyncExternalStore`). */
export interface Watched<T> {
  readonly current: () => T;
  readonly subscribe: (listener: () => void) => () => void;
}

const watched = <T>(initial: T): Watched<T> & { readonly set: (next: T) => void } => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** A JSON call of the lead app, answering the envelope's Result or throwing LeadCallError. */
export type LeadCall = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;

/**
 * The lead app's own session (C §3.3), one per page, held by
 * `LeadSessionProvider` and handed to the screens by `useLeadSession`.
 *
 * The lead app serves anonymous applicants, so it opens with the user values
 * reset: it never reads the staff app's stored user or token (a staff
 * member's session in the same browser must not leak into a customer's
 * flow, and the flow routes refuse a token of another customer). A token is
 * set only by a verified code (the renewal's, the new applicant's, a flow
 * link's code screen, the account entry's) or the account entry's path, and
 * kept in local storage under the lead app's own key as C §3.3 says: a
 * reload mid-flow keeps it until it ends. Every flow call carries it as a
 * bearer header (SECURITY 12: no cookie in a cross-site frame); the flow
 * routes answer a slug without it 401 (C §1: a slug and a code), and the app
 * then shows the code screen.
 */
export interface LeadSession {
  /** The customer token of a verified code, or null. */
  readonly token: () => string | null;
  /** Keeps the token of a verified code for this visit and in local storage (C §3.3); null forgets it. */
  readonly setToken: (next: string | null, expiresAt?: string | null) => void;
  /**
   * The lender's lead source (C §3.3 `leadSourceId`, C §3.10 "saved to
   * global state"), or null: read from the address at start by core's
   * `keptLeadSourceId` — a new one replaces the kept one, an address
   * without one keeps it — and kept in local storage, so every code check
   * of the visit (renewal, account entry, a link's code, a new applicant)
   * and a reload credit the same source. The server keeps it on the lead.
   */
  readonly leadSourceId: () => number | null;
  /** `search` with the kept lead source when it names none (the renewal reads it from its query string). */
  readonly withLeadSource: (search: string) => string;
  /**
   * `fetch` with this visit's customer token. A flow call answered 401
   * means the token is missing or dead: it is dropped and the app is told
   * to show the code screen (`sessionWanted`). A flow read answered 404
   * means the link is bad or expired: the app says so (`brokenLink`)
   * instead of showing empty forms. Every call counts as under way until it
   * answers (`pendingCalls`, the busy indicator).
   */
  readonly fetch: typeof fetch;
  /** A JSON call through `fetch`. */
  readonly call: LeadCall;
  /** How many times a flow call was refused for want of a session (0: never): the code screen shows while it is above the last one handled. */
  readonly sessionWanted: Watched<number>;
  /** How many calls are under way (the busy indicator shows once one lasts 300 ms). */
  readonly pendingCalls: Watched<number>;
  /** The slug whose link answered "not found" (unknown, expired, another customer's), or null. */
  readonly brokenLink: Watched<string | null>;
}

/** The token kept in local storage while it lives, else null (and forgotten there). */
const liveStoredToken = (now: number): string | null => {
  const stored = storedToken();
  const endsAt = Date.parse(storedTokenExpiry() ?? "");
  const live = stored !== null && Number.isFinite(endsAt) && endsAt > now ? stored : null;
  if (live === null) storeToken(null);
  return live;
};

/**
 * Opens the page's lead session (C §2: the lead app starts with the user
 * session values reset): forgets the user values of an earlier visit,
 * keeping only the lead app's own live token, and reads the address's lead
 * source (core's rule) into the kept one.
 */
export const openLeadSession = (now: number = Date.now(), search: string = typeof window === "undefined" ? "" : window.location.search): LeadSession => {
  let token = liveStoredToken(now);
  clearSession();
  const leadSource = keptLeadSourceId(storedSession().leadSourceId, search);
  storeSession({ leadSourceId: leadSource });
  const sessionWanted = watched(0);
  const pendingCalls = watched(0);
  const brokenLink = watched<string | null>(null);

  const setToken = (next: string | null, expiresAt?: string | null): void => {
    token = next;
    storeToken(next, expiresAt);
  };

  const sessionFetch: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (token && !headers.has("Authorization")) headers.set("Authorization", `Bearer ${token}`);
    // The server answers its errors in the applicant's language only: the page's, not the browser's.
    const pageLang = typeof document === "undefined" ? "" : document.documentElement.lang;
    if ((pageLang === "fr" || pageLang === "en") && !headers.has("Accept-Language")) headers.set("Accept-Language", pageLang);
    pendingCalls.set(pendingCalls.current() + 1);
    let response: Response;
    try {
      response = await fetch(input, { ...init, headers });
    } finally {
      pendingCalls.set(pendingCalls.current() - 1);
    }
    const path = pathOf(input);
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    // A route that takes a flow slug answers 401 without the code's session (core's route table says which).
    if (response.status === 401 && isFlowSessionCall(method, path)) {
      setToken(null);
      sessionWanted.set(sessionWanted.current() + 1);
    }
    const broken = brokenSlugOf(path, method, response.status);
    if (broken !== null) brokenLink.set(broken);
    return response;
  };

  return {
    token: () => token,
    setToken,
    leadSourceId: () => leadSource,
    withLeadSource: (search) => {
      const params = new URLSearchParams(search);
      if (leadSource === null || params.has("leadSourceId")) return search;
      params.set("leadSourceId", String(leadSource));
      return `?${params.toString()}`;
    },
    fetch: sessionFetch,
    call: (path, init) => callThrough(sessionFetch, path, init),
    sessionWanted,
    pendingCalls,
    brokenLink,
  };
};

/** The envelope every Lendkit answer has. */
interface Envelope<T> {
  readonly Success?: boolean;
  readonly Result?: T | null;
  readonly ErrorMessage?: string | null;
}

/**
 * A refused or failed call: the HTTP status and core's `ApiFailure` read
 * from the answer (its code, which the pages decide on, and the server's
 * message in the page's language).
 */
export class LeadCallError extends Error {
  constructor(
    readonly status: number,
    readonly failure: ApiFailure,
    /** The server's Retry-After (seconds) on a throttled call, else null. */
    readonly retryAfterSeconds: number | null = null,
    /** The fields the server refused, each with its catalog key (core's `readFlowFieldErrors`); [] when none. */
    readonly fieldErrors: readonly FlowFieldError[] = [],
  ) {
    super(failure.message || `HTTP ${status}`);
    this.name = "LeadCallError";
  }

  /** The server's ErrorMessage, null when it sent none. */
  get errorMessage(): string | null {
    return this.failure.message === "" ? null : this.failure.message;
  }
}

/** A JSON call through `leadFetch` answering the envelope's Result, or throwing LeadCallError. */
const callThrough = async <T>(leadFetch: typeof fetch, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
  let response: Response;
  try {
    response = await leadFetch(path, {
      method: init.method ?? "GET",
      headers: { Accept: "application/json", ...(init.body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new LeadCallError(0, failureOf(null, 0));
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || envelope?.Success !== true) {
    const retryAfter = Number(response.headers.get("Retry-After") ?? Number.NaN);
    throw new LeadCallError(response.status, failureOf(envelope, response.status), Number.isFinite(retryAfter) ? retryAfter : null, readFlowFieldErrors(envelope));
  }
  return envelope.Result as T;
};
