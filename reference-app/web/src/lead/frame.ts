import { useEffect } from "react";
import { frameMessage, framePost, normalizeFrameOrigin, parseParentMessage, type FrameMessage, type Lang } from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import type { RenewalFrameOptions } from "@lendkit/react";
import type { LeadSession } from "./session.js";

/**
 * The lead app inside a lender's page (C §2, §7; SECURITY 23). The allowed
 * parents are the tenant's configured parent origins (the server's
 * leadAppConfiguration, the same list as its CSP frame-ancestors) and this
 * app's own origin, where the demo parent page lives. Messages go out only
 * through core's `framePost` with an explicit allow-listed target origin,
 * never "*", and only when the parent actually observed is one of them;
 * messages come in only from those exact origins and from the parent window
 * itself.
 */
let configuredParentOrigins: readonly string[] = [];

/** Records the tenant's parent origins (from the server's configuration). */
export const setConfiguredParentOrigins = (origins: readonly string[]): void => {
  configuredParentOrigins = origins.filter((origin) => typeof origin === "string");
};

export const allowedParentOrigins = (): readonly string[] => [window.location.origin, ...configuredParentOrigins];

/** The parent page's origin as the browser reports it (null when not framed or unknown). */
export const observedParentOrigin = (): string | null => {
  if (window.parent === window) return null;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? normalizeFrameOrigin(new URL(document.referrer).origin) : null;
  } catch {
    return null;
  }
};

/** The frame options of the renewal flow and of every message this app sends. */
export const leadFrame = (): RenewalFrameOptions => ({ allowedParentOrigins: allowedParentOrigins(), parentOrigin: observedParentOrigin() });

/** Sends one message to the parent page, to the allow-listed origin only; nothing when not framed. */
export const tellParent = (message: FrameMessage): void => {
  if (window.parent === window) return;
  const post = framePost(message, leadFrame());
  if (post !== null) window.parent.postMessage(post.message, post.targetOrigin);
};

/** Sends several messages in order (core's rules give them as a list). */
export const tellParentAll = (messages: readonly FrameMessage[]): void => {
  for (const message of messages) tellParent(message);
};

/**
 * "Go to Client Space" (C §2 overdue screen): inside the lender's page the
 * parent is asked to open its client space (`redirectTo /cl`; it already
 * heard the session). Opened on its own, the app opens its own client space,
 * the account page, without asking again who the customer is: they have
 * just proved it with the flow's code, so the server hands the session over
 * (`POST …/clientSpaceTicket`: a single-use ticket for this customer and
 * tenant, dead after 2 minutes), which the account page takes out of the
 * address and exchanges at once. Without a session to hand over, the
 * account page's sign-in. `session` is the page's lead session.
 */
export const goToClientSpace = async (to: string, lang: Lang, navigate: (path: string) => void, session: Pick<LeadSession, "token" | "call">): Promise<void> => {
  if (window.parent !== window) return tellParent(frameMessage.redirectTo(to));
  let ticket: string | null = null;
  if (session.token() !== null) {
    try {
      const answer = await session.call<{ token?: unknown }>(routePath(apiRoutes.customers.clientSpaceTicket, {}), { method: "POST", body: {} });
      ticket = typeof answer.token === "string" ? answer.token : null;
    } catch {
      ticket = null;
    }
  }
  navigate(`/go/account/${lang}/${ticket === null ? "new" : encodeURIComponent(ticket)}`);
};

/**
 * Listens to the parent page: only `{ type: "lang" }` from the exact
 * allowed origin and the parent window is accepted (core's
 * `parseParentMessage`); a look-alike origin or another window is ignored.
 */
export const useParentMessages = (onLang: (lang: Lang) => void): void => {
  useEffect(() => {
    if (window.parent === window) return;
    const listener = (event: MessageEvent) => {
      const result = parseParentMessage({ origin: event.origin, data: event.data, source: event.source }, allowedParentOrigins(), window.parent);
      if (result.ok) onLang(result.message.value);
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [onLang]);
};

/** The height of the app's content (not of the frame's viewport, so the frame can shrink too). */
export const contentHeight = (): number => {
  const root = document.getElementById("root");
  return Math.ceil(root ? root.getBoundingClientRect().height : document.documentElement.scrollHeight);
};

/** Where the element with focus sits in the page, so a resize keeps it in view in the parent. */
const focusOffset = (): number => {
  const active = document.activeElement;
  if (!active || active === document.body) return 0;
  return Math.max(0, Math.round(active.getBoundingClientRect().top + window.scrollY));
};

/**
 * The resizer (C §2): whenever the content's height changes, the parent
 * hears `scrollUp` with the new height (core's message), and the offset of
 * the field in use so the parent keeps it in view. Debounced so a burst of
 * layout changes is one message.
 */
export const useFrameResizer = (): void => {
  useEffect(() => {
    if (window.parent === window || typeof ResizeObserver === "undefined") return;
    const root = document.getElementById("root");
    if (!root) return;
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const height = contentHeight();
        if (Math.abs(height - last) < 2) return;
        last = height;
        tellParent(frameMessage.scrollUp(height, focusOffset()));
      }, 120);
    });
    observer.observe(root);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);
};
