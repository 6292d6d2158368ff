import type { Knex } from "knex";
import { isoTime, type Clock } from "../infra/clock.js";
import { defaultChecklistTemplate, type DefaultChecklistCategory } from "./defaultTemplates.js";

/** Rows per insert, well under SQLite's bound-variable limit. */
const insertChunk = 50;

const insertCategory = async (
  trx: Knex,
  ids: { tenantId: number; templateId: number },
  category: DefaultChecklistCategory,
  position: number,
): Promise<void> => {
  const [row] = (await trx("checklist_template_categories")
    .insert({
      tenant_id: ids.tenantId,
      template_id: ids.templateId,
      position,
      title_fr: category.title.fr,
      title_en: category.title.en,
    })
    .returning("id")) as Array<{ id: number }>;
  const items = category.items.map((item, index) => ({
    tenant_id: ids.tenantId,
    template_id: ids.templateId,
    category_id: Number(row?.id),
    position: index + 1,
    description_fr: item.description.fr,
    description_en: item.description.en,
    is_external: item.external,
    is_external_only: false,
  }));
  for (let start = 0; start < items.length; start += insertChunk) {
    await trx("checklist_template_items").insert(items.slice(start, start + insertChunk));
  }
};

const findTemplateId = async (trx: Knex, tenantId: number, product: string): Promise<number | null> => {
  const row = (await trx("checklist_templates").where({ tenant_id: tenantId, product }).first("id")) as { id: number } | undefined;
  return row ? Number(row.id) : null;
};

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
export const seedDefaultChecklistTemplate = async (trx: Knex, clock: Clock, tenantId: number, product: string): Promise<number> => {
  const existing = await findTemplateId(trx, tenantId, product);
  if (existing !== null) return existing;
  const [created] = (await trx("checklist_templates")
    .insert({ tenant_id: tenantId, product, created_at: isoTime(clock.now()) })
    .onConflict(["tenant_id", "product"])
    .ignore()
    .returning("id")) as Array<{ id: number }>;
  if (!created) {
    const raced = await findTemplateId(trx, tenantId, product);
    if (raced === null) throw new Error("checklist template vanished while seeding");
    return raced;
  }
  const templateId = Number(created.id);
  const categories = defaultChecklistTemplate(product);
  for (const [index, category] of categories.entries()) {
    await insertCategory(trx, { tenantId, templateId }, category, index + 1);
  }
  return templateId;
};
