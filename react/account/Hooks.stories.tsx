import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import { LendkitProvider, useLendkit } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { AccountLoginForm } from "./AccountLoginForm.js";
import { useAccountEntry } from "./useAccountEntry.js";
import { useAccountEntryState } from "./useAccountEntryState.js";

export default { title: "Account / Hooks" };

const today = new CalendarDate(2026, 11, 22);
const now = () => Date.UTC(2026, 10, 22, 15, 0, 0);

const StateConsumer = () => {
  const entry = useAccountEntryState();
  return <Inspect name="useAccountEntryState" value={{ page: entry.page, touched: entry.touched }} />;
};

/** `useAccountEntryState`: core's account page (phase, form, failure) before anything is typed. */
export const AccountEntryState: Story = () => <StateConsumer />;

const LoginConsumer = () => {
  const { lang } = useLendkit();
  const entry = useAccountEntryState();
  const aria = useAccountEntry({ entry, lang, today, now, onRequestCode: async () => ({ type: "notFound" }) as never });
  return (
    <Inspect name="AccountLoginForm" value={{ phase: entry.page.phase }}>
      <AccountLoginForm aria={aria} headingLevel={3} />
    </Inspect>
  );
};

/** `AccountLoginForm` on `useAccountEntry`: the existing-client form, the same one the renewal's step 0 shows. */
export const LoginForm: Story = () => (
  <LendkitProvider defaultLang="en">
    <LoginConsumer />
  </LendkitProvider>
);
