/**
 * The 18 lenders (tenants) of C §6. The spec names only the rent tenant, the
 * capital tenant and FIDELE; the others get neutral codes (recorded in
 * docs/spec-decisions.md).
 */
export const tenantCodes = [
  "RENT",
  "CAPITAL",
  "FIDELE",
  "LENDER04",
  "LENDER05",
  "LENDER06",
  "LENDER07",
  "LENDER08",
  "LENDER09",
  "LENDER10",
  "LENDER11",
  "LENDER12",
  "LENDER13",
  "LENDER14",
  "LENDER15",
  "LENDER16",
  "LENDER17",
  "LENDER18",
] as const;

/** A tenant code. */
export type TenantCode = (typeof tenantCodes)[number];

/** True when `value` is one of the 18 tenant codes. */
export const isTenantCode = (value: unknown): value is TenantCode =>
  typeof value === "string" && (tenantCodes as readonly string[]).includes(value);

/** Lower and upper bound of the calculator's total-cost ratio (C §3.6), before the per-500 step. */
export interface CostRatioBounds {
  readonly lower: number;
  readonly upper: number;
}

/** What differs from one tenant to another, as data. */
export interface TenantProfile {
  readonly code: TenantCode;
  /** Display name used in texts (e.g. the training heading of C §3.8). */
  readonly name: string;
  /** B §6: cash-type options 5–9 only. */
  readonly isCapitalTenant: boolean;
  /** A §6: the rent tenant. */
  readonly isRentTenant: boolean;
  /** A §2: admins of this tenant see the "Checklist completed" switch. */
  readonly hasChecklistCompletionSwitch: boolean;
  /** C §6: red warning that income source or references may be contacted. */
  readonly showsContactWarning: boolean;
  /** C §3.8: the training name appears in the completion heading. */
  readonly showsTrainingNameInHeading: boolean;
  /** C §3.6: total-cost ratio bounds. */
  readonly costRatioBounds: CostRatioBounds;
}

const defaultBounds: CostRatioBounds = Object.freeze({ lower: 2.19, upper: 2.45 });

const profileOverrides: Partial<Record<TenantCode, Partial<Omit<TenantProfile, "code">>>> = {
  RENT: { name: "Rent", isRentTenant: true, costRatioBounds: Object.freeze({ lower: 2.3, upper: 2.45 }) },
  CAPITAL: { name: "Capital", isCapitalTenant: true, hasChecklistCompletionSwitch: true },
  FIDELE: {
    name: "Fidèle",
    showsContactWarning: true,
    showsTrainingNameInHeading: true,
    costRatioBounds: Object.freeze({ lower: 2.41, upper: 2.57 }),
  },
  LENDER04: { costRatioBounds: Object.freeze({ lower: 2.41, upper: 2.57 }) },
};

/**
 * The profile of a tenant: defaults, then the tenant's own differences.
 *
 * @example
 * tenantProfile("CAPITAL").isCapitalTenant // true
 * tenantProfile("LENDER09").costRatioBounds // { lower: 2.19, upper: 2.45 }
 */
export const tenantProfile = (code: TenantCode): TenantProfile =>
  Object.freeze({
  code,
  name: code.replace(/^LENDER(\d+)$/, "Lender $1"),
  isCapitalTenant: false,
  isRentTenant: false,
  hasChecklistCompletionSwitch: false,
  showsContactWarning: false,
  showsTrainingNameInHeading: false,
  costRatioBounds: defaultBounds,
  ...profileOverrides[code],
  });
