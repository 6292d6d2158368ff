import type { Bilingual, ChecklistItem, CheckedFrom } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime, type Clock } from "../infra/clock.js";
import { lockedFor } from "../db/sql.js";
import type { ScopedContract } from "./contractScope.js";

/**
 * The checklists' storage: the tenant's templates (`checklist_templates`,
 * their categories and items) and each contract's copy
 * (`contract_checklists`, `contract_checklist_items`). Every query names
 * the tenant (SECURITY 14); an item's marks come back as core's
 * `ChecklistItem`.
 */

/** One item of a contract's checklist as stored, labels in both languages. */
export interface StoredChecklistItem {
  readonly id: number;
  readonly version: number;
  readonly categoryPosition: number;
  readonly category: Bilingual;
  readonly description: Bilingual;
  /** The marks of B §3.2 (language-free: `categoryTitle` and `description` are ""). */
  readonly marks: ChecklistItem;
}

const itemColumns = [
  "id",
  "version",
  "category_position",
  "category_fr",
  "category_en",
  "description_fr",
  "description_en",
  "is_external",
  "is_external_only",
  "is_checked",
  "is_approval_checked",
  "is_checked_external",
  "is_waived",
  "is_non_applicable",
  "checked_from",
  "checked_initials",
  "checklist_note",
  "sys_logins_id",
] as const;

type ItemRow = Record<(typeof itemColumns)[number], unknown>;

const checkedFromOf = (value: unknown): CheckedFrom => (value === "internal" || value === "external" ? value : "none");
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** SQLite answers booleans as 0/1 and PostgreSQL integers as numbers or text: both become plain values here. */
const toStored = (row: ItemRow): StoredChecklistItem => ({
  id: Number(row.id),
  version: Number(row.version),
  categoryPosition: Number(row.category_position),
  category: { fr: String(row.category_fr), en: String(row.category_en) },
  description: { fr: String(row.description_fr), en: String(row.description_en) },
  marks: {
    id: Number(row.id),
    categoryTitle: "",
    description: "",
    isChecked: Boolean(row.is_checked),
    isApprovalChecked: Boolean(row.is_approval_checked),
    isCheckedExternal: Boolean(row.is_checked_external),
    isWaived: Boolean(row.is_waived),
    isNonApplicable: Boolean(row.is_non_applicable),
    isExternal: Boolean(row.is_external),
    isExternalOnly: Boolean(row.is_external_only),
    checkedFrom: checkedFromOf(row.checked_from),
    checkedInitials: textOrNull(row.checked_initials),
    checklistNote: textOrNull(row.checklist_note),
    sysLogins_Id: row.sys_logins_id === null || row.sys_logins_id === undefined ? null : Number(row.sys_logins_id),
  },
});

/** The fields a rule may move, as columns (labels and the external flags never change here). */
const marksToColumns = (item: ChecklistItem) => ({
  is_checked: item.isChecked,
  is_approval_checked: item.isApprovalChecked,
  is_checked_external: item.isCheckedExternal,
  is_waived: item.isWaived,
  is_non_applicable: item.isNonApplicable,
  checked_from: item.checkedFrom,
  checked_initials: item.checkedInitials,
  checklist_note: item.checklistNote,
  sys_logins_id: item.sysLogins_Id,
});

/** True when the contract has its checklist already. */
export const hasContractChecklist = async (db: Knex, contract: ScopedContract): Promise<boolean> =>
  (await db("contract_checklists").where({ contract_id: contract.id, tenant_id: contract.tenantId }).first("contract_id")) !== undefined;

/** Copies the template's items into the contract's checklist; answers how many. */
export const copyChecklistTemplate = async (trx: Knex, clock: Clock, contract: ScopedContract, templateId: number): Promise<number> => {
  const rows = (await trx("checklist_template_items as item")
    .join("checklist_template_categories as category", "category.id", "item.category_id")
    .where({ "item.template_id": templateId, "item.tenant_id": contract.tenantId })
    .orderBy([{ column: "category.position" }, { column: "item.position" }, { column: "item.id" }])
    .select(
      "item.id",
      "item.position",
      "item.description_fr",
      "item.description_en",
      "item.is_external",
      "item.is_external_only",
      "category.position as category_position",
      "category.title_fr",
      "category.title_en",
    )) as Array<Record<string, unknown>>;
  const now = isoTime(clock.now());
  const copies = rows.map((row) => ({
    tenant_id: contract.tenantId,
    contract_id: contract.id,
    template_item_id: Number(row.id),
    category_position: Number(row.category_position),
    category_fr: row.title_fr,
    category_en: row.title_en,
    position: Number(row.position),
    description_fr: row.description_fr,
    description_en: row.description_en,
    is_external: Boolean(row.is_external),
    is_external_only: Boolean(row.is_external_only),
    updated_at: now,
  }));
  for (let start = 0; start < copies.length; start += 50) {
    await trx("contract_checklist_items").insert(copies.slice(start, start + 50));
  }
  return copies.length;
};

/**
 * Claims the contract's checklist (its `contract_checklists` row) for
 * `templateId`; false when another request claimed it first.
 */
