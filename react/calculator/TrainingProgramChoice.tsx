import { forwardRef, type ForwardedRef } from "react";
import { Label, Radio, RadioGroup } from "react-aria-components";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import type { TrainingAmount } from "@lendkit/core";
import { useTrainingProgramChoice, type UseTrainingProgramChoiceOptions } from "./useTrainingProgramChoice.js";

/** The state the radio group's `className` and `style` may be computed from. */
export interface TrainingProgramRenderState {
  /** The chosen amount, or null. */
  readonly value: TrainingAmount | null;
}

/** Props of `TrainingProgramChoice`: the hook's options, plus DOM props for the radio group. */
export type TrainingProgramChoiceProps = UseTrainingProgramChoiceOptions &
  DomProps<HTMLDivElement, TrainingProgramRenderState, UseTrainingProgramChoiceOptions>;

/**
 * The training programme choice (C §2): three radios, 500 $ (3 months of
 * access), 750 $ (4 months), 1000 $ (5 months), each as cashback. Unstyled;
 * react-aria sets `data-selected` on the chosen radio.
 *
 * @example
 * <TrainingProgramChoice defaultValue={500} onChange={(amount) => setCourse(amount)} />
 */
export const TrainingProgramChoice = /* @__PURE__ */ forwardRef(function TrainingProgramChoice(
  { value, defaultValue, onChange, ...dom }: TrainingProgramChoiceProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const choice = useTrainingProgramChoice({ value, defaultValue, onChange });
  return (
    <RadioGroup
      {...choice.radioGroupProps}
      {...mergeDomProps(dom, { value: choice.state.value }, { "data-lendkit": "training-program-choice" })}
      ref={ref}
    >
      <Label>{choice.radioGroupProps.label}</Label>
      {choice.options.map((entry) => (
        <Radio key={entry.value} value={entry.value} data-part="program" data-months={entry.option.monthsOfAccess}>
          {entry.label}
        </Radio>
      ))}
    </RadioGroup>
  );
});
