import { option, type CodeOption } from "./option.js";

/** A legal-warranty class code (B §9). */
export type LegalWarrantyClassCode = "A" | "B" | "C" | "D";

/**
 * A legal-warranty class with its cover as data: whichever of `months` or `km`
 * comes first ends it. Class D has no cover (0 and 0).
 */
export interface LegalWarrantyOption extends CodeOption<LegalWarrantyClassCode> {
  readonly months: number;
  readonly km: number;
}

const warrantyClass = (value: LegalWarrantyClassCode, months: number, km: number): LegalWarrantyOption => ({
  ...option(
    value,
    months === 0 ? `Class ${value}: none` : `Class ${value}: ${months} ${months === 1 ? "month" : "months"} or ${km} km`,
    months === 0 ? `Classe ${value} : aucune` : `Classe ${value} : ${months} mois ou ${km} km`,
  ),
  months,
  km,
});

/**
 * The used-vehicle legal-warranty classes of B §9, A to D.
 *
 * @example
 * legalWarrantyOptions[0] // { value: "A", months: 6, km: 10000, label: { en: "Class A: 6 months or 10000 km", … } }
 */
export const legalWarrantyOptions: readonly LegalWarrantyOption[] = [
  warrantyClass("A", 6, 10000),
  warrantyClass("B", 3, 5000),
  warrantyClass("C", 1, 1700),
  warrantyClass("D", 0, 0),
];

/**
 * The cover of a class, or undefined for an unknown class.
 *
 * @example
 * legalWarrantyOf("C") // { months: 1, km: 1700 }
 */
export const legalWarrantyOf = (value: unknown): { readonly months: number; readonly km: number } | undefined => {
  const found = legalWarrantyOptions.find((entry) => entry.value === value);
  return found && { months: found.months, km: found.km };
};
