import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bankRedirectOutcome, parseBankMessage, type BankMessageExpectation } from "./messages.js";

const aggregatorOrigin = "https://lendkit-iframe.private.fin.ag";
const aggregator: BankMessageExpectation = { provider: "aggregator", origins: [aggregatorOrigin] };
const widget: BankMessageExpectation = { provider: "bankVerification", origins: ["https://widget.example"] };
const alternate: BankMessageExpectation = { provider: "alternate", origins: ["https://connect.payments.example"] };

describe("parseBankMessage (C §7, SECURITY 23)", () => {
  it("widget: Redirect|{url}, failure when the path says so", () => {
    expect(parseBankMessage({ origin: "https://widget.example", data: "Redirect|https://lender.example/bank/success?r=1" }, widget)).toEqual({
      ok: true,
      message: { kind: "verificationRedirect", url: "https://lender.example/bank/success?r=1", outcome: "success" },
    });
    const failed = parseBankMessage({ origin: "https://widget.example", data: "Redirect|https://lender.example/bank/Failure" }, widget);
    expect(failed.ok && failed.message).toMatchObject({ outcome: "failure" });
    expect(parseBankMessage({ origin: "https://widget.example", data: "Redirect|not a url" }, widget)).toEqual({ ok: false, reason: "data" });
    expect(parseBankMessage({ origin: "https://widget.example", data: "redirect|https://x.example" }, widget).ok).toBe(false);
  });

  it("redirect outcome looks at path, query and fragment, not the host", () => {
    expect(bankRedirectOutcome("https://failure.example/done")).toBe("success");
    expect(bankRedirectOutcome("https://lender.example/done?status=failure")).toBe("failure");
    expect(bankRedirectOutcome("https://lender.example/#/bankverif/failure")).toBe("failure");
    expect(bankRedirectOutcome("https://lender.example/%66ailure")).toBe("failure");
    expect(bankRedirectOutcome("javascript:failure")).toBeNull();
  });

  it("aggregator: REDIRECT with loginId, APP_MOUNTED; object or JSON text", () => {
    const loginId = "6b1f2e0a-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
    expect(parseBankMessage({ origin: aggregatorOrigin, data: { step: "REDIRECT", loginId, institution: "RBC" } }, aggregator)).toEqual({
      ok: true,
      message: { kind: "aggregatorRedirect", loginId },
    });
    expect(parseBankMessage({ origin: aggregatorOrigin, data: '{"step":"APP_MOUNTED"}' }, aggregator)).toEqual({
      ok: true,
      message: { kind: "aggregatorMounted" },
    });
    expect(parseBankMessage({ origin: aggregatorOrigin, data: { step: "REDIRECT", loginId: "../x" } }, aggregator).ok).toBe(false);
    expect(parseBankMessage({ origin: aggregatorOrigin, data: { step: "COMPONENT_LOAD_CREDENTIAL" } }, aggregator)).toEqual({ ok: false, reason: "data" });
  });

  it("alternate: CONNECTORLOADED and CONNECTIONSUCCESSFULLYCOMPLETED with its data", () => {
    const origin = "https://connect.payments.example";
    expect(parseBankMessage({ origin, data: { step: "CONNECTORLOADED" } }, alternate)).toEqual({ ok: true, message: { kind: "connectorLoaded" } });
    expect(parseBankMessage({ origin, data: { step: "CONNECTIONSUCCESSFULLYCOMPLETED", data: { requestid: "r1", cards: 2 } } }, alternate)).toEqual({
      ok: true,
      message: { kind: "connectionCompleted", data: { requestid: "r1", cards: 2 } },
    });
    expect(parseBankMessage({ origin, data: { step: "CONNECTIONSUCCESSFULLYCOMPLETED", data: { deep: { x: 1 } } } }, alternate).ok).toBe(false);
  });

  it("a message of another provider's shape is ignored", () => {
    expect(parseBankMessage({ origin: aggregatorOrigin, data: "Redirect|https://x.example/failure" }, aggregator)).toEqual({ ok: false, reason: "data" });
  });

  it.each([
    "https://lendkit-iframe.private.fin.ag.evil.example",
    "https://evillendkit-iframe.private.fin.ag",
    "https://evil.example/https://lendkit-iframe.private.fin.ag",
    "http://lendkit-iframe.private.fin.ag",
    "https://lendkit-iframe.private.fin.ag:444",
    "https://other-iframe.private.fin.ag",
    "null",
  ])("refuses the look-alike origin %s", (origin) => {
    expect(parseBankMessage({ origin, data: { step: "APP_MOUNTED" } }, aggregator)).toEqual({ ok: false, reason: "origin" });
  });

  it("refuses a message from another window when the frame window is known", () => {
    const frameWindow = {};
    const expectation = { ...aggregator, source: frameWindow };
    expect(parseBankMessage({ origin: aggregatorOrigin, data: { step: "APP_MOUNTED" }, source: {} }, expectation)).toEqual({ ok: false, reason: "source" });
    expect(parseBankMessage({ origin: aggregatorOrigin, data: { step: "APP_MOUNTED" }, source: frameWindow }, expectation).ok).toBe(true);
  });

  it("property: random origins are never accepted unless exactly allow-listed", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl().map((url) => new URL(url).origin), fc.webUrl()), (origin) => {
        const result = parseBankMessage({ origin, data: { step: "APP_MOUNTED" } }, aggregator);
        expect(result.ok).toBe(origin === aggregatorOrigin);
      }),
      { numRuns: 150 },
    );
  });

  it("property: random data never throws, for any provider", () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(aggregator, widget, alternate), (data, expectation) => {
        const origin = expectation.origins[0]!;
        const result = parseBankMessage({ origin, data }, expectation);
        expect(typeof result.ok).toBe("boolean");
        parseBankMessage(data as never, expectation);
      }),
    );
  });
});
