import { useMemo, useSyncExternalStore, type CSSProperties } from "react";
import { panelWidthPx } from "./panelWidth.js";

const readViewportWidth = (): number => window.innerWidth;
/** On the server, and while hydrating, the width is unknown: 0, so the server's HTML and the first client render agree. */
const serverViewportWidth = (): number => 0;
const followResize = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

/**
 * The window's inner width, updated on resize. It is 0 on the server and
 * during hydration (the measured width follows right after mount), so a
 * server-rendered page hydrates without a mismatch.
 *
 * @example
 * const viewportWidth = useViewportWidth();
 */
export const useViewportWidth = (): number => useSyncExternalStore(followResize, readViewportWidth, serverViewportWidth);

/**
 * The panel's computed width as a style value: one third of `viewportWidth`,
 * never under 360 px.
 *
 * @example
 * const style = usePanelWidth(useViewportWidth()); // { width: 640 } on a 1920 px screen
 */
export const usePanelWidth = (viewportWidth: number): CSSProperties =>
  useMemo(() => ({ width: panelWidthPx(viewportWidth) }), [viewportWidth]);
