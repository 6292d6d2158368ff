import type { ReactNode } from "react";
import { RequiredFieldsPopup, type RequiredFieldsPopupProps } from "../requiredFieldsPopup/index.js";
import type { FormApi } from "./useForm.js";

/** Props of `Form`. */
export interface FormProps {
  /** The form engine from `useForm`. */
  readonly form: FormApi;
  /** The fields and the submit button (`type="submit"`). */
  readonly children?: ReactNode;
  /** Class of the `<form>` (it carries `data-disabled`, `data-loading`, `data-touched` and `aria-busy`). */
  readonly className?: string;
  /** Accessible name of the form, when it has no visible title. */
  readonly "aria-label"?: string;
  /** Id of the form's visible title. */
  readonly "aria-labelledby"?: string;
  /** Props passed to the Required Fields popup (classes, heading level). */
  readonly popupProps?: Pick<RequiredFieldsPopupProps, "headingLevel" | "overlayClassName" | "modalClassName" | "className">;
}

/**
 * A `<form>` driven by `useForm`: submit runs the engine, Enter is blocked
 * except in multi-line text, and the Required Fields popup opens when a
 * submit finds errors.
 *
 * @example
 * const form = useForm({ showErrorsOnSave: true, onSubmit: save });
 * <Form form={form} aria-label="Contrat">
 *   <MaskedField kind="phone" {...form.register("phone", { label: "Téléphone", required: true })} />
 *   <FormSubmitButton isDisabled={form.disabled} />
 * </Form>
 */
export const Form = ({ form, children, className, popupProps, ...aria }: FormProps) => (
  <>
    <form {...form.formProps} {...aria} className={className} data-lendkit="form">
      {children}
    </form>
    <RequiredFieldsPopup {...popupProps} {...form.requiredFieldsPopupProps} />
  </>
);
