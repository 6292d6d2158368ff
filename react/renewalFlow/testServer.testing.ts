import { vi } from "vitest";
import type { FrameMessage } from "@lendkit/core";
import type { ApiFailureCode } from "@lendkit/core/api";
import type { LendkitFetcher } from "../provider/index.js";
import type { RenewalNavigation } from "./environment.js";

/** One call the fake server received. */
export interface ReceivedCall {
  readonly method: string;
  readonly path: string;
  /** The JSON body read back, the FormData as is, or undefined. */
  readonly body: unknown;
}

/** A route's answer: a status (200 by default) and a JSON body. */
export interface FakeAnswer {
  readonly status?: number;
  readonly body: unknown;
}

/** Routes by "METHOD path"; a function gets the body and may answer per call. */
export type FakeRoutes = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

/** A successful envelope. */
export const ok = (result: unknown = null): FakeAnswer => ({ body: { Success: true, Result: result, ErrorMessage: null } });

/** A refused envelope; with `code`, the `Code` a server sends beside it (core/api's closed set), else none (an older server). */
export const refused = (message: string | null = null, status = 200, code?: ApiFailureCode): FakeAnswer => ({
  status,
  body: { Success: false, Result: null, ErrorMessage: message, ...(code === undefined ? {} : { Code: code }) },
});

/**
 * A fake server behind a `fetcher`: answers each "METHOD path" from
 * `routes` (404 with a refused envelope otherwise) and records every call.
 */
export const fakeServer = (routes: FakeRoutes) => {
  const calls: ReceivedCall[] = [];
  const fetcher = vi.fn<LendkitFetcher>(async (input, init) => {
    const method = init?.method ?? "GET";
    const path = String(input);
    const raw = init?.body;
    const body = typeof raw === "string" ? (JSON.parse(raw) as unknown) : raw ?? undefined;
    calls.push({ method, path, body });
    const route = routes[`${method} ${path}`];
    const answer = route === undefined ? refused("NO_ROUTE", 404) : typeof route === "function" ? route(body) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  const paths = (method: string, start = "") => calls.filter((call) => call.method === method && call.path.startsWith(start)).map((call) => call.path);
  return { fetcher, calls, paths };
};

/** A navigation that records what the flow asked. */
export const fakeNavigation = () => {
  const replaced: string[] = [];
  const pushed: string[] = [];
  const opened: string[] = [];
  const navigation: RenewalNavigation = {
    replacePath: (path) => replaced.push(path),
    pushPath: (path) => pushed.push(path),
    go: (path) => opened.push(path),
    scrollToTop: vi.fn(),
    pageHeight: () => 900,
  };
  return { navigation, replaced, pushed, opened };
};

/** A parent frame that records every message posted to it. */
export const fakeParent = (origin = "https://lender.example") => {
  const messages: FrameMessage[] = [];
  const post = vi.fn((message: FrameMessage, targetOrigin: string) => {
    if (targetOrigin === origin) messages.push(message);
  });
  return { frame: { allowedParentOrigins: [origin], post }, messages, post };
};
