/**
 * Role ids of C §6. Numbers are the wire values; names are the spec's.
 */
export const Role = {
  Client: 1,
  ClientC: 2,
  Merchant: 3,
  FAndI: 4,
  AdminRep: 5,
  Admin: 7,
  LeadCrm: 9,
  AdminCRM: 10,
  RegCollector: 11,
  AdminCollector: 12,
} as const;

/** A role id of C §6. */
export type RoleId = (typeof Role)[keyof typeof Role];

/** Every role id, in the spec's order. */
export const roleIds: readonly RoleId[] = Object.values(Role);

/** True when `value` is one of the role ids of C §6. */
export const isRoleId = (value: unknown): value is RoleId =>
  typeof value === "number" && (roleIds as readonly number[]).includes(value);

/**
 * The provider's administrators (role 7). A §6 gives "Admin" the internal
 * checklist tab, waiver/N/A and the 100-year vehicle list.
 *
 * @example
 * isAdmin(Role.Admin) // true
 * isAdmin(Role.Merchant) // false
 */
export const isAdmin = (role: RoleId): boolean => role === Role.Admin;

/** Customers (lessees and co-lessees): Client and ClientC (C §3.4). */
export const isCustomerRole = (role: RoleId): boolean =>
  role === Role.Client || role === Role.ClientC;

/** Everyone who is not a customer works for the provider, a dealer or collections. */
export const isStaff = (role: RoleId): boolean => !isCustomerRole(role);

/**
 * Merchant, FAndI and AdminRep: the partners who act only on external
 * checklist items (A §5, A §6).
 */
export const isExternalPartner = (role: RoleId): boolean =>
  role === Role.Merchant || role === Role.FAndI || role === Role.AdminRep;

/** Collections staff (RegCollector, AdminCollector). */
export const isCollector = (role: RoleId): boolean =>
  role === Role.RegCollector || role === Role.AdminCollector;
