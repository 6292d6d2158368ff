import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frameRedirect, isSafeFramePath, parseFrameRedirect } from "./redirect.js";

describe("redirectTo values (C §7)", () => {
  it("builds the spec's four paths", () => {
    expect(frameRedirect.renewal("ab12", 1)).toBe("/re?p=ab12_1");
    expect(frameRedirect.restart("ab12")).toBe("/r/ab12_-1");
    expect(frameRedirect.clientSpace()).toBe("/cl");
    expect(frameRedirect.home()).toBe("/go");
  });

  it("encodes a slug so it cannot add parameters or leave the path", () => {
    expect(frameRedirect.renewal("a&x=1#y", 2)).toBe("/re?p=a%26x%3D1%23y_2");
    expect(frameRedirect.restart("../../evil")).toBe("/r/..%2F..%2Fevil_-1");
  });

  it("parses them back", () => {
    expect(parseFrameRedirect("/re?p=ab12_21")).toEqual({ kind: "renewal", slug: "ab12", step: 21 });
    expect(parseFrameRedirect("/r/ab12_-1")).toEqual({ kind: "restart", slug: "ab12" });
    expect(parseFrameRedirect("/cl")).toEqual({ kind: "clientSpace" });
    expect(parseFrameRedirect("/go")).toEqual({ kind: "home" });
    expect(parseFrameRedirect("/re?p=_3")).toBeNull();
    expect(parseFrameRedirect("/elsewhere")).toBeNull();
  });

  it("refuses paths a browser would read as another host", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "javascript:x", "/a b", ""]) {
      expect(isSafeFramePath(bad)).toBe(false);
    }
  });

  it("property: renewal and restart round trip for any slug and step", () => {
    const slug = fc.string({ minLength: 1, maxLength: 40, unit: "grapheme" });
    fc.assert(
      fc.property(slug, fc.integer({ min: -1, max: 99 }), (anySlug, step) => {
        expect(parseFrameRedirect(frameRedirect.renewal(anySlug, step))).toEqual({ kind: "renewal", slug: anySlug, step });
        expect(parseFrameRedirect(frameRedirect.restart(anySlug))).toEqual({ kind: "restart", slug: anySlug });
        expect(isSafeFramePath(frameRedirect.renewal(anySlug, step))).toBe(true);
      }),
    );
  });

  it("property: never throws, even on lone surrogates", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.anything(), (text, value) => {
        expect(isSafeFramePath(frameRedirect.restart(text))).toBe(true);
        parseFrameRedirect(value);
        parseFrameRedirect(text);
      }),
      { numRuns: 100 },
    );
  });
});
