import { useCallback, useMemo, useReducer, useState } from "react";
import {
  accountLoginErrors,
  accountPageStart,
  accountPageTransition,
  birthDateSetPart,
  emptyLoginRequest,
  type AccountLoginErrors,
  type AccountPageEvent,
  type AccountPageState,
  type BirthDatePart,
  type LoginRequest,
} from "@lendkit/core";

/** A birthdate select (core's `BirthDatePart`). */
export type BirthPart = BirthDatePart;

/** What `useAccountEntryState` returns. */
export interface AccountEntryState {
  /** The login form (core's LoginRequest). */
  readonly form: LoginRequest;
  /** True once the user changed a field. */
  readonly touched: boolean;
  /** Errors shown (after a blocked SUBMIT, kept up to date afterwards). */
  readonly errors: AccountLoginErrors;
  /** Sets one birthdate part through core's `birthDateSetPart`. */
  readonly setPart: (part: BirthPart, value: number | null) => void;
  /** Sets the email. */
  readonly setEmail: (email: string) => void;
  /** Sets the cell phone (the renewal's step-0 form; its digits, from the phone mask). */
  readonly setCellPhone: (cellPhone: string) => void;
  /** Ticks or unticks the consent box. */
  readonly setAccepted: (accepted: boolean) => void;
  /** Replaces the form (after core's `accountLoginSubmit`). */
  readonly setForm: (form: LoginRequest) => void;
  /** Core's account-page state. */
  readonly page: AccountPageState;
  /** Sends one event into core's `accountPageTransition`. */
  readonly dispatch: (event: AccountPageEvent) => void;
  /** When the code was sent (ms), for the OTP form. */
  readonly codeSentAt: number | null;
  /** Records when the code was sent. */
  readonly setCodeSentAt: (at: number | null) => void;
  /** A code request in flight. */
  readonly requesting: boolean;
  /** Marks a code request in flight. */
  readonly setRequesting: (requesting: boolean) => void;
}

const loginPage = (): AccountPageState => ({ ...accountPageStart(), phase: "login" });

/**
 * The account entry's state (no rule here): core's login form and account
 * page machine, starting at the login (no token).
 *
 * @example
 * const entry = useAccountEntryState();
 * entry.setPart("birthDateYear", 1980);
 */
export const useAccountEntryState = (): AccountEntryState => {
  const [form, setFormState] = useState<LoginRequest>(emptyLoginRequest);
  const [touched, setTouched] = useState(false);
  const [page, send] = useReducer(accountPageTransition, undefined, loginPage);
  const [codeSentAt, setCodeSentAt] = useState<number | null>(null);
  const [requesting, setRequesting] = useState(false);
  const change = useCallback((update: (form: LoginRequest) => LoginRequest) => {
    setFormState(update);
    setTouched(true);
  }, []);
  const setPart = useCallback((part: BirthPart, value: number | null) => change((f) => birthDateSetPart(f, part, value)), [change]);
  const setEmail = useCallback((email: string) => change((f) => ({ ...f, email })), [change]);
  const setCellPhone = useCallback((cellPhone: string) => change((f) => ({ ...f, cellPhone })), [change]);
  const setAccepted = useCallback((accepted: boolean) => change((f) => ({ ...f, isAcceptChecked: accepted })), [change]);
  const dispatch = useCallback((event: AccountPageEvent) => send(event), []);
  const errors = useMemo(() => (form.isSubmited ? accountLoginErrors(form) : {}), [form]);
  return {
    form,
    touched,
    errors,
    setPart,
    setEmail,
    setCellPhone,
    setAccepted,
    setForm: setFormState,
    page,
    dispatch,
    codeSentAt,
    setCodeSentAt,
    requesting,
    setRequesting,
  };
};
