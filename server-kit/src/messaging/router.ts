import type { MessageChannel, MessageSender } from "../context/services.js";
import { MessageDeliveryError } from "./types.js";

/**
 * One sender per channel: e.g. SMTP for EMAIL and a webhook for SMS and
 * CALL. A channel without a sender refuses the message.
 *
 * @example
 * channelRouter({ EMAIL: smtpSender(…), SMS: webhookSender(…), CALL: webhookSender(…) })
 */
export const channelRouter = (senders: Partial<Record<MessageChannel, MessageSender>>): MessageSender => ({
  async send(message) {
    const sender = Object.hasOwn(senders, message.channel) ? senders[message.channel] : undefined;
    if (!sender) throw new MessageDeliveryError(`no sender for ${message.channel}`, message.channel);
    await sender.send(message);
  },
});

/**
 * The production default when no sender is configured: every message is
 * refused, so a code request answers 503 instead of writing codes where no
 * one should read them.
 */
export const unconfiguredSender: MessageSender = {
  async send(message) {
    throw new MessageDeliveryError("no message sender is configured", message.channel);
  },
};
