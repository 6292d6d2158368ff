import { useRef } from "react";
import type { Story } from "@ladle/react";
import { Button } from "react-aria-components";
import { CalendarDate } from "@internationalized/date";
import { decodeCustomerPayments, Role, type CustomerPayments } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useDeferral } from "./useDeferral.js";
import { useDeferralState } from "./useDeferralState.js";
import { usePaymentsList } from "./usePaymentsList.js";
import { usePaymentsListState } from "./usePaymentsListState.js";
import { usePaymentsTableForm } from "./usePaymentsTableForm.js";

export default { title: "Payments / Hooks" };

const today = new CalendarDate(2026, 3, 10);

const demoPayments = (): CustomerPayments => {
  const first = new CalendarDate(2026, 2, 3);
  const decoded = decodeCustomerPayments({
    PaymentFrenquency: 0,
    currentContractId: 77,
    deferallPaymentFee: 25,
    paymentsList: Array.from({ length: 10 }, (_, index) => ({
      id: 100 + index,
      dueDate: first.add({ weeks: index }).toString(),
      amount: 21.25,
      isFromOriginalSchedule: true,
      isPaid: index < 5,
      isLate: false,
      canReturnNsf: false,
    })),
  });
  if (!decoded.ok) throw new Error("demo payments");
  return decoded.value;
};

const ListStateConsumer = () => {
  const state = usePaymentsListState(demoPayments().paymentsList);
  return (
    <Inspect name="usePaymentsListState" value={{ window: state.window, deferralIndex: state.deferralIndex }}>
      <button type="button" onClick={() => state.extend("past")}>
        Show more past payments
      </button>
    </Inspect>
  );
};

/** `usePaymentsListState`: the window of payments shown and the payment being deferred. */
export const PaymentsListState: Story = () => <ListStateConsumer />;

const ListConsumer = () => {
  const list = usePaymentsList({ payments: demoPayments(), today });
  return (
    <Inspect name="usePaymentsList" value={{ columns: list.columns, shown: list.rows.length }}>
      <ul>
        {list.rows.map((row) => (
          <li key={row.index}>
            {row.amountText} {row.deferButtonProps ? <Button {...row.deferButtonProps} /> : null}
          </li>
        ))}
      </ul>
      <Button {...list.pastButtonProps} />
    </Inspect>
  );
};

/** `usePaymentsList`: the payments' rows with their amounts and Defer buttons, as an administrator. */
export const PaymentsList: Story = () => (
  <LendkitProvider defaultLang="en" role={Role.Admin}>
    <ListConsumer />
  </LendkitProvider>
);

const TableFormConsumer = () => {
  const containerRef = useRef<HTMLDivElement>(null);
  const form = usePaymentsTableForm(containerRef);
  return (
    <Inspect name="usePaymentsTableForm" value={{ form }}>
      <div ref={containerRef}>The table's layout follows this box's width.</div>
    </Inspect>
  );
};

/** `usePaymentsTableForm`: the standard or short table layout from the container's width. */
export const PaymentsTableForm: Story = () => <TableFormConsumer />;

const DeferralStateConsumer = () => {
  const state = useDeferralState(new CalendarDate(2026, 3, 24));
  return (
    <Inspect name="useDeferralState" value={{ date: state.date?.toString() ?? null, isSending: state.isSending }}>
      <button type="button" onClick={() => state.setDate(state.date?.add({ days: 1 }) ?? null)}>
        One day later
      </button>
    </Inspect>
  );
};

/** `useDeferralState`: the chosen date, the problem and the sending flag of a deferral request. */
export const DeferralState: Story = () => <DeferralStateConsumer />;

const DeferralConsumer = () => {
  const deferral = useDeferral({ payments: demoPayments(), index: 6, customerId: 42, today, onClose: () => undefined, notify: () => undefined });
  return (
    <Inspect name="useDeferral" value={{ dueDate: deferral.dueDateText, hasFee: deferral.hasFee, date: deferral.datePickerProps.value?.toString() ?? null }}>
      <p>{deferral.texts.noticeRule}</p>
      <Button {...deferral.cancelButtonProps} />
      <Button {...deferral.submitButtonProps} />
    </Inspect>
  );
};

/** `useDeferral`: the deferral rules' texts, the default new date and the Cancel and Submit buttons. */
export const Deferral: Story = () => (
  <LendkitProvider defaultLang="fr" role={Role.Admin}>
    <DeferralConsumer />
  </LendkitProvider>
);
