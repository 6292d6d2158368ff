import type { ProvinceIsoCode } from "../codes/province.js";
import { decimalOrNaN } from "../money/amount.js";
import { Decimal, type DecimalInput } from "../money/decimal.js";
import { centsOfRatio, ratioOf } from "../money/rational.js";

/**
 * Sales-tax rates of a province or territory, in percent: the federal GST,
 * the harmonized HST (which replaces GST where it applies), the provincial
 * PST (Manitoba's RST) and Québec's QST. Sources and "as of" date in
 * docs/calculator.md.
 */
export interface SalesTaxRates {
  readonly gst: string;
  readonly hst: string;
  readonly pst: string;
  readonly qst: string;
}

const rates = (gst: string, hst: string, pst: string, qst: string): SalesTaxRates => ({ gst, hst, pst, qst });

/** Sales-tax rates by province and territory (data; update when a rate changes). */
export const salesTaxRates: { readonly [P in ProvinceIsoCode]: SalesTaxRates } = {
  QC: rates("5", "0", "0", "9.975"),
  ON: rates("0", "13", "0", "0"),
  BC: rates("5", "0", "7", "0"),
  AB: rates("5", "0", "0", "0"),
  MB: rates("5", "0", "7", "0"),
  SK: rates("5", "0", "6", "0"),
  NS: rates("0", "14", "0", "0"),
  NB: rates("0", "15", "0", "0"),
  NL: rates("0", "15", "0", "0"),
  PE: rates("0", "15", "0", "0"),
  YT: rates("5", "0", "0", "0"),
  NT: rates("5", "0", "0", "0"),
  NU: rates("5", "0", "0", "0"),
};

/**
 * The tax multiplier of a province: 1 + the sum of its rates / 100; 1 when
 * the lender's fee is not taxable there (arranging a loan is usually an
 * exempt financial service: the lender says whether its fee is taxable).
 *
 * @example
 * salesTaxMultiplier("QC", true).toString() // "1.14975"
 * salesTaxMultiplier("ON", true).toString() // "1.13"
 * salesTaxMultiplier("ON", false).toString() // "1"
 */
export const salesTaxMultiplier = (province: ProvinceIsoCode, feeIsTaxable: boolean): Decimal => {
  if (!feeIsTaxable) return new Decimal(1);
  // An unknown code (from untyped JavaScript) gives NaN, not an exception.
  const found: SalesTaxRates | undefined = salesTaxRates[province];
  if (!found) return new Decimal(Number.NaN);
  const { gst, hst, pst, qst } = found;
  return new Decimal(gst).plus(hst).plus(pst).plus(qst).div(100).plus(1);
};

/**
 * Taxes on a fee (C §3.6): fee × multiplier − fee, rounded half-up to cents
 * in exact rational arithmetic (taxes of exactly x.xx5 go up).
 *
 * @example
 * feeTaxes("43.33", "1.14975").toFixed(2) // "6.49"
 * feeTaxes("0.50", "1.13").toFixed(2) // "0.07"
 */
export const feeTaxes = (fee: DecimalInput, multiplier: DecimalInput): Decimal => {
  const amount = ratioOf(decimalOrNaN(fee));
  const factor = ratioOf(decimalOrNaN(multiplier));
  if (amount === null || factor === null) return new Decimal(Number.NaN);
  // fee × (multiplier − 1)
  return centsOfRatio(amount.numerator * (factor.numerator - factor.denominator), amount.denominator * factor.denominator);
};
