import { maskEmail, maskPhone } from "@lendkit/core";
import { insertOutboxMessage, markOutboxFailed, markOutboxSent, pendingOutbox } from "../data/outbox.js";
import { isoTime, type Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import type { MessageSender, OutgoingMessage } from "../context/services.js";

/** A recipient safe for logs and audit rows: a masked email, or a phone with only its last four digits. */
export const maskRecipient = (message: Pick<OutgoingMessage, "channel" | "recipient">): string =>
  message.channel === "EMAIL" ? maskEmail(message.recipient) : maskPhone(message.recipient);

/**
 * The embedded default in development and the demo: each message becomes a
 * row of `message_outbox` (read back by `GET /api/dev/outbox`) and one log
 * line naming the channel and the masked recipient, never the body (it
 * holds the code).
 */
export const outboxSender = (context: Plumbing): MessageSender => ({
  async send(message) {
    const outboxId = await insertOutboxMessage(context.db, message, isoTime(context.clock.now()));
    context.logger.info({ outboxId, tenantId: message.tenantId, channel: message.channel, recipient: maskRecipient(message) }, "message queued in the outbox");
  },
});

/**
 * Relays pending outbox rows through a real sender (the transactional-outbox
 * pattern, for a deployment that wants it): each row delivered gets
 * `sent_at` and its body (and attachments) blanked so no code or contract lingers in the table; a failure
 * is recorded in `error` (the sender's message, cut to 500 characters) and
 * the row is left for the next run. Returns how many were delivered.
 */
export const deliverOutbox = async (
  db: Plumbing["db"],
  clock: Clock,
  sender: MessageSender,
  options: { readonly limit?: number } = {},
): Promise<{ delivered: number; failed: number }> => {
  let delivered = 0;
  let failed = 0;
  for (const { id, message } of await pendingOutbox(db, options.limit ?? 100)) {
    try {
      await sender.send(message);
      await markOutboxSent(db, id, isoTime(clock.now()));
      delivered += 1;
    } catch (error) {
      await markOutboxFailed(db, id, error instanceof Error ? error.message : String(error));
      failed += 1;
    }
  }
  return { delivered, failed };
};
