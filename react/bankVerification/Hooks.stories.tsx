import type { Story } from "@ladle/react";
import { bankMessages } from "@lendkit/core";
import { Button } from "react-aria-components";
import { LendkitProvider, useLendkit, useMessages } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useBankVerification } from "./useBankVerification.js";
import { useBankVerificationState } from "./useBankVerificationState.js";
import { useManualBankState, useManualBankVerification } from "./useManualBankVerification.js";

export default { title: "Bank verification / Hooks" };

const now = () => Date.UTC(2026, 10, 22, 15, 0, 0);

const StateConsumer = () => {
  const bank = useBankVerificationState("aggregator");
  return <Inspect name="useBankVerificationState" value={bank.state} />;
};

/** `useBankVerificationState`: core's bank step machine for a provider, at its start. */
export const BankVerificationState: Story = () => <StateConsumer />;

const BankConsumer = () => {
  const { lang, features } = useLendkit();
  const bank = useBankVerificationState("aggregator");
  const aria = useBankVerification({ bank, slug: "demo", now, features, test: true, onServerCall: () => new Promise(() => undefined), onCompleted: () => undefined });
  return (
    <Inspect name="useBankVerification" value={{ stage: bank.state.stage, tiles: aria.tiles.length }}>
      <ul>
        {aria.tiles.map((tile) => (
          <li key={tile.id}>
            <Button {...aria.tileProps(tile)}>{tile.shortLabel[lang]}</Button>
          </li>
        ))}
      </ul>
    </Inspect>
  );
};

/** `useBankVerification`: the bank tiles (the test bank included) as plain buttons. */
export const BankVerification: Story = () => (
  <LendkitProvider defaultLang="en">
    <BankConsumer />
  </LendkitProvider>
);

const ManualConsumer = () => {
  const t = useMessages(bankMessages);
  const manual = useManualBankState();
  const aria = useManualBankVerification({ manual, onUpload: async () => undefined, onSubmit: async () => undefined });
  return (
    <Inspect name="useManualBankState / useManualBankVerification" value={{ state: manual.state, images: aria.images }}>
      <label>
        {t("bank.manual.explanation")}
        <input {...aria.fileInputProps} />
      </label>
      <Button {...aria.continueProps}>{t(aria.continueKey)}</Button>
    </Inspect>
  );
};

/** `useManualBankState` and `useManualBankVerification`: the statement upload and Continue, disabled until a picture is in. */
export const ManualBankVerification: Story = () => (
  <LendkitProvider defaultLang="fr">
    <ManualConsumer />
  </LendkitProvider>
);
