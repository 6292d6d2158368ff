// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { CalendarDate } from "@internationalized/date";
import { Role, decodeCustomerPayments, type CustomerPayments, type RoleId } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { CustomerPaymentsList } from "./index.js";

afterEach(cleanup);

const today = new CalendarDate(2026, 3, 10);

const payments = (): CustomerPayments => {
  const first = new CalendarDate(2026, 3, 3);
  const decoded = decodeCustomerPayments({
    PaymentFrenquency: 2,
    currentContractId: 9,
    paymentsList: Array.from({ length: 6 }, (_, index) => ({
      id: index + 1,
      dueDate: first.add({ weeks: index }).toString(),
      amount: "100",
      isPaid: false,
    })),
  });
  if (!decoded.ok) throw new Error("bad fixture");
  return decoded.value;
};

const deferButtons = (role: RoleId | null) => {
  renderWithLendkit(<CustomerPaymentsList payments={payments()} customerId={5} today={today} onNotify={() => {}} />, {
    lang: "en",
    role,
  });
  return screen.queryAllByRole("button", { name: "Defer" });
};

describe("Defer follows core's canRequestDeferral", () => {
  it("is offered to the customer, to the provider's staff and with no role", () => {
    expect(deferButtons(Role.Client).length).toBeGreaterThan(0);
    cleanup();
    expect(deferButtons(Role.Admin).length).toBeGreaterThan(0);
    cleanup();
    expect(deferButtons(null).length).toBeGreaterThan(0);
  });

  it("is not offered to a dealer partner", () => {
    expect(deferButtons(Role.Merchant)).toHaveLength(0);
  });
});
