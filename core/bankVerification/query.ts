/** The query parameters of the bank step (C §3.7). */
export interface BankQuery {
  /** `test=true`: adds the test bank and the providers' test institutions. */
  readonly test: boolean;
  /** `dropIbvFile=true`: manual statement upload instead of instant verification. */
  readonly dropIbvFile: boolean;
}

const isTrue = (value: string | null): boolean => value !== null && value.trim().toLowerCase() === "true";

/**
 * Reads `test` and `dropIbvFile` from a query string ("?a=b", "a=b" or a whole
 * address). Only the text "true" (any case, first occurrence) turns a switch
 * on; anything else, including garbage or a non-string, gives false.
 *
 * @example
 * parseBankQuery("?test=true&dropIbvFile=TRUE") // { test: true, dropIbvFile: true }
 * parseBankQuery("?test=1") // { test: false, dropIbvFile: false }
 */
export const parseBankQuery = (search: unknown): BankQuery => {
  if (typeof search !== "string" || search.length > 8192) return { test: false, dropIbvFile: false };
  const start = search.indexOf("?");
  const query = (start >= 0 ? search.slice(start + 1) : search).split("#")[0] ?? "";
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return { test: false, dropIbvFile: false };
  }
  return { test: isTrue(params.get("test")), dropIbvFile: isTrue(params.get("dropIbvFile")) };
};
