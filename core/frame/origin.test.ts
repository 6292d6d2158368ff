import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frameOriginOfUrl, isAllowedOrigin, normalizeFrameOrigin } from "./origin.js";

const allow = ["https://lender.example"];

describe("isAllowedOrigin (SECURITY 23)", () => {
  it("accepts the exact origin, in any case and with the default port or a trailing slash", () => {
    expect(isAllowedOrigin("https://lender.example", allow)).toBe(true);
    expect(isAllowedOrigin("https://LENDER.example:443", allow)).toBe(true);
    expect(isAllowedOrigin("https://lender.example", ["https://lender.example/"])).toBe(true);
  });

  it.each([
    "https://lender.example.evil.test",
    "https://evillender.example",
    "https://lender.examplex",
    "https://sub.lender.example",
    "http://lender.example",
    "https://lender.example:8443",
    "https://lender.example/path",
    "https://lender.example?x",
    "https://user@lender.example",
    " https://lender.example",
    "null",
    "",
    "lender.example",
    "javascript:alert(1)",
    "file:///etc/passwd",
    "data:text/html,x",
  ])("refuses %s", (origin) => {
    expect(isAllowedOrigin(origin, allow)).toBe(false);
  });

  it("a '*' or malformed entry matches nothing", () => {
    expect(isAllowedOrigin("https://lender.example", ["*"])).toBe(false);
    expect(isAllowedOrigin("null", ["null"])).toBe(false);
  });

  it("normalizes and derives origins", () => {
    expect(normalizeFrameOrigin("https://Lender.Example:443")).toBe("https://lender.example");
    expect(normalizeFrameOrigin("http://localhost:5173")).toBe("http://localhost:5173");
    expect(normalizeFrameOrigin(42)).toBeNull();
    expect(frameOriginOfUrl("https://widget.example:8443/a?b=c#d")).toBe("https://widget.example:8443");
    expect(frameOriginOfUrl("nonsense")).toBeNull();
  });

  it("property: look-alike origins built around an allowed host are never accepted", () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(label, label, fc.constantFrom("prefix", "suffix", "sub", "http", "port"), (host, extra, kind) => {
        const allowed = `https://${host}.example`;
        const lookAlike = {
          prefix: `https://${extra}${host}.example`,
          suffix: `https://${host}.example.${extra}.test`,
          sub: `https://${extra}.${host}.example`,
          http: `http://${host}.example`,
          port: `https://${host}.example:8${extra.length}43`,
        }[kind];
        expect(isAllowedOrigin(lookAlike, [allowed])).toBe(false);
      }),
    );
  });

  it("property: random text and random origins are never accepted unless exactly allow-listed", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl().map((url) => new URL(url).origin)), (text) => {
        expect(isAllowedOrigin(text, allow)).toBe(text === "https://lender.example");
      }),
      { numRuns: 150 },
    );
  });

  it("property: any web origin is accepted by an allow-list holding exactly it", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = new URL(url).origin;
        expect(isAllowedOrigin(origin, [origin])).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
