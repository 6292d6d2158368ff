import { describe, expect, it } from "vitest";
import { frenchSpacingProblems } from "../i18n/frenchSpacing.js";
import { t } from "../i18n/translate.js";
import { disclosureMessages } from "../messages/index.js";
import { translator } from "../i18n/scoped.js";

describe("the disclosure catalog", () => {
  it("names the rates by their legal names in both languages", () => {
    expect([t("fr", "disclosure.apr"), t("fr", "disclosure.creditRate")]).toEqual(["taux annuel du coût d'emprunt (TAC)", "taux de crédit"]);
    expect([t("en", "disclosure.apr"), t("en", "disclosure.creditRate")]).toEqual(["annual percentage rate (APR)", "credit rate"]);
    expect([t("en", "disclosure.highCost"), t("fr", "disclosure.highCost")]).toEqual(["HIGH-COST", "COÛT ÉLEVÉ"]);
  });

  it("has Québec's standard-form lines", () => {
    const lines = ["netCapital", "interest", "otherComponents", "totalCreditCharges", "totalObligation", "creditRate"] as const;
    expect(lines.map((line) => t("fr", `disclosure.form.${line}`))).toEqual([
      "Capital net",
      "Intérêts",
      "Autres composantes des frais de crédit",
      "Total des frais de crédit",
      "Obligation totale",
      "Taux de crédit",
    ]);
    expect(lines.map((line) => t("en", `disclosure.form.${line}`))).toEqual([
      "Net capital",
      "Interest",
      "Other components of the credit charges",
      "Total credit charges",
      "Total obligation",
      "Credit rate",
    ]);
  });

  it("spaces its French texts before « : ; ! ? » and fills the cap message", () => {
    const offenders = Object.entries(disclosureMessages.fr).filter(([, text]) => frenchSpacingProblems(text).length > 0);
    expect(offenders).toEqual([]);
    expect(translator(disclosureMessages)("fr", "disclosure.cap.refuse", { measure: t("fr", "disclosure.apr"), figure: "80,90\u00a0%", cap: "35,00\u00a0%" })).toBe(
      "Le taux annuel du coût d'emprunt (TAC) de ce prêt (80,90\u00a0%) dépasse le maximum de 35,00\u00a0%\u00a0: il ne peut pas être offert.",
    );
  });
});
