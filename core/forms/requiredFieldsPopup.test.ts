import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requiredFieldsPopupContent, validateCustomSection } from "./index.js";

describe("requiredFieldsPopupContent (A §2)", () => {
  it("shows the heading, Close, and the standard messages under the fields-in-red text", () => {
    const content = requiredFieldsPopupContent("en", { errors: { city: "City", street: "Street" } });
    expect(content.heading).toBe("Required Fields");
    expect(content.closeLabel).toBe("Close");
    expect(content.standard).toEqual({
      intro: "Fields in red are required! Please fix the following errors:",
      messages: ["City", "Street"],
    });
    expect(content.sections).toEqual([]);
    expect(content.maxWidthPx).toBe(512);
    expect(content.listMaxHeightPx).toBe(600);
  });

  it("writes French", () => {
    const content = requiredFieldsPopupContent("fr", { errors: ["Ville"], sections: [{ sectionLabel: "Banque", elements: [{ label: "Transit", name: "t", isValid: false }] }] });
    expect(content.heading).toBe("Champs requis");
    expect(content.closeLabel).toBe("Fermer");
    expect(content.standard?.intro).toBe("Les champs en rouge sont requis\u00a0! Veuillez corriger les erreurs suivantes\u00a0:");
    expect(content.sections[0]?.header).toBe("Veuillez remplir les champs suivants\u00a0:");
  });

  it("lists custom sections with only their invalid fields, the default or given header and footer", () => {
    const bank = validateCustomSection(
      {
        sectionLabel: "Bank",
        footer: "Call us if unsure.",
        elements: [
          { label: "Institution", name: "institution", isValid: true },
          { label: "Transit", name: "transit", isValid: true },
        ],
      },
      { institution: "2", transit: "" },
    );
    const complete = { sectionLabel: "Job", elements: [{ label: "Employer", name: "employer", isValid: true }] };
    const content = requiredFieldsPopupContent("en", { sections: [bank, complete, { ...bank, header: "Bank details:" }] });
    expect(content.standard).toBeNull();
    expect(content.sections).toEqual([
      { sectionLabel: "Bank", header: "Please fill in the following fields:", footer: "Call us if unsure.", validationFields: [{ label: "Transit", isValid: false }] },
      { sectionLabel: "Bank", header: "Bank details:", footer: "Call us if unsure.", validationFields: [{ label: "Transit", isValid: false }] },
    ]);
  });

  it("never shows a valid field nor an empty section", () => {
    const element = fc.record({ label: fc.string(), name: fc.string(), isValid: fc.boolean() });
    const section = fc.record({ sectionLabel: fc.string(), elements: fc.array(element, { maxLength: 5 }) });
    fc.assert(
      fc.property(fc.array(section, { maxLength: 4 }), fc.constantFrom("fr" as const, "en" as const), (sections, lang) => {
        const content = requiredFieldsPopupContent(lang, { sections });
        const invalidCount = sections.flatMap((s) => s.elements).filter((e) => !e.isValid).length;
        expect(content.sections.flatMap((s) => s.validationFields)).toHaveLength(invalidCount);
        for (const shown of content.sections) {
          expect(shown.validationFields.length).toBeGreaterThan(0);
          expect(shown.validationFields.every((field) => !field.isValid)).toBe(true);
        }
      }),
    );
  });
});
