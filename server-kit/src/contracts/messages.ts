import {
  contractActivationGapKey,
  contractEditRefusalKey,
  contractStatusRefusalKey,
  scheduleRefusalKey,
  t,
  tBoth,
  type Bilingual,
  type ContractActivationGap,
  type ContractEditRefusal,
  type ContractStatusRefusal,
  type ScheduleRefusal,
} from "@lendkit/core";

/** The contracts API's own answers, in both languages (core's `contracts.` catalog). */
export const contractMessages = {
  stale: tBoth("contracts.edit.stale"),
  financeTermsLocked: tBoth("contracts.edit.financeTermsLocked"),
  scheduleExists: tBoth("contracts.activation.scheduleExists"),
  checklistNotCompleted: tBoth("contracts.activation.checklistNotCompleted"),
  signedScheduleMismatch: tBoth("contracts.activation.signedScheduleMismatch"),
  status: (reason: ContractStatusRefusal | "selfApproval"): Bilingual => tBoth(contractStatusRefusalKey(reason)),
  edit: (reason: ContractEditRefusal): Bilingual => tBoth(contractEditRefusalKey(reason)),
  /** "Cannot be activated. Missing or invalid: …", the list in each language. */
  activationGaps: (gaps: readonly ContractActivationGap[]): Bilingual => ({
    fr: t("fr", "contracts.activation.refused", { gaps: gaps.map((gap) => t("fr", contractActivationGapKey(gap))).join(", ") }),
    en: t("en", "contracts.activation.refused", { gaps: gaps.map((gap) => t("en", contractActivationGapKey(gap))).join(", ") }),
  }),
  activationRefused: (reason: ScheduleRefusal): Bilingual => ({
    fr: t("fr", "contracts.activation.scheduleRefused", { reason: t("fr", scheduleRefusalKey(reason)) }),
    en: t("en", "contracts.activation.scheduleRefused", { reason: t("en", scheduleRefusalKey(reason)) }),
  }),
} as const;
