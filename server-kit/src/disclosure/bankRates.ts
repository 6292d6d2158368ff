import { bankRateHistoryProblem, type BankRateChange } from "@lendkit/core/disclosure";

/**
 * The Bank of Canada's Bank Rate, a server setting with its effective days
 * (Québec's high-cost credit is a credit rate above it + 22 points, CPA
 * Reg. s. 61.0.3). One history for the deployment: the rate is the
 * country's, not a lender's. `createServer({ bankRates })`, or the CLI's
 * `LENDKIT_BANK_RATES`, replaces the default below.
 */

/**
 * The Bank Rate as the Bank of Canada announced it (the target for the
 * overnight rate + 0.25), each from its announcement day. A cut counts from
 * the day it is announced, so the lower threshold applies a day early rather
 * than late. A deployment adds later changes by its setting.
 */
export const defaultBankRates: readonly BankRateChange[] = [
  { from: "2023-07-12", rate: "5.25" },
  { from: "2024-06-05", rate: "5.00" },
  { from: "2024-07-24", rate: "4.75" },
  { from: "2024-09-04", rate: "4.50" },
  { from: "2024-10-23", rate: "4.00" },
  { from: "2024-12-11", rate: "3.50" },
  { from: "2025-01-29", rate: "3.25" },
  { from: "2025-03-12", rate: "3.00" },
  { from: "2025-09-17", rate: "2.75" },
  { from: "2025-10-29", rate: "2.50" },
];

/** A history checked at start: a bad day, a rate outside 0–100 % or two changes on one day stop the server. */
export const resolveBankRates = (given: readonly BankRateChange[] | undefined): readonly BankRateChange[] => {
  if (given === undefined) return defaultBankRates;
  const problem = bankRateHistoryProblem(given);
  if (problem) throw new Error(`bankRates: ${problem} (expected [{ from: "yyyy-mm-dd", rate: "2.50" }, …], one change a day)`);
  return given;
};

/**
 * `LENDKIT_BANK_RATES`: changes separated by commas, each `yyyy-mm-dd=rate`
 * (undefined when not set: the default history).
 *
 * @example
 * bankRatesOf("2025-09-17=2.75,2025-10-29=2.50") // [{ from: "2025-09-17", rate: "2.75" }, { from: "2025-10-29", rate: "2.50" }]
 */
export const bankRatesOf = (text: string | undefined): readonly BankRateChange[] | undefined => {
  if (text === undefined || text.trim() === "") return undefined;
  return text.split(",").map((entry) => {
    const [from = "", rate = "", ...rest] = entry.trim().split("=");
    if (rest.length > 0 || !from || !rate) throw new Error(`LENDKIT_BANK_RATES: expected yyyy-mm-dd=rate, got ${JSON.stringify(entry)}`);
    return { from: from.trim(), rate: rate.trim() };
  });
};
