// A test-only view of the exact money oracle (BigInt fractions, half-up to
// the cent; tests/oracle/exactMoney.mjs) in the schedule tests' words:
// lines as 2-decimal strings.
import { scheduleCents } from "../../tests/oracle/exactMoney.mjs";

export interface OracleLine {
  payment: string;
  interest: string;
  principal: string;
  balance: string;
}

const text = (cents: number): string => `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

/** The schedule's lines by the spec's rules, exactly; null when the payment does not exceed the first interest. */
export const oracleSchedule = (principal: string, annual: string, periodsPerYear: number, n: number): OracleLine[] | null =>
  scheduleCents(principal, annual, periodsPerYear, n)?.map((line) => ({
    payment: text(line.payment),
    interest: text(line.interest),
    principal: text(line.principal),
    balance: text(line.balance),
  })) ?? null;
