import { parseIsoDate, type PaymentLineDeferral } from "@lendkit/core";
import type { Knex } from "knex";

/**
 * Who asked for a deferral and who decided, with dates (issue 15 §5): the
 * names come from the users (staff) and customers tables, each read within
 * the tenant. A request made by staff names the staff user and is never
 * worded as the customer's.
 */

/** The names of staff users by id, within the tenant. */
export const staffNames = async (db: Knex, tenantId: number, ids: readonly (number | null)[]): Promise<Map<number, string>> => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = (await db("users").where("tenant_id", tenantId).whereIn("id", wanted).select("id", "first_name", "last_name", "username")) as Array<Record<string, unknown>>;
  return new Map(rows.map((row) => [Number(row.id), `${String(row.first_name ?? "")} ${String(row.last_name ?? "")}`.trim() || String(row.username ?? "")]));
};

const nullableNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Who asked, from a request row and the names read: staff when a staff user asked, else the customer. */
export const requesterOf = (
  row: Record<string, unknown>,
  staff: ReadonlyMap<number, string>,
  customerName: string,
): { readonly kind: "staff" | "customer"; readonly name: string } => {
  const userId = nullableNumber(row.requested_by_user_id);
  return userId !== null ? { kind: "staff", name: staff.get(userId) ?? "" } : { kind: "customer", name: customerName };
};

/**
 * The latest deferral request of each payment of a contract (by payment
 * id), as the payments profile shows it, with who asked and who decided.
 */
export const deferralsOfContract = async (db: Knex, tenantId: number, contractId: number): Promise<Map<number, PaymentLineDeferral>> => {
  const rows = (await db("deferral_requests")
    .leftJoin("customers", function joinCustomer() {
      this.on("customers.id", "=", "deferral_requests.requested_by_customer_id").andOn("customers.tenant_id", "=", "deferral_requests.tenant_id");
    })
    .where({ "deferral_requests.tenant_id": tenantId, "deferral_requests.contract_id": contractId })
    .orderBy("deferral_requests.id", "asc")
    .select(
      "deferral_requests.id",
      "deferral_requests.payment_id",
      "deferral_requests.status",
      "deferral_requests.to_date",
      "deferral_requests.created_at",
      "deferral_requests.requested_by_user_id",
      "deferral_requests.decided_by_user_id",
      "deferral_requests.decided_at",
      "customers.first_name",
      "customers.last_name",
    )) as Array<Record<string, unknown>>;
  const staff = await staffNames(db, tenantId, rows.flatMap((row) => [nullableNumber(row.requested_by_user_id), nullableNumber(row.decided_by_user_id)]));
  const latest = new Map<number, PaymentLineDeferral>();
  for (const row of rows) {
    const toDate = parseIsoDate(String(row.to_date));
    if (!toDate) continue;
    const decidedBy = nullableNumber(row.decided_by_user_id);
    latest.set(Number(row.payment_id), {
      id: Number(row.id),
      status: row.status === "approved" ? "approved" : row.status === "refused" ? "refused" : "pending",
      toDate,
      requestedBy: requesterOf(row, staff, `${String(row.first_name ?? "")} ${String(row.last_name ?? "")}`.trim()),
      requestedAt: String(row.created_at),
      decidedByName: decidedBy === null ? null : (staff.get(decidedBy) ?? ""),
      decidedAt: row.decided_at === null || row.decided_at === undefined ? null : String(row.decided_at),
    });
  }
  return latest;
};
