import { canReviewBankStatements, roleIds } from "@lendkit/core";
import { describe, expect, it } from "vitest";
import { canOpenBankReviews } from "./access.js";
import { bankReviewTexts, br } from "./texts.js";

describe("the statements review screen", () => {
  it("has every text in both languages, none empty, placeholders alike", () => {
    expect(Object.keys(bankReviewTexts.fr).sort()).toEqual(Object.keys(bankReviewTexts.en).sort());
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, en] of Object.entries(bankReviewTexts.en)) {
      const fr = bankReviewTexts.fr[key as keyof typeof bankReviewTexts.en];
      expect(fr.trim(), key).not.toBe("");
      expect(en.trim(), key).not.toBe("");
      expect(placeholders(fr), key).toEqual(placeholders(en));
    }
    expect(br("fr", "picture", { n: 2, name: "releve.png" })).toBe("Relevé 2\u00a0: releve.png");
  });

  it("opens for exactly the roles the server lets review", () => {
    expect(roleIds.filter(canOpenBankReviews)).toEqual(roleIds.filter(canReviewBankStatements));
  });
});
