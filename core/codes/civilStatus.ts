import { option, type CodeOption } from "./option.js";

/**
 * Civil status codes (B §9). Code 4 exists only in the co-lessee list.
 *
 * @example
 * CivilStatus.Divorced // 3
 */
export const CivilStatus = {
  Single: 0,
  MarriedOrCommonLaw: 1,
  Widowed: 2,
  Divorced: 3,
  Separated: 4,
} as const;

/** A civil-status code. */
export type CivilStatusCode = (typeof CivilStatus)[keyof typeof CivilStatus];

/**
 * The lessee's civil-status options: 0 to 3.
 *
 * @example
 * labelOf(lesseeCivilStatusOptions, 1, "fr") // "Marié(e) / conjoint(e) de fait"
 */
export const lesseeCivilStatusOptions: readonly CodeOption<CivilStatusCode>[] = [
  option(CivilStatus.Single, "Single", "Célibataire"),
  option(CivilStatus.MarriedOrCommonLaw, "Married / common-law", "Marié(e) / conjoint(e) de fait"),
  option(CivilStatus.Widowed, "Widowed", "Veuf / veuve"),
  option(CivilStatus.Divorced, "Divorced", "Divorcé(e)"),
];

/**
 * The co-lessee's civil-status options: 0 to 4, where 4 is "separated"
 * (the spec does not show that label; see docs/spec-decisions.md).
 *
 * @example
 * colesseeCivilStatusOptions.at(-1)?.label.en // "Separated"
 */
export const colesseeCivilStatusOptions: readonly CodeOption<CivilStatusCode>[] = [
  ...lesseeCivilStatusOptions,
  option(CivilStatus.Separated, "Separated", "Séparé(e)"),
];
