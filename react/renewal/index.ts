export { OtpForm } from "./OtpForm.js";
export type { OtpFormProps } from "./OtpForm.js";
export { useOtpForm } from "./useOtpForm.js";
export type { UseOtpFormOptions, OtpFormAria } from "./useOtpForm.js";
export { useOtpFormState } from "./useOtpFormState.js";
export type { OtpFormState } from "./useOtpFormState.js";
