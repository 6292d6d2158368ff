import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from "react";
import {
  accountCanSubmit,
  accountLoginSubmit,
  birthDayOptions,
  birthMonthOptions,
  birthYearOptions,
  type AccountCodeFailure,
  type AccountEffect,
  type Lang,
  type LoginRequest,
} from "@lendkit/core";
import type { ApiFailure } from "@lendkit/core/api";
import type { CalendarDate } from "@internationalized/date";
import type { AccountEntryState, BirthPart } from "./useAccountEntryState.js";

/**
 * The answer of a code request. A refusal's `failure` (core/api's
 * `failureOf` of the body and status) decides what the page shows (core's
 * `accountCodeFailure`, on its code); without one, its ErrorMessage does.
 */
export type AccountCodeRequestResult =
  | { readonly ok: true; readonly userSlug: string; readonly lastFourDigitsOfPhoneNumber: string }
  | { readonly ok: false; readonly errorMessage: string | null; readonly retryAfterSeconds?: number | null; readonly failure?: ApiFailure };

/** Options of `useAccountEntry`. */
export interface UseAccountEntryOptions {
  /** The state from `useAccountEntryState`. */
  readonly entry: AccountEntryState;
  /** The current language (the consent text sent is in it). */
  readonly lang: Lang;
  /** Today, for the birth years offered. */
  readonly today: CalendarDate;
  /** The clock (ms). */
  readonly now: () => number;
  /** Requests the code for a valid login request. */
  readonly onRequestCode: (request: LoginRequest) => Promise<AccountCodeRequestResult>;
  /** Receives each effect core asks for (redirect the parent, store the token…). */
  readonly onEffect?: (effect: AccountEffect) => void;
  /** Answers core's `lookUpCustomerId` effect: the customer id; a rejection is core's `customerIdFailed`. */
  readonly onLookUpCustomerId?: () => Promise<number>;
}

/** Props of a native birthdate `<select>`. */
export interface BirthSelectProps {
  readonly id: string;
  readonly name: BirthPart;
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  readonly "aria-invalid"?: true;
  readonly "aria-describedby"?: string;
  readonly "aria-required": true;
}

/** Prop objects of the account entry. */
export interface AccountEntryAria {
  /** Props of the `<form>`. */
  readonly formProps: { onSubmit: (event: FormEvent) => void; noValidate: true; "aria-labelledby": string };
  /** Id of the title. */
  readonly titleId: string;
  /** One select per part with its options (numbers; months 1–12). */
  readonly selects: Readonly<Record<BirthPart, { readonly props: BirthSelectProps; readonly options: readonly number[]; readonly errorId: string }>>;
  /** Props of react-aria's email `TextField`. */
  readonly emailProps: { value: string; onChange: (value: string) => void; type: "email"; name: "email"; isRequired: true; isInvalid: boolean; autoComplete: "email" };
  /** Props of the cell phone's `MaskedField` (phone mask; optional, 10 digits when typed: core's `accountLoginErrors`). */
  readonly cellPhoneProps: {
    kind: "phone";
    name: "cellPhone";
    value: string;
    onChange: (value: string) => void;
    isInvalid: boolean;
    autoComplete: "tel-national";
  };
  /** Props of react-aria's consent `Checkbox`. */
  readonly consentProps: { isSelected: boolean; onChange: (selected: boolean) => void; name: "consent" };
  /** Props of SUBMIT. */
  readonly submitProps: { type: "submit"; isDisabled: boolean };
  /** The code-request failure to show, if any. */
  readonly failure: AccountCodeFailure | null;
  /** Props of the "I never had a loan with you ?" action. */
  readonly neverHadLoanProps: { onPress: () => void };
}

/**
 * The account entry's behaviour: birthdate selects enabled and filled by
 * core's rules, SUBMIT enabled by `accountCanSubmit`, SUBMIT through
 * `accountLoginSubmit`, the code request's outcome into core's page machine,
 * and core's effects handed to `onEffect`.
 *
 * @example
 * const entry = useAccountEntryState();
 * const aria = useAccountEntry({ entry, lang, today, now: Date.now, onRequestCode: api.requestCode, onEffect });
 * <select {...aria.selects.birthDateYear.props}>…</select>
 */
