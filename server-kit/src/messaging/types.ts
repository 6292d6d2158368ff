/** How a message reaches a customer (C §3.2 CommunicationMethod). */
export type MessageChannel = "EMAIL" | "SMS" | "CALL";

/** A file an email carries (a copy of a signed contract). */
export interface MessageAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** One message to one customer, already worded. */
export interface OutgoingMessage {
  readonly tenantId: number;
  readonly channel: MessageChannel;
  /** An email address (EMAIL) or ten phone digits (SMS, CALL), always taken from the customer's file. */
  readonly recipient: string;
  /** Email subject; "" for a text or a call. */
  readonly subject: string;
  /** The text, or the script a call reads. */
  readonly body: string;
  readonly lang: "fr" | "en";
  /** Files an EMAIL carries; a text or a call carries none. */
  readonly attachments?: readonly MessageAttachment[];
}

/**
 * Delivers messages. `send` resolves once the message is accepted by the
 * channel (queued, relayed, or accepted by the provider) and rejects when it
 * was not, within the sender's own timeout (SECURITY 30).
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** A delivery that failed: the message was not accepted. Its text never holds the message body. */
export class MessageDeliveryError extends Error {
  constructor(
    message: string,
    readonly channel: MessageChannel,
  ) {
    super(message);
    this.name = "MessageDeliveryError";
  }
}
