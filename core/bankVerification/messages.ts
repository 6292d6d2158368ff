import * as Schema from "effect/Schema";
import type { FrameIgnoredReason, FrameIncomingEvent } from "../frame/parent.js";
import { isAllowedOrigin } from "../frame/origin.js";
import { AlternateCompletionData } from "../models/bankVerification.js";
import { decoderFor, withDefault } from "../models/decode.js";
import type { BankProvider } from "./provider.js";

/** A message from a bank provider's frame, once checked and decoded (C §7). */
export type BankMessage =
  /** Bank-verification widget: `Redirect|{url}`; the url tells success or failure. */
  | { readonly kind: "verificationRedirect"; readonly url: string; readonly outcome: "success" | "failure" }
  /** Aggregator: the login succeeded (`{ step: "REDIRECT", loginId }`). */
  | { readonly kind: "aggregatorRedirect"; readonly loginId: string }
  /** Aggregator: its app is mounted, the spinner can go (`{ step: "APP_MOUNTED" }`). */
  | { readonly kind: "aggregatorMounted" }
  /** Alternate view: the connector is loaded (`CONNECTORLOADED`). */
  | { readonly kind: "connectorLoaded" }
  /** Alternate view: the connection succeeded (`CONNECTIONSUCCESSFULLYCOMPLETED` with its data). */
  | { readonly kind: "connectionCompleted"; readonly data: AlternateCompletionData };

/** The outcome of reading a provider message: the message, or why it was ignored. */
export type BankMessageResult =
  | { readonly ok: true; readonly message: BankMessage }
  | { readonly ok: false; readonly reason: FrameIgnoredReason };

/** What the page expects: the provider shown and the exact origins of its frame. */
export interface BankMessageExpectation {
  readonly provider: BankProvider;
  /** Origins of the frame the page embedded (see `bankFrameOrigins`). */
  readonly origins: readonly string[];
  /** The iframe's window (`iframe.contentWindow`), when known. */
  readonly source?: unknown;
}

/** The widget's text prefix. */
export const bankRedirectPrefix = "Redirect|";

/** Shape of the aggregator's login id: a GUID-like token (it goes into a URL path). */
export const aggregatorLoginIdPattern = /^[A-Za-z0-9-]{1,100}$/;

const AggregatorData = Schema.Union([
  Schema.Struct({ step: Schema.Literal("REDIRECT"), loginId: Schema.String.check(Schema.isPattern(aggregatorLoginIdPattern)) }),
  Schema.Struct({ step: Schema.Literal("APP_MOUNTED") }),
]);
const AlternateData = Schema.Union([
  Schema.Struct({ step: Schema.Literal("CONNECTORLOADED") }),
  Schema.Struct({ step: Schema.Literal("CONNECTIONSUCCESSFULLYCOMPLETED"), data: withDefault(AlternateCompletionData, {}) }),
]);
const decodeAggregatorData = decoderFor(AggregatorData);
const decodeAlternateData = decoderFor(AlternateData);

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Success or failure of the widget's redirect address: failure when its path,
 * query or fragment (percent-decoded, any case) contains "failure"; the host
 * is not looked at. Null when the text is not an absolute http(s) address.
 *
 * @example
 * bankRedirectOutcome("https://lender.example/bankverif/failure?c=1") // "failure"
 * bankRedirectOutcome("https://failure.example/ok") // "success"
 */
export const bankRedirectOutcome = (address: string): "success" | "failure" | null => {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const rest = safeDecode(`${url.pathname}${url.search}${url.hash}`).toLowerCase();
  return rest.includes("failure") ? "failure" : "success";
};

/** Objects as they are, or JSON text of an object (some frames post strings). */
const asObject = (data: unknown): unknown => {
  if (typeof data !== "string" || data.length > 100_000) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
};

const parseData = (provider: BankProvider, data: unknown): BankMessage | null => {
  if (provider === "bankVerification") {
    if (typeof data !== "string" || !data.startsWith(bankRedirectPrefix) || data.length > 8192) return null;
    const url = data.slice(bankRedirectPrefix.length).trim();
    const outcome = bankRedirectOutcome(url);
    return outcome === null ? null : { kind: "verificationRedirect", url, outcome };
  }
  if (provider === "aggregator") {
    const decoded = decodeAggregatorData(asObject(data));
    if (!decoded.ok) return null;
    return decoded.value.step === "REDIRECT"
      ? { kind: "aggregatorRedirect", loginId: decoded.value.loginId }
      : { kind: "aggregatorMounted" };
  }
  const decoded = decodeAlternateData(asObject(data));
  if (!decoded.ok) return null;
  return decoded.value.step === "CONNECTORLOADED"
    ? { kind: "connectorLoaded" }
    : { kind: "connectionCompleted", data: decoded.value.data ?? {} };
};

/**
 * Reads a window message from the bank provider's frame. Accepted only when
 * the parsed origin EQUALS one of `expected.origins` (scheme, host and port —
 * never a "contains" test, which `https://provider.example.evil.test` would
 * pass), the source is the expected frame window when given, and the data has
 * the provider's shape. Never throws.
 *
 * @example
 * parseBankMessage(
 *   { origin: "https://lendkit-iframe.private.fin.ag", data: { step: "APP_MOUNTED" } },
 *   { provider: "aggregator", origins: ["https://lendkit-iframe.private.fin.ag"] },
 * ) // { ok: true, message: { kind: "aggregatorMounted" } }
 */
export const parseBankMessage = (event: FrameIncomingEvent, expected: BankMessageExpectation): BankMessageResult => {
  if (event === null || typeof event !== "object") return { ok: false, reason: "data" };
  if (!isAllowedOrigin(event.origin, expected.origins)) return { ok: false, reason: "origin" };
  if (expected.source !== undefined && event.source !== expected.source) return { ok: false, reason: "source" };
  const message = parseData(expected.provider, event.data);
  return message === null ? { ok: false, reason: "data" } : { ok: true, message };
};
