import type { MessageSender } from "../context/services.js";
import { MessageDeliveryError } from "./types.js";

/** Where a lender's SMS / voice provider (or its own relay) takes messages. */
export interface WebhookSenderOptions {
  /** An https URL (http only for a local relay) that receives one POST per message. */
  readonly url: string;
  /** Extra headers, e.g. `{ Authorization: "Bearer …" }` for the provider. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Longest wait for the provider's answer (SECURITY 30). Default 5 s. */
  readonly timeoutMs?: number;
}

/**
 * Sends SMS and CALL messages by POSTing JSON
 * `{ channel, to, body, lang, tenantId }` to a lender-configured URL; any 2xx
 * answer means accepted. The request is cut after `timeoutMs`
 * (`AbortSignal.timeout`), so a slow provider never holds a customer's
 * request open. Redirects are not followed (the body carries a code).
 *
 * @example
 * const sms = webhookSender({ url: "https://sms.lender.example/send", headers: { Authorization: "Bearer …" } });
 */
export const webhookSender = (options: WebhookSenderOptions): MessageSender => {
  const url = new URL(options.url);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("webhookSender: the URL must be http(s)");
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...options.headers },
          body: JSON.stringify({ channel: message.channel, to: message.recipient, body: message.body, lang: message.lang, tenantId: message.tenantId }),
          redirect: "error",
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        throw new MessageDeliveryError(timedOut ? `webhook timed out after ${timeoutMs} ms` : "webhook unreachable", message.channel);
      }
      await response.body?.cancel();
      if (!response.ok) throw new MessageDeliveryError(`webhook answered ${response.status}`, message.channel);
    },
  };
};
