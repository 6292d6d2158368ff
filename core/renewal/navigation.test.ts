import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  parseRenewalRouteStep,
  parseRenewalRouteToken,
  renewalHasToken,
  renewalPath,
  resolveRenewalStartStep,
} from "./navigation.js";
import { keptLeadSourceId, leadAppLang, leadSourceIdMax, parseRenewalQuery, renewalQueryParams } from "./query.js";
import { leadRoutes, matchLeadRoute } from "./routes.js";
import { isRenewalStep, renewalSteps } from "./steps.js";

describe("route step and token (C §2)", () => {
  it("reads a letter followed by a step number", () => {
    expect(parseRenewalRouteStep("s21")).toBe(21);
    expect(parseRenewalRouteStep("s0")).toBe(0);
    expect(parseRenewalRouteStep("S3")).toBe(3);
    for (const bad of ["21", "ss21", "s", "s2x", "s99", "", null, undefined, "s-1"]) {
      expect(parseRenewalRouteStep(bad)).toBeNull();
    }
  });

  it("defaults the token to -1", () => {
    expect(parseRenewalRouteToken(undefined)).toBe("-1");
    expect(parseRenewalRouteToken("  ")).toBe("-1");
    expect(parseRenewalRouteToken("ab12")).toBe("ab12");
    expect(renewalHasToken("-1")).toBe(false);
    expect(renewalHasToken("ab12")).toBe(true);
  });

  it("rewrites the address and reads it back", () => {
    expect(renewalPath(23, "ab12")).toBe("/go/renew/s23/ab12");
    expect(renewalPath(1, "a b/c")).toBe("/go/renew/s1/a%20b%2Fc");
    fc.assert(fc.property(fc.string({ unit: "binary" }), (slug) => void renewalPath(3, slug)));
    fc.assert(
      fc.property(fc.constantFrom(...renewalSteps), fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), (step, slug) => {
        const match = matchLeadRoute(renewalPath(step, slug));
        expect(match).toEqual({
          kind: "screen",
          screen: "renewal",
          params: { step: String(step), token: slug === "-1" ? "-1" : slug },
        });
      }),
    );
  });
});

describe("resolveRenewalStartStep (C §3.10)", () => {
  it("follows the spec's order", () => {
    expect(resolveRenewalStartStep({ routeStep: 21, token: "ab", attained: 23 })).toBe(21);
    expect(resolveRenewalStartStep({ routeStep: null, token: "ab", attained: 23 })).toBe(23);
    expect(resolveRenewalStartStep({ routeStep: null, token: "ab", attained: "23" })).toBe(0);
    expect(resolveRenewalStartStep({ routeStep: null, token: "ab", attained: null })).toBe(0);
    expect(resolveRenewalStartStep({ routeStep: null, token: "ab" })).toBe(0);
    expect(resolveRenewalStartStep({ routeStep: null, token: "ab", attained: 7 })).toBe(0);
    expect(resolveRenewalStartStep({ routeStep: null, token: "-1", attained: 23 })).toBe(0);
    expect(resolveRenewalStartStep({ routeStep: null, token: "-1", path: "basic" })).toBe(1);
    expect(resolveRenewalStartStep({ routeStep: 1, token: "ab", jumpToSignature: true })).toBe(3);
  });

  it("always gives a renewal step", () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...renewalSteps), { nil: null }),
        fc.string(),
        fc.anything(),
        fc.boolean(),
        (routeStep, token, attained, jump) => {
          expect(isRenewalStep(resolveRenewalStartStep({ routeStep, token, attained, jumpToSignature: jump }))).toBe(true);
        },
      ),
    );
  });
});

