import { framePost, type FrameMessage } from "@lendkit/core";

/** Where the lead app's parent page is, and how to reach it (C §7). */
export interface RenewalFrameOptions {
  /** The parent origins this tenant allows; nothing is sent without one that fits. */
  readonly allowedParentOrigins: readonly string[];
  /** The parent origin observed at run time, when known. */
  readonly parentOrigin?: string | null;
  /** Sends one message; `window.parent.postMessage` (only when framed) by default. */
  readonly post?: (message: FrameMessage, targetOrigin: string) => void;
}

const postToWindowParent = (message: FrameMessage, targetOrigin: string): void => {
  if (typeof window === "undefined" || window.parent === window) return;
  window.parent.postMessage(message, targetOrigin);
};

/**
 * A function that sends a message to the parent page through core's
 * `framePost`: with the explicit allow-listed target origin, never "*";
 * without options (or without a fitting origin) it sends nothing.
 *
 * @example
 * const tell = parentFrameSender({ allowedParentOrigins: ["https://lender.example"] });
 * tell(frameMessage.redirectTo("/cl"));
 */
export const parentFrameSender =
  (options: RenewalFrameOptions | undefined) =>
  (message: FrameMessage): void => {
    if (options === undefined) return;
    const post = framePost(message, options);
    if (post !== null) (options.post ?? postToWindowParent)(post.message, post.targetOrigin);
  };

/** How the renewal moves the lead app's own address (router-agnostic). */
export interface RenewalNavigation {
  /** Rewrites the address after a step, without a new history entry. */
  readonly replacePath: (path: string) => void;
  /** Writes the address of a step moved on to as a new history entry, so Back returns one step; `replacePath` when absent. */
  readonly pushPath?: (path: string) => void;
  /** Opens a path of the lead app (the restart after an expired code). */
  readonly go: (path: string) => void;
  /** Scrolls the page to its top. */
  readonly scrollToTop: () => void;
  /** The page's height, for the parent's scrollUp message. */
  readonly pageHeight: () => number;
}

/**
 * The browser's navigation: `history.replaceState` and `pushState`, `location.assign`,
 * `scrollTo(0, 0)` and the document's height; a router passes its own.
 *
 * @example
 * <RenewalFlow navigation={{ ...windowRenewalNavigation(), replacePath: (path) => router.replace(path) }} />
 */
export const windowRenewalNavigation = (): RenewalNavigation => ({
  replacePath: (path) => {
    if (typeof window !== "undefined") window.history.replaceState(window.history.state, "", path);
  },
  pushPath: (path) => {
    if (typeof window !== "undefined") window.history.pushState(null, "", path);
  },
  go: (path) => {
    if (typeof window !== "undefined") window.location.assign(path);
  },
  scrollToTop: () => {
    if (typeof window !== "undefined" && typeof window.scrollTo === "function") window.scrollTo(0, 0);
  },
  pageHeight: () => (typeof document === "undefined" ? 0 : document.documentElement.scrollHeight),
});
