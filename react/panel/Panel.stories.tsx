import type { Story } from "@ladle/react";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { Panel } from "./Panel.js";
import type { PanelMode } from "./usePanel.js";

export default { title: "Panel" };

const Demo = ({ lang, mode }: { lang: Lang; mode: PanelMode }) => (
  <LendkitProvider defaultLang={lang}>
    <Panel title={`${mode} (${lang})`} mode={mode} showBack onClose={() => {}}>
      <p>…</p>
    </Panel>
  </LendkitProvider>
);

/** Normal header, back arrow and close X, French labels. */
export const NormalFrench: Story = () => <Demo lang="fr" mode="normal" />;
/** Editing header (data-mode="editing"), English labels. */
export const EditingEnglish: Story = () => <Demo lang="en" mode="editing" />;
/** Training header (data-mode="training"), French labels. */
export const TrainingFrench: Story = () => <Demo lang="fr" mode="training" />;
/** Title only: no back arrow, no close X. */
export const TitleOnly: Story = () => (
  <LendkitProvider defaultLang="en">
    <Panel title="Contract 1234">…</Panel>
  </LendkitProvider>
);
