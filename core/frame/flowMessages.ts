import { frameMessage, type FrameMessage } from "./messages.js";
import { parseFrameRedirect, type FrameRedirect } from "./redirect.js";

/**
 * When the lead app tells the parent page what (C §2, §3.5, §3.10, §7): the
 * messages of a session opened by a code, of the account entry's effects
 * and of a signature, and where the lead app's own server sends the
 * `redirectTo` paths it can serve (`/r/{slug}_-1`, `/re?p={slug}_{step}`).
 */

/**
 * A flow's session was opened by a one-time code (the renewal's, a new
 * applicant's, a flow link's): the parent hears the session token with no
 * visible reaction (`serverInfos_silent`, secret: allow-listed origin only)
 * and the flow's slug (`serverInfosStrong`, no secret). The account entry,
 * whose token the parent shows as a signed-in client space, uses
 * `serverInfos` instead (`accountEffectFrameMessages`). A blank token sends
 * nothing secret; a blank slug sends no slug.
 *
 * @example
 * flowSessionFrameMessages({ token: "tok", slug: "ab12" })
 * // [{ type: "serverInfos_silent", value: "tok" }, { type: "serverInfosStrong", value: "ab12" }]
 */
export const flowSessionFrameMessages = (opened: { readonly token: string | null; readonly slug: string | null }): readonly FrameMessage[] => {
  const token = opened.token?.trim() ?? "";
  const slug = opened.slug?.trim() ?? "";
  return [
    ...(token !== "" && !/\s/.test(token) ? [frameMessage.serverInfosSilent(token)] : []),
    ...(slug !== "" ? [frameMessage.serverInfosStrong(slug)] : []),
  ];
};

/** The account entry's effects that reach the parent (core's `AccountEffect`, renewal module). */
export type AccountFrameEffect =
  | { readonly type: "tellParentToken"; readonly token: string }
  | { readonly type: "clearToken" }
  | { readonly type: "redirectParent"; readonly to: string }
  | { readonly type: string };

/**
 * The parent messages of one account-entry effect (C §2, §3.5): the token
 * of the entry → `serverInfos`; the token dropped after a failed customer
 * look-up → `serverInfos` with an empty value (the parent forgets its copy);
 * a redirect → `redirectTo`; any other effect → nothing.
 *
 * @example
 * accountEffectFrameMessages({ type: "clearToken" }) // [{ type: "serverInfos", value: "" }]
 * accountEffectFrameMessages({ type: "redirectParent", to: "/cl" }) // [{ type: "redirectTo", value: "/cl" }]
 */
export const accountEffectFrameMessages = (effect: AccountFrameEffect): readonly FrameMessage[] => {
  if (effect.type === "tellParentToken" && "token" in effect) return effect.token.trim() === "" ? [] : [frameMessage.serverInfos(effect.token)];
  if (effect.type === "clearToken") return [frameMessage.clearServerInfos()];
  if (effect.type === "redirectParent" && "to" in effect) return [frameMessage.redirectTo(effect.to)];
  return [];
};

/**
 * The message after a flow's contract is signed (step 3 done, not merely
 * reached): `onboardingSigned` with the slug, so the lender's site can tell
 * a signed application from one that reached the signature.
 *
 * @example
 * signedFrameMessages("ab12") // [{ type: "onboardingSigned", value: "ab12" }]
 * signedFrameMessages("") // []
 */
export const signedFrameMessages = (slug: string | null): readonly FrameMessage[] =>
  slug !== null && slug.trim() !== "" ? [frameMessage.onboardingSigned(slug.trim())] : [];

const encodeSegment = (text: string): string => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));

/**
 * The lead app's own address for a `redirectTo` path of the renewal, for a
 * server that serves them itself (a link opened outside the lender's page,
 * or a lender without those pages): `/r/{slug}_-1` → `/go/renew/s-1/{slug}`
 * (no step: the flow starts at the step the server says it reached, C §3.10);
 * `/re?p={slug}_{step}` → `/go/renew/s{step}/{slug}`, or `s-1` for a step
 * below 0. Null for `/cl`, `/go` and anything that is not one of them.
 *
 * @example
 * frameRedirectLeadPath("/r/ab12_-1") // "/go/renew/s-1/ab12"
 * frameRedirectLeadPath("/re?p=ab12_21") // "/go/renew/s21/ab12"
 * frameRedirectLeadPath("/r/../x") // null
 */
export const frameRedirectLeadPath = (value: unknown): string | null => {
  const redirect: FrameRedirect | null = parseFrameRedirect(value);
  if (redirect === null || (redirect.kind !== "restart" && redirect.kind !== "renewal")) return null;
  if (redirect.slug.trim() === "" || redirect.slug.length > 200) return null;
  const step = redirect.kind === "renewal" && redirect.step >= 0 ? String(redirect.step) : "-1";
  return `/go/renew/s${step}/${encodeSegment(redirect.slug)}`;
};
