import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { MessageSender } from "../context/services.js";
import { MessageDeliveryError } from "./types.js";

/** How the SMTP sender reaches the mail server. */
export interface SmtpSenderOptions {
  /** nodemailer SMTP options (host, port, secure, auth…), or an `smtp(s)://user:pass@host:port` URL. */
  readonly transport: SMTPTransport.Options | string;
  /** The From address, e.g. `"Rent" <codes@rent.example>`. */
  readonly from: string;
  /** Longest wait for connecting, for the greeting and between socket reads (SECURITY 30). Default 10 s. */
  readonly timeoutMs?: number;
}

/**
 * Sends EMAIL messages through an SMTP server with nodemailer. Plain text
 * only (no HTML to escape), with the message's attachments. Any other channel is refused: put it behind
 * {@link channelRouter} with a sender for SMS and CALL.
 *
 * @example
 * const email = smtpSender({ transport: "smtps://codes:secret@smtp.example.com", from: "codes@lender.example" });
 */
export const smtpSender = (options: SmtpSenderOptions): MessageSender => {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  const given = typeof options.transport === "string" ? { url: options.transport } : options.transport;
  const transporter = nodemailer.createTransport({ ...timeouts, ...given });
  return {
    async send(message) {
      if (message.channel !== "EMAIL") throw new MessageDeliveryError(`the SMTP sender cannot deliver ${message.channel}`, message.channel);
      try {
        const attachments = (message.attachments ?? []).map((file) => ({ filename: file.fileName, contentType: file.contentType, content: file.content }));
        await transporter.sendMail({ from: options.from, to: message.recipient, subject: message.subject, text: message.body, ...(attachments.length > 0 ? { attachments } : {}) });
      } catch (error) {
        throw new MessageDeliveryError(`SMTP delivery failed: ${error instanceof Error ? error.message : String(error)}`, "EMAIL");
      }
    },
  };
};