describe("query string (C §3.10)", () => {
  it("reads the seven names and validates numbers", () => {
    expect(
      parseRenewalQuery(
        "?leadSourceId=12&onboardingFlow=t&loanMax=1500&loanMin=500&loanAmount=750.5&loanFrequency=1&lastFourDigitsOfPhoneNumber=4321&x=y",
      ),
    ).toEqual({
      leadSourceId: 12,
      onboardingFlow: "t",
      jumpToSignature: true,
      loanMax: 1500,
      loanMin: 500,
      loanAmount: 750.5,
      loanFrequency: 1,
      lastFourDigitsOfPhoneNumber: "4321",
    });
    expect(parseRenewalQuery("leadSourceId=abc&loanAmount=-3&loanFrequency=4&lastFourDigitsOfPhoneNumber=12&onboardingFlow=n")).toEqual({
      leadSourceId: null,
      onboardingFlow: "n",
      jumpToSignature: false,
      loanMax: null,
      loanMin: null,
      loanAmount: null,
      loanFrequency: null,
      lastFourDigitsOfPhoneNumber: null,
    });
  });

  it("tolerates garbage", () => {
    expect(renewalQueryParams("?%E0%A4%A=1&a=%ZZ&b=2&b=3&__proto__=x&=z")).toEqual({ b: "2" });
    fc.assert(
      fc.property(fc.string(), (search) => {
        const query = parseRenewalQuery(search);
        for (const value of [query.loanMax, query.loanMin, query.loanAmount, query.loanFrequency, query.leadSourceId]) {
          if (value !== null) expect(Number.isFinite(value) && value >= 0).toBe(true);
        }
        leadAppLang(search);
      }),
    );
  });

  it("reads the lang parameter's first two letters", () => {
    expect(leadAppLang("?lang=EN-ca")).toBe("en");
    expect(leadAppLang("?lang=fr")).toBe("fr");
    expect(leadAppLang("?lang=de")).toBeNull();
    expect(leadAppLang("?x=1")).toBeNull();
  });
});

describe("matchLeadRoute (C §2)", () => {
  it("matches every route of the table", () => {
    expect(leadRoutes).toHaveLength(10);
    expect(matchLeadRoute("/go")).toEqual({ kind: "redirect", to: "/go/cash" });
    expect(matchLeadRoute("/go/")).toEqual({ kind: "redirect", to: "/go/cash" });
    expect(matchLeadRoute("/renew")).toEqual({ kind: "redirect", to: "/go/renew" });
    expect(matchLeadRoute("/go/cash")).toEqual({ kind: "screen", screen: "cash", params: {} });
    expect(matchLeadRoute("/go/renew?x=1")).toEqual({ kind: "screen", screen: "renewal", params: {} });
    expect(matchLeadRoute("/go/renew/s21")).toEqual({ kind: "screen", screen: "renewal", params: { step: "21", token: "-1" } });
    expect(matchLeadRoute("/go/renew/x9/ab")).toEqual({ kind: "screen", screen: "renewal", params: { step: "", token: "ab" } });
    expect(matchLeadRoute("/go/account/en/tok")).toEqual({ kind: "screen", screen: "account", params: { lang: "en", token: "tok" } });
    // The entry's address once its one-time ticket is taken out (issue 17).
    expect(matchLeadRoute("/go/account/en")).toEqual({ kind: "screen", screen: "account", params: { lang: "en" } });
    expect(matchLeadRoute("/go/min/ab12/basic")).toEqual({ kind: "screen", screen: "basic", params: { token: "ab12" } });
    expect(matchLeadRoute("/go/min/ab12/basic/x")).toBeNull();
    expect(matchLeadRoute("/go/cust/liquidAutoLead")).toEqual({ kind: "screen", screen: "partnerLead", params: {} });
    expect(matchLeadRoute("/go/sign/42")).toEqual({ kind: "screen", screen: "signature", params: { id: "42" } });
    expect(matchLeadRoute("/nowhere")).toBeNull();
    expect(matchLeadRoute("/go/sign/%E0%A4%A")).toBeNull();
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.string(), (path) => void matchLeadRoute(path)));
  });
});

describe("leadSourceId kept in the session (C §3.3, §3.10)", () => {
  it("the address's replaces the kept one; an address without one keeps it", () => {
    expect(keptLeadSourceId(null, "?leadSourceId=12")).toBe(12);
    expect(keptLeadSourceId(12, "?lang=en")).toBe(12);
    expect(keptLeadSourceId(12, "?leadSourceId=7")).toBe(7);
    expect(keptLeadSourceId(12, "?leadSourceId=abc")).toBe(12);
    expect(keptLeadSourceId("12", "")).toBeNull();
    expect(keptLeadSourceId(null, `?leadSourceId=${leadSourceIdMax + 1}`)).toBeNull();
  });

  it("property: the result is always null or a whole number the server stores, and a valid address value wins", () => {
    fc.assert(
      fc.property(fc.anything(), fc.oneof(fc.integer({ min: -5, max: leadSourceIdMax + 5 }).map(String), fc.string()), (kept, fromAddress) => {
        const result = keptLeadSourceId(kept, `?leadSourceId=${encodeURIComponent(fromAddress)}`);
        if (result !== null) expect(Number.isInteger(result) && result >= 0 && result <= leadSourceIdMax).toBe(true);
        if (/^\d+$/.test(fromAddress) && Number(fromAddress) <= leadSourceIdMax) expect(result).toBe(Number(fromAddress));
      }),
    );
  });
});
