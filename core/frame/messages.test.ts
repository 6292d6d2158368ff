import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frameMessage, frameMessageCarriesSecret, parseFrameMessage, type FrameMessage } from "./messages.js";
import { frameRedirect } from "./redirect.js";
import { framePost, frameTargetOrigin } from "./target.js";

describe("messages to the parent page (C §7)", () => {
  it("uses the { type, value } envelope with the spec's names", () => {
    expect(frameMessage.redirectTo(frameRedirect.clientSpace())).toEqual({ type: "redirectTo", value: "/cl" });
    expect(frameMessage.serverInfos("tok")).toEqual({ type: "serverInfos", value: "tok" });
    expect(frameMessage.serverInfosSilent("tok")).toEqual({ type: "serverInfos_silent", value: "tok" });
    expect(frameMessage.serverInfosStrong("ab12")).toEqual({ type: "serverInfosStrong", value: "ab12" });
    expect(frameMessage.onboardingStepAttained(21)).toEqual({ type: "onboardingStepAttained", value: 21 });
    expect(frameMessage.onboardingSlug("ab12")).toEqual({ type: "onboardingSlug", value: "ab12" });
    expect(frameMessage.onboardingFlow()).toEqual({ type: "onboardingFlow", value: "n" });
    expect(frameMessage.scrollUp(900, 12)).toEqual({ type: "scrollUp", value: { height: 900, offset: 12 } });
  });

  it("only serverInfos and serverInfos_silent carry the token", () => {
    expect(frameMessageCarriesSecret(frameMessage.serverInfos("t"))).toBe(true);
    expect(frameMessageCarriesSecret(frameMessage.serverInfosSilent("t"))).toBe(true);
    expect(frameMessageCarriesSecret(frameMessage.serverInfosStrong("s"))).toBe(false);
  });

  it("a signature and a cleared token have their own shapes (C §3.5, §3.10)", () => {
    expect(frameMessage.onboardingSigned("ab12")).toEqual({ type: "onboardingSigned", value: "ab12" });
    expect(parseFrameMessage({ type: "onboardingSigned", value: "ab12" })).toEqual({ type: "onboardingSigned", value: "ab12" });
    expect(parseFrameMessage({ type: "onboardingSigned", value: "" })).toBeNull();
    expect(frameMessage.clearServerInfos()).toEqual({ type: "serverInfos", value: "" });
    expect(parseFrameMessage({ type: "serverInfos", value: "" })).toEqual({ type: "serverInfos", value: "" });
    // Only serverInfos may be emptied: a silent token or a slug is never blank.
    expect(parseFrameMessage({ type: "serverInfos_silent", value: "" })).toBeNull();
    expect(parseFrameMessage({ type: "serverInfosStrong", value: "" })).toBeNull();
    expect(parseFrameMessage({ type: "serverInfos", value: " " })).toBeNull();
  });

  it("parser refuses unknown types, extra keys, open redirects and garbage", () => {
    expect(parseFrameMessage({ type: "redirectTo", value: "//evil.example" })).toBeNull();
    expect(parseFrameMessage({ type: "redirectTo", value: "/cl", extra: 1 })).toBeNull();
    expect(parseFrameMessage({ type: "reload" })).toBeNull();
    expect(parseFrameMessage("redirectTo|/cl")).toBeNull();
    expect(parseFrameMessage({ type: "onboardingStepAttained", value: 2.5 })).toBeNull();
  });

  it("target origin is explicit, allow-listed, never '*'", () => {
    expect(frameTargetOrigin({ allowedParentOrigins: ["https://lender.example/"] })).toBe("https://lender.example");
    expect(frameTargetOrigin({ allowedParentOrigins: ["https://a.example", "https://b.example"] })).toBeNull();
    expect(
      frameTargetOrigin({ allowedParentOrigins: ["https://a.example", "https://b.example"], parentOrigin: "https://B.example" }),
    ).toBe("https://b.example");
    expect(frameTargetOrigin({ allowedParentOrigins: ["*"] })).toBeNull();
    expect(frameTargetOrigin({ allowedParentOrigins: [] })).toBeNull();
    expect(framePost(frameMessage.serverInfos("tok"), { allowedParentOrigins: ["https://a.example"], parentOrigin: "https://a.example.evil.test" })).toBeNull();
  });

  const slug = fc.string({ minLength: 1, maxLength: 60 });
  const anyMessage: fc.Arbitrary<FrameMessage> = fc.oneof(
    fc.tuple(slug, fc.integer({ min: -1, max: 99 })).map(([s, step]) => frameMessage.redirectTo(frameRedirect.renewal(s, step))),
    slug.map((s) => frameMessage.redirectTo(frameRedirect.restart(s))),
    fc.constant(frameMessage.redirectTo(frameRedirect.clientSpace())),
    fc.constant(frameMessage.redirectTo(frameRedirect.home())),
    fc.stringMatching(/^\S{1,80}$/).map((token) => frameMessage.serverInfos(token)),
    fc.stringMatching(/^\S{1,80}$/).map((token) => frameMessage.serverInfosSilent(token)),
    slug.map((s) => frameMessage.serverInfosStrong(s)),
    fc.constant(frameMessage.clearServerInfos()),
    slug.map((s) => frameMessage.onboardingSigned(s)),
    fc.integer({ min: -1, max: 99 }).map((step) => frameMessage.onboardingStepAttained(step)),
    slug.map((s) => frameMessage.onboardingSlug(s)),
    fc.stringMatching(/^[a-z]{1,3}$/).map((flow) => frameMessage.onboardingFlow(flow)),
    fc.tuple(fc.integer({ min: 0, max: 10000 }), fc.integer({ min: 0, max: 10000 })).map(([h, o]) => frameMessage.scrollUp(h, o)),
  );

  it("property: every built message decodes back to itself", () => {
    fc.assert(fc.property(anyMessage, (message) => {
      expect(parseFrameMessage(message)).toEqual(message);
    }));
  });

  it("property: JSON round trip (structured clone of plain data) keeps it decodable", () => {
    fc.assert(fc.property(anyMessage, (message) => {
      expect(parseFrameMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
    }));
  });

  it("property: random data never throws", () => {
    fc.assert(fc.property(fc.anything(), (data) => void parseFrameMessage(data)));
  });
});
