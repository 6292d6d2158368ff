import { checklistTemplateFor } from "../data/checklists.js";
import type { Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { defaultChecklistTemplate } from "./defaultTemplates.js";

/**
 * The id of the tenant's checklist template for `product`, seeding the
 * default one (categories and bilingual items of `defaultChecklistTemplates`)
 * when the tenant has none. Run it inside a transaction: two first reads
 * racing here create one template, because the loser's insert meets the
 * unique (tenant, product) index and does nothing (PostgreSQL waits for the
 * winner to commit; SQLite has one writer at a time).
 *
 * @example
 * const templateId = await db.transaction((trx) => seedDefaultChecklistTemplate(trx, clock, tenantId, "lease"));
 */
export const seedDefaultChecklistTemplate = (trx: Plumbing["db"], clock: Clock, tenantId: number, product: string): Promise<number> =>
  checklistTemplateFor(trx, clock, tenantId, product, defaultChecklistTemplate(product));
