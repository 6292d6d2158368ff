import { describe, expect, it } from "vitest";
import { defaultFeatures, roleIds, tenantCodes } from "../access/index.js";
import * as codes from "./index.js";
import type { CodeOption } from "./option.js";

/**
 * Every table of this folder's own files (banks and training are checked by
 * their owners), plus every variant the functions can return.
 */
const tables: [string, readonly CodeOption<string | number>[]][] = [
  ["frequencyOptions", codes.frequencyOptions],
  ["shipTypeOptions", codes.shipTypeOptions],
  ["allCashTypeOptions", codes.allCashTypeOptions],
  ["loanAmountRangeOptions", codes.loanAmountRangeOptions],
  ["allEdiExceptionDayOptions", codes.allEdiExceptionDayOptions],
  ["languageOptions", codes.languageOptions],
  ["lesseeCivilStatusOptions", codes.lesseeCivilStatusOptions],
  ["colesseeCivilStatusOptions", codes.colesseeCivilStatusOptions],
  ["lesseeSalutationOptions", codes.lesseeSalutationOptions],
  ["colesseeSalutationOptions", codes.colesseeSalutationOptions],
  ["addressTypeOptions", codes.addressTypeOptions],
  ["vehicleUsageOptions", codes.vehicleUsageOptions],
  ["provinceOptions", codes.provinceOptions],
  ["allWorkTypeOptions", codes.allWorkTypeOptions],
  ["odometerUnitOptions", codes.odometerUnitOptions],
  ["vehicleTypeOptions", codes.vehicleTypeOptions],
  ["carStateOptions", codes.carStateOptions],
  ["legalWarrantyOptions", codes.legalWarrantyOptions],
  ["trailerTypeOptions", codes.trailerTypeOptions],
  ["recreationalTypeOptions", codes.recreationalTypeOptions],
  ["marineTypeOptions", codes.marineTypeOptions],
  ["engineFuelOptions", codes.engineFuelOptions],
  ["roleOptions", codes.roleOptions],
  ["contractStatusOptions", codes.contractStatusOptions],
  ["termOptions()", codes.termOptions()],
  ["termOptions({ short })", codes.termOptions({ short: true })],
  ...tenantCodes.map((tenant): [string, readonly CodeOption[]] => [
    `cashTypeOptions(${tenant})`,
    codes.cashTypeOptions(tenant),
  ]),
  ...[false, true].flatMap((RestOfCanada): [string, readonly CodeOption[]][] => [
    [`ediExceptionDayOptions(RestOfCanada ${RestOfCanada})`, codes.ediExceptionDayOptions({ ...defaultFeatures, RestOfCanada })],
    [`workTypeOptions(RestOfCanada ${RestOfCanada})`, codes.workTypeOptions({ ...defaultFeatures, RestOfCanada })],
  ]),
  ...roleIds.map((role): [string, readonly CodeOption[]] => [
    `vehicleYearOptions(role ${role})`,
    codes.vehicleYearOptions(role, 2026),
  ]),
];

describe("every code table", () => {
  it("has every table at least once and none empty", () => {
    for (const [name, table] of tables) expect(table.length, name).toBeGreaterThan(0);
  });

  it.each(tables)("%s: every label is non-empty in fr and en", (_name, table) => {
    for (const entry of table) {
      expect(entry.label.fr.trim(), `fr label of ${entry.value}`).not.toBe("");
      expect(entry.label.en.trim(), `en label of ${entry.value}`).not.toBe("");
    }
  });

  it.each(tables)("%s: values are unique", (_name, table) => {
    const values = table.map((entry) => entry.value);
    expect(new Set(values).size).toBe(values.length);
  });

  it.each(tables)("%s: labels are unique in each language", (_name, table) => {
    for (const lang of ["fr", "en"] as const) {
      const labels = table.map((entry) => entry.label[lang]);
      expect(new Set(labels).size, lang).toBe(labels.length);
    }
  });
});
