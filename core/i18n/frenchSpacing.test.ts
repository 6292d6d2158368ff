import { describe, expect, it } from "vitest";
import * as bank from "./catalog/bank.js";
import * as calculator from "./catalog/calculator.js";
import * as flowFields from "./catalog/flowFields.js";
import * as flows from "./catalog/flows.js";
import * as renewal from "./catalog/renewal.js";
import { frenchSpacingProblems } from "./frenchSpacing.js";

describe("frenchSpacingProblems", () => {
  it.each([
    ["Déjà client?", ["client?"]],
    ["Entrez le OTP :", ["e OTP :"]],
    ["Succès !", ["uccès !"]],
    ["le champ « file »", ["« file", " file »"]],
  ])("finds the sign without a no-break space in %j", (text, problems) => {
    expect([...frenchSpacingProblems(text)].sort()).toEqual([...problems].sort());
  });

  it.each(["Déjà client\u00a0?", "Note\u202f: {item}", "«\u00a0file\u00a0»", "https://example.com à 10:30", "Aucun signe."])("accepts %j", (text) => {
    expect(frenchSpacingProblems(text)).toEqual([]);
  });

  it("calls a payment « paiement » on every screen of the calculator, never « versement »", () => {
    const offenders = Object.entries(calculator.fr).filter(([, text]) => /versement/iu.test(text));
    expect(offenders).toEqual([]);
  });

  // The catalogs the public lead app shows (C §2): renewal, bank verification, flows.
  it.each([
    ["renewal", renewal.fr],
    ["bank", bank.fr],
    ["flows", flows.fr],
    ["flowFields", flowFields.fr],
  ] as const)("the %s catalog's French texts are spaced before « : ; ! ? »", (_name, catalog) => {
    const offenders = Object.entries(catalog).filter(([, text]) => frenchSpacingProblems(text).length > 0);
    expect(offenders).toEqual([]);
  });
});
