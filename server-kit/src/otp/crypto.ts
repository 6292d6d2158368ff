import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { otpCodeFromNumber } from "@lendkit/core";

/**
 * The secrets of a code request. Codes come from `crypto.randomInt`
 * (SECURITY 1); only their HMAC under the deployment's key is stored and it
 * is compared in constant time (SECURITY 7); handles are 192 random bits.
 */

/** A new 6-digit code, uniform over 000000–999999. */
export const newOtpCode = (): string => otpCodeFromNumber(randomInt(0, 1_000_000)) as string;

/** A new handle (userSlug, renewal slug): 192 bits from the CSPRNG, base64url (32 characters). */
export const newHandle = (): string => randomBytes(24).toString("base64url");

/** What the database keeps of a handle: its SHA-256, hex. */
export const handleHash = (handle: string): string => createHash("sha256").update(handle, "utf8").digest("hex");

/** What binds a code to its challenge: the MAC covers them, so a code is worth nothing elsewhere (SECURITY 4). */
export interface CodeBinding {
  readonly tenantId: number;
  readonly flow: string;
  readonly subject: string;
  readonly userSlugHash: string;
}

/** HMAC-SHA-256(key, binding + code), hex. */
export const codeHmac = (key: Buffer, binding: CodeBinding, code: string): string =>
  createHmac("sha256", key)
    .update(["otp", binding.tenantId, binding.flow, binding.subject, binding.userSlugHash, code].join("\u0000"), "utf8")
    .digest("hex");

/** True when `candidate`'s MAC equals the stored one, compared with `timingSafeEqual`. */
export const codeMatches = (key: Buffer, binding: CodeBinding, candidate: string, storedHex: string): boolean => {
  const expected = Buffer.from(storedHex, "hex");
  const actual = Buffer.from(codeHmac(key, binding, candidate), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/**
 * A keyed hash for counters and decoys (an email in a rate-limit key, an
 * unknown identity as a subject): stable across instances, meaningless
 * without the key, 32 hex characters.
 */
export const keyedId = (key: Buffer, purpose: string, ...parts: ReadonlyArray<string | number>): string =>
  createHmac("sha256", key).update([purpose, ...parts].join("\u0000"), "utf8").digest("hex").slice(0, 32);

/** Four digits derived from a keyed hash: the "last four" shown for a decoy, the same at every request. */
export const decoyLastFour = (key: Buffer, tenantId: number, email: string, birthDate: string): string =>
  String(parseInt(keyedId(key, "decoy-phone", tenantId, email, birthDate).slice(0, 8), 16) % 10_000).padStart(4, "0");
