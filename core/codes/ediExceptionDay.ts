import type { Features } from "../access/features.js";
import { option, type CodeOption } from "./option.js";

/**
 * When a pre-authorised debit (EDI) is taken instead of the schedule's date,
 * usually the day an income is deposited (B §9 "EDI exception days").
 *
 * @example
 * EdiExceptionDay.QppPension // 6
 */
export const EdiExceptionDay = {
  FixedFirstDay: 0,
  LastDayOfMonth: 1,
  CppPension: 2,
  ChildBenefit: 3,
  Odsp: 4,
  PublicServicePension: 5,
  QppPension: 6,
  VeteranDisabilityPension: 7,
  Opb: 8,
  Aish: 9,
  BcAssistance: 10,
} as const;

/** An EDI exception-day code. */
export type EdiExceptionDayCode = (typeof EdiExceptionDay)[keyof typeof EdiExceptionDay];

/**
 * The four codes only the RestOfCanada feature offers (B §6).
 *
 * @example
 * restOfCanadaEdiExceptionDays // [4, 8, 9, 10]
 */
export const restOfCanadaEdiExceptionDays: readonly EdiExceptionDayCode[] = [
  EdiExceptionDay.Odsp,
  EdiExceptionDay.Opb,
  EdiExceptionDay.Aish,
  EdiExceptionDay.BcAssistance,
];

/**
 * Every EDI exception day, in code order. Most screens want
 * {@link ediExceptionDayOptions}, which applies the RestOfCanada rule.
 *
 * @example
 * allEdiExceptionDayOptions.length // 11
 */
export const allEdiExceptionDayOptions: readonly CodeOption<EdiExceptionDayCode>[] = [
  option(EdiExceptionDay.FixedFirstDay, "Fixed day (the 1st)", "Jour fixe (le 1er)"),
  option(EdiExceptionDay.LastDayOfMonth, "Last day of the month", "Dernier jour du mois"),
  option(EdiExceptionDay.CppPension, "Canada Pension Plan (CPP)", "Régime de pensions du Canada (RPC)"),
  option(EdiExceptionDay.ChildBenefit, "Canada Child Benefit (CCB)", "Allocation canadienne pour enfants (ACE)"),
  option(
    EdiExceptionDay.Odsp,
    "Ontario Disability Support Program (ODSP)",
    "Programme ontarien de soutien aux personnes handicapées (POSPH)",
  ),
  option(EdiExceptionDay.PublicServicePension, "Public service pension", "Pension de la fonction publique"),
  option(EdiExceptionDay.QppPension, "Québec Pension Plan (QPP / RRQ)", "Régime de rentes du Québec (RRQ)"),
  option(
    EdiExceptionDay.VeteranDisabilityPension,
    "Veterans disability pension",
    "Pension d'invalidité des anciens combattants",
  ),
  option(EdiExceptionDay.Opb, "Ontario Pension Board pension (OPB)", "Rente de l'Ontario Pension Board (OPB)"),
  option(
    EdiExceptionDay.Aish,
    "Assured Income for the Severely Handicapped (AISH)",
    "Revenu assuré pour les personnes gravement handicapées (AISH)",
  ),
  option(EdiExceptionDay.BcAssistance, "BC income assistance", "Aide au revenu de la Colombie-Britannique"),
];

const defaultEdiExceptionDayOptions = allEdiExceptionDayOptions.filter(
  (entry) => !restOfCanadaEdiExceptionDays.includes(entry.value),
);

/**
 * The EDI exception days offered (B §6): 0, 1, 2, 3, 5, 6, 7; with the
 * RestOfCanada feature also 4 (ODSP), 8 (OPB), 9 (AISH) and 10 (BC assistance),
 * all in code order.
 *
 * @example
 * ediExceptionDayOptions(defaultFeatures).map((entry) => entry.value) // [0, 1, 2, 3, 5, 6, 7]
 * ediExceptionDayOptions({ ...defaultFeatures, RestOfCanada: true }).length // 11
 */
export const ediExceptionDayOptions = (
  features: Pick<Features, "RestOfCanada">,
): readonly CodeOption<EdiExceptionDayCode>[] =>
  features.RestOfCanada ? allEdiExceptionDayOptions : defaultEdiExceptionDayOptions;
