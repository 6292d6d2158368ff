import { tenantProfile, type TenantCode } from "../access/tenants.js";
import { option, type CodeOption } from "./option.js";

/**
 * What a cash loan pays for (B §9 "Cash type").
 *
 * @example
 * CashType.VipMaintenance36Months // 9
 */
export const CashType = {
  TirePurchase: 0,
  VehicleRepairs: 1,
  InsurancePremium: 2,
  ExtendedWarrantyFinancing: 3,
  LoanWithoutSupplier: 4,
  ReplacementInsurance: 5,
  CreditInsurance: 6,
  ReplacementAndCreditInsurance: 7,
  VipMaintenance24Months: 8,
  VipMaintenance36Months: 9,
} as const;

/** A cash-type code. */
export type CashTypeCode = (typeof CashType)[keyof typeof CashType];

/**
 * Every cash type (0 to 9), in the spec's order. Most screens want
 * {@link cashTypeOptions}, which applies the tenant rule.
 *
 * @example
 * allCashTypeOptions.length // 10
 */
export const allCashTypeOptions: readonly CodeOption<CashTypeCode>[] = [
  option(CashType.TirePurchase, "Tire purchase", "Achat de pneus"),
  option(CashType.VehicleRepairs, "Vehicle repairs", "Réparations du véhicule"),
  option(CashType.InsurancePremium, "Insurance premium paid to the insurer", "Paiement de prime d'assurance à l'assureur"),
  option(CashType.ExtendedWarrantyFinancing, "Extended warranty financing", "Financement de garantie prolongée"),
  option(CashType.LoanWithoutSupplier, "Money loan without supplier", "Prêt d'argent sans fournisseur"),
  option(CashType.ReplacementInsurance, "Replacement insurance", "Assurance de remplacement"),
  option(CashType.CreditInsurance, "Credit insurance", "Assurance crédit"),
  option(
    CashType.ReplacementAndCreditInsurance,
    "Both (replacement and credit insurance)",
    "Les deux (assurance de remplacement et assurance crédit)",
  ),
  option(CashType.VipMaintenance24Months, "VIP maintenance, 24 months", "Entretien VIP 24 mois"),
  option(CashType.VipMaintenance36Months, "VIP maintenance, 36 months", "Entretien VIP 36 mois"),
];

const capitalTenantCashTypeOptions = allCashTypeOptions.filter(
  (entry) => entry.value >= CashType.ReplacementInsurance,
);

/**
 * The cash types a tenant may choose (B §6): the capital tenant gets only 5 to 9,
 * every other tenant 0 to 9.
 *
 * @example
 * cashTypeOptions("CAPITAL").map((entry) => entry.value) // [5, 6, 7, 8, 9]
 * cashTypeOptions("RENT").length // 10
 */
export const cashTypeOptions = (tenant: TenantCode): readonly CodeOption<CashTypeCode>[] =>
  tenantProfile(tenant).isCapitalTenant ? capitalTenantCashTypeOptions : allCashTypeOptions;
