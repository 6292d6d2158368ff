import * as Schema from "effect/Schema";
import { decoderFor } from "../models/decode.js";
import { isSafeFramePath } from "./redirect.js";

/**
 * Messages the lead app sends to the parent page (C §7), as `{ type, value }`
 * envelopes. Only `serverInfos` and `serverInfos_silent` carry a secret (the
 * session token) and they go only to an allow-listed parent origin
 * (see `frameTargetOrigin`).
 */

const SafePath = Schema.String.check(
  Schema.makeFilter((text: string) => (isSafeFramePath(text) ? undefined : "expected a path of the parent page")),
);
const Token = Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(4096), Schema.isPattern(/^\S+$/));
/** A token, or "" when the app tells the parent to forget the one it has (see `frameMessage.clearServerInfos`). */
const TokenOrCleared = Schema.Union([Token, Schema.Literal("")]);
const Slug = Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(200));
const Flow = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,32}$/));

/** The schema of every message sent to the parent page. */
export const FrameMessage = Schema.Union([
  Schema.Struct({ type: Schema.Literal("redirectTo"), value: SafePath }),
  Schema.Struct({ type: Schema.Literal("serverInfos"), value: TokenOrCleared }),
  Schema.Struct({ type: Schema.Literal("serverInfos_silent"), value: Token }),
  Schema.Struct({ type: Schema.Literal("serverInfosStrong"), value: Slug }),
  Schema.Struct({ type: Schema.Literal("onboardingStepAttained"), value: Schema.Int }),
  Schema.Struct({ type: Schema.Literal("onboardingSlug"), value: Slug }),
  Schema.Struct({ type: Schema.Literal("onboardingFlow"), value: Flow }),
  Schema.Struct({ type: Schema.Literal("onboardingSigned"), value: Slug }),
  Schema.Struct({
    type: Schema.Literal("scrollUp"),
    value: Schema.Struct({ height: Schema.Finite, offset: Schema.Finite }),
  }),
]);

/** A message sent to the parent page. */
export type FrameMessage = typeof FrameMessage.Type;

/** The `type` of a parent-page message. */
export type FrameMessageType = FrameMessage["type"];

/** Message types whose value is a secret (the session token). */
export const frameSecretMessageTypes: readonly FrameMessageType[] = ["serverInfos", "serverInfos_silent"];

/**
 * True when the message carries the session token.
 *
 * @example
 * frameMessageCarriesSecret(frameMessage.serverInfos("tok")) // true
 * frameMessageCarriesSecret(frameMessage.onboardingSlug("ab12")) // false
 */
export const frameMessageCarriesSecret = (message: FrameMessage): boolean =>
  frameSecretMessageTypes.includes(message.type);

/** Builders of every message to the parent page (C §7). */
export const frameMessage = {
  /**
   * Asks the parent to open one of its paths (build it with `frameRedirect`).
   *
   * @example
   * frameMessage.redirectTo(frameRedirect.clientSpace()) // { type: "redirectTo", value: "/cl" }
   */
  redirectTo: (path: string) => ({ type: "redirectTo", value: path }) as const,
  /**
   * Hands the session token to the parent (account entry, C §2). Secret.
   *
   * @example
   * frameMessage.serverInfos("tok").type // "serverInfos"
   */
  serverInfos: (token: string) => ({ type: "serverInfos", value: token }) as const,
  /**
   * Tells the parent to forget the session token it was given (a failed
   * customer look-up, C §3.5): `serverInfos` with an empty value, so a parent
   * that stores whatever `serverInfos` carries is cleared without new code.
   *
   * @example
   * frameMessage.clearServerInfos() // { type: "serverInfos", value: "" }
   */
  clearServerInfos: () => ({ type: "serverInfos", value: "" }) as const,
  /**
   * Same as serverInfos, but the parent must not react visibly. Secret.
   *
   * @example
   * frameMessage.serverInfosSilent("tok").type // "serverInfos_silent"
   */
  serverInfosSilent: (token: string) => ({ type: "serverInfos_silent", value: token }) as const,
  /**
   * Tells the parent the flow slug (not a secret: it is in every address).
   *
   * @example
   * frameMessage.serverInfosStrong("ab12") // { type: "serverInfosStrong", value: "ab12" }
   */
  serverInfosStrong: (slug: string) => ({ type: "serverInfosStrong", value: slug }) as const,
  /**
   * Tells the parent the step reached (C §3.10).
   *
   * @example
   * frameMessage.onboardingStepAttained(21) // { type: "onboardingStepAttained", value: 21 }
   */
  onboardingStepAttained: (step: number) => ({ type: "onboardingStepAttained", value: step }) as const,
  /**
   * Tells the parent the flow slug at a step change (C §3.10).
   *
   * @example
   * frameMessage.onboardingSlug("ab12").value // "ab12"
   */
  onboardingSlug: (slug: string) => ({ type: "onboardingSlug", value: slug }) as const,
  /**
   * Tells the parent the flow letter ("n" by default, C §7).
   *
   * @example
   * frameMessage.onboardingFlow() // { type: "onboardingFlow", value: "n" }
   */
  onboardingFlow: (flow = "n") => ({ type: "onboardingFlow", value: flow }) as const,
  /**
   * Tells the parent the flow's contract is signed (after step 3, not when
   * step 3 is merely reached), with the flow slug.
   *
   * @example
   * frameMessage.onboardingSigned("ab12") // { type: "onboardingSigned", value: "ab12" }
   */
  onboardingSigned: (slug: string) => ({ type: "onboardingSigned", value: slug }) as const,
  /**
   * Asks the parent to scroll to the frame: the frame's height and the offset inside it.
   *
   * @example
   * frameMessage.scrollUp(900, 0) // { type: "scrollUp", value: { height: 900, offset: 0 } }
   */
  scrollUp: (height: number, offset = 0) => ({ type: "scrollUp", value: { height, offset } }) as const,
} satisfies Record<string, (...args: never[]) => FrameMessage>;

const decodeFrameMessageResult = decoderFor(FrameMessage);

/**
 * Decodes a message meant for the parent page (what a parent-page kit runs on
 * `event.data` after checking the origin); null for anything else, never throws.
 *
 * @example
 * parseFrameMessage({ type: "onboardingStepAttained", value: 2 }) // { type: "onboardingStepAttained", value: 2 }
 * parseFrameMessage({ type: "redirectTo", value: "https://evil.example" }) // null
 */
export const parseFrameMessage = (data: unknown): FrameMessage | null => {
  const result = decodeFrameMessageResult(data, { unknownKeys: "refuse" });
  return result.ok ? result.value : null;
};
