import { decimalOrNaN } from "../money/amount.js";
import type { Decimal, DecimalInput } from "../money/decimal.js";

/** What a renewal's new principal is made of (C §3.6, last point). */
export interface RenewalPrincipalParts {
  readonly requestedAmount: DecimalInput;
  readonly currentPrincipalBalance: DecimalInput;
  readonly lateFees?: DecimalInput;
  readonly deferralFees?: DecimalInput;
}

/**
 * The principal of a renewal: the newly requested amount plus the current
 * contract's principal balance plus any late and deferral fees (no rounding:
 * the parts are amounts in cents already).
 *
 * @example
 * renewalPrincipal({ requestedAmount: 750, currentPrincipalBalance: "312.40", lateFees: 25 }).toFixed(2) // "1087.40"
 */
export const renewalPrincipal = (parts: RenewalPrincipalParts): Decimal =>
  decimalOrNaN(parts.requestedAmount)
    .plus(decimalOrNaN(parts.currentPrincipalBalance))
    .plus(decimalOrNaN(parts.lateFees ?? 0))
    .plus(decimalOrNaN(parts.deferralFees ?? 0));
