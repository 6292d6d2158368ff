import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import { decodeCustomerPayments, Role, type CustomerPayments, type Lang, type RoleId } from "@lendkit/core";
import { LendkitProvider, type LendkitFetcher } from "../provider/index.js";
import { CustomerPaymentsList } from "./CustomerPaymentsList.js";

export default { title: "Customer payments list" };

/** A fixed "today" so the stories always show the same eligible payments. */
const today = new CalendarDate(2026, 3, 10);

const demoPayments = (exceptionDays: readonly string[] = []): CustomerPayments => {
  const first = new CalendarDate(2026, 1, 6);
  const decoded = decodeCustomerPayments({
    PaymentFrenquency: 0,
    currentContractId: 77,
    deferallPaymentFee: 25,
    EdiExceptionDays: exceptionDays,
    paymentsList: Array.from({ length: 15 }, (_, index) => ({
      id: 100 + index,
      dueDate: first.add({ weeks: index }).toString(),
      amount: 21.25,
      isFromOriginalSchedule: index !== 11,
      isPaid: index <= 6 || index === 8,
      isLate: index === 7,
      canReturnNsf: index === 4,
    })),
  });
  if (!decoded.ok) throw new Error("bad demo data");
  return decoded.value;
};

/** A fake server: answers after 800 ms, successfully or not. */
const fakeServer =
  (success: boolean): LendkitFetcher =>
  async () => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    const Result = success ? "Votre demande a été reçue. / Your request was received." : "Demande refusée. / Request refused.";
    return new Response(JSON.stringify({ Success: success, Result }), { headers: { "Content-Type": "application/json" } });
  };

/** Demo styling only: the component is unstyled and the app maps the data attributes to its palette. */
const demoCss = `
[data-part="chip"][data-colour="red"], [data-part="letter"][data-colour="red"] { background: #fdd; }
[data-part="chip"][data-colour="green"], [data-part="letter"][data-colour="green"] { background: #dfd; }
[data-part="chip"][data-colour="yellow"], [data-part="letter"][data-colour="yellow"] { background: #ffd; }
[data-part="chip"][data-colour="grey"], [data-part="letter"][data-colour="grey"] { background: #eee; }
.react-aria-CalendarCell[data-unavailable] { text-decoration: line-through; color: #6b6b6b; }
.react-aria-ModalOverlay { position: fixed; inset: 0; background: rgba(0, 0, 0, 0.3); display: grid; place-items: center; }
.react-aria-Modal { background: white; padding: 16px; max-width: 480px; }
`;

interface DemoProps {
  readonly lang: Lang;
  readonly role?: RoleId;
  readonly layout?: "embedded" | "standard";
  readonly compact?: boolean;
  readonly success?: boolean;
  readonly exceptionDays?: readonly string[];
}

const Demo = ({ lang, role = Role.Client, layout = "embedded", compact, success = true, exceptionDays }: DemoProps) => (
  <LendkitProvider defaultLang={lang} role={role} fetcher={fakeServer(success)}>
    <style>{demoCss}</style>
    <CustomerPaymentsList
      payments={demoPayments(exceptionDays)}
      customerId={42}
      today={today}
      layout={layout}
      compact={compact}
    />
  </LendkitProvider>
);

/** Embedded cards, French: starts at the late payment; Defer on the eligible ones (today is 2026-03-10). */
export const EmbeddedFrench: Story = () => <Demo lang="fr" />;
/** Embedded cards, English. */
export const EmbeddedEnglish: Story = () => <Demo lang="en" />;
/** Standard table, wide form, French (staff view). */
export const StandardWideFrench: Story = () => <Demo lang="fr" role={Role.Admin} layout="standard" compact={false} />;
/** Standard table, short form (L/R, P, U/V), English (staff view). */
export const StandardShortEnglish: Story = () => <Demo lang="en" role={Role.Admin} layout="standard" compact />;
/** Standard table following its container's width. */
export const StandardByWidth: Story = () => <Demo lang="en" layout="standard" />;
/** The server refuses the deferral: the error is announced and the modal stays open. */
export const DeferralRefused: Story = () => <Demo lang="en" success={false} />;
/** EDI exception days: only those dates can be chosen. */
export const ExceptionDays: Story = () => <Demo lang="fr" exceptionDays={["2026-04-20", "2026-04-27", "2026-05-04"]} />;
