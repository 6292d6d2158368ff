import { leadSourceIdMax } from "@lendkit/core";
import type { Plumbing } from "../infra/plumbing.js";
import { setLeadSourceIfNone } from "../data/leads.js";

/**
 * Keeps the lender's lead source on a lead's contract (C §3.3, §3.10) for
 * attribution: written only while the contract has none, so the source the
 * applicant first came from stays when they come back through another one.
 * Nothing happens without a source, or with one that is not a whole number
 * from 0 to 2^31-1 (the code check takes any JSON number, as before; such
 * a value stays in the audit row only).
 */
export const keepLeadSource = async (db: Plumbing["db"], tenantId: number, contractId: number, leadSourceId: number | null | undefined): Promise<void> => {
  if (typeof leadSourceId !== "number" || !Number.isInteger(leadSourceId) || leadSourceId < 0 || leadSourceId > leadSourceIdMax) return;
  await setLeadSourceIfNone(db, tenantId, contractId, leadSourceId);
};
