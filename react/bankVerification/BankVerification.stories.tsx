import type { Story } from "@ladle/react";
import type { BankProvider, Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { BankVerification } from "./BankVerification.js";

export default { title: "Bank verification / Instant" };

const Demo = ({ lang, provider, fail = false }: { lang: Lang; provider: BankProvider; fail?: boolean }) => (
  <LendkitProvider defaultLang={lang}>
    <BankVerification
      provider={provider}
      slug="demo"
      test
      frameUrlFor={() => "about:blank"}
      onServerCall={async (call) => {
        if (call.kind === "createVerification") {
          if (fail) throw new Error("refused");
          return { requestCode: "demo", redirectUrl: "about:blank" };
        }
        return undefined;
      }}
      onCompleted={(completion) => console.info("completed", completion)}
    />
  </LendkitProvider>
);

/** The aggregator's tiles; choose one for the frame and its spinner. */
export const AggregatorFrench: Story = () => <Demo lang="fr" provider="aggregator" />;
export const AggregatorEnglish: Story = () => <Demo lang="en" provider="aggregator" />;
/** The bank-verification widget's tiles. */
export const WidgetFrench: Story = () => <Demo lang="fr" provider="bankVerification" />;
/** The widget's request fails: back to the tiles. */
export const WidgetRequestFailsEnglish: Story = () => <Demo lang="en" provider="bankVerification" fail />;
/** The alternate view: no tiles, the frame straight away. */
export const AlternateEnglish: Story = () => <Demo lang="en" provider="alternate" />;
