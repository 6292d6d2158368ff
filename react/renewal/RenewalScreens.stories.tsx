import type { ReactNode } from "react";
import type { Story } from "@ladle/react";
import type { Lang } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { RenewalCompletion, RenewalLoading, RenewalOverdue, RenewalProgress } from "./RenewalScreens.js";

export default { title: "Renewal / Screens" };

const In = ({ lang, children, training = false }: { lang: Lang; children: ReactNode; training?: boolean }) => (
  <LendkitProvider defaultLang={lang} tenant="FIDELE" features={{ hasTrainingContract: training }}>
    {children}
  </LendkitProvider>
);

export const LoadingFrench: Story = () => <In lang="fr"><RenewalLoading /></In>;
export const LoadingEnglish: Story = () => <In lang="en"><RenewalLoading /></In>;
export const ProgressVerificationsFrench: Story = () => <In lang="fr"><RenewalProgress step={23} /></In>;
export const ProgressSignaturesEnglish: Story = () => <In lang="en"><RenewalProgress step={3} /></In>;
export const OverdueFrench: Story = () => <In lang="fr"><RenewalOverdue collectionsPhoneNumber="5145551234" onGoToClientSpace={() => undefined} /></In>;
export const OverdueEnglishNoNumber: Story = () => <In lang="en"><RenewalOverdue collectionsPhoneNumber={null} onGoToClientSpace={() => undefined} /></In>;
export const CompletionFrench: Story = () => <In lang="fr"><RenewalCompletion /></In>;
export const CompletionEnglish: Story = () => <In lang="en"><RenewalCompletion /></In>;
export const CompletionTrainingFrench: Story = () => <In lang="fr" training><RenewalCompletion /></In>;
export const CompletionTrainingEnglish: Story = () => <In lang="en" training><RenewalCompletion /></In>;
