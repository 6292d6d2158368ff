import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountEffectFrameMessages, flowSessionFrameMessages, frameRedirectLeadPath, signedFrameMessages } from "./flowMessages.js";
import { frameMessageCarriesSecret, parseFrameMessage } from "./messages.js";
import { frameRedirect } from "./redirect.js";
import { matchLeadRoute } from "../renewal/routes.js";

describe("when the lead app tells the parent what (C §2, §3.5, §3.10, §7)", () => {
  it("a code's session: the token silently, then the slug", () => {
    expect(flowSessionFrameMessages({ token: "tok", slug: "ab12" })).toEqual([
      { type: "serverInfos_silent", value: "tok" },
      { type: "serverInfosStrong", value: "ab12" },
    ]);
    expect(flowSessionFrameMessages({ token: null, slug: "ab12" })).toEqual([{ type: "serverInfosStrong", value: "ab12" }]);
    expect(flowSessionFrameMessages({ token: "a b", slug: " " })).toEqual([]);
  });

  it("the account entry: its token visibly, cleared after a failed look-up, and its redirects", () => {
    expect(accountEffectFrameMessages({ type: "tellParentToken", token: "tok" })).toEqual([{ type: "serverInfos", value: "tok" }]);
    expect(accountEffectFrameMessages({ type: "clearToken" })).toEqual([{ type: "serverInfos", value: "" }]);
    expect(accountEffectFrameMessages({ type: "redirectParent", to: "/cl" })).toEqual([{ type: "redirectTo", value: "/cl" }]);
    expect(accountEffectFrameMessages({ type: "lookUpCustomerId" })).toEqual([]);
    expect(accountEffectFrameMessages({ type: "setToken", token: "tok" } as never)).toEqual([]);
  });

  it("a signature: onboardingSigned with the slug, nothing without one", () => {
    expect(signedFrameMessages("ab12")).toEqual([{ type: "onboardingSigned", value: "ab12" }]);
    expect(signedFrameMessages(null)).toEqual([]);
    expect(signedFrameMessages(" ")).toEqual([]);
  });

  it("property: every message these rules build decodes, and only a token is secret", () => {
    const text = fc.string({ maxLength: 80 });
    fc.assert(
      fc.property(fc.option(text), fc.option(text), (token, slug) => {
        const messages = [...flowSessionFrameMessages({ token, slug }), ...signedFrameMessages(slug)];
        for (const message of messages) {
          expect(parseFrameMessage(message)).toEqual(message);
          expect(frameMessageCarriesSecret(message)).toBe(message.type === "serverInfos_silent");
          if (message.type === "serverInfos_silent") expect(message.value).toBe(token?.trim());
        }
      }),
    );
  });

  it("the lead app's address of /r/{slug}_-1 and /re?p={slug}_{step}", () => {
    expect(frameRedirectLeadPath("/r/ab12_-1")).toBe("/go/renew/s-1/ab12");
    expect(frameRedirectLeadPath("/re?p=ab12_21")).toBe("/go/renew/s21/ab12");
    expect(frameRedirectLeadPath("/re?p=ab12_-1")).toBe("/go/renew/s-1/ab12");
    for (const other of ["/cl", "/go", "/r/_-1", "/r/ab12_3", "//evil.example/r/a_-1", "/r/ab12", 42, null]) {
      expect(frameRedirectLeadPath(other), String(other)).toBeNull();
    }
    // The lead app reads s-1 as no step: the flow starts where the server says it is.
    expect(matchLeadRoute("/go/renew/s-1/ab12")).toEqual({ kind: "screen", screen: "renewal", params: { step: "", token: "ab12" } });
  });

  it("property: any slug's restart lands on the renewal of that same slug, inside the lead app", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 120 }).filter((slug) => slug.trim() !== "" && !/[\uD800-\uDFFF]/.test(slug)), (slug) => {
        const path = frameRedirectLeadPath(frameRedirect.restart(slug));
        expect(path).not.toBeNull();
        expect(path!.startsWith("/go/renew/s-1/")).toBe(true);
        expect(path!.split("/")).toHaveLength(5);
        const match = matchLeadRoute(path!);
        expect(match).toEqual({ kind: "screen", screen: "renewal", params: { step: "", token: slug.trim() } });
      }),
    );
  });
});
