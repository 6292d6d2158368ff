import type { Story } from "@ladle/react";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { ConfirmOperationModal } from "./ConfirmOperationModal.js";

export default { title: "Confirm operation modal" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const Demo = ({ lang, fails = false }: { lang: Lang; fails?: boolean }) => (
  <LendkitProvider defaultLang={lang}>
    <ConfirmOperationModal
      triggerLabel={lang === "fr" ? "Supprimer" : "Delete"}
      title={lang === "fr" ? "Supprimer le contrat 1234?" : "Delete contract 1234?"}
      text={lang === "fr" ? "Cette opération est définitive." : "This cannot be undone."}
      operation={async () => {
        await wait(1500);
        if (fails) throw new Error("refused");
      }}
      onError={(error) => console.warn(error)}
    >
      <p data-part="extra">1234 — 2019 Honda Civic</p>
    </ConfirmOperationModal>
  </LendkitProvider>
);

/** Submit waits 1.5 s (pending, cancel disabled), then closes. */
export const French: Story = () => <Demo lang="fr" />;
/** Same in English. */
export const English: Story = () => <Demo lang="en" />;
/** The operation fails after 1.5 s: the modal stays open. */
export const FailingOperation: Story = () => <Demo lang="en" fails />;
