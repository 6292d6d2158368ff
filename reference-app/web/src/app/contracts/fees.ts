import type { FormValues } from "@lendkit/core";
import { feeFields, type FeeSpec } from "./fields.js";

/**
 * A fee's calculated value. The spec gives no price list, so: the brokerage
 * fee follows the file's base brokerage fee; any other fee keeps the amount
 * the contract came with when that amount was calculated (not substituted),
 * and 0 when it was typed by hand.
 */
export const computedFeeValue = (fee: FeeSpec, values: FormValues, loaded: FormValues): unknown => {
  if (fee.fee === "brokerageFee") return values["financeLease.baseBrokerageFee"] ?? 0;
  return loaded[fee.flagPath] === true ? 0 : (loaded[fee.path] ?? 0);
};

/** The values with every fee that is not substituted at its calculated value (what the field shows). */
export const withCalculatedFees = (values: FormValues, loaded: FormValues): FormValues => {
  const next: Record<string, unknown> = { ...values };
  for (const fee of feeFields) if (values[fee.flagPath] !== true) next[fee.path] = computedFeeValue(fee, values, loaded);
  return next;
};
