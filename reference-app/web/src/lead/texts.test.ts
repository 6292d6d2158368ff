import { describe, expect, it } from "vitest";
import { frenchSpacingProblems } from "@lendkit/core";
import { bankReviewTexts } from "../app/bankReviews/texts.js";
import { contractTexts } from "../app/contracts/texts.js";
import { customersTexts } from "../app/customers/texts.js";
import { servicingTexts } from "../app/servicing/texts.js";
import { appTexts } from "../shared/texts.js";
import { leadTexts } from "./texts.js";

/** Every text catalog of the reference app: the lead app's and the staff pages'. */
const catalogs = [
  ["lead", leadTexts],
  ["staff shell", appTexts],
  ["contracts", contractTexts],
  ["customers", customersTexts],
  ["servicing", servicingTexts],
  ["bank reviews", bankReviewTexts],
] as const;

describe("reference app texts", () => {
  it.each(catalogs)("%s: French has a no-break space before « : ; ! ? », English has none", (_name, catalog) => {
    expect(Object.entries(catalog.fr).filter(([, text]) => frenchSpacingProblems(text).length > 0)).toEqual([]);
    expect(Object.entries(catalog.en).filter(([, text]) => /[\u00a0\u202f][:;!?]/u.test(text))).toEqual([]);
    expect(Object.keys(catalog.fr).sort()).toEqual(Object.keys(catalog.en).sort());
  });
});
