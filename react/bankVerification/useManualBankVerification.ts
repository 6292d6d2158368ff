import { useCallback, useEffect, useReducer, useRef, type ChangeEvent } from "react";
import {
  initialManualBankState,
  manualBankCanContinue,
  manualBankContinueLabel,
  manualBankReducer,
  type ManualBankEvent,
  type ManualBankState,
} from "@lendkit/core";

/** What `useManualBankState` returns. */
export interface ManualBankMachine {
  /** Core's manual-mode state. */
  readonly state: ManualBankState;
  /** Sends one event into core's `manualBankReducer`. */
  readonly dispatch: (event: ManualBankEvent) => void;
}

/**
 * The manual mode's state (no rule here): core's `manualBankReducer` from
 * `initialManualBankState`.
 *
 * @example
 * const manual = useManualBankState();
 * manual.dispatch({ type: "imageUploaded" });
 */
export const useManualBankState = (): ManualBankMachine => {
  const [state, send] = useReducer(manualBankReducer, initialManualBankState);
  const dispatch = useCallback((event: ManualBankEvent) => send(event), []);
  return { state, dispatch };
};

/** Options of `useManualBankVerification`. */
export interface UseManualBankVerificationOptions {
  /** The state from `useManualBankState`. */
  readonly manual: ManualBankMachine;
  /** Uploads one picture; a resolved promise counts it. */
  readonly onUpload: (file: File) => Promise<unknown>;
  /** Submits the step; a rejection re-enables Continue. */
  readonly onSubmit: () => Promise<unknown>;
  /** Called once when the step is complete. */
  readonly onCompleted?: () => void;
}

/** Prop objects of the manual mode. */
export interface ManualBankVerificationAria {
  /** Props of the file input (images only, several at once). */
  readonly fileInputProps: { type: "file"; accept: "image/*"; multiple: true; disabled: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  /** Props of Continue; its text is `continueKey`. */
  readonly continueProps: { isDisabled: boolean; onPress: () => void };
  /** Core's Continue text for the state. */
  readonly continueKey: ReturnType<typeof manualBankContinueLabel>;
  /** Pictures uploaded. */
  readonly images: number;
}

/**
 * The manual mode's behaviour: each uploaded picture is counted in core's
 * machine; Continue is enabled by `manualBankCanContinue` and named by
 * `manualBankContinueLabel`; the submit's outcome goes back into core, and
 * `onCompleted` is called once.
 *
 * @example
 * const manual = useManualBankState();
 * const aria = useManualBankVerification({ manual, onUpload: api.uploadStatement, onSubmit: api.completeManual });
 */
export const useManualBankVerification = ({ manual, onUpload, onSubmit, onCompleted }: UseManualBankVerificationOptions): ManualBankVerificationAria => {
  const { state, dispatch } = manual;
  const latest = useRef({ onUpload, onSubmit, onCompleted });
  latest.current = { onUpload, onSubmit, onCompleted };
  const { submitting, completed } = state;
  useEffect(() => {
    if (!submitting) return;
    let active = true;
    latest.current.onSubmit().then(
      () => active && dispatch({ type: "submitSucceeded" }),
      () => active && dispatch({ type: "submitFailed" }),
    );
    return () => {
      active = false;
    };
  }, [submitting, dispatch]);
  useEffect(() => {
    if (completed) latest.current.onCompleted?.();
  }, [completed]);
  return {
    fileInputProps: {
      type: "file",
      accept: "image/*",
      multiple: true,
      disabled: submitting || completed,
      onChange: (event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = "";
        for (const file of files) {
          latest.current.onUpload(file).then(
            () => dispatch({ type: "imageUploaded" }),
            () => undefined,
          );
        }
      },
    },
    continueProps: { isDisabled: !manualBankCanContinue(state), onPress: () => dispatch({ type: "submit" }) },
    continueKey: manualBankContinueLabel(state),
    images: state.images,
  };
};
