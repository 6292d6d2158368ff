import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeDeferPaymentAnswer, deferralAnswerNotice, deferralFeeRule } from "./index.js";

describe("decodeDeferPaymentAnswer (A §7)", () => {
  it("reads { Success, Result }, Result null when missing", () => {
    expect(decodeDeferPaymentAnswer({ Success: true, Result: "OK" })).toEqual({ ok: true, value: { Success: true, Result: "OK" } });
    expect(decodeDeferPaymentAnswer({ Success: false })).toEqual({ ok: true, value: { Success: false, Result: null } });
    expect(decodeDeferPaymentAnswer({ Success: true, Result: null, ErrorMessage: "x" })).toEqual({
      ok: true,
      value: { Success: true, Result: null },
    });
  });

  it("refuses other shapes with a path", () => {
    expect(decodeDeferPaymentAnswer(null).ok).toBe(false);
    expect(decodeDeferPaymentAnswer("yes").ok).toBe(false);
    const wrong = decodeDeferPaymentAnswer({ Success: "true" });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.errors[0]?.path).toBe("Success");
    expect(decodeDeferPaymentAnswer({ Success: true, Result: 3 }).ok).toBe(false);
    expect(decodeDeferPaymentAnswer({ Result: "x" })).toEqual({ ok: false, errors: [{ path: "Success", message: "is required", code: "required" }] });
    expect(decodeDeferPaymentAnswer([]).ok).toBe(false);
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.jsonValue(), (json) => void decodeDeferPaymentAnswer(json)));
  });
});

describe("deferralAnswerNotice", () => {
  it("gives the server's Result, or a success text when there is none", () => {
    expect(deferralAnswerNotice("en", true, { Success: true, Result: "Request saved" })).toEqual({ type: "success", message: "Request saved" });
    expect(deferralAnswerNotice("en", true, { Success: true, Result: "  " })).toEqual({
      type: "success",
      message: "Your deferral request has been sent.",
    });
    expect(deferralAnswerNotice("fr", true, { Success: true })).toEqual({ type: "success", message: "Votre demande de report a été envoyée." });
  });

  it("is an error on Success false, an HTTP failure or an unreadable answer", () => {
    expect(deferralAnswerNotice("en", true, { Success: false, Result: "Too late" })).toEqual({ type: "error", message: "Too late" });
    expect(deferralAnswerNotice("en", false, { Success: true, Result: "Boom" })).toEqual({ type: "error", message: "Boom" });
    expect(deferralAnswerNotice("fr", true, null)).toEqual({
      type: "error",
      message: "Une erreur est survenue. Veuillez contacter le support.",
    });
  });

  it("is a success only for an HTTP success with Success: true", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.jsonValue(), (httpOk, json) => {
        const success =
          httpOk && typeof json === "object" && json !== null && !Array.isArray(json) && (json as { Success?: unknown }).Success === true &&
          decodeDeferPaymentAnswer(json).ok;
        expect(deferralAnswerNotice("en", httpOk, json).type).toBe(success ? "success" : "error");
        expect(deferralAnswerNotice("en", httpOk, json).message.trim()).not.toBe("");
      }),
    );
  });
});

describe("deferralFeeRule (A §5)", () => {
  it("names the fee when known and says a fee may apply when it is null", () => {
    expect(deferralFeeRule("fr", "25,00 $")).toBe("Le report ne s'applique qu'après la réception des frais de 25,00 $.");
    expect(deferralFeeRule("en", null)).toBe("A fee may apply. The deferral applies only after it is received.");
    expect(deferralFeeRule("fr", null)).toBe("Des frais peuvent s'appliquer. Le report ne s'applique qu'après leur réception.");
  });
});
