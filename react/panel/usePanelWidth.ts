import { useEffect, useMemo, useState, type CSSProperties } from "react";
import { panelWidthPx } from "./panelWidth.js";

const readViewportWidth = (): number => (typeof window !== "undefined" ? window.innerWidth : 0);

/**
 * The window's inner width, updated on resize (0 during server rendering).
 *
 * @example
 * const viewportWidth = useViewportWidth();
 */
export const useViewportWidth = (): number => {
  const [width, setWidth] = useState(readViewportWidth);
  useEffect(() => {
    const onResize = () => setWidth(readViewportWidth());
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return width;
};

/**
 * The panel's computed width as a style value: one third of `viewportWidth`,
 * never under 360 px.
 *
 * @example
 * const style = usePanelWidth(useViewportWidth()); // { width: 640 } on a 1920 px screen
 */
export const usePanelWidth = (viewportWidth: number): CSSProperties =>
  useMemo(() => ({ width: panelWidthPx(viewportWidth) }), [viewportWidth]);
