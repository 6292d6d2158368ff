import { describe, expect, it } from "vitest";
import { Role, roleIds } from "../access/roles.js";
import { labelOf } from "./option.js";
import { roleOptions } from "./roleLabels.js";

describe("role labels (C §6)", () => {
  it("names every role id, in the spec's order", () => {
    expect(roleOptions.map((entry) => entry.value)).toEqual([1, 2, 3, 4, 5, 7, 9, 10, 11, 12]);
    expect(roleOptions.map((entry) => entry.value)).toEqual(roleIds);
  });

  it("uses the product's words", () => {
    expect(labelOf(roleOptions, Role.Merchant, "en")).toBe("Dealer");
    expect(labelOf(roleOptions, Role.Admin, "fr")).toBe("Administrateur");
    expect(labelOf(roleOptions, Role.FAndI, "en")).toContain("F&I");
  });
});
