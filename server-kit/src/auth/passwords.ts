import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import type { PasswordParams } from "../context/settings.js";

/** OWASP's scrypt minimum (N = 2^17, r = 8, p = 1): about 128 MiB and a few hundred ms per hash. */
export const defaultPasswordParams: PasswordParams = { N: 2 ** 17, r: 8, p: 1 };

const keyLength = 32;
const saltLength = 16;

const derive = (password: string, salt: Buffer, params: PasswordParams): Promise<Buffer> => {
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
};

/**
 * Hashes a password with scrypt and a new 128-bit salt:
 * `scrypt$N$r$p$<salt base64>$<hash base64>`.
 *
 * @example
 * await hashPassword("correct horse") // "scrypt$131072$8$1$…$…"
 */
export const hashPassword = async (password: string, params: PasswordParams = defaultPasswordParams): Promise<string> => {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
};

const parse = (stored: string) => {
  const [scheme, N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return null;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { params, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
};

/** The scrypt parameters a stored hash was made with, or null when it is not one of ours. */
export const passwordParamsOf = (stored: string): PasswordParams | null => parse(stored)?.params ?? null;

/** True when `password` matches `stored`; the comparison takes the same time whatever differs. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
};
