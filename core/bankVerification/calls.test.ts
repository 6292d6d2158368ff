import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aggregatorBanks, bankVerificationBanks } from "../codes/banks.js";
import { aggregatorInstanceNameCall, bankServerRequest, bankTilesFor, manualBankUploadPath } from "./calls.js";

describe("bank calls (C §7)", () => {
  it("builds each call of core's bank machine under the flow slug", () => {
    expect(bankServerRequest("ab12", { kind: "createVerification", bankId: 912 })).toEqual({
      method: "POST",
      path: "/api/decisionLogic/CreateBankVerif/ab12/912/false",
    });
    expect(bankServerRequest("ab12", { kind: "createVerification", bankId: 3568 }, { test: true }).path).toBe(
      "/api/decisionLogic/CreateBankVerif/ab12/3568/true",
    );
    expect(bankServerRequest("ab12", { kind: "postVerificationResult", requestCode: "rq/1" }).path).toBe(
      "/api/decisionLogic/handleBankVerifResult/ab12/rq%2F1",
    );
    expect(bankServerRequest("ab12", { kind: "postAggregatorLogin", loginId: "l-1" })).toEqual({ method: "POST", path: "/api/flinks/ab12/l-1" });
    expect(bankServerRequest("ab12", { kind: "postAlternateResult", data: { requestId: "r1" } })).toEqual({
      method: "POST",
      path: "/api/zumrails/ab12",
      body: { requestId: "r1" },
    });
    expect(aggregatorInstanceNameCall).toEqual({ method: "GET", path: "/api/flinks/instanceName" });
    expect(manualBankUploadPath("ab12")).toBe("/api/fileDrop/ab12/uploadImage");
  });

  it("property: a slug never adds a path segment", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (slug, loginId) => {
        expect(bankServerRequest(slug, { kind: "postAggregatorLogin", loginId }).path.split("/")).toHaveLength(5);
        expect(manualBankUploadPath(slug).split("/")).toHaveLength(5);
      }),
    );
  });
});

describe("bankTilesFor (C §3.7)", () => {
  it("gives each provider its list, the test bank in test mode and the RestOfCanada banks", () => {
    expect(bankTilesFor("bankVerification")).toEqual(bankVerificationBanks());
    expect(bankTilesFor("bankVerification", { test: true })).toEqual(bankVerificationBanks({ test: true }));
    expect(bankTilesFor("aggregator", { features: { RestOfCanada: true } })).toEqual(aggregatorBanks({ features: { RestOfCanada: true } }));
    expect(bankTilesFor("aggregator", { test: true }).length).toBe(aggregatorBanks().length + 1);
    expect(bankTilesFor("alternate", { test: true })).toEqual([]);
  });
});
