export { BankVerification } from "./BankVerification.js";
export type { BankVerificationProps } from "./BankVerification.js";
export { useBankVerification } from "./useBankVerification.js";
export type { UseBankVerificationOptions, BankVerificationAria, BankServerAnswer, BankMessageWindow } from "./useBankVerification.js";
export { useBankVerificationState } from "./useBankVerificationState.js";
export type { BankVerificationMachine } from "./useBankVerificationState.js";
