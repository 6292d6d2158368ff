import type { SessionLifetime, SessionPolicy } from "../context/settings.js";

const minute = 60_000;
const hour = 60 * minute;

/** Upper bounds that no configuration may pass: staff idle 1 h, absolute 24 h. */
export const sessionCeilings = { idleMs: hour, absoluteMs: 24 * hour } as const;

/**
 * Staff: 30 min idle, 12 h absolute (a working day). Customers: 15 min idle,
 * 1 h absolute: a customer signs in by one-time code for one errand.
 */
export const defaultSessionPolicy: SessionPolicy = {
  staff: { idleMs: 30 * minute, absoluteMs: 12 * hour },
  customer: { idleMs: 15 * minute, absoluteMs: hour },
};

/**
 * How stale a session's `last_seen_at` may get before a request writes it
 * again: a minute, or a thirtieth of the idle timeout when that is shorter.
 * Writing it on every request made each read a write (on SQLite, one writer
 * at a time); the cost is that an idle session may end up to this long
 * before its idle timeout, never after it.
 */
export const touchIntervalMs = (lifetime: SessionLifetime): number => Math.min(minute, lifetime.idleMs / 30);

/**
 * The policy with `overrides`, checked: every lifetime positive, staff within
 * the ceilings, customers no longer than staff. Throws on a bad configuration.
 */
export const sessionPolicy = (overrides: { staff?: Partial<SessionLifetime>; customer?: Partial<SessionLifetime> } = {}): SessionPolicy => {
  const policy: SessionPolicy = {
    staff: { ...defaultSessionPolicy.staff, ...overrides.staff },
    customer: { ...defaultSessionPolicy.customer, ...overrides.customer },
  };
  const { staff, customer } = policy;
  const all = [staff.idleMs, staff.absoluteMs, customer.idleMs, customer.absoluteMs];
  if (!all.every((ms) => Number.isFinite(ms) && ms > 0)) throw new Error("session lifetimes must be positive");
  if (staff.idleMs > sessionCeilings.idleMs) throw new Error("staff idle timeout must be at most 1 h");
  if (staff.absoluteMs > sessionCeilings.absoluteMs) throw new Error("staff absolute timeout must be at most 24 h");
  if (customer.idleMs > staff.idleMs || customer.absoluteMs > staff.absoluteMs) {
    throw new Error("customer sessions must not outlive staff sessions");
  }
  return policy;
};
