import { describe, expect, it } from "vitest";
import { trainingInterestRate, trainingNumberOfPayments, trainingProgramOptions } from "./training.js";

describe("training programmes", () => {
  it("offers 500, 750 and 1000 $ with 3, 4 and 5 months of access, as cashback", () => {
    expect(trainingProgramOptions.map((entry) => [entry.value, entry.monthsOfAccess, entry.isCashback])).toEqual([
      [500, 3, true],
      [750, 4, true],
      [1000, 5, true],
    ]);
    expect(trainingProgramOptions[2]!.label.fr).toContain("5 mois");
    expect(trainingProgramOptions[0]!.label.en).toContain("3 months");
  });

  it("repays 750 in 18 payments, 1000 in 24, anything else in 12", () => {
    expect(trainingNumberOfPayments(750)).toBe(18);
    expect(trainingNumberOfPayments(1000)).toBe(24);
    expect(trainingNumberOfPayments(500)).toBe(12);
    expect(trainingNumberOfPayments(0)).toBe(12);
  });

  it("uses 0.000001 % by default, 0.00001 % as the alternate reading", () => {
    expect(trainingInterestRate().toString()).toBe("0.000001");
    expect(trainingInterestRate("alternate").toString()).toBe("0.00001");
  });
});
