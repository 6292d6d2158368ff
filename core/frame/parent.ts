import * as Schema from "effect/Schema";
import { decoderFor } from "../models/decode.js";
import { isAllowedOrigin } from "./origin.js";

/**
 * What the lead app accepts from its parent page. The spec lists none; the only
 * message accepted is a language change `{ type: "lang", value: "fr" | "en" }`
 * (the language is otherwise fixed by the address).
 */
export const ParentMessage = Schema.Struct({ type: Schema.Literal("lang"), value: Schema.Literals(["fr", "en"]) });

/** A message accepted from the parent page. */
export type ParentMessage = typeof ParentMessage.Type;

/** A window message as the app sees it (no DOM type: core stays DOM-free). */
export interface FrameIncomingEvent {
  readonly origin: string;
  readonly data: unknown;
  readonly source?: unknown;
}

/** Why a message was not accepted. */
export type FrameIgnoredReason = "origin" | "source" | "data";

/** The outcome of reading a parent message. */
export type ParentMessageResult =
  | { readonly ok: true; readonly message: ParentMessage }
  | { readonly ok: false; readonly reason: FrameIgnoredReason };

const decodeParentMessage = decoderFor(ParentMessage);

/**
 * Reads a message from the parent page: accepted only when the origin equals
 * an allow-listed parent origin exactly, the source is the expected window
 * (when given, usually `window.parent`) and the data decodes; never throws.
 *
 * @example
 * parseParentMessage({ origin: "https://lender.example", data: { type: "lang", value: "en" } }, ["https://lender.example"])
 * // { ok: true, message: { type: "lang", value: "en" } }
 * parseParentMessage({ origin: "https://lender.example.evil.test", data: { type: "lang", value: "en" } }, ["https://lender.example"])
 * // { ok: false, reason: "origin" }
 */
export const parseParentMessage = (
  event: FrameIncomingEvent,
  allowedOrigins: readonly string[],
  expectedSource?: unknown,
): ParentMessageResult => {
  if (event === null || typeof event !== "object") return { ok: false, reason: "data" };
  if (!isAllowedOrigin(event.origin, allowedOrigins)) return { ok: false, reason: "origin" };
  if (expectedSource !== undefined && event.source !== expectedSource) return { ok: false, reason: "source" };
  const decoded = decodeParentMessage(event.data, { unknownKeys: "refuse" });
  return decoded.ok ? { ok: true, message: decoded.value } : { ok: false, reason: "data" };
};
