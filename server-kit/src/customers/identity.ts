import type { Knex } from "knex";

/**
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
export const customerForIdentity = async (db: Knex | Knex.Transaction, tenantId: number, person: NewCustomer, now: string): Promise<IdentifiedCustomer> => {
  const email = person.email.trim().toLowerCase();
  const identityKey = identityKeyOf(email, person.birthDate);
  const onFile = async () =>
    (await db("customers").where({ tenant_id: tenantId, email, birth_date: person.birthDate }).orderBy("id", "desc").first("id", "cell_phone")) as
      | { id: number; cell_phone: string }
      | undefined;
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
