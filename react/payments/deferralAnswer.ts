/**
 * Reads the answer of POST …/DeferPaymentRequest: `{ Success, Result }`
 * (A §7). Anything else reads as a failure without a message (private to the
 * folder; core has no decoder for this answer yet).
 */
export const readDeferralAnswer = (json: unknown): { readonly success: boolean; readonly result: string | null } => {
  if (typeof json !== "object" || json === null) return { success: false, result: null };
  const { Success, Result } = json as { Success?: unknown; Result?: unknown };
  return { success: Success === true, result: typeof Result === "string" && Result.trim() !== "" ? Result : null };
};
