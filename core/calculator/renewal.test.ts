import { describe, expect, it } from "vitest";
import { renewalPrincipal } from "./renewal.js";

describe("renewalPrincipal", () => {
  it("adds the current principal balance and late or deferral fees to the request", () => {
    expect(renewalPrincipal({ requestedAmount: 750, currentPrincipalBalance: "312.40", lateFees: 25 }).toFixed(2)).toBe("1087.40");
    expect(renewalPrincipal({ requestedAmount: 500, currentPrincipalBalance: 0 }).toFixed(2)).toBe("500.00");
    expect(
      renewalPrincipal({ requestedAmount: "1000", currentPrincipalBalance: "0.10", lateFees: "0.20", deferralFees: 45 }).toFixed(2),
    ).toBe("1045.30");
  });
});
