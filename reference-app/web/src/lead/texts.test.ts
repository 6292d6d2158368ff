import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frenchSpacingProblems, interpolate } from "@lendkit/core";
import { bankReviewTexts } from "../app/bankReviews/texts.js";
import { collectionsTexts, qx } from "../app/collections/texts.js";
import { contractTexts } from "../app/contracts/texts.js";
import { customersTexts } from "../app/customers/texts.js";
import { servicingTexts } from "../app/servicing/texts.js";
import { appTexts } from "../shared/texts.js";
import { leadText, leadTexts, type LeadTextKey } from "./texts.js";

/** Every text catalog of the reference app: the lead app's and the staff pages'. */
const catalogs = [
  ["lead", leadTexts],
  ["staff shell", appTexts],
  ["contracts", contractTexts],
  ["customers", customersTexts],
  ["servicing", servicingTexts],
  ["bank reviews", bankReviewTexts],
  ["collections", collectionsTexts],
] as const;

describe("reference app texts", () => {
  it.each(catalogs)("%s: French has a no-break space before « : ; ! ? », English has none", (_name, catalog) => {
    expect(Object.entries(catalog.fr).filter(([, text]) => frenchSpacingProblems(text).length > 0)).toEqual([]);
    expect(Object.entries(catalog.en).filter(([, text]) => /[\u00a0\u202f][:;!?]/u.test(text))).toEqual([]);
    expect(Object.keys(catalog.fr).sort()).toEqual(Object.keys(catalog.en).sort());
  });

  it("fills placeholders as core does: numbers written out, a missing value left in sight", () => {
    expect(qx("fr", "queue.count", { count: 3 })).toBe("3 contrat(s)");
    expect(leadText("en", "signed.emailSent")).toBe("We sent a copy of your signed contract by email to {email}.");
    expect(leadText("fr", "sign.borrowerIs", { name: "Ana" })).toBe("Emprunteur\u00a0: Ana");
  });

  it("answers any lead key and values as core's interpolate of the catalog's text", () => {
    const keys = Object.keys(leadTexts.en) as LeadTextKey[];
    fc.assert(
      fc.property(fc.constantFrom("fr" as const, "en" as const), fc.constantFrom(...keys), fc.dictionary(fc.constantFrom("name", "email", "number", "date", "count"), fc.string()), (lang, key, params) => {
        expect(leadText(lang, key, params)).toBe(interpolate(leadTexts[lang][key], params));
      }),
    );
  });
});
