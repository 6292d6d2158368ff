// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, renderHook } from "@testing-library/react";
import fc from "fast-check";
import { CalendarDate } from "@internationalized/date";
import { decodeCustomerPayments, hiddenPaymentCounts, type CustomerPayments } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { usePaymentsList } from "./index.js";

afterEach(cleanup);

const today = new CalendarDate(2026, 3, 10);

const paymentsOf = (flags: readonly { paid: boolean; late: boolean }[]): CustomerPayments => {
  const first = new CalendarDate(2026, 1, 6);
  const decoded = decodeCustomerPayments({
    PaymentFrenquency: 0,
    currentContractId: 1,
    paymentsList: flags.map((flag, index) => ({
      id: index + 1,
      dueDate: first.add({ weeks: index }).toString(),
      amount: 10,
      isPaid: flag.paid,
      isLate: flag.late,
    })),
  });
  if (!decoded.ok) throw new Error("bad fixture");
  return decoded.value;
};

describe("usePaymentsList window (property)", () => {
  it("after any presses of the two buttons, hidden past + shown cards + hidden future = all payments, and the labels say so", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ paid: fc.boolean(), late: fc.boolean() }), { maxLength: 30 }),
        fc.array(fc.constantFrom("past" as const, "future" as const), { maxLength: 8 }),
        (flags, presses) => {
          const payments = paymentsOf(flags);
          const { result, unmount } = renderHook(() => usePaymentsList({ payments, today }), {
            wrapper: ({ children }) => <LendkitProvider defaultLang="en">{children}</LendkitProvider>,
          });
          for (const direction of presses) {
            act(() => (direction === "past" ? result.current.pastButtonProps : result.current.futureButtonProps).onPress());
          }
          const hidden = hiddenPaymentCounts(result.current.state.window, flags.length);
          expect(hidden.past + result.current.cards.length + hidden.future).toBe(flags.length);
          expect(result.current.cards.length).toBeLessThanOrEqual(5 * (presses.length + 1));
          expect(result.current.pastButtonProps.children).toBe(`Show Past Payments (${hidden.past})`);
          expect(result.current.futureButtonProps.isDisabled).toBe(hidden.future === 0);
          unmount();
        },
      ),
      { numRuns: 60 },
    );
  });
});
