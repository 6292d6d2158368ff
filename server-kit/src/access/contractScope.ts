import { contractScopeOf, type ContractScope } from "@lendkit/core";
import type { Knex } from "knex";
import type { SessionInfo } from "../auth/sessions.js";

/**
 * Core's contract scope (issue 15 §1) as SQL: every contract query of a
 * staff route goes through {@link whereContractInScope}, so a partner's
 * table, contract, checklist, notes and files hold their own files only,
 * and another dealership's contract answers 404 as one that does not exist.
 */

/** The scope of a session's caller. */
export const scopeOfSession = (session: SessionInfo): ContractScope =>
  contractScopeOf({ roleId: session.roleId, userId: session.userId, dealershipId: session.dealershipId ?? null });

/**
 * Narrows a query on `contracts` (named `table` in it) to the scope: the
 * tenant's staff keep every row; a partner keeps the rows of their
 * dealership or created by them, and none when they have neither.
 */
export const whereContractInScope = <Builder extends Knex.QueryBuilder>(builder: Builder, scope: ContractScope | undefined, table = "contracts"): Builder => {
  if (!scope || scope.kind === "tenant") return builder;
  const { dealershipId, userId } = scope;
  if (dealershipId === null && userId === null) return builder.whereRaw("1 = 0") as Builder;
  return builder.where((own) => {
    if (dealershipId !== null) own.orWhere(`${table}.dealership_id`, dealershipId);
    if (userId !== null) own.orWhere(`${table}.created_by_user_id`, userId);
  }) as Builder;
};

/** A short text naming the scope, for keys of remembered answers (the table call differs by scope). */
export const scopeKey = (scope: ContractScope): string =>
  scope.kind === "tenant" ? "tenant" : `own:${scope.dealershipId ?? "-"}:${scope.userId ?? "-"}`;
