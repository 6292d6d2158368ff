/**
 * @lendkit/core — pure lending rules shared by the browser, the server and
 * Node scripts. Each folder is also a subpath export (`@lendkit/core/masks`…)
 * so a page pays only for what it imports.
 */
export * from "./money/index.js";
export * from "./access/index.js";
export * from "./i18n/index.js";
export * from "./messages/index.js";
export * from "./models/index.js";
export * from "./codes/index.js";
export * from "./masks/index.js";
export * from "./forms/index.js";
export * from "./table/index.js";
export * from "./upload/index.js";
export * from "./checklist/index.js";
export * from "./payments/index.js";
export * from "./servicing/index.js";
export * from "./deferral/index.js";
export * from "./calculator/index.js";
export * from "./schedule/index.js";
export * from "./renewal/index.js";
export * from "./otp/index.js";
export * from "./bankVerification/index.js";
export * from "./frame/index.js";
export * from "./contracts/index.js";
