import type { Story } from "@ladle/react";
import { commonMessages } from "@lendkit/core";
import { Inspect } from "../stories/Inspect.js";
import { LendkitProvider } from "./LendkitProvider.js";
import { useLendkit, useMessages } from "./useLendkit.js";
import { useLendkitState } from "./useLendkitState.js";

export default { title: "Provider / Hooks" };

const StateConsumer = () => {
  const lendkit = useLendkitState({ defaultLang: "fr", tenant: "RENT" });
  return (
    <Inspect name="useLendkitState" value={{ lang: lendkit.lang, tenant: lendkit.tenant, role: lendkit.role }}>
      <button type="button" onClick={() => lendkit.setLang(lendkit.lang === "fr" ? "en" : "fr")}>
        {lendkit.lang === "fr" ? "English" : "Français"}
      </button>
    </Inspect>
  );
};

/** `useLendkitState`: the provider's value without the provider (language switch included). */
export const LendkitState: Story = () => <StateConsumer />;

const ContextConsumer = () => {
  const { lang, tenant, setLang } = useLendkit();
  const t = useMessages(commonMessages);
  return (
    <Inspect name="useLendkit / useMessages" value={{ lang, tenant, save: t("common.continue") }}>
      <button type="button" onClick={() => setLang(lang === "fr" ? "en" : "fr")}>
        {t("common.continue")}
      </button>
    </Inspect>
  );
};

/** `useLendkit` and `useMessages`: the provider's language and tenant, and the catalog's texts in that language. */
export const LendkitContext: Story = () => (
  <LendkitProvider defaultLang="en" tenant="RENT">
    <ContextConsumer />
  </LendkitProvider>
);
