import { foldSearchText, type TableOrder } from "@lendkit/core";
import type { Knex } from "knex";
import { likeContains } from "../db/sql.js";
import { customerByIdentity } from "./customerContacts.js";

/**
 * The customers (`customers`): one found by id, the one a person resolves
 * to (made when she is new), and a page of the staff's customers list.
 * Every query names the tenant (SECURITY 14).
 */

/** A customers row. */
export interface CustomerRecord {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string | null;
  readonly email: string;
  readonly cellPhone: string;
  /** 0 French, 1 English (B §9). */
  readonly language: number;
  readonly profileJson: string;
}

const customerColumns = ["id", "first_name", "last_name", "birth_date", "email", "cell_phone", "language", "profile_json"];

const toCustomer = (row: Record<string, unknown>): CustomerRecord => ({
  id: Number(row.id),
  firstName: String(row.first_name ?? ""),
  lastName: String(row.last_name ?? ""),
  birthDate: row.birth_date === null || row.birth_date === undefined ? null : String(row.birth_date),
  email: String(row.email ?? ""),
  cellPhone: String(row.cell_phone ?? ""),
  language: Number(row.language ?? 0),
  profileJson: String(row.profile_json ?? "{}"),
});

/** The customer `id` of the tenant, or null. */
export const findCustomer = async (db: Knex, tenantId: number, id: number): Promise<CustomerRecord | null> => {
  const row = (await db("customers").where({ tenant_id: tenantId, id }).first(customerColumns)) as Record<string, unknown> | undefined;
  return row ? toCustomer(row) : null;
};

/*
 * One customer per person and tenant (SECURITY 28): a person is her
 * normalised email and birth date, and `customers.identity_key` holds that
 * identity under a unique index per tenant (migration 0012), so the check
 * and the insert cannot be split by a concurrent request or another server
 * instance, on SQLite as on PostgreSQL.
 */

/** The normalised identity: lower-case trimmed email and the ISO birth date. */
export const identityKeyOf = (email: string, birthDate: string): string => `${email.trim().toLowerCase()}|${birthDate}`;

/** A person as a new applicant gives herself. */
export interface NewCustomer {
  readonly firstName: string;
  readonly lastName: string;
  /** yyyy-MM-dd. */
  readonly birthDate: string;
  readonly email: string;
  /** Ten digits. */
  readonly cellPhone: string;
  /** 0 French, 1 English. */
  readonly language: number;
}

/** The customer a person resolves to. */
export interface IdentifiedCustomer {
  readonly id: number;
  readonly cellPhone: string;
  readonly existed: boolean;
}

/**
 * The customer on file for this person (the newest, as the code look-ups
 * pick), else a new one made from `person`. The insert is `… ON CONFLICT
 * DO NOTHING` on the identity index and the winner is read back, so any
 * number of concurrent calls make one row. Never changes a customer on file.
 */
export const customerForIdentity = async (db: Knex, tenantId: number, person: NewCustomer, now: string): Promise<IdentifiedCustomer> => {
  const email = person.email.trim().toLowerCase();
  const identityKey = identityKeyOf(email, person.birthDate);
  const onFile = () => customerByIdentity(db, tenantId, { email, birthDate: person.birthDate });
  const existing = await onFile();
  if (existing) return { id: Number(existing.id), cellPhone: existing.cell_phone, existed: true };
  const inserted = (await db("customers")
    .insert({
      tenant_id: tenantId,
      first_name: person.firstName,
      last_name: person.lastName,
      birth_date: person.birthDate,
      email,
      cell_phone: person.cellPhone,
      language: person.language,
      identity_key: identityKey,
      created_at: now,
      updated_at: now,
    })
    .onConflict(["tenant_id", "identity_key"])
    .ignore()
    .returning("id")) as Array<{ id: number }>;
  if (inserted.length > 0) return { id: Number(inserted[0]!.id), cellPhone: person.cellPhone, existed: false };
  const winner = await onFile();
  if (!winner) throw new Error("customerForIdentity: the identity's row vanished after a conflict");
  return { id: Number(winner.id), cellPhone: winner.cell_phone, existed: true };
};

/** Columns the customers list sorts on, each ending in `id` so pages are stable. */
export const customerSortColumns = ["lastName", "firstName", "email", "id"] as const;
export type CustomerSortColumn = (typeof customerSortColumns)[number];

/** Names sort folded (case and accents ignored, core's `foldSearchText`), as the contracts table does. */
const sortOrders: Record<CustomerSortColumn, readonly string[]> = {
  lastName: ["folded:last_name", "folded:first_name", "id"],
  firstName: ["folded:first_name", "folded:last_name", "id"],
  email: ["email", "id"],
  id: ["id"],
};

