import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { en, fr } from "../i18n/translate.js";
import { datePlaceholder, formatDate, parseDate } from "./index.js";
import { maskLaws } from "./laws.testkit.js";

describe("formatDate (A §5: yyyy/MM/dd)", () => {
  it("writes 8 digits as yyyy/MM/dd, progressively", () => {
    expect(formatDate("20240131")).toBe("2024/01/31");
    expect(formatDate("2024")).toBe("2024");
    expect(formatDate("20240")).toBe("2024/0");
    expect(formatDate("2024013")).toBe("2024/01/3");
    expect(formatDate("2024-01-31T10:00")).toBe("2024/01/31");
    expect(formatDate("")).toBe("");
  });
});

describe("parseDate", () => {
  it("reads real calendar dates only", () => {
    expect(parseDate("2024/01/31")).toEqual({ year: 2024, month: 1, day: 31 });
    expect(parseDate("2024/02/29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDate("2000/02/29")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDate("1900/02/29")).toBeNull();
    expect(parseDate("2023/02/29")).toBeNull();
    expect(parseDate("2024/04/31")).toBeNull();
    expect(parseDate("2024/13/01")).toBeNull();
    expect(parseDate("2024/00/10")).toBeNull();
    expect(parseDate("2024/01/00")).toBeNull();
    expect(parseDate("0000/01/01")).toBeNull();
    expect(parseDate("2024/01/3")).toBeNull();
  });

  it("agrees with the JavaScript calendar on every valid date", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("0100-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }), (date) => {
        const year = date.getUTCFullYear();
        const month = date.getUTCMonth() + 1;
        const day = date.getUTCDate();
        const digits = `${year}`.padStart(4, "0") + `${month}`.padStart(2, "0") + `${day}`.padStart(2, "0");
        expect(parseDate(digits)).toEqual({ year, month, day });
      }),
    );
  });
});

describe("datePlaceholder", () => {
  it("gives YYYY/MM/DD or AAAA/MM/JJ, as the masks catalog does", () => {
    expect(datePlaceholder("en")).toBe("YYYY/MM/DD");
    expect(datePlaceholder("fr")).toBe("AAAA/MM/JJ");
    expect(en["masks.date.placeholder"]).toBe(datePlaceholder("en"));
    expect(fr["masks.date.placeholder"]).toBe(datePlaceholder("fr"));
  });
});

describe("date mask laws", () => {
  const validDate = fc
    .record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
    .map((value) => ({
      input: `${value.year}`.padStart(4, "0") + `-${value.month}`.padStart(3, "0") + `-${value.day}`.padStart(3, "0"),
      value,
    }));
  maskLaws(formatDate, parseDate, validDate);
});
