import type { ChecklistItem } from "@lendkit/core";
import { writeAudit, type AuditEntry } from "../data/audit.js";
import { claimContractChecklist, copyChecklistTemplate, hasContractChecklist } from "../data/checklists.js";
import type { Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import type { ContractRef } from "./scope.js";
import { seedDefaultChecklistTemplate } from "./templates.js";

/**
 * A contract's checklist as the routes change it: its first copy from the
 * tenant's template, audited (the rows themselves are data/checklists.ts's).
 */

/** Who acts and from where, for the audit rows a change writes. */
export type AuditActor = Pick<AuditEntry, "tenantId" | "actorUserId" | "actorCustomerId" | "requestId" | "ip">;

/** The marks of an item as written in audit rows (before/after). */
export const auditedMarks = (item: ChecklistItem) => ({
  isChecked: item.isChecked,
  isCheckedExternal: item.isCheckedExternal,
  isWaived: item.isWaived,
  isNonApplicable: item.isNonApplicable,
  checkedFrom: item.checkedFrom,
  checkedInitials: item.checkedInitials,
  checklistNote: item.checklistNote,
  sysLogins_Id: item.sysLogins_Id,
});

/**
 * Makes sure the contract has its checklist: the first time, copies the
 * tenant's template for the contract's product (seeding the default
 * template if needed) and writes the audit row. Concurrent first reads copy
 * once: the `contract_checklists` row is the claim, and only the request
 * whose insert wins it copies.
 */
export const ensureContractChecklist = async (db: Plumbing["db"], clock: Clock, contract: ContractRef, actor: AuditActor): Promise<void> => {
  if (await hasContractChecklist(db, contract)) return;
  await db.transaction(async (trx) => {
    const templateId = await seedDefaultChecklistTemplate(trx, clock, contract.tenantId, contract.product);
    if (!(await claimContractChecklist(trx, clock, contract, templateId))) return;
    const count = await copyChecklistTemplate(trx, clock, contract, templateId);
    await writeAudit(trx, clock, {
      ...actor,
      action: "checklist.created",
      entity: "contract",
      entityId: contract.id,
      after: { templateId, product: contract.product, items: count },
    });
  });
};
