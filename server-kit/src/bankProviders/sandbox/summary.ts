import { createHash } from "node:crypto";
import { aggregatorBanks, bankTileById, bankVerificationBanks, decimalFromCents } from "@lendkit/core";
import type { StatementSummary } from "../adapter.js";

/**
 * A plausible bank statement summary for the sandbox: the same reference
 * always gives the same figures (derived from its SHA-256), so tests and
 * demos are repeatable. Nothing here is a real account.
 */

/** The name of a bank id in any of core's tile lists (test banks included). */
export const sandboxBankName = (bankId: number): string => {
  const lists = [bankVerificationBanks({ test: true }), aggregatorBanks({ test: true, features: { RestOfCanada: true } })];
  for (const list of lists) {
    const tile = bankTileById(list, bankId);
    if (tile) return tile.longLabel.en;
  }
  return "Sandbox Bank";
};

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The summary of a sandbox connection: one chequing account (a savings
 * account for every other reference), 365 days of transactions, a
 * bi-weekly payroll, deposits between 2,000 and 4,000 $ a month.
 *
 * @example
 * sandboxStatementSummary("ab12", 2545, "Julie Tremblay", "2026-11-22").institution // "Desjardins"
 */
export const sandboxStatementSummary = (reference: string, bankId: number, holderName: string, today: string): StatementSummary => {
  const hash = createHash("sha256").update(reference).digest();
  const word = (index: number) => hash.readUInt32BE(index * 4);
  const depositsCents = 200_000 + (word(0) % 200_000);
  const withdrawalsCents = Math.floor(depositsCents * (0.8 + (word(1) % 15) / 100));
  const chequing = {
    type: "chequing" as const,
    numberLast3: String(word(2) % 1000).padStart(3, "0"),
    currency: "CAD" as const,
    currentBalance: decimalFromCents(5_000 + (word(3) % 250_000)).toFixed(2),
  };
  const savings = {
    type: "savings" as const,
    numberLast3: String(word(4) % 1000).padStart(3, "0"),
    currency: "CAD" as const,
    currentBalance: decimalFromCents(word(5) % 500_000).toFixed(2),
  };
  return {
    institution: sandboxBankName(bankId),
    holderName,
    daysOfTransactions: 365,
    accounts: word(6) % 2 === 0 ? [chequing] : [chequing, savings],
    averageMonthlyDeposits: decimalFromCents(depositsCents).toFixed(2),
    averageMonthlyWithdrawals: decimalFromCents(withdrawalsCents).toFixed(2),
    nsfCount90Days: word(7) % 5 === 0 ? 1 : 0,
    lastPayrollDate: addDays(today, -(word(7) % 14)),
    payrollFrequency: "biWeekly",
  };
};
