import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { randomisedFieldCount, wireArbitrary } from "./arbitraries.testing.js";
import {
  Budget,
  budgetExpenseFieldNames,
  budgetIncomeFieldNames,
  decodeBudget,
  emptyBudget,
  encodeBudget,
} from "./budget.js";

const decoded = (input: unknown) => {
  const result = decodeBudget(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe("budget (B §3.7)", () => {
  it("empty budget equals decoding {}: unlocked, every line 0", () => {
    const budget = emptyBudget();
    expect(budget).toEqual(decoded({}));
    expect(budget.bdIsLocked).toBe(false);
    expect([...budgetIncomeFieldNames, ...budgetExpenseFieldNames].every((name) => budget[name].isZero())).toBe(true);
  });

  it("has the spec's lines: 15 incomes (six others) and 13 expenses (four others)", () => {
    expect(budgetIncomeFieldNames).toHaveLength(15);
    expect(budgetIncomeFieldNames.filter((name) => name.startsWith("bdIncOther"))).toHaveLength(6);
    expect(budgetExpenseFieldNames).toHaveLength(13);
    expect(budgetExpenseFieldNames.filter((name) => name.startsWith("bdExpOther"))).toHaveLength(4);
  });

  it("sums income lines exactly", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 15, maxLength: 15 }), (cents) => {
        const input = Object.fromEntries(budgetIncomeFieldNames.map((name, index) => [name, (cents[index] ?? 0) / 100]));
        const budget = decoded(input);
        const total = budgetIncomeFieldNames.reduce((sum, name) => sum.plus(budget[name]), new Decimal(0));
        expect(total.times(100).toNumber()).toBe(cents.reduce((sum, value) => sum + value, 0));
      }),
    );
  });

  it("names a bad line", () => {
    const result = decodeBudget({ bdIncCSST: "n/a", bdIsLocked: 1 });
    expect(result.ok ? [] : result.errors.map((error) => error.path)).toEqual(["bdIsLocked", "bdIncCSST"]);
  });

  it("round-trips generated wire JSON both ways", () => {
    expect(randomisedFieldCount(Budget)).toBe(Object.keys(Budget.fields).length);
    fc.assert(
      fc.property(wireArbitrary(Budget, encodeBudget(emptyBudget())), (json) => {
        const value = decoded(json);
        expect(encodeBudget(value)).toEqual(json);
        expect(decoded(encodeBudget(value))).toEqual(value);
      }),
    );
  });
});
