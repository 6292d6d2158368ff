import type { Knex } from "knex";

/**
 * The sandbox provider's connections (`bank_sandbox_sessions`): what its
 * login form chose for a reference it handed out, and the flow's contract
 * it belongs to once known. The table has no tenant: a session is found by
 * its reference (random, unique), and its contract is how the caller learns
 * the tenant.
 */

/** A sandbox connection as stored. */
export interface SandboxSession {
  /** `decisionLogic`, `flinks` or `zumRails`. */
  readonly provider: string;
  /** The request code, login id or request id the sandbox handed to its page. */
  readonly reference: string;
  /** The flow's contract; null until the alternate view's result is posted. */
  readonly contractId: number | null;
  readonly bankId: number;
  readonly outcome: "success" | "failure";
}

interface SessionRow {
  provider: string;
  reference: string;
  contract_id: number | null;
  bank_id: number;
  outcome: string;
}

/** The session of `reference` (of `provider`, when one is named), or null. */
export const sandboxSessionOf = async (db: Knex, reference: string, provider?: string): Promise<SandboxSession | null> => {
  const row = (await db("bank_sandbox_sessions")
    .where({ reference, ...(provider === undefined ? {} : { provider }) })
    .first("provider", "reference", "contract_id", "bank_id", "outcome")) as SessionRow | undefined;
  return row
    ? {
        provider: row.provider,
        reference: row.reference,
        contractId: row.contract_id === null ? null : Number(row.contract_id),
        bankId: Number(row.bank_id),
        outcome: row.outcome === "success" ? "success" : "failure",
      }
    : null;
};

/** Records what the sandbox login form chose at `at` (first answer wins for a reference). */
export const recordSandboxSession = async (db: Knex, session: SandboxSession, at: string): Promise<void> => {
  await db("bank_sandbox_sessions")
    .insert({
      provider: session.provider,
      reference: session.reference,
      contract_id: session.contractId,
      bank_id: session.bankId,
      outcome: session.outcome,
      created_at: at,
    })
    .onConflict("reference")
    .ignore();
};

/** Gives the unclaimed session of `reference` (of `provider`) to the flow's contract; one already claimed keeps its flow. */
export const claimSandboxSession = async (db: Knex, provider: string, reference: string, contractId: number): Promise<void> => {
  await db("bank_sandbox_sessions").where({ provider, reference }).whereNull("contract_id").update({ contract_id: contractId });
};
