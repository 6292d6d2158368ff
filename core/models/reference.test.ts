import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wireArbitrary } from "./arbitraries.testing.js";
import { decodeReference, emptyReference, encodeReference, Reference } from "./reference.js";

describe("reference (B §3.11)", () => {
  it("empty reference equals decoding {}", () => {
    const result = decodeReference({});
    expect(result.ok && result.value).toEqual(emptyReference());
    expect(Object.keys(emptyReference())).toEqual(["id", "firstName", "lastName", "link", "email", "cellPhone"]);
  });

  it("names bad fields", () => {
    const result = decodeReference({ id: null, cellPhone: 5145550000 });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["id", "cellPhone"]);
  });

  it("round-trips generated wire JSON", () => {
    fc.assert(
      fc.property(wireArbitrary(Reference, encodeReference(emptyReference())), (json) => {
        const result = decodeReference(json);
        expect(result.ok && encodeReference(result.value)).toEqual(json);
      }),
    );
  });
});
