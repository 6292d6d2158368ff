import type { MessageChannel } from "../context/services.js";

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
