import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paymentCardView, type PaymentLineLike } from "../payments/index.js";
import { day } from "../payments/testLines.testing.js";
import { isDeferralEligible, mayDeferLine } from "./index.js";

const lineArb: fc.Arbitrary<PaymentLineLike> = fc.record({
  dueDate: fc.integer({ min: 0, max: 400 }).map((offset) => day("2026-01-01").add({ days: offset })),
  isPaid: fc.boolean(),
  isLate: fc.boolean(),
  canReturnNsf: fc.boolean(),
  isFromOriginalSchedule: fc.boolean(),
  lineKind: fc.constantFrom("payment" as const, "fee" as const, undefined),
  hasPendingDeferral: fc.option(fc.boolean(), { nil: undefined }),
});

describe("mayDeferLine (issue 15 §5)", () => {
  it("refuses a fee line and a payment with a pending request; a schedule payment without one may be deferred", () => {
    expect(mayDeferLine({ dueDate: day("2026-04-20") })).toBe(true);
    expect(mayDeferLine({ dueDate: day("2026-04-20"), lineKind: "payment", hasPendingDeferral: false })).toBe(true);
    expect(mayDeferLine({ dueDate: day("2026-04-20"), lineKind: "fee" })).toBe(false);
    expect(mayDeferLine({ dueDate: day("2026-04-20"), hasPendingDeferral: true })).toBe(false);
  });

  it("no Defer button, whatever the date, on a fee line or a line with a pending request", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 12 }), fc.nat(), fc.integer({ min: 0, max: 400 }), (lines, pick, todayOffset) => {
        const index = pick % lines.length;
        const today = day("2026-01-01").add({ days: todayOffset });
        const line = lines[index]!;
        const eligible = isDeferralEligible(lines, index, today);
        if (line.lineKind === "fee" || line.hasPendingDeferral === true) expect(eligible).toBe(false);
        expect(paymentCardView("en", lines, index, today)?.canDefer).toBe(eligible);
      }),
    );
  });

  it("the kind and the pending flag only ever take the button away: a plain payment eligible stays so once marked payment / not pending", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 2, maxLength: 12 }), fc.nat(), fc.integer({ min: 0, max: 400 }), (lines, pick, todayOffset) => {
        const index = pick % lines.length;
        const today = day("2026-01-01").add({ days: todayOffset });
        const bare = lines.map(({ lineKind: _kind, hasPendingDeferral: _pending, ...rest }) => rest);
        const marked = lines.map((line) => ({ ...line, lineKind: "payment" as const, hasPendingDeferral: false }));
        expect(isDeferralEligible(marked, index, today)).toBe(isDeferralEligible(bare, index, today));
        if (isDeferralEligible(lines, index, today)) expect(isDeferralEligible(bare, index, today)).toBe(true);
      }),
    );
  });
});
