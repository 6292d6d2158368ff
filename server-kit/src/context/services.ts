/*
 * The shapes of the services a `ServerContext` holds: where uploaded files'
 * bytes live and how a message reaches a customer. The features that make
 * or use them (`files/storage.ts`, `messaging/`) import these shapes from
 * here, so the context imports no feature.
 */

/**
 * Where uploaded files' bytes live, per tenant. Names are the server's own
 * random names (never a client's), so no path a caller sends reaches here.
 * A lender can plug in object storage behind the same three calls.
 */
export interface Storage {
  put(tenantCode: string, name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under that name. */
  get(tenantCode: string, name: string): Promise<Buffer | null>;
  /** Removes the bytes; removing a missing name is not an error. */
  remove(tenantCode: string, name: string): Promise<void>;
}

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
