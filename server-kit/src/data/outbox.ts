import type { Knex } from "knex";
import { insertReturningId } from "../db/sql.js";

/**
 * The outbox of customer messages (`message_outbox`): the development
 * sender's queue and the relay's work list. The dev route and the relay
 * read every tenant's rows (a tenant narrows the dev route's list when
 * asked); each row carries its tenant.
 */

/** A file a message carries. */
export interface OutboxAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** A message as the outbox keeps it. */
export interface OutboxMessage {
  readonly tenantId: number;
  readonly channel: "EMAIL" | "SMS" | "CALL";
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly lang: "fr" | "en";
  readonly attachments?: readonly OutboxAttachment[];
}

/** Attachments as the outbox keeps them (JSON, content in base64), null for none. */
const storedAttachments = (attachments: readonly OutboxAttachment[] | undefined): string | null =>
  attachments && attachments.length > 0
    ? JSON.stringify(attachments.map((file) => ({ fileName: file.fileName, contentType: file.contentType, base64: file.content.toString("base64") })))
    : null;

/** The outbox's attachments back as files; anything unreadable is dropped. */
const readAttachments = (json: string | null | undefined): OutboxAttachment[] => {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: { fileName?: unknown; contentType?: unknown; base64?: unknown }) =>
      typeof item?.fileName === "string" && typeof item.contentType === "string" && typeof item.base64 === "string"
        ? [{ fileName: item.fileName, contentType: item.contentType, content: Buffer.from(item.base64, "base64") }]
        : [],
    );
  } catch {
    return [];
  }
};

/** Queues a message (its subject cut to 200 characters); answers the row's id. */
export const insertOutboxMessage = async (db: Knex, message: OutboxMessage, createdAt: string): Promise<number> => {
  return insertReturningId(db, "message_outbox", {
    tenant_id: message.tenantId,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject.slice(0, 200),
    body: message.body,
    lang: message.lang,
    attachments_json: storedAttachments(message.attachments),
    created_at: createdAt,
  });
};

/** One outbox row as the dev route shows it. */
export interface OutboxEntry {
  readonly id: number;
  readonly tenantId: number;
  readonly channel: string;
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
  readonly error: string | null;
  /** The files the message carries (name, type, size and content in base64). */
  readonly attachments: ReadonlyArray<{ readonly fileName: string; readonly contentType: string; readonly bytes: number; readonly base64: string }>;
}

interface OutboxRow {
  id: number;
  tenant_id: number;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  lang: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  attachments_json?: string | null;
}

const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: Number(row.id),
  tenantId: Number(row.tenant_id),
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  error: row.error,
  attachments: readAttachments(row.attachments_json).map((file) => ({
    fileName: file.fileName,
    contentType: file.contentType,
    bytes: file.content.length,
    base64: file.content.toString("base64"),
  })),
});

/** The latest outbox messages, newest first, optionally for one tenant and/or one recipient. */
export const latestOutbox = async (
  db: Knex,
  filter: { readonly limit: number; readonly tenantId?: number; readonly recipient?: string },
): Promise<OutboxEntry[]> => {
  const query = db("message_outbox").orderBy("id", "desc").limit(filter.limit);
  if (filter.tenantId !== undefined) query.where("tenant_id", filter.tenantId);
  if (filter.recipient !== undefined) query.where("recipient", filter.recipient);
  return ((await query.select("*")) as OutboxRow[]).map(toEntry);
};

/** The oldest `limit` messages not sent yet, with their row ids. */
export const pendingOutbox = async (db: Knex, limit: number): Promise<Array<{ readonly id: number; readonly message: OutboxMessage }>> => {
  const rows = (await db("message_outbox").whereNull("sent_at").orderBy("id").limit(limit).select("*")) as OutboxRow[];
  return rows.map((row) => {
    const attachments = readAttachments(row.attachments_json);
    const message: OutboxMessage = {
      tenantId: Number(row.tenant_id),
      channel: row.channel as OutboxMessage["channel"],
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      lang: row.lang === "en" ? "en" : "fr",
      ...(attachments.length > 0 ? { attachments } : {}),
    };
    return { id: row.id, message };
  });
};

/** Marks a row delivered, blanking its body and attachments so no code or contract lingers in the table. */
export const markOutboxSent = async (db: Knex, id: number, sentAt: string): Promise<void> => {
  await db("message_outbox").where({ id }).update({ sent_at: sentAt, body: "", attachments_json: null, error: null });
};

/** Records why a row could not be delivered (cut to 500 characters); it stays pending. */
export const markOutboxFailed = async (db: Knex, id: number, error: string): Promise<void> => {
  await db("message_outbox").where({ id }).update({ error: error.slice(0, 500) });
};
