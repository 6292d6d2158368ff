import type { Features } from "../access/features.js";
import { option, type CodeOption } from "./option.js";

/**
 * Employment and income-source codes (`workType`, B §3.5, B §9; "status" of the
 * renewal income step, C §3.9). The spec gives the codes but not their labels;
 * Lendkit's labels are listed in docs/spec-decisions.md. Codes 0 to 21 are
 * the default list; 22, 23, 25 and 26 exist only in the RestOfCanada list.
 * Code 24 appears in neither list and is not defined.
 *
 * @example
 * WorkType.Retired // 4
 */
export const WorkType = {
  FullTimeEmployee: 0,
  PartTimeEmployee: 1,
  SeasonalWorker: 2,
  ContractWorker: 3,
  Retired: 4,
  EmploymentInsurance: 5,
  WorkplaceInjuryBenefits: 6,
  SocialAssistance: 7,
  DisabilityPension: 8,
  Student: 9,
  CommissionSales: 10,
  SelfEmployed: 11,
  IncorporatedBusinessOwner: 12,
  AgencyWorker: 13,
  OnCallWorker: 14,
  ProbationaryEmployee: 15,
  CppQppPension: 16,
  OldAgeSecurity: 17,
  SaaqIndemnity: 18,
  ParentalLeave: 19,
  SupportPayments: 20,
  OtherEmployment: 21,
  Employed: 22,
  OtherIncome: 23,
  ProvincialDisabilitySupport: 25,
  ChildBenefit: 26,
} as const;

/** A work-type code. */
export type WorkTypeCode = (typeof WorkType)[keyof typeof WorkType];

const labels: Record<WorkTypeCode, readonly [en: string, fr: string]> = {
  0: ["Full-time employee", "Salarié(e) à temps plein"],
  1: ["Part-time employee", "Salarié(e) à temps partiel"],
  2: ["Seasonal worker", "Travailleur(euse) saisonnier(ère)"],
  3: ["Temporary or contract worker", "Travailleur(euse) temporaire ou contractuel(le)"],
  4: ["Retired", "Retraité(e)"],
  5: ["Employment insurance", "Assurance-emploi"],
  6: ["Workplace injury benefits (CNESST / WSIB)", "Indemnités d'accident du travail (CNESST / CSST)"],
  7: ["Social assistance", "Aide sociale"],
  8: ["Disability pension", "Rente d'invalidité"],
  9: ["Student", "Étudiant(e)"],
  10: ["Commission-based salesperson", "Vendeur(euse) à commission"],
  11: ["Self-employed", "Travailleur(euse) autonome"],
  12: ["Incorporated business owner", "Propriétaire d'entreprise incorporée"],
  13: ["Placement agency worker", "Travailleur(euse) d'agence de placement"],
  14: ["On-call worker", "Travailleur(euse) sur appel"],
  15: ["Employee on probation", "Salarié(e) en période de probation"],
  16: ["CPP / QPP pension", "Rente du RPC / RRQ"],
  17: ["Old Age Security", "Pension de la Sécurité de la vieillesse"],
  18: ["SAAQ indemnity", "Indemnités de la SAAQ"],
  19: ["Parental leave (QPIP / EI)", "Congé parental (RQAP / AE)"],
  20: ["Support payments (alimony)", "Pension alimentaire"],
  21: ["Other employment", "Autre emploi"],
  22: ["Employed", "Salarié(e)"],
  23: ["Other income", "Autre revenu"],
  25: ["Provincial disability support (ODSP, AISH…)", "Soutien provincial aux personnes handicapées (POSPH, AISH…)"],
  26: ["Canada Child Benefit", "Allocation canadienne pour enfants"],
};

const workTypeOption = (code: WorkTypeCode): CodeOption<WorkTypeCode> => option(code, ...labels[code]);

/**
 * The default list's codes: 0 to 21 (B §9).
 *
 * @example
 * defaultWorkTypeCodes.length // 22
 */
export const defaultWorkTypeCodes: readonly WorkTypeCode[] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
];

/**
 * The RestOfCanada list's codes, in the spec's order (B §9).
 *
 * @example
 * restOfCanadaWorkTypeCodes[0] // 22
 */
export const restOfCanadaWorkTypeCodes: readonly WorkTypeCode[] = [22, 7, 17, 16, 26, 11, 25, 8, 5, 23];

/**
 * Every defined work type in code order, for looking up the label of a stored
 * code whatever list it came from.
 *
 * @example
 * labelOf(allWorkTypeOptions, 26, "en") // "Canada Child Benefit"
 */
export const allWorkTypeOptions: readonly CodeOption<WorkTypeCode>[] = (
  Object.keys(labels).map(Number) as WorkTypeCode[]
).map(workTypeOption);

const defaultWorkTypeOptions = defaultWorkTypeCodes.map(workTypeOption);
const restOfCanadaWorkTypeOptions = restOfCanadaWorkTypeCodes.map(workTypeOption);

/**
 * The work-type (income source) options (B §6, C §3.9): codes 0 to 21, or the
 * separate RestOfCanada list 22, 7, 17, 16, 26, 11, 25, 8, 5, 23 in that order.
 *
 * @example
 * workTypeOptions(defaultFeatures).length // 22
 * workTypeOptions({ ...defaultFeatures, RestOfCanada: true })[0]?.value // 22
 */
export const workTypeOptions = (features: Pick<Features, "RestOfCanada">): readonly CodeOption<WorkTypeCode>[] =>
  features.RestOfCanada ? restOfCanadaWorkTypeOptions : defaultWorkTypeOptions;
