export { OtpForm } from "./OtpForm.js";
export type { OtpFormProps, OtpFormOwnProps, OtpFormRenderState } from "./OtpForm.js";
export { useOtpForm } from "./useOtpForm.js";
export type { UseOtpFormOptions, OtpFormAria } from "./useOtpForm.js";
export { useOtpFormState } from "./useOtpFormState.js";
export type { OtpFormState } from "./useOtpFormState.js";
export { RenewalLoading, RenewalProgress, RenewalOverdue, RenewalCompletion } from "./RenewalScreens.js";
export type {
  RenewalLoadingProps,
  RenewalProgressProps,
  RenewalProgressOwnProps,
  RenewalProgressRenderState,
  RenewalOverdueProps,
  RenewalOverdueOwnProps,
  RenewalOverdueRenderState,
  RenewalCompletionProps,
  RenewalCompletionOwnProps,
  RenewalCompletionRenderState,
} from "./RenewalScreens.js";
export { renewalProgressItems, renewalOverdue, renewalCompletion } from "./screens.js";
export type { RenewalProgressItem } from "./screens.js";
export { RenewalAddressStep, RenewalIncomeStep, RenewalReferencesStep } from "./RenewalStepForms.js";
export type { RenewalAddressStepProps, RenewalStepFormProps, RenewalStepFormOwnProps } from "./RenewalStepForms.js";
export { useRenewalStepForm } from "./useRenewalStepForm.js";
export type { UseRenewalStepFormOptions, RenewalStepFormApi } from "./useRenewalStepForm.js";
export { RenewalBasicStep } from "./RenewalBasicStep.js";
export { TrainingRenewalCalculator } from "./TrainingRenewalCalculator.js";
export type { TrainingRenewalCalculatorProps, TrainingRenewalCalculatorOwnProps, TrainingRenewalCalculatorRenderState } from "./TrainingRenewalCalculator.js";
export type { RenewalBasicStepProps, RenewalBasicStepOwnProps, RenewalBasicStepRenderState } from "./RenewalBasicStep.js";
export { useRenewalBasicStep } from "./useRenewalBasicStep.js";
export type { UseRenewalBasicStepOptions, RenewalBasicStepApi } from "./useRenewalBasicStep.js";
