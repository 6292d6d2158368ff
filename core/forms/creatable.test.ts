import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { creatablePrompt, creatableTabSelection, isValidNewOption } from "./index.js";

const makes = [
  { label: "Toyota", value: 7 },
  { label: "Land Rover", value: "LR" },
  { label: "7", value: 99 },
];

describe("creatable select (A §2, A §5)", () => {
  it("accepts a new option only if non-blank and its label does not exist yet", () => {
    expect(isValidNewOption("Lexus", makes)).toBe(true);
    expect(isValidNewOption("", makes)).toBe(false);
    expect(isValidNewOption("   ", makes)).toBe(false);
    expect(isValidNewOption("Toyota", makes)).toBe(false);
    expect(isValidNewOption(" toyota ", makes)).toBe(false);
    expect(isValidNewOption("land   ROVER", makes)).toBe(false);
    expect(isValidNewOption("LR", makes)).toBe(true);
    expect(isValidNewOption("Citroën", [{ label: "Citroen", value: 1 }])).toBe(true);
  });

  it("Tab selects the option whose label, else value, matches the typed text", () => {
    expect(creatableTabSelection(makes, "toyota")).toEqual({ label: "Toyota", value: 7 });
    expect(creatableTabSelection(makes, "lr")).toEqual({ label: "Land Rover", value: "LR" });
    expect(creatableTabSelection(makes, "7")).toEqual({ label: "7", value: 99 });
    expect(creatableTabSelection(makes, "Lexus")).toBeNull();
    expect(creatableTabSelection(makes, "  ")).toBeNull();
  });

  it("prompts for a new option in both languages", () => {
    expect(creatablePrompt("fr", "Lexus")).toBe('Ajouter\u00a0: "Lexus"');
    expect(creatablePrompt("en", "Lexus")).toBe('Add: "Lexus"');
  });

  it("a typed text is a valid new option exactly when Tab finds no label for it", () => {
    const option = fc.record({ label: fc.string({ maxLength: 6 }), value: fc.oneof(fc.integer(), fc.string({ maxLength: 3 })) });
    fc.assert(
      fc.property(fc.array(option, { maxLength: 6 }), fc.string({ maxLength: 6 }), (options, typed) => {
        const byLabel = creatableTabSelection(options.map((o) => ({ ...o, value: `\u0000${String(o.value)}` })), typed);
        expect(isValidNewOption(typed, options)).toBe(typed.trim() !== "" && byLabel === null);
        const known = options[0];
        if (known !== undefined && known.label.trim() !== "") {
          expect(isValidNewOption(known.label, options)).toBe(false);
          expect(creatableTabSelection(options, known.label)?.label.trim().toLowerCase().replace(/\s+/g, " ")).toBe(known.label.trim().toLowerCase().replace(/\s+/g, " "));
        }
      }),
    );
  });
});
