import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  customSectionToValidationSection,
  decodeCustomValidationSection,
  decodeValidationSection,
  encodeCustomValidationSection,
  encodeValidationSection,
} from "./validation.js";

const element = fc.record({ label: fc.string(), name: fc.string(), isValid: fc.boolean() });
const customSection = fc.record({ sectionLabel: fc.string(), elements: fc.array(element, { maxLength: 5 }) });

describe("validation sections (B §3.12, A §3)", () => {
  it("decodes a section with its fields and defaults the list to empty", () => {
    const result = decodeValidationSection({ sectionLabel: "Locataire", validationFields: [{ label: "NAS", isValid: false }] });
    expect(result.ok && result.value.validationFields).toEqual([{ label: "NAS", isValid: false }]);
    const bare = decodeValidationSection({ sectionLabel: "Véhicule" });
    expect(bare.ok && bare.value.validationFields).toEqual([]);
  });

  it("names the bad path inside the list", () => {
    const result = decodeValidationSection({ validationFields: [{ label: "NAS", isValid: "no" }] });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["sectionLabel", "validationFields[0].isValid"]);
    const custom = decodeCustomValidationSection({ sectionLabel: "Bank", elements: [{ label: "Transit", isValid: true }] });
    expect(custom.ok ? [] : custom.errors.map((error) => error.path)).toEqual(["elements[0].name"]);
  });

  it("shows a custom section as validationFields with label and isValid, in order", () => {
    expect(
      customSectionToValidationSection({
        sectionLabel: "Bank",
        elements: [
          { label: "Transit", name: "banktransit", isValid: true },
          { label: "Folio", name: "bankfolio", isValid: false },
        ],
      }),
    ).toEqual({
      sectionLabel: "Bank",
      validationFields: [
        { label: "Transit", isValid: true },
        { label: "Folio", isValid: false },
      ],
    });
  });

  it("keeps labels, validity and order for any custom section, and round-trips it", () => {
    fc.assert(
      fc.property(customSection, (section) => {
        const shown = customSectionToValidationSection(section);
        expect(shown.validationFields.map((field) => field.label)).toEqual(section.elements.map((item) => item.label));
        expect(shown.validationFields.map((field) => field.isValid)).toEqual(section.elements.map((item) => item.isValid));
        const decoded = decodeCustomValidationSection(section);
        expect(decoded.ok && encodeCustomValidationSection(decoded.value)).toEqual(section);
        const plain = decodeValidationSection(shown);
        expect(plain.ok && encodeValidationSection(plain.value)).toEqual(shown);
      }),
    );
  });
});
