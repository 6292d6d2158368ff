import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aggregatorBanks, aggregatorTestBankId, bankTileById, bankVerificationBanks } from "./banks.js";

describe("bank lists (C §3.7)", () => {
  it("bank-verification provider: the spec's ids in order, TEST only in test mode", () => {
    expect(bankVerificationBanks().map((bank) => [bank.label, bank.id])).toEqual([
      ["Desjardins", 2545],
      ["BMO", 191],
      ["RBC", 187],
      ["TD", 348],
      ["CIBC", 1973],
      ["Scotia", 913],
      ["National Bank", 912],
      ["Tangerine", 914],
      ["Laurentian", 15594],
    ]);
    expect(bankVerificationBanks({ test: true }).at(-1)).toMatchObject({ label: "TEST", id: 3568 });
  });

  it("aggregator: the spec's ids in order", () => {
    expect(aggregatorBanks().map((bank) => bank.id)).toEqual([4, 3, 1, 6, 5, 7, 2, 8, 12, 16, 27, 18, 262310, 223, 77]);
  });

  it("aggregator with RestOfCanada adds the other banks, Equitable folded into EQ Bank (id 18 once)", () => {
    const ids = aggregatorBanks({ features: { RestOfCanada: true } }).map((bank) => bank.id);
    expect(ids.slice(15)).toEqual([15, 9, 17, 11, 13, 71]);
    expect(ids.filter((id) => id === 18)).toHaveLength(1);
    expect(bankTileById(aggregatorBanks(), 18)?.longLabel.en).toContain("Equitable");
  });

  it("aggregator test bank only with test=true", () => {
    expect(bankTileById(aggregatorBanks(), aggregatorTestBankId)).toBeUndefined();
    expect(aggregatorBanks({ test: true }).at(-1)?.id).toBe(aggregatorTestBankId);
  });

  it("long labels differ by language where the name does", () => {
    expect(bankTileById(aggregatorBanks(), 7)?.longLabel).toEqual({ en: "National Bank", fr: "Banque Nationale" });
  });

  it("property: every list has unique ids, unique images per list, and non-empty labels", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (test, RestOfCanada) => {
        for (const list of [bankVerificationBanks({ test }), aggregatorBanks({ test, features: { RestOfCanada } })]) {
          expect(new Set(list.map((bank) => bank.id)).size).toBe(list.length);
          for (const bank of list) {
            expect(bank.label.length).toBeGreaterThan(0);
            expect(bank.longLabel.fr.length).toBeGreaterThan(0);
            expect(bank.image).toMatch(/^[a-z0-9-]+\.png$/);
          }
        }
      }),
    );
  });
});
