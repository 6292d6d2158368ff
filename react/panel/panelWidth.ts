/**
 * The panel width rule of A §2 / A §9 (at most one third of the screen and at
 * least 360 px) lives in core; re-exported here so `@lendkit/react` keeps
 * offering it beside the panel.
 */
export { panelWidthPx, panelMinWidthPx } from "@lendkit/core";
