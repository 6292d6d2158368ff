import { contractScopeOf, type ContractScope } from "@lendkit/core";
import type { SessionInfo } from "../auth/sessions.js";

/**
 * The caller's contract scope (issue 15 §1, core's `contractScopeOf`); its
 * SQL, `whereContractInScope`, is data/contractScope.ts's, re-exported here
 * for the areas that still build their contract queries.
 */
export { whereContractInScope } from "../data/contractScope.js";

/** The scope of a session's caller. */
export const scopeOfSession = (session: SessionInfo): ContractScope =>
  contractScopeOf({ roleId: session.roleId, userId: session.userId, dealershipId: session.dealershipId ?? null });

/** A short text naming the scope, for keys of remembered answers (the table call differs by scope). */
export const scopeKey = (scope: ContractScope): string =>
  scope.kind === "tenant" ? "tenant" : `own:${scope.dealershipId ?? "-"}:${scope.userId ?? "-"}`;
