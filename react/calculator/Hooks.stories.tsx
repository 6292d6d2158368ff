import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import { emptyCalculatorModel } from "@lendkit/core";
import { Button } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useLoanCalculator } from "./useLoanCalculator.js";
import { useLoanCalculatorState } from "./useLoanCalculatorState.js";
import { useTrainingProgramChoice, useTrainingProgramState } from "./useTrainingProgramChoice.js";

export default { title: "Calculator / Hooks" };

const today = new CalendarDate(2026, 11, 22);
const feeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };

const CalculatorConsumer = () => {
  const calc = useLoanCalculator({ defaultModel: emptyCalculatorModel(), feeConstants, today });
  const state = useLoanCalculatorState({ defaultModel: emptyCalculatorModel() }, calc.context);
  return (
    <Inspect name="useLoanCalculator / useLoanCalculatorState" value={{ summary: calc.summary, standalone: state.model.loanAmount.toString() }}>
      <p>{calc.summary}</p>
      <Button {...calc.decreaseButtonProps}>−</Button>
      <output>{calc.sliderProps.valueText}</output>
      <Button {...calc.increaseButtonProps}>+</Button>
    </Inspect>
  );
};

/** `useLoanCalculator` and `useLoanCalculatorState`: the amount buttons and the summary sentence on plain elements. */
export const LoanCalculator: Story = () => (
  <LendkitProvider defaultLang="en" tenant="RENT">
    <CalculatorConsumer />
  </LendkitProvider>
);

const TrainingConsumer = () => {
  const state = useTrainingProgramState(undefined, 750);
  const choice = useTrainingProgramChoice({ defaultValue: 750 });
  return (
    <Inspect name="useTrainingProgramState / useTrainingProgramChoice" value={{ state: state.value, choice: choice.state.value }}>
      <fieldset>
        <legend>{choice.radioGroupProps.label}</legend>
        {choice.options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="training"
              value={option.value}
              checked={choice.radioGroupProps.value === option.value}
              onChange={() => choice.radioGroupProps.onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    </Inspect>
  );
};

/** `useTrainingProgramState` and `useTrainingProgramChoice`: the training amount on native radio buttons. */
export const TrainingProgram: Story = () => (
  <LendkitProvider defaultLang="fr">
    <TrainingConsumer />
  </LendkitProvider>
);
