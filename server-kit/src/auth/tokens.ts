import { createHash, randomBytes } from "node:crypto";

/** A new session token: 256 bits from the CSPRNG, base64url (SECURITY 10). */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** What the database keeps of a token: its SHA-256, hex. */
export const hashToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");

/** The token of an `Authorization: Bearer <token>` header, or null. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = header ? /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header.trim()) : null;
  return match?.[1] ?? null;
};
