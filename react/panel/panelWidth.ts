/**
 * The panel width rule of A §2 / A §9: at most one third of the screen and at
 * least 360 px (the minimum wins on narrow screens, as in CSS).
 *
 * Adapter kept here until core exposes the rule; see docs/react.md.
 */
export const panelMinWidthPx = 360;

/**
 * The panel width in pixels for a viewport width.
 *
 * @example
 * panelWidthPx(1920) // 640
 * panelWidthPx(800) // 360
 */
export const panelWidthPx = (viewportWidth: number): number =>
  Math.max(panelMinWidthPx, Number.isFinite(viewportWidth) && viewportWidth > 0 ? Math.floor(viewportWidth / 3) : 0);
