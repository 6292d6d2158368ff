import { useState } from "react";
import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import { decodeCustomerPayments, type CustomerPayments, type Lang } from "@lendkit/core";
import { LendkitProvider, type LendkitFetcher } from "../provider/index.js";
import { DeferralModal } from "./DeferralModal.js";
import type { PaymentsNotice } from "./types.js";

export default { title: "Deferral modal" };

const today = new CalendarDate(2026, 3, 10);

const demoPayments = (fee: number | null, exceptionDays: readonly string[]): CustomerPayments => {
  const decoded = decodeCustomerPayments({
    PaymentFrenquency: 1,
    currentContractId: 77,
    deferallPaymentFee: fee,
    EdiExceptionDays: exceptionDays,
    paymentsList: [
      { id: 1, dueDate: "2026-03-03", amount: 80, isPaid: true },
      { id: 2, dueDate: "2026-03-17", amount: 80 },
      { id: 3, dueDate: "2026-03-31", amount: 80 },
    ],
  });
  if (!decoded.ok) throw new Error("bad demo data");
  return decoded.value;
};

/** A fake server answering after 800 ms. */
const fakeServer =
  (success: boolean): LendkitFetcher =>
  async (_input, init) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    const sent = JSON.parse(String(init?.body)) as { Deferalmessage: string };
    return new Response(JSON.stringify({ Success: success, Result: success ? sent.Deferalmessage : "Refusé / Refused" }));
  };

const Demo = ({ lang, success = true, fee = 25, exceptionDays = [] }: { lang: Lang; success?: boolean; fee?: number | null; exceptionDays?: readonly string[] }) => {
  const [open, setOpen] = useState(true);
  const [notices, setNotices] = useState<readonly PaymentsNotice[]>([]);
  return (
    <LendkitProvider defaultLang={lang} fetcher={fakeServer(success)}>
      <button type="button" onClick={() => setOpen(true)}>
        2026-03-17
      </button>
      <ul aria-live="polite">
        {notices.map((notice, index) => (
          <li key={index} data-type={notice.type}>
            {notice.type}: {notice.message}
          </li>
        ))}
      </ul>
      {open && (
        <DeferralModal
          payments={demoPayments(fee, exceptionDays)}
          index={1}
          customerId={42}
          today={today}
          onClose={() => setOpen(false)}
          notify={(notice) => setNotices((list) => [...list, notice])}
        />
      )}
    </LendkitProvider>
  );
};

/** French; the date starts on the last payment + 14 days (bi-weekly). */
export const French: Story = () => <Demo lang="fr" />;
/** English. */
export const English: Story = () => <Demo lang="en" />;
/** The server refuses: the error notice shows and the modal stays open. */
export const Refused: Story = () => <Demo lang="en" success={false} />;
/** EDI exception days: only those can be chosen; the first after the last payment is proposed. */
export const ExceptionDays: Story = () => <Demo lang="fr" exceptionDays={["2026-04-08", "2026-04-22"]} />;
/** No fee from the server: the fee sentence is left out. */
export const NoFee: Story = () => <Demo lang="en" fee={null} />;
