import { describe, expect, it } from "vitest";
import { addressTypeOptions, AddressType } from "./addressType.js";
import { colesseeCivilStatusOptions, lesseeCivilStatusOptions } from "./civilStatus.js";
import { labelOf } from "./option.js";
import { colesseeSalutationOptions, lesseeSalutationOptions } from "./salutation.js";

const valuesOf = (table: readonly { value: unknown }[]) => table.map((entry) => entry.value);

describe("civil status (B §9)", () => {
  it("lessee: 0 single, 1 married/common-law, 2 widowed, 3 divorced", () => {
    expect(valuesOf(lesseeCivilStatusOptions)).toEqual([0, 1, 2, 3]);
    expect(lesseeCivilStatusOptions.map((entry) => entry.label.en)).toEqual([
      "Single",
      "Married / common-law",
      "Widowed",
      "Divorced",
    ]);
  });

  it("co-lessee: 0 to 4, the lessee's four then 4 separated", () => {
    expect(valuesOf(colesseeCivilStatusOptions)).toEqual([0, 1, 2, 3, 4]);
    expect(colesseeCivilStatusOptions.slice(0, 4)).toEqual(lesseeCivilStatusOptions);
    expect(labelOf(colesseeCivilStatusOptions, 4, "fr")).toBe("Séparé(e)");
  });
});

describe("salutation (B §9)", () => {
  it("lessee: 1 Mrs, 2 Mr", () => {
    expect(valuesOf(lesseeSalutationOptions)).toEqual([1, 2]);
    expect(labelOf(lesseeSalutationOptions, 1, "fr")).toBe("Madame");
    expect(labelOf(lesseeSalutationOptions, 2, "fr")).toBe("Monsieur");
  });

  it("co-lessee: 0 Miss, 1 Mrs, 2 Mr", () => {
    expect(valuesOf(colesseeSalutationOptions)).toEqual([0, 1, 2]);
    expect(colesseeSalutationOptions.map((entry) => entry.label.en)).toEqual(["Miss", "Mrs.", "Mr."]);
  });
});

describe("address type (B §9, C §3.3)", () => {
  it("0 owner, 1 tenant, 2 with family", () => {
    expect(AddressType).toEqual({ Owner: 0, Tenant: 1, WithFamily: 2 });
    expect(addressTypeOptions.map((entry) => [entry.value, entry.label.en])).toEqual([
      [0, "Owner"],
      [1, "Tenant"],
      [2, "Living with family"],
    ]);
  });
});
