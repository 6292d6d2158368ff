import * as Schema from "effect/Schema";
import { decoderFor, encoderFor } from "./decode.js";
import { DocumentMoneyText } from "./documentText.js";

/**
 * What a quote, a contract and a signing document state about the cost of
 * the credit (issue "Cost of borrowing"; Québec CPA s. 72 and Reg. s. 61.0.7;
 * federal Cost of Borrowing Regulations): one Schema for the wire, the
 * document the signature's hash covers, and the screens. Amounts are
 * 2-decimal text, rates percent text with 2 decimals, exactly as core's
 * `loanDisclosure` rounds them.
 */

/** A rate in percent as text with 2 decimals, e.g. "80.90" (an effective rate can run to thousands). */
export const DisclosurePercentText = Schema.String.check(
  Schema.makeFilter((text: string) => (/^\d{1,12}\.\d{2}$/.test(text) ? undefined : `expected a percentage with 2 decimals, got ${JSON.stringify(text)}`)),
);

/** The criminal-rate check of the loan: the figure measured, the cap, the rule and what the lender does above it. */
export const DisclosureCap = Schema.Struct({
  outcome: Schema.Literals(["within", "warn", "refuse"]),
  measure: Schema.Literals(["apr", "effectiveAnnualRate"]),
  figure: DisclosurePercentText,
  cap: DisclosurePercentText,
  rule: Schema.Literals(["criminalRateApr", "criminalRateEffective", "paydayExemption"]),
});
export type DisclosureCap = typeof DisclosureCap.Type;

/** Québec's high-cost credit check (Reg. s. 61.0.3): the credit rate against the Bank Rate + 22 points. */
export const DisclosureHighCost = Schema.Struct({
  highCost: Schema.Boolean,
  /** Bank Rate + 22, in percent. */
  threshold: DisclosurePercentText,
  /** True above 45 %, false at or below, null when the borrower's budget gives no ratio. */
  debtRatioAboveLimit: Schema.NullOr(Schema.Boolean),
});
export type DisclosureHighCost = typeof DisclosureHighCost.Type;

/** The disclosure of one loan: Québec's standard-form lines, the rates, and the two checks. */
export const DisclosureStatement = Schema.Struct({
  /** The amount advanced, a renewal's carried balance included. */
  netCapital: DocumentMoneyText,
  interest: DocumentMoneyText,
  brokerage: DocumentMoneyText,
  fileOpening: DocumentMoneyText,
  otherFees: DocumentMoneyText,
  /** Brokerage + file-opening + other fees. */
  otherComponents: DocumentMoneyText,
  /** Interest + other components: the cost of borrowing. */
  totalCreditCharges: DocumentMoneyText,
  /** Net capital + total credit charges: every payment. */
  totalObligation: DocumentMoneyText,
  /** The annual percentage rate (federal; « taux annuel du coût d'emprunt (TAC) »). */
  apr: DisclosurePercentText,
  /** Québec's credit rate (« taux de crédit »). */
  creditRate: DisclosurePercentText,
  effectiveAnnualRate: DisclosurePercentText,
  /** Days from the advance to the last payment. */
  termDays: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100_000 })),
  /** The criminal-rate check, null when the lender set no cap. */
  cap: Schema.NullOr(DisclosureCap),
  /** Québec's high-cost check, null for a borrower outside Québec or without a Bank Rate. */
  quebec: Schema.NullOr(DisclosureHighCost),
});
export type DisclosureStatement = typeof DisclosureStatement.Type;

/**
 * Decodes a disclosure statement.
 *
 * @example
 * decodeDisclosureStatement({ apr: "80.9" }).ok // false
 */
export const decodeDisclosureStatement = decoderFor(DisclosureStatement);

/** Encodes a disclosure statement (identity on a decoded one). */
export const encodeDisclosureStatement = encoderFor(DisclosureStatement);
