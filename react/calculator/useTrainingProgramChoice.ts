import { useMemo, useState } from "react";
import { calculatorMessages } from "@lendkit/core";
import { trainingProgramOptions, type TrainingAmount, type TrainingProgramOption } from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";

/** What `useTrainingProgramState` returns. */
export interface TrainingProgramState {
  /** The chosen programme's amount, or null. */
  readonly value: TrainingAmount | null;
  readonly setValue: (value: TrainingAmount) => void;
}

/**
 * The training choice's state (no rule): controlled by `value` when given,
 * else its own, starting from `defaultValue`.
 *
 * @example
 * const state = useTrainingProgramState(undefined, 750);
 */
export const useTrainingProgramState = (value?: TrainingAmount | null, defaultValue: TrainingAmount | null = null): TrainingProgramState => {
  const [own, setOwn] = useState<TrainingAmount | null>(defaultValue);
  const current = value === undefined ? own : value;
  return useMemo(() => ({ value: current, setValue: setOwn }), [current]);
};

/** Options of `useTrainingProgramChoice`. */
export interface UseTrainingProgramChoiceOptions {
  /** The chosen amount (controlled). */
  readonly value?: TrainingAmount | null;
  /** The first choice (uncontrolled). */
  readonly defaultValue?: TrainingAmount | null;
  /** Receives the chosen amount. */
  readonly onChange?: (value: TrainingAmount, option: TrainingProgramOption) => void;
}

/** What `useTrainingProgramChoice` returns. */
export interface TrainingProgramChoiceAria {
  readonly state: TrainingProgramState;
  /** For react-aria `RadioGroup`. */
  readonly radioGroupProps: {
    readonly label: string;
    readonly value: string | null;
    readonly onChange: (value: string) => void;
  };
  /** The three programmes of core, in order: radio value, label, months of access. */
  readonly options: readonly { readonly value: string; readonly label: string; readonly option: TrainingProgramOption }[];
}

/**
 * The training programme choice (C §2, §3.6, §9): three radios from core's
 * `trainingProgramOptions` (500 $ → 3 months, 750 $ → 4, 1000 $ → 5 months of
 * access, as cashback).
 *
 * @example
 * const choice = useTrainingProgramChoice({ defaultValue: 500, onChange: setCourse });
 * <RadioGroup {...choice.radioGroupProps}>{choice.options.map((o) => <Radio key={o.value} value={o.value}>{o.label}</Radio>)}</RadioGroup>
 */
export const useTrainingProgramChoice = (options: UseTrainingProgramChoiceOptions = {}): TrainingProgramChoiceAria => {
  const { lang } = useLendkit();
  const t = useMessages(calculatorMessages);
  const state = useTrainingProgramState(options.value, options.defaultValue ?? null);
  return {
    state,
    radioGroupProps: {
      label: t("calculator.trainingLabel"),
      value: state.value === null ? null : String(state.value),
      onChange: (value) => {
        const option = trainingProgramOptions.find((entry) => String(entry.value) === value);
        if (!option) return;
        state.setValue(option.value);
        options.onChange?.(option.value, option);
      },
    },
    options: trainingProgramOptions.map((option) => ({ value: String(option.value), label: option.label[lang], option })),
  };
};
