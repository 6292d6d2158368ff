import type { Story } from "@ladle/react";
import { tableMessages } from "@lendkit/core";
import { LendkitProvider } from "./LendkitProvider.js";
import { useLendkit, useMessages } from "./useLendkit.js";

export default { title: "Provider" };

const Demo = () => {
  const t = useMessages(tableMessages);
  const { lang, setLang, locale, tenant, features } = useLendkit();
  return (
    <div>
      <p>{t("table.empty")}</p>
      <p>{t("table.pager", { from: 1, to: 10, count: 57 })}</p>
      <p data-locale={locale} data-tenant={tenant ?? ""} data-rest-of-canada={String(features.RestOfCanada)}>
        {locale}
      </p>
      <button type="button" onClick={() => setLang(lang === "fr" ? "en" : "fr")}>
        {lang === "fr" ? "English" : "Français"}
      </button>
    </div>
  );
};

/** Starts in French; the button switches the language at run time. */
export const LanguageSwitch: Story = () => (
  <LendkitProvider defaultLang="fr" tenant="RENT">
    <Demo />
  </LendkitProvider>
);

/** Starts in English with a rest-of-Canada flag received from the server. */
export const English: Story = () => (
  <LendkitProvider defaultLang="en" features={{ RestOfCanada: true }}>
    <Demo />
  </LendkitProvider>
);
