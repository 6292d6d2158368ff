import type { SessionInfo } from "../auth/sessions.js";
import { scopeOfSession } from "../access/contractScope.js";
import { findScopedContract, type ScopedContract } from "../data/contractScope.js";
import type { Plumbing } from "../infra/plumbing.js";
import { notFound } from "../http/envelope.js";
import { parseRowId } from "../http/ids.js";

/**
 * What the checklist and notes routes share: reading an id from the path,
 * finding the caller's contract (read straight from the `contracts` table,
 * scoped by the session's tenant, SECURITY 14) and the caller's language.
 */


/** The three products a contract can be (`contracts.product`). */
export const contractProducts = ["lease", "finance", "microCredit"] as const;
export type ContractProduct = (typeof contractProducts)[number];

/** A contract as these routes need it. */
export type ContractRef = ScopedContract;


/**
 * The contract named by the path, in the session's tenant and the staff
 * caller's contract scope (a partner's own files); a customer only reaches
 * a contract of their own. Anything else answers 404, the same as a
 * contract that does not exist, so ids of other tenants leak nothing.
 */
export const findContractFor = async (db: Plumbing["db"], session: SessionInfo, rawId: unknown): Promise<ContractRef> => {
  const id = parseRowId(rawId);
  if (id === null) throw notFound();
  const contract = await findScopedContract(db, session.tenantId, id, session.kind === "staff" ? scopeOfSession(session) : undefined);
  if (!contract) throw notFound();
  const { customerId } = contract;
  if (session.kind === "customer" && (customerId === null || customerId !== session.customerId)) throw notFound();
  return contract;
};

