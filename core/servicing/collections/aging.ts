import type { DelinquencyBucket } from "../ledger/types.js";
import { isLateBucket, lateBuckets, type LateBucket } from "./queue.js";

/**
 * The aging of a lender's late contracts (issue 22 §5): how much is late
 * and on how many contracts, per delinquency bucket, in exact cents.
 */

/** One bucket's total. */
export interface AgingBucketTotal {
  readonly bucket: LateBucket;
  readonly count: number;
  readonly amountLateCents: number;
}

/** The aging chart's figures: every late bucket in order (empty ones at 0), and their sums. */
export interface AgingTotals {
  readonly buckets: readonly AgingBucketTotal[];
  readonly count: number;
  readonly amountLateCents: number;
}

/**
 * Sums contracts' amounts late by bucket. A contract in `current` has
 * nothing late and counts nowhere; each other contract counts in its one
 * bucket, so the buckets' amounts add up to the contracts' amounts late.
 *
 * @example
 * agingTotals([{ bucket: "1-30", amountLateCents: 5000 }, { bucket: "91+", amountLateCents: 120 }, { bucket: "1-30", amountLateCents: 1 }]).buckets[0]
 * // { bucket: "1-30", count: 2, amountLateCents: 5001 }
 */
export const agingTotals = (contracts: Iterable<{ readonly bucket: DelinquencyBucket; readonly amountLateCents: number }>): AgingTotals => {
  const totals = new Map<LateBucket, { count: number; amountLateCents: number }>(lateBuckets.map((bucket) => [bucket, { count: 0, amountLateCents: 0 }]));
  for (const contract of contracts) {
    if (!isLateBucket(contract.bucket)) continue;
    const total = totals.get(contract.bucket)!;
    total.count += 1;
    total.amountLateCents += contract.amountLateCents;
  }
  const buckets = lateBuckets.map((bucket) => ({ bucket, ...totals.get(bucket)! }));
  return {
    buckets,
    count: buckets.reduce((sum, total) => sum + total.count, 0),
    amountLateCents: buckets.reduce((sum, total) => sum + total.amountLateCents, 0),
  };
};
