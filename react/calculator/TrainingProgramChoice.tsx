import { Label, Radio, RadioGroup } from "react-aria-components";
import { useTrainingProgramChoice, type UseTrainingProgramChoiceOptions } from "./useTrainingProgramChoice.js";

/** Props of `TrainingProgramChoice`. */
export interface TrainingProgramChoiceProps extends UseTrainingProgramChoiceOptions {
  /** Class of the radio group. */
  readonly className?: string;
}

/**
 * The training programme choice (C §2): three radios, 500 $ (3 months of
 * access), 750 $ (4 months), 1000 $ (5 months), each as cashback. Unstyled;
 * react-aria sets `data-selected` on the chosen radio.
 *
 * @example
 * <TrainingProgramChoice defaultValue={500} onChange={(amount) => setCourse(amount)} />
 */
export const TrainingProgramChoice = ({ className, ...options }: TrainingProgramChoiceProps) => {
  const choice = useTrainingProgramChoice(options);
  return (
    <RadioGroup {...choice.radioGroupProps} className={className} data-lendkit="training-program-choice">
      <Label>{choice.radioGroupProps.label}</Label>
      {choice.options.map((entry) => (
        <Radio key={entry.value} value={entry.value} data-part="program" data-months={entry.option.monthsOfAccess}>
          {entry.label}
        </Radio>
      ))}
    </RadioGroup>
  );
};
