import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frenchSpacingProblems, labelColon } from "./frenchSpacing.js";
import { en as allEnglish, fr as allFrench, t } from "./translate.js";

/**
 * French typography on every catalog of core, not only the lead app's: each
 * file of ./catalog is read (a new catalog is checked without being listed
 * here), its French texts must pass `frenchSpacingProblems`, and its English
 * texts must not carry a French space before « : ; ! ? ».
 */
const catalogDir = fileURLToPath(new URL("./catalog/", import.meta.url));
const catalogFiles = readdirSync(catalogDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
const frenchSpaceInEnglish = /[\u00a0\u202f][:;!?]/u;

describe("every catalog", () => {
  it("covers the catalog files that exist", () => {
    expect(catalogFiles.length).toBeGreaterThanOrEqual(20);
  });

  it.each(catalogFiles)("%s: French is spaced before « : ; ! ? » and English is not", async (file) => {
    const catalog = (await import(`./catalog/${file}`)) as { en?: Record<string, string>; fr?: Record<string, string> };
    expect(catalog.fr, file).toBeDefined();
    expect(Object.entries(catalog.fr!).filter(([, text]) => frenchSpacingProblems(text).length > 0)).toEqual([]);
    expect(Object.entries(catalog.en!).filter(([, text]) => frenchSpaceInEnglish.test(text))).toEqual([]);
  });

  it("writes the checklist and confirm buttons in French words, capitalised (A §2 words translated)", () => {
    expect(t("fr", "checklist.button")).toBe("Liste de vérification");
    expect(t("fr", "checklist.note.title")).toBe("Note de la liste de vérification");
    expect(t("fr", "checklist.notApplicable")).toBe("S.O.");
    expect([t("fr", "forms.confirm.submit"), t("fr", "forms.confirm.cancel")]).toEqual(["Soumettre", "Annuler"]);
    expect(t("fr", "forms.requiredFields.intro")).toBe("Les champs en rouge sont requis\u00a0! Veuillez corriger les erreurs suivantes\u00a0:");
    const leftovers = Object.entries(allFrench).filter(([, text]) => /\bchecklist\b|\bN\/A\b/iu.test(text));
    expect(leftovers).toEqual([]);
    expect(Object.keys(allFrench).sort()).toEqual(Object.keys(allEnglish).sort());
  });
});

describe("labelColon", () => {
  it("joins any label and value with a no-break space before the colon in French, none in English", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }).filter((text) => !/[:;!?»«]/u.test(text)), fc.string({ maxLength: 20 }).filter((text) => !/[:;!?»«]/u.test(text)), (label, value) => {
        expect(frenchSpacingProblems(`${label}${labelColon("fr")}${value}`)).toEqual([]);
        expect(frenchSpaceInEnglish.test(`${label}${labelColon("en")}${value}`)).toBe(false);
        expect(`${label}${labelColon("en")}${value}`).toBe(`${label}: ${value}`);
      }),
    );
  });
});
