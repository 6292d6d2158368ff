import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultFeatures, resolveFeatures, type FeatureName } from "./features.js";

const names = Object.keys(defaultFeatures) as FeatureName[];

describe("feature flags (A §6, C §6)", () => {
  it("ships the flags the flow names, off by default", () => {
    for (const name of [
      "RestOfCanada",
      "hasTrainingContract",
      "isBlockLoans",
      "CLSPhoto",
      "CLSCheque",
      "CLSJob",
      "CLSRefs",
      "useZumRailsIBV",
      "useFlinksIBV",
      "useDecisionLogicIBV",
      "manualCheckmarkOnUpdateNote",
      "isShortUrl",
      "isFileOpeningFeeOnMicroLoanRenew",
    ] as const) {
      expect(defaultFeatures[name], name).toBe(false);
    }
  });

  it("resolves to the defaults when nothing usable is received", () => {
    for (const received of [undefined, null, 0, "RestOfCanada", true, [], {}]) {
      expect(resolveFeatures(received)).toEqual(defaultFeatures);
    }
  });

  it("takes received booleans over the defaults", () => {
    const features = resolveFeatures({ RestOfCanada: true, canEditContracts: false });
    expect(features.RestOfCanada).toBe(true);
    expect(features.canEditContracts).toBe(false);
    expect(features.CLSRefs).toBe(false);
  });

  it("ignores unknown names and non-boolean values", () => {
    const features = resolveFeatures({ RestOfCanada: "true", CLSRefs: 1, isBlockLoans: null, nonsense: true });
    expect(features).toEqual(defaultFeatures);
    expect(Object.hasOwn(features, "nonsense")).toBe(false);
  });

  it("ignores inherited and prototype-polluting keys", () => {
    const received = JSON.parse('{"__proto__": {"RestOfCanada": true}, "constructor": true}');
    const features = resolveFeatures(received);
    expect(features.RestOfCanada).toBe(false);
    expect(Object.hasOwn(features, "constructor")).toBe(false);
    expect(({} as Record<string, unknown>).RestOfCanada).toBeUndefined();
  });

  it("never changes the shipped defaults", () => {
    const before = { ...defaultFeatures };
    resolveFeatures({ RestOfCanada: true });
    expect(defaultFeatures).toEqual(before);
  });

  it("any received value: never throws, every flag a boolean, no extra names", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.object(), fc.dictionary(fc.constantFrom(...names, "other"), fc.anything())), (received) => {
        const features = resolveFeatures(received);
        expect(Object.keys(features).sort()).toEqual([...names].sort());
        for (const name of names) expect(typeof features[name]).toBe("boolean");
      }),
    );
  });

  it("a received boolean wins; anything else keeps the default", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.boolean(), fc.anything())), (received) => {
        const features = resolveFeatures(received);
        for (const name of names) {
          const value = (received as Record<string, unknown>)[name];
          expect(features[name]).toBe(typeof value === "boolean" && Object.hasOwn(received, name) ? value : defaultFeatures[name]);
        }
      }),
    );
  });
});