/**
 * The Latin letters core's `foldSearchText` folds to plain a–z (É → e,
 * ç → c), read from core so the SQL below folds exactly as core does.
 */
const foldedLetters: ReadonlyArray<readonly [string, string]> = Array.from({ length: 0x180 - 0xc0 }, (_, index) => String.fromCharCode(0xc0 + index))
  .map((letter) => [letter, foldSearchText(letter)] as const)
  .filter(([, folded]) => /^[a-z]$/.test(folded));

/**
 * An SQL expression folded as core folds names, on both databases: accented
 * letters replaced (SQLite's lower() knows only A–Z), then lower(). No
 * index follows this order; a tenant's customers are few enough to sort.
 */
export const foldedSql = (expression: string): string =>
  `lower(${foldedLetters.reduce((inner, [letter, folded]) => `replace(${inner}, '${letter}', '${folded}')`, expression)})`;

const orderClause = (column: string, order: TableOrder): string =>
  column.startsWith("folded:") ? `${foldedSql(`customers.${column.slice("folded:".length)}`)} ${order}` : `customers.${column} ${order}`;

/** One word of the search, in the three forms the columns are compared with. */
export interface SearchWord {
  /** Lower-cased as typed (names and email: SQL lower() keeps accents). */
  readonly lower: string;
  /** Folded by core (contracts' `search_text` has no accents). */
  readonly folded: string;
  /** The digits of a phone-like word ("(514)", "555-0123"), else null. */
  readonly digits: string | null;
}

/** A page of the customers list: which one, its size, the words searched and the order. */
export interface CustomerSearch {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly words: readonly SearchWord[];
  readonly sortColumn: CustomerSortColumn;
  readonly order: TableOrder;
}

const like = "LIKE ? ESCAPE '\\'";
const contractSearch = `COALESCE(contracts.search_text, lower(contracts.contract_number || ' ' || contracts.lessee_name)) ${like}`;

/** One word matches a customer when it is in a name, the email, the phone's digits, or one of their contracts' search text. */
const whereWordMatches = (db: Knex, tenantId: number, builder: Knex.QueryBuilder, word: SearchWord): void => {
  builder.where((inner) => {
    inner
      .whereRaw(`lower(customers.first_name) ${like}`, [likeContains(word.lower)])
      .orWhereRaw(`lower(customers.last_name) ${like}`, [likeContains(word.lower)])
      .orWhereRaw(`customers.email ${like}`, [likeContains(word.lower)]);
    if (word.digits !== null) inner.orWhereRaw(`customers.cell_phone ${like}`, [likeContains(word.digits)]);
    if (word.folded !== "") {
      inner.orWhereExists(
        db("contracts")
          .select(db.raw("1"))
          .where("contracts.tenant_id", tenantId)
          .whereRaw("contracts.customer_id = customers.id")
          .whereRaw(contractSearch, [likeContains(word.folded)]),
      );
    }
  });
};

const filteredCustomers = (db: Knex, tenantId: number, search: CustomerSearch): Knex.QueryBuilder => {
  const builder = db("customers").where("customers.tenant_id", tenantId);
  for (const word of search.words) whereWordMatches(db, tenantId, builder, word);
  return builder;
};

/** The page and count queries (exposed for EXPLAIN in tests). */
export const customerListQueries = (db: Knex, tenantId: number, search: CustomerSearch) => {
  const rows = filteredCustomers(db, tenantId, search)
    .select("customers.id", "customers.first_name", "customers.last_name", "customers.email", "customers.cell_phone", "customers.language")
    .orderByRaw(sortOrders[search.sortColumn].map((column) => orderClause(column, search.order)).join(", "))
    .limit(search.rowsPerPage)
    .offset(search.page * search.rowsPerPage);
  const count = filteredCustomers(db, tenantId, search).count({ count: "*" });
  return { rows, count };
};

/** A customer as a row of the list shows her. */
export type CustomerListEntry = Pick<CustomerRecord, "id" | "firstName" | "lastName" | "email" | "cellPhone" | "language">;

/** One page of the tenant's customers and how many match in all. */
export const customerPage = async (db: Knex, tenantId: number, search: CustomerSearch): Promise<{ count: number; rows: CustomerListEntry[] }> => {
  const { rows, count } = customerListQueries(db, tenantId, search);
  const [found, counted] = (await Promise.all([rows, count])) as [Record<string, unknown>[], Array<{ count: unknown }>];
  return {
    count: Number(counted[0]?.count ?? 0),
    rows: found.map((row) => ({
      id: Number(row.id),
      firstName: String(row.first_name ?? ""),
      lastName: String(row.last_name ?? ""),
      email: String(row.email ?? ""),
      cellPhone: String(row.cell_phone ?? ""),
      language: Number(row.language ?? 0),
    })),
  };
};
