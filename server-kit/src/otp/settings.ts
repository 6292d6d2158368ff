import { defaultOtpPolicy, otpPolicyProblems, isTenantCode, type OtpPolicy, type TenantCode } from "@lendkit/core";
import type { MessageSender } from "../context/services.js";
import type { OtpSettings } from "../context/settings.js";
import type { Plumbing } from "../infra/plumbing.js";
import { outboxSender } from "../messaging/outbox.js";
import { unconfiguredSender } from "../messaging/router.js";

/** What a deployment may set about one-time passwords (createServer's `otp` option). */
export interface OtpOptions {
  /** Figures over core's `defaultOtpPolicy` (tighter only for the fixed ones: 10 minutes, 5 tries, 5 sends). */
  readonly policy?: Partial<OtpPolicy>;
  /** The collections number a late customer is told to call (C §2 overdue screen), per tenant. */
  readonly collectionsPhoneNumbers?: Partial<Record<TenantCode, string>>;
  /** How long a renewal slug stays usable. Default 7 days. */
  readonly renewalSlugTtlMs?: number;
}

/**
 * The key used outside production when none is given: fixed (never random
 * per process, so two development instances agree on codes) and public, so
 * production refuses to start with it or without a key.
 */
export const developmentOtpKey = "lendkit-development-otp-key-never-use-in-production";

/** Shortest OTP key accepted: 32 characters (e.g. `openssl rand -base64 48`). */
export const minOtpKeyLength = 32;

/**
 * Production is `isProd` (LENDKIT_PROD=1 for the CLI) or `NODE_ENV=production`:
 * either one is enough to hide the development routes and require a key.
 */
export const isProductionRuntime = (isProd: boolean, env: Readonly<Record<string, string | undefined>> = process.env): boolean =>
  isProd || env.NODE_ENV === "production";

const day = 24 * 60 * 60_000;

/**
 * Resolves the OTP settings; throws (the server refuses to start) on a
 * missing or short key in production, the development key in production,
 * or a policy that loosens a fixed figure.
 */
export const resolveOtpSettings = (input: {
  readonly key: string | undefined;
  readonly production: boolean;
  readonly options?: OtpOptions;
  readonly devOutbox?: boolean;
}): OtpSettings => {
  const { production, options = {} } = input;
  const key = input.key === undefined || input.key === "" ? undefined : input.key;
  if (production && (key === undefined || key === developmentOtpKey)) {
    throw new Error("otpKey: production needs its own OTP key (option otpKey or LENDKIT_OTP_KEY), the same on every instance");
  }
  const chosen = key ?? developmentOtpKey;
  if (chosen.length < minOtpKeyLength) throw new Error(`otpKey: at least ${minOtpKeyLength} characters`);
  const policy: OtpPolicy = { ...defaultOtpPolicy, ...options.policy };
  const problems = otpPolicyProblems(policy);
  if (problems.length > 0) throw new Error(`otp.policy: ${problems.join("; ")}`);
  const collectionsPhoneNumbers = { ...options.collectionsPhoneNumbers };
  for (const code of Object.keys(collectionsPhoneNumbers)) {
    if (!isTenantCode(code)) throw new Error(`otp.collectionsPhoneNumbers: unknown tenant ${code}`);
  }
  const renewalSlugTtlMs = options.renewalSlugTtlMs ?? 7 * day;
  if (!Number.isSafeInteger(renewalSlugTtlMs) || renewalSlugTtlMs <= 0) throw new Error("otp.renewalSlugTtlMs must be a positive whole number");
  const devOutbox = !production && input.devOutbox === true;
  return { key: Buffer.from(chosen, "utf8"), policy, collectionsPhoneNumbers, renewalSlugTtlMs, production, devOutbox };
};

/**
 * The sender when createServer is given none: the outbox outside production
 * (the demo and the tests read codes from it), and in production a sender
 * that refuses every message (codes must not land in a table by default),
 * with a warning at start.
 */
export const defaultMessageSender = (context: Plumbing & { readonly production: boolean }): MessageSender => {
  if (!context.production) return outboxSender(context);
  context.logger.warn("no messageSender configured: one-time codes cannot be sent");
  return unconfiguredSender;
};
