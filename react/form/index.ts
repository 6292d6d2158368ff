export { Form } from "./Form.js";
export type { FormProps, FormOwnProps, FormRenderState } from "./Form.js";
export { useForm } from "./useForm.js";
export type {
  UseFormOptions,
  FormApi,
  RegisterOptions,
  FormFieldProps,
  FormSubmitApi,
  FormSubmitInfo,
  FormSubmitHandler,
  FormElementProps,
  FormRequiredFieldsPopupProps,
} from "./useForm.js";
export { useFormState } from "./useFormState.js";
export type { FormStateApi } from "./useFormState.js";
