import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bankRateHistoryProblem, bankRateOn, type BankRateChange } from "./bankRate.js";

const history: BankRateChange[] = [
  { from: "2025-10-29", rate: "2.50" },
  { from: "2025-03-12", rate: "3.00" },
  { from: "2025-09-17", rate: "2.75" },
];

describe("the Bank Rate in force on a day", () => {
  it("is the latest change from that day or before, whatever the order given", () => {
    expect(bankRateOn(history, new CalendarDate(2025, 3, 11))).toBeNull();
    expect(bankRateOn(history, new CalendarDate(2025, 3, 12))).toBe("3.00");
    expect(bankRateOn(history, new CalendarDate(2025, 9, 16))).toBe("3.00");
    expect(bankRateOn(history, new CalendarDate(2025, 10, 28))).toBe("2.75");
    expect(bankRateOn(history, new CalendarDate(2026, 11, 27))).toBe("2.50");
    expect(bankRateOn([], new CalendarDate(2026, 11, 27))).toBeNull();
  });

  it("does not depend on the history's order (property)", () => {
    const day = fc.integer({ min: 0, max: 3_000 }).map((offset) => new CalendarDate(2020, 1, 1).add({ days: offset }));
    const changes = fc.uniqueArray(fc.tuple(day, fc.integer({ min: 0, max: 10_000 })), { selector: ([from]) => from.toString(), maxLength: 12 });
    fc.assert(
      fc.property(changes, day, fc.integer(), (entries, on, seed) => {
        const list = entries.map(([from, cents]) => ({ from: from.toString(), rate: (cents / 100).toFixed(2) }));
        const shuffled = [...list].sort((a, b) => ((a.from.charCodeAt(9) * seed) % 7) - ((b.from.charCodeAt(9) * seed) % 7));
        const expected = list.filter((change) => change.from <= on.toString()).sort((a, b) => (a.from < b.from ? 1 : -1))[0]?.rate ?? null;
        expect(bankRateOn(shuffled, on)).toBe(expected);
      }),
    );
  });

  it("refuses a history with a bad day, a rate outside 0–100 % or two changes on one day", () => {
    expect(bankRateHistoryProblem(history)).toBeNull();
    expect(bankRateHistoryProblem([{ from: "2025-02-30", rate: "2.50" }])).toBe("invalidDay");
    expect(bankRateHistoryProblem([{ from: "2025-02-03", rate: "-1" }])).toBe("invalidRate");
    expect(bankRateHistoryProblem([{ from: "2025-02-03", rate: "two" }])).toBe("invalidRate");
    expect(bankRateHistoryProblem([{ from: "2025-02-03", rate: "101" }])).toBe("invalidRate");
    expect(bankRateHistoryProblem([{ from: "2025-02-03", rate: "2" }, { from: "2025-02-03", rate: "3" }])).toBe("sameDay");
  });
});
