import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bankProviderFor, bankProviderRules } from "./provider.js";
import { parseBankQuery } from "./query.js";

const none = { useFlinksIBV: false, useDecisionLogicIBV: false, useZumRailsIBV: false };

describe("bankProviderFor (C §3.7)", () => {
  it("aggregator by default and with its flag; each flag alone picks its provider", () => {
    expect(bankProviderFor(none)).toBe("aggregator");
    expect(bankProviderFor({ ...none, useFlinksIBV: true })).toBe("aggregator");
    expect(bankProviderFor({ ...none, useDecisionLogicIBV: true })).toBe("bankVerification");
    expect(bankProviderFor({ ...none, useZumRailsIBV: true })).toBe("alternate");
  });

  it("priority aggregator > widget > alternate; no alternate view in the renewal flow", () => {
    expect(bankProviderFor({ useFlinksIBV: true, useDecisionLogicIBV: true, useZumRailsIBV: true })).toBe("aggregator");
    expect(bankProviderFor({ ...none, useDecisionLogicIBV: true, useZumRailsIBV: true })).toBe("bankVerification");
    expect(bankProviderFor({ ...none, useZumRailsIBV: true }, { flow: "renewal" })).toBe("aggregator");
  });

  it("delays and heights by provider", () => {
    expect(bankProviderRules.bankVerification).toMatchObject({ advanceDelayMs: 3500, frameMinHeightPx: 650 });
    expect(bankProviderRules.aggregator).toMatchObject({ advanceDelayMs: 5000, frameMinHeightPx: 685 });
    expect(bankProviderRules.alternate).toMatchObject({ advanceDelayMs: 5000, frameMinHeightPx: 685 });
  });

  it("property: the renewal flow never gets the alternate view", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (a, b, c) => {
        const flags = { useFlinksIBV: a, useDecisionLogicIBV: b, useZumRailsIBV: c };
        expect(bankProviderFor(flags, { flow: "renewal" })).not.toBe("alternate");
      }),
    );
  });
});

describe("parseBankQuery", () => {
  it("reads the two switches", () => {
    expect(parseBankQuery("?test=true")).toEqual({ test: true, dropIbvFile: false });
    expect(parseBankQuery("dropIbvFile=true&test=TRUE")).toEqual({ test: true, dropIbvFile: true });
    expect(parseBankQuery("https://app.example/go/renew/s2/ab?dropIbvFile=true#x")).toEqual({ test: false, dropIbvFile: true });
    expect(parseBankQuery("?test=1&dropIbvFile=yes")).toEqual({ test: false, dropIbvFile: false });
    expect(parseBankQuery("?test=true&test=false").test).toBe(true);
  });

  it("is tolerant of garbage", () => {
    for (const garbage of [undefined, null, 42, {}, "%%%", "?&&==", "?test=%E0%A4%A"]) {
      expect(parseBankQuery(garbage)).toEqual({ test: false, dropIbvFile: false });
    }
  });

  it("property: never throws, and only a 'true' value turns test on", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof parseBankQuery(value).test).toBe("boolean");
      }),
    );
    fc.assert(
      fc.property(fc.string(), (value) => {
        const query = `?test=${encodeURIComponent(value)}`;
        expect(parseBankQuery(query).test).toBe(value.trim().toLowerCase() === "true");
      }),
    );
  });
});
