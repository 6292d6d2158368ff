import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { RequiredFieldsPopup, type RequiredFieldsPopupProps } from "../requiredFieldsPopup/index.js";
import type { FormApi } from "./useForm.js";

/** The state the form's `className` and `style` may be computed from. */
export interface FormRenderState {
  /** True while the form loads or submits (`aria-busy`). */
  readonly isBusy: boolean;
  /** True when the form is disabled. */
  readonly isDisabled: boolean;
}

/** Props of `Form`: its own, plus DOM props for the `<form>` (`id`, `aria-*`, `data-*`, handlers, `className`/`style`). */
export type FormProps = FormOwnProps & DomProps<HTMLFormElement, FormRenderState, FormOwnProps>;

/** The form's own props. */
export interface FormOwnProps {
  /** The form engine from `useForm`. */
  readonly form: FormApi;
  /** The fields and the submit button (`type="submit"`). */
  readonly children?: ReactNode;
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
export const Form = /* @__PURE__ */ forwardRef(function Form({ form, children, popupProps, ...dom }: FormProps, ref: ForwardedRef<HTMLFormElement>) {
  const renderState = { isBusy: form.formProps["aria-busy"] === true, isDisabled: form.formProps["data-disabled"] !== undefined };
  return (
    <>
      <form {...mergeDomProps(dom, renderState, { ...form.formProps, "data-lendkit": "form" })} ref={ref}>
        {children}
      </form>
      <RequiredFieldsPopup {...popupProps} {...form.requiredFieldsPopupProps} />
    </>
  );
});
