import type { ServerContext } from "../../context/serverContext.js";
import { isProductionRuntime } from "../../otp/settings.js";
import type { PaymentProcessor } from "./adapter.js";
import { sandboxPaymentProcessor, type SandboxProcessorOptions } from "./sandbox.js";

/**
 * Which payment processor a server uses (docs/servicing.md "The payment
 * processor"): none by default (nothing is collected; payments come from
 * staff and processor files), the local sandbox, or a live adapter the
 * deployment supplies. The sandbox in production (`isProd` or
 * NODE_ENV=production) stops the server at start unless
 * `allowSandboxInProduction` says it is meant, as the bank sandbox does.
 * createServer takes it as `paymentProcessor`; the CLI reads it from the
 * environment (`paymentProcessorFromEnv`).
 */

/** What createServer's `paymentProcessor` option says. */
export type PaymentProcessorOptions =
  | { readonly mode: "none" }
  | ({ readonly mode: "sandbox"; readonly allowSandboxInProduction?: boolean } & SandboxProcessorOptions)
  | { readonly mode: "live"; readonly adapter: PaymentProcessor };

/** What the environment may say (names as in `process.env`). */
export interface PaymentProcessorEnv {
  readonly LENDKIT_PAYMENT_PROCESSOR?: string | undefined;
  readonly LENDKIT_SANDBOX_NSF_SHARE?: string | undefined;
  readonly LENDKIT_SANDBOX_RETURN_DAYS?: string | undefined;
  readonly LENDKIT_PAYMENT_SANDBOX_IN_PRODUCTION?: string | undefined;
}

/** A number the environment gives, or undefined when it gives none; anything but a plain number throws. */
const numberOf = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined || text.trim() === "") return undefined;
  if (!/^\d+(\.\d+)?$/.test(text.trim())) throw new Error(`${name}: expected a number, got ${JSON.stringify(text)}`);
  return Number(text.trim());
};

/**
 * The option the CLI passes: `LENDKIT_PAYMENT_PROCESSOR` `sandbox` or
 * `none` (the default), the sandbox's `LENDKIT_SANDBOX_NSF_SHARE` (0 to 1)
 * and `LENDKIT_SANDBOX_RETURN_DAYS` (business days), and
 * `LENDKIT_PAYMENT_SANDBOX_IN_PRODUCTION=allow`. A bad value throws.
 *
 * @example
 * paymentProcessorFromEnv({ LENDKIT_PAYMENT_PROCESSOR: "sandbox", LENDKIT_SANDBOX_NSF_SHARE: "0.1" })
 * // { mode: "sandbox", nsfShare: 0.1, allowSandboxInProduction: false }
 */
export const paymentProcessorFromEnv = (env: PaymentProcessorEnv): PaymentProcessorOptions => {
  const asked = (env.LENDKIT_PAYMENT_PROCESSOR ?? "").trim().toLowerCase();
  if (asked === "" || asked === "none") return { mode: "none" };
  if (asked !== "sandbox") throw new Error("LENDKIT_PAYMENT_PROCESSOR: expected sandbox or none");
  const nsfShare = numberOf("LENDKIT_SANDBOX_NSF_SHARE", env.LENDKIT_SANDBOX_NSF_SHARE);
  const returnBusinessDays = numberOf("LENDKIT_SANDBOX_RETURN_DAYS", env.LENDKIT_SANDBOX_RETURN_DAYS);
  return {
    mode: "sandbox",
    allowSandboxInProduction: env.LENDKIT_PAYMENT_SANDBOX_IN_PRODUCTION === "allow",
    ...(nsfShare === undefined ? {} : { nsfShare }),
    ...(returnBusinessDays === undefined ? {} : { returnBusinessDays }),
  };
};

/** The processor an option gives, or null for none; throws on the sandbox in production without the allowance, or a bad sandbox setting. */
export const resolvePaymentProcessor = (options: PaymentProcessorOptions | undefined, production: boolean): PaymentProcessor | null => {
  if (options === undefined || options.mode === "none") return null;
  if (options.mode === "live") return options.adapter;
  if (production && options.allowSandboxInProduction !== true) {
    throw new Error(
      "refusing to start: the payment processor sandbox is configured in production; set LENDKIT_PAYMENT_SANDBOX_IN_PRODUCTION=allow (allowSandboxInProduction) if that is intended",
    );
  }
  return sandboxPaymentProcessor(options);
};

const processors = new WeakMap<ServerContext, PaymentProcessor>();

/** Sets a server's processor (createServer does, from its option). */
export const configurePaymentProcessor = (context: ServerContext, options: PaymentProcessorOptions | undefined): PaymentProcessor | null => {
  const processor = resolvePaymentProcessor(options, isProductionRuntime(context.isProd));
  if (processor) processors.set(context, processor);
  else processors.delete(context);
  return processor;
};

/** The server's processor, or null when it has none (the default). */
export const paymentProcessorOf = (context: ServerContext): PaymentProcessor | null => processors.get(context) ?? null;
