import { maskEmail, maskPhone } from "@lendkit/core";
import type { Knex } from "knex";
import type { Logger } from "pino";
import { isoTime, type Clock } from "../infra/clock.js";
import type { MessageAttachment, MessageSender, OutgoingMessage } from "./types.js";

/** Attachments as the outbox keeps them (JSON, content in base64), null for none. */
const storedAttachments = (attachments: readonly MessageAttachment[] | undefined): string | null =>
  attachments && attachments.length > 0
    ? JSON.stringify(attachments.map((file) => ({ fileName: file.fileName, contentType: file.contentType, base64: file.content.toString("base64") })))
    : null;

/** The outbox's attachments back as files; anything unreadable is dropped. */
const readAttachments = (json: string | null | undefined): MessageAttachment[] => {
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

/** A recipient safe for logs and audit rows: a masked email, or a phone with only its last four digits. */
export const maskRecipient = (message: Pick<OutgoingMessage, "channel" | "recipient">): string =>
  message.channel === "EMAIL" ? maskEmail(message.recipient) : maskPhone(message.recipient);

/**
 * The embedded default in development and the demo: each message becomes a
 * row of `message_outbox` (read back by `GET /api/dev/outbox`) and one log
 * line naming the channel and the masked recipient, never the body (it
 * holds the code).
 */
export const outboxSender = (context: { readonly db: Knex; readonly clock: Clock; readonly logger: Logger }): MessageSender => ({
  async send(message) {
    const [row] = (await context.db("message_outbox")
      .insert({
        tenant_id: message.tenantId,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject.slice(0, 200),
        body: message.body,
        lang: message.lang,
        attachments_json: storedAttachments(message.attachments),
        created_at: isoTime(context.clock.now()),
      })
      .returning("id")) as Array<{ id: number }>;
    context.logger.info(
      { outboxId: Number(row?.id), tenantId: message.tenantId, channel: message.channel, recipient: maskRecipient(message) },
      "message queued in the outbox",
    );
  },
});

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

/**
 * Relays pending outbox rows through a real sender (the transactional-outbox
 * pattern, for a deployment that wants it): each row delivered gets
 * `sent_at` and its body (and attachments) blanked so no code or contract lingers in the table; a failure
 * is recorded in `error` (the sender's message, cut to 500 characters) and
 * the row is left for the next run. Returns how many were delivered.
 */
export const deliverOutbox = async (
  db: Knex,
  clock: Clock,
  sender: MessageSender,
  options: { readonly limit?: number } = {},
): Promise<{ delivered: number; failed: number }> => {
  const pending = (await db("message_outbox").whereNull("sent_at").orderBy("id").limit(options.limit ?? 100).select("*")) as OutboxRow[];
  let delivered = 0;
  let failed = 0;
  for (const row of pending) {
    const channel = row.channel as OutgoingMessage["channel"];
    try {
      const attachments = readAttachments(row.attachments_json);
      await sender.send({
        tenantId: Number(row.tenant_id),
        channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        lang: row.lang === "en" ? "en" : "fr",
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await db("message_outbox").where({ id: row.id }).update({ sent_at: isoTime(clock.now()), body: "", attachments_json: null, error: null });
      delivered += 1;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await db("message_outbox").where({ id: row.id }).update({ error: text.slice(0, 500) });
      failed += 1;
    }
  }
  return { delivered, failed };
};