export const useAccountEntry = ({ entry, lang, today, now, onRequestCode, onEffect, onLookUpCustomerId }: UseAccountEntryOptions): AccountEntryAria => {
  const { form, errors, page } = entry;
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const onEffectRef = useRef(onEffect);
  onEffectRef.current = onEffect;
  const lookUpRef = useRef(onLookUpCustomerId);
  lookUpRef.current = onLookUpCustomerId;
  const { dispatch } = entry;
  const seen = useRef(page.effects);
  useEffect(() => {
    if (seen.current === page.effects) return;
    seen.current = page.effects;
    for (const effect of page.effects) {
      onEffectRef.current?.(effect);
      const lookUp = lookUpRef.current;
      if (effect.type === "lookUpCustomerId" && lookUp) {
        lookUp().then(
          (customerId) => dispatch({ type: "customerIdFound", customerId }),
          () => dispatch({ type: "customerIdFailed" }),
        );
      }
    }
  }, [page.effects, dispatch]);

  const months = birthMonthOptions(form.birthDateYear);
  const days = birthDayOptions(form.birthDateYear, form.birthDateMonth);
  const select = (part: BirthPart, options: readonly number[], disabled: boolean) => {
    const errorId = `${baseId}-${part}-error`;
    const invalid = errors[part] !== undefined;
    const value = form[part];
    return {
      options,
      errorId,
      props: {
        id: `${baseId}-${part}`,
        name: part,
        value: value === null ? "" : String(value),
        disabled: disabled || entry.requesting,
        "aria-required": true as const,
        onChange: (event: ChangeEvent<HTMLSelectElement>) =>
          entry.setPart(part, event.target.value === "" ? null : Number(event.target.value)),
        ...(invalid ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
      },
    };
  };

  const submit = async () => {
    if (entry.requesting || !accountCanSubmit(form, entry.touched)) return;
    const outcome = accountLoginSubmit(form, lang);
    if (!outcome.ok) {
      entry.setForm(outcome.form);
      return;
    }
    entry.setForm(outcome.request);
    entry.setRequesting(true);
    try {
      const result = await onRequestCode(outcome.request);
      if (result.ok) {
        entry.setCodeSentAt(now());
        entry.dispatch({ type: "codeSent", userSlug: result.userSlug, lastFourDigitsOfPhoneNumber: result.lastFourDigitsOfPhoneNumber });
      } else {
        const { errorMessage, retryAfterSeconds = null, failure } = result;
        entry.dispatch({ type: "codeRequestFailed", errorMessage, retryAfterSeconds, ...(failure ? { failure } : {}) });
      }
    } catch {
      entry.dispatch({ type: "codeRequestFailed", errorMessage: null });
    } finally {
      entry.setRequesting(false);
    }
  };

  return {
    titleId,
    formProps: {
      noValidate: true,
      "aria-labelledby": titleId,
      onSubmit: (event) => {
        event.preventDefault();
        void submit();
      },
    },
    selects: {
      birthDateYear: select("birthDateYear", birthYearOptions(today), false),
      birthDateMonth: select("birthDateMonth", months.options, months.disabled),
      birthDateDay: select("birthDateDay", days.options, days.disabled),
    },
    emailProps: {
      value: form.email,
      onChange: entry.setEmail,
      type: "email",
      name: "email",
      isRequired: true,
      isInvalid: errors.email !== undefined,
      autoComplete: "email",
    },
    cellPhoneProps: {
      kind: "phone",
      name: "cellPhone",
      value: form.cellPhone,
      onChange: entry.setCellPhone,
      isInvalid: errors.cellPhone !== undefined,
      autoComplete: "tel-national",
    },
    consentProps: { isSelected: form.isAcceptChecked, onChange: entry.setAccepted, name: "consent" },
    submitProps: { type: "submit", isDisabled: entry.requesting || !accountCanSubmit(form, entry.touched) },
    failure: page.failure,
    neverHadLoanProps: { onPress: () => entry.dispatch({ type: "neverHadLoan" }) },
  };
};
