import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bankFrameOrigins } from "./origins.js";
import { aggregatorIframeUrl, alternateFrameUrl } from "./urls.js";

describe("aggregatorIframeUrl", () => {
  it("builds the instance host with language, tag, 365 days and demo in test", () => {
    expect(aggregatorIframeUrl({ instanceName: "lendkit", lang: "fr", slug: "ab12" })).toBe(
      "https://lendkit-iframe.private.fin.ag/v2/?language=fr&tag=ab12&daysOfTransactions=Days365",
    );
    expect(aggregatorIframeUrl({ instanceName: "LendKit", lang: "en", slug: "ab12", test: true })).toBe(
      "https://lendkit-iframe.private.fin.ag/v2/?language=en&tag=ab12&daysOfTransactions=Days365&demo=true",
    );
  });

  it("a slug with & or # stays one tag and cannot add parameters", () => {
    const address = aggregatorIframeUrl({ instanceName: "lendkit", lang: "fr", slug: "a&demo=true#x" })!;
    const url = new URL(address);
    expect(url.searchParams.get("tag")).toBe("a&demo=true#x");
    expect(url.searchParams.has("demo")).toBe(false);
    expect(url.hash).toBe("");
  });

  it("refuses an instance name that would change the host, and a bad template", () => {
    for (const instanceName of ["evil.example/", "a.b", "x@evil.example", "", "-a", "a b"]) {
      expect(aggregatorIframeUrl({ instanceName, lang: "fr", slug: "s" })).toBeNull();
    }
    expect(aggregatorIframeUrl({ instanceName: "a", lang: "fr", slug: "s", baseTemplate: "https://fixed.example/" })).toBeNull();
    expect(aggregatorIframeUrl({ instanceName: "a", lang: "fr", slug: "s", baseTemplate: "javascript:{instance}" })).toBeNull();
  });

  it("configurable base and extra parameters that never override the fixed ones", () => {
    const address = aggregatorIframeUrl({
      instanceName: "sandbox",
      lang: "fr",
      slug: "s",
      baseTemplate: "https://{instance}.bank-sandbox.example/connect/",
      extraParams: { tag: "other", innerRedirect: "true" },
    })!;
    const url = new URL(address);
    expect(url.origin).toBe("https://sandbox.bank-sandbox.example");
    expect(url.searchParams.get("tag")).toBe("s");
    expect(url.searchParams.get("innerRedirect")).toBe("true");
  });

  it("property: the tag always reads back as the slug and the host never changes", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.boolean(), (slug, test) => {
        const url = new URL(aggregatorIframeUrl({ instanceName: "lendkit", lang: "en", slug, test })!);
        expect(url.origin).toBe("https://lendkit-iframe.private.fin.ag");
        expect(url.searchParams.getAll("tag")).toEqual([slug]);
        expect(url.searchParams.getAll("demo")).toEqual(test ? ["true"] : []);
      }),
    );
  });
});

describe("alternateFrameUrl", () => {
  it("adds customerid, language, logo=false, consent=false and testinstitution in test", () => {
    expect(alternateFrameUrl({ baseUrl: "https://connect.payments.example/", customerId: "c-1", lang: "fr", test: true })).toBe(
      "https://connect.payments.example/?customerid=c-1&language=fr&logo=false&consent=false&testinstitution=true",
    );
    expect(alternateFrameUrl({ baseUrl: "not a url", customerId: "c", lang: "fr" })).toBeNull();
  });

  it("property: the customer id stays one parameter", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (customerId) => {
        const url = new URL(alternateFrameUrl({ baseUrl: "https://connect.payments.example/", customerId, lang: "en" })!);
        expect(url.searchParams.get("customerid")).toBe(customerId);
        expect(url.searchParams.has("testinstitution")).toBe(false);
      }),
    );
  });
});

describe("bankFrameOrigins", () => {
  it("takes the exact origin of the embedded frame and extra origins", () => {
    expect(bankFrameOrigins("https://widget.example:8443/v?x=1", ["https://other.example/", "bad"])).toEqual([
      "https://widget.example:8443",
      "https://other.example",
    ]);
    expect(bankFrameOrigins(null)).toEqual([]);
  });
});
