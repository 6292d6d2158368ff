export { Panel } from "./Panel.js";
export type { PanelProps } from "./Panel.js";
export { usePanel } from "./usePanel.js";
export type { PanelMode, UsePanelOptions, PanelAria } from "./usePanel.js";
export { usePanelWidth, useViewportWidth } from "./usePanelWidth.js";
export { panelWidthPx, panelMinWidthPx } from "./panelWidth.js";
