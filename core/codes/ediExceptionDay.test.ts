import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultFeatures } from "../access/features.js";
import { ediExceptionDayOptions, restOfCanadaEdiExceptionDays } from "./ediExceptionDay.js";
import { labelOf } from "./option.js";

describe("EDI exception days (B §9, B §6)", () => {
  it("offers 0, 1, 2, 3, 5, 6, 7 by default", () => {
    expect(ediExceptionDayOptions(defaultFeatures).map((entry) => entry.value)).toEqual([0, 1, 2, 3, 5, 6, 7]);
  });

  it("adds ODSP 4, OPB 8, AISH 9 and BC assistance 10 with RestOfCanada, in code order", () => {
    const options = ediExceptionDayOptions({ ...defaultFeatures, RestOfCanada: true });
    expect(options.map((entry) => entry.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(restOfCanadaEdiExceptionDays).toEqual([4, 8, 9, 10]);
    expect(labelOf(options, 4, "en")).toContain("ODSP");
    expect(labelOf(options, 8, "en")).toContain("OPB");
    expect(labelOf(options, 9, "en")).toContain("AISH");
    expect(labelOf(options, 10, "en")).toContain("BC");
  });

  it("names the spec's income sources", () => {
    const options = ediExceptionDayOptions(defaultFeatures);
    expect(labelOf(options, 0, "en")).toBe("Fixed day (the 1st)");
    expect(labelOf(options, 2, "en")).toContain("CPP");
    expect(labelOf(options, 3, "en")).toContain("CCB");
    expect(labelOf(options, 6, "fr")).toContain("RRQ");
  });

  it("the RestOfCanada list is the default list plus exactly the four extra days, whatever the other flags", () => {
    fc.assert(
      fc.property(fc.record({ RestOfCanada: fc.boolean(), CLSRefs: fc.boolean(), isBlockLoans: fc.boolean() }), (flags) => {
        const values = ediExceptionDayOptions({ ...defaultFeatures, ...flags }).map((entry) => entry.value);
        const expected = flags.RestOfCanada ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [0, 1, 2, 3, 5, 6, 7];
        expect(values).toEqual(expected);
      }),
    );
  });
});
