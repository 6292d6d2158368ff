import { isAdmin, type RoleId } from "../access/roles.js";
import type { CodeOption } from "./option.js";

/**
 * How many years the vehicle year list holds (A §6, A §9, B §4): 100 for
 * admins, 21 for everyone else, counting the two years ahead.
 *
 * @example
 * vehicleYearCountOf(Role.Admin) // 100
 * vehicleYearCountOf(Role.Merchant) // 21
 */
export const vehicleYearCountOf = (role: RoleId): number => (isAdmin(role) ? 100 : 21);

/**
 * The vehicle year select options: from `currentYear + 2` counting down,
 * 21 entries for non-admins (currentYear + 2 to currentYear - 18) and 100 for
 * admins. A non-integer year is truncated; a non-finite one gives an empty list.
 *
 * @example
 * vehicleYearOptions(Role.Merchant, 2026)[0] // { value: 2028, label: { fr: "2028", en: "2028" } }
 * vehicleYearOptions(Role.Merchant, 2026).at(-1)?.value // 2008
 */
export const vehicleYearOptions = (role: RoleId, currentYear: number): readonly CodeOption[] => {
  if (!Number.isFinite(currentYear)) return [];
  const newest = Math.trunc(currentYear) + 2;
  return Array.from({ length: vehicleYearCountOf(role) }, (_, index) => {
    const year = newest - index;
    return { value: year, label: { fr: String(year), en: String(year) } };
  });
};
