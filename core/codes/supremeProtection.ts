/**
 * Work types (income sources without a job to lose) for which the supreme
 * protection plan is sold without job-loss cover (B §5), in the spec's order.
 *
 * @example
 * supremeProtectionWithoutJobLossWorkTypes.has(4) // true (retired)
 * supremeProtectionWithoutJobLossWorkTypes.has(0) // false (full-time employee)
 */
export const supremeProtectionWithoutJobLossWorkTypes: ReadonlySet<number> = new Set([
  4, 5, 6, 7, 8, 9, 19, 20, 16, 17, 18,
]);

/**
 * True when a person with this work type gets the supreme protection plan
 * without job-loss cover (B §5); false for any other value, including
 * unknown codes and non-numbers.
 *
 * @example
 * isSupremeProtectionWithoutJobLoss(17) // true
 * isSupremeProtectionWithoutJobLoss("17") // false
 */
export const isSupremeProtectionWithoutJobLoss = (workType: unknown): boolean =>
  typeof workType === "number" && supremeProtectionWithoutJobLossWorkTypes.has(workType);
