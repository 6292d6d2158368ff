import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeSelectOption, decodeUploadedFile, draftStatusOptions, encodeUploadedFile } from "./options.js";

describe("select option, uploaded file and status options (A §3, B §3.1)", () => {
  it("decodes a select option with a number or text value", () => {
    expect(decodeSelectOption({ label: "Québec", value: 1 })).toEqual({ ok: true, value: { label: "Québec", value: 1 } });
    expect(decodeSelectOption({ label: "Other", value: "x" }).ok).toBe(true);
    const bad = decodeSelectOption({ label: 3, value: true });
    expect(bad.ok ? [] : bad.errors.map((error) => error.path)).toEqual(["label", "value"]);
  });

  it("requires id, description and path of an uploaded file", () => {
    const bad = decodeUploadedFile({ id: 3 });
    expect(bad.ok ? [] : bad.errors).toEqual([
      { path: "description", message: "is required", code: "required" },
      { path: "path", message: "is required", code: "required" },
    ]);
  });

  it("round-trips any uploaded file", () => {
    fc.assert(
      fc.property(fc.record({ id: fc.nat(), description: fc.string(), path: fc.string() }), (file) => {
        const result = decodeUploadedFile(file);
        expect(result.ok && encodeUploadedFile(result.value)).toEqual(file);
      }),
    );
  });

  it("starts with DRAFT / BROUILLON, value 0", () => {
    expect(draftStatusOptions).toEqual([{ value: 0, label: { fr: "BROUILLON", en: "DRAFT" }, isDisabled: false, recordLevel: 0 }]);
  });
});
