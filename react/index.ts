/**
 * @lendkit/react — headless hooks and unstyled, accessible components on
 * @lendkit/core and react-aria.
 */

export * from "./provider/index.js";
export * from "./notification/index.js";
export * from "./panel/index.js";
export * from "./confirm/index.js";
export * from "./submit/index.js";
export * from "./select/index.js";
export * from "./table/index.js";
export * from "./form/index.js";
export * from "./maskedField/index.js";
export * from "./requiredFieldsPopup/index.js";
export * from "./substitutionField/index.js";
export * from "./checklist/index.js";
export * from "./payments/index.js";
export * from "./upload/index.js";
export * from "./calculator/index.js";
export * from "./disclosure/index.js";
export * from "./renewal/index.js";
export * from "./account/index.js";
export * from "./bankVerification/index.js";
export * from "./renewalFlow/index.js";
