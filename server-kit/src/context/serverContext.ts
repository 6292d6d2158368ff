import type { Express } from "express";
import type { Configs, Features, TenantCode } from "@lendkit/core";
import type { BankRateChange } from "@lendkit/core/disclosure";
import type { Plumbing } from "../infra/plumbing.js";
import type { MessageSender, Storage } from "./services.js";
import type { AccessTable, OtpSettings, PasswordParams, SessionPolicy } from "./settings.js";
import type { RateLimit } from "../http/rateLimit.js";
import type { VersionedCache } from "../db/versionedCache.js";

/** Login throttles, counted in the database (shared by every instance). */
export interface LoginLimits {
  /** Attempts from one client IP (checked first). */
  readonly perIp: RateLimit;
  /** Attempts on one tenant + username from one client IP. */
  readonly perUsernameAndIp: RateLimit;
  /**
   * Failed attempts on one tenant + username from every IP; reaching it
   * locks the username (right password included) for the rest of the
   * window. Far above the others: anyone can spend it (ASVS 5.0 V6, NIST
   * 800-63B §5.2.2 caps it at 100).
   */
  readonly perUsername: RateLimit;
}

/** Upload caps, enforced while the request streams (SECURITY 20). */
export interface UploadLimits {
  readonly maxBytes: number;
  readonly maxFiles: number;
}

/** Everything a route needs, resolved once by createServer. */
export interface ServerContext extends Plumbing {
  readonly sessions: SessionPolicy;
  readonly loginLimits: LoginLimits;
  readonly features: Partial<Features>;
  readonly configs: Configs;
  /**
   * The deployment's default IANA zone of the lenders' business days, checked
   * at start: a tenant's "today" is counted in its own zone when it records
   * one (`tenantTimeZone` / `tenantDay` in tenantZone.ts), never read here directly.
   */
  readonly timeZone: string;
  /** The Bank of Canada's Bank Rate with its effective days (disclosure/bankRates.ts): Québec's high-cost threshold. */
  readonly bankRates: readonly BankRateChange[];
  readonly isProd: boolean;
  readonly publicTenant: TenantCode | null;
  readonly passwordParams: PasswordParams;
  readonly accessTable: AccessTable;
  readonly storage: Storage;
  readonly uploads: UploadLimits;
  /** Delivers customer messages (one-time codes): the outbox by default outside production. */
  readonly messageSender: MessageSender;
  /** OTP key, policy and public-flow settings (SECURITY 1–9). */
  readonly otp: OtpSettings;
  /** Read answers remembered under each tenant's data versions (every instance checks the versions in the database). */
  readonly answers: VersionedCache;
  /**
   * A hash of nothing with the given scrypt parameters (remembered per
   * parameters), verified when no user matches so both answers take as long.
   */
  dummyHash(params: PasswordParams): Promise<string>;
}

/** The context of an app made by createServer (for extensions and tests). */
export const contextOf = (app: Express): ServerContext => app.locals.lendkit as ServerContext;
