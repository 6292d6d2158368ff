import { useState } from "react";
import type { Story } from "@ladle/react";
import type { Lang, TrainingAmount } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { TrainingProgramChoice } from "./TrainingProgramChoice.js";

export default { title: "Training program choice" };

const Demo = ({ lang, initial = null }: { lang: Lang; initial?: TrainingAmount | null }) => {
  const [value, setValue] = useState<TrainingAmount | null>(initial);
  return (
    <LendkitProvider defaultLang={lang}>
      <TrainingProgramChoice value={value} onChange={setValue} />
      <p>{value ?? "—"}</p>
    </LendkitProvider>
  );
};

/** French, nothing chosen. */
export const French: Story = () => <Demo lang="fr" />;
/** English, nothing chosen. */
export const English: Story = () => <Demo lang="en" />;
/** English, 750 $ (4 months) chosen. */
export const ChosenEnglish: Story = () => <Demo lang="en" initial={750} />;
