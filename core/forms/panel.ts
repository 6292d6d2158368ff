/** The side panel's minimum width, in px (A §2, A §9). */
export const panelMinWidthPx = 360;

/**
 * The side panel's width in px for a viewport width: one third of the screen,
 * rounded down, and never under `panelMinWidthPx` (the minimum wins on narrow
 * screens, as in CSS). A width that is not a positive number gives the minimum.
 *
 * @example
 * panelWidthPx(1920) // 640
 * panelWidthPx(800) // 360
 * panelWidthPx(Number.NaN) // 360
 */
export const panelWidthPx = (viewportWidth: number): number =>
  Math.max(panelMinWidthPx, Number.isFinite(viewportWidth) && viewportWidth > 0 ? Math.floor(viewportWidth / 3) : 0);
