import type { FrameMessage } from "./messages.js";
import { normalizeFrameOrigin } from "./origin.js";

/** Where the lead app's parent page lives, as configured per tenant. */
export interface FrameTargetConfig {
  /** Parent origins this tenant allows (also its CSP frame-ancestors). */
  readonly allowedParentOrigins: readonly string[];
  /** The parent origin observed at run time (e.g. from the first ancestor), when known. */
  readonly parentOrigin?: string | null;
}

/**
 * The explicit target origin for `postMessage` to the parent, never "*": the
 * observed parent origin when it is allow-listed, else the only allow-listed
 * origin when there is exactly one, else null (send nothing).
 *
 * @example
 * frameTargetOrigin({ allowedParentOrigins: ["https://lender.example"] }) // "https://lender.example"
 * frameTargetOrigin({ allowedParentOrigins: ["https://a.example"], parentOrigin: "https://evil.example" }) // null
 */
export const frameTargetOrigin = (config: FrameTargetConfig): string | null => {
  const allowed = config.allowedParentOrigins
    .map((entry) => normalizeFrameOrigin(entry))
    .filter((entry): entry is string => entry !== null);
  if (config.parentOrigin !== undefined && config.parentOrigin !== null) {
    const observed = normalizeFrameOrigin(config.parentOrigin);
    return observed !== null && allowed.includes(observed) ? observed : null;
  }
  const unique = [...new Set(allowed)];
  return unique.length === 1 ? (unique[0] ?? null) : null;
};

/** A message ready for `parent.postMessage(message, targetOrigin)`. */
export interface FramePost {
  readonly message: FrameMessage;
  readonly targetOrigin: string;
}

/**
 * Pairs a message with its explicit target origin, or null when no allow-listed
 * parent is known (the caller then sends nothing — secrets never go to "*").
 *
 * @example
 * framePost(frameMessage.scrollUp(800), { allowedParentOrigins: ["https://lender.example"] })?.targetOrigin
 * // "https://lender.example"
 */
export const framePost = (message: FrameMessage, config: FrameTargetConfig): FramePost | null => {
  const targetOrigin = frameTargetOrigin(config);
  return targetOrigin === null ? null : { message, targetOrigin };
};
