import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { en, fr, interpolate, parseLang, t, tBoth } from "./index.js";

describe("catalogs", () => {
  it("have exactly the same keys in fr and en", () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it("have no empty text", () => {
    for (const catalog of [fr, en]) {
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), key).not.toBe("");
      }
    }
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]));
    }
  });
});

describe("t", () => {
  it("gives the spec's texts", () => {
    expect(t("en", "table.empty")).toBe("No elements to show");
    expect(t("fr", "table.empty")).toBe("Aucun élément à afficher");
    expect(tBoth("common.genericError").en).toBe("An error has occured. Please contact support.");
  });

  it("fills placeholders and keeps unknown ones visible", () => {
    expect(interpolate("{from} to {to} of {count}", { from: 1, to: 10, count: 57 })).toBe("1 to 10 of 57");
    expect(interpolate("Hello {name}", {})).toBe("Hello {name}");
  });

  it("never interprets a parameter value as a placeholder", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(interpolate("<{a}>", { a: value })).toBe(`<${value}>`);
      }),
    );
  });
});

describe("parseLang", () => {
  it("reads the first two letters and falls back", () => {
    expect(parseLang("en-CA")).toBe("en");
    expect(parseLang("FR")).toBe("fr");
    expect(parseLang("de")).toBe("fr");
    expect(parseLang(undefined, "en")).toBe("en");
  });
});
