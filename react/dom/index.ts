export { mergeDomProps, resolveStateValue } from "./renderProps.js";
export type { DomProps, StateValue } from "./renderProps.js";
export { useObjectRef } from "./useObjectRef.js";
export { dialogFocusRender } from "./focusHandlers.js";