export const claimContractChecklist = async (trx: Knex, clock: Clock, contract: ScopedContract, templateId: number): Promise<boolean> => {
  const now = isoTime(clock.now());
  const claimed = (await trx("contract_checklists")
    .insert({ contract_id: contract.id, tenant_id: contract.tenantId, template_id: templateId, created_at: now, updated_at: now })
    .onConflict(["contract_id"])
    .ignore()
    .returning("contract_id")) as unknown[];
  return claimed.length > 0;
};

/** Every item of the contract's checklist, in category then item order. */
export const loadChecklistItems = async (db: Knex, contract: ScopedContract): Promise<StoredChecklistItem[]> => {
  const rows = (await db("contract_checklist_items")
    .where({ contract_id: contract.id, tenant_id: contract.tenantId })
    .orderBy([{ column: "category_position" }, { column: "position" }, { column: "id" }])
    .select(...itemColumns)) as ItemRow[];
  return rows.map(toStored);
};

/** One item of the contract, read inside `trx` to be changed; null when the contract has no such item. */
export const loadItemForChange = async (trx: Knex, contract: ScopedContract, itemId: number): Promise<StoredChecklistItem | null> => {
  const row = (await lockedFor(
    trx,
    trx("contract_checklist_items").where({ id: itemId, contract_id: contract.id, tenant_id: contract.tenantId }).first(...itemColumns),
  )) as ItemRow | undefined;
  return row ? toStored(row) : null;
};

/** The contract's completion flag and its version, read inside `trx` to be changed. */
export const loadCompletionForChange = async (trx: Knex, contract: ScopedContract): Promise<{ completed: boolean; version: number }> => {
  const row = (await lockedFor(
    trx,
    trx("contract_checklists").where({ contract_id: contract.id, tenant_id: contract.tenantId }).first("is_completed", "version"),
  )) as { is_completed: unknown; version: unknown } | undefined;
  return { completed: Boolean(row?.is_completed), version: Number(row?.version ?? 0) };
};

/** True when the checklist is marked completed (a completed checklist is read-only); false while it was never opened. */
export const isChecklistCompleted = async (db: Knex, contract: Pick<ScopedContract, "id" | "tenantId">): Promise<boolean> => {
  const row = (await db("contract_checklists")
    .where({ contract_id: contract.id, tenant_id: contract.tenantId })
    .first("is_completed")) as { is_completed: unknown } | undefined;
  return Boolean(row?.is_completed);
};

/** Another request changed the row between our read and our write: the caller starts over. */
export class StaleVersionError extends Error {
  constructor() {
    super("checklist row changed meanwhile");
    this.name = "StaleVersionError";
  }
}

/** Writes an item's new marks if its version is still the one read; throws `StaleVersionError` otherwise. */
export const saveItemMarks = async (trx: Knex, clock: Clock, stored: StoredChecklistItem, next: ChecklistItem): Promise<void> => {
  const updated = await trx("contract_checklist_items")
    .where({ id: stored.id, version: stored.version })
    .update({ ...marksToColumns(next), version: stored.version + 1, updated_at: isoTime(clock.now()) });
  if (updated !== 1) throw new StaleVersionError();
};

/** Writes the completion flag if its version is still the one read; throws `StaleVersionError` otherwise. */
export const saveCompletion = async (
  trx: Knex,
  clock: Clock,
  contract: ScopedContract,
  read: { version: number },
  change: { completed: boolean; userId: number | null },
): Promise<void> => {
  const now = isoTime(clock.now());
  const updated = await trx("contract_checklists")
    .where({ contract_id: contract.id, tenant_id: contract.tenantId, version: read.version })
    .update({
      is_completed: change.completed,
      completed_at: change.completed ? now : null,
      completed_by_user_id: change.completed ? change.userId : null,
      version: read.version + 1,
      updated_at: now,
    });
  if (updated !== 1) throw new StaleVersionError();
};

/**
 * Runs `work` in a transaction, starting over (at most `attempts` times)
 * when it throws `StaleVersionError`, so two clicks on one item are applied
 * one after the other and neither is lost.
 */
export const withRetry = async <T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>, attempts = 5): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!(error instanceof StaleVersionError) || attempt >= attempts) throw error;
    }
  }
};

/** A category of a template to seed, with its items in order. */
export interface TemplateCategory {
  readonly title: Bilingual;
  readonly items: ReadonlyArray<{ readonly description: Bilingual; readonly external: boolean }>;
}

/** Rows per insert, well under SQLite's bound-variable limit. */
const insertChunk = 50;

const insertCategory = async (
  trx: Knex,
  ids: { tenantId: number; templateId: number },
  category: TemplateCategory,
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
 * The id of the tenant's checklist template for `product`, created with
 * `categories` when the tenant has none. Run it inside a transaction: two
 * first reads racing here create one template, because the loser's insert
 * meets the unique (tenant, product) index and does nothing (PostgreSQL
 * waits for the winner to commit; SQLite has one writer at a time).
 */
export const checklistTemplateFor = async (trx: Knex, clock: Clock, tenantId: number, product: string, categories: readonly TemplateCategory[]): Promise<number> => {
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
  for (const [index, category] of categories.entries()) {
    await insertCategory(trx, { tenantId, templateId }, category, index + 1);
  }
  return templateId;
};
