import { CalendarDate } from "@internationalized/date";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { DateOnly, decoderFor, EmptyableDate, encoderFor, Money, parseIsoDate, withDefault } from "./schema.js";

const Sample = Schema.Struct({
  id: Schema.Number,
  amount: Money,
  due: DateOnly,
  verified: EmptyableDate,
  status: withDefault(Schema.Number, -1),
  lines: Schema.Array(Schema.Struct({ qty: Schema.Number })),
});
const decodeSample = decoderFor(Sample);
const encodeSample = encoderFor(Sample);

describe("decoderFor", () => {
  it("names every bad path in readable words", () => {
    const result = decodeSample({ id: "x", amount: "abc", due: "2026-02-30", verified: "", lines: [{ qty: 1 }, { qty: "z" }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path)).toEqual(["id", "amount", "due", "lines[1].qty"]);
    expect(result.errors[0]?.message).toBe("expected a number");
    expect(result.errors[1]?.message).toContain("expected an amount");
  });

  it("ignores unknown keys by default and refuses them on request", () => {
    const input = { id: 1, amount: 2, due: "2026-01-01", verified: null, lines: [], extra: true };
    const ignored = decodeSample(input);
    expect(ignored.ok && "extra" in ignored.value).toBe(false);
    const refused = decodeSample(input, { unknownKeys: "refuse" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.errors[0]).toEqual({ path: "extra", message: "unknown field", code: "unknownField" });
  });

  it("decodes money to Decimal, dates to CalendarDate and applies defaults", () => {
    const result = decodeSample({ id: 1, amount: "1234.565", due: "2026-11-22T00:00:00", verified: "", lines: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.amount).toBeInstanceOf(Decimal);
    expect(result.value.amount.toString()).toBe("1234.565");
    expect(result.value.due.compare(new CalendarDate(2026, 11, 22))).toBe(0);
    expect(result.value.verified).toBeNull();
    expect(result.value.status).toBe(-1);
  });

  it("round-trips money and dates through encode", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (cents, year, month, day) => {
          const wire = {
            id: 7,
            amount: cents / 100,
            due: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
            verified: "",
            status: 3,
            lines: [{ qty: 2 }],
          };
          const decoded = decodeSample(wire);
          expect(decoded.ok).toBe(true);
          if (decoded.ok) expect(encodeSample(decoded.value)).toEqual(wire);
        },
      ),
    );
  });
});

describe("parseIsoDate", () => {
  it("accepts real dates only", () => {
    expect(parseIsoDate("2024-02-29")?.toString()).toBe("2024-02-29");
    expect(parseIsoDate("2023-02-29")).toBeNull();
    expect(parseIsoDate("2026/11/22")?.toString()).toBe("2026-11-22");
    expect(parseIsoDate("22/11/2026")).toBeNull();
    expect(parseIsoDate("")).toBeNull();
  });
});
