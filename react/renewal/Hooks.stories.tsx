import type { Story } from "@ladle/react";
import { commonMessages, renewalMessages } from "@lendkit/core";
import { Button, Input, Label, TextField } from "react-aria-components";
import { emptyRenewalAddressForm, renewalAddressErrors, renewalRequiredFields, renewalSaveErrorKey } from "@lendkit/core";
import { LendkitProvider, useMessages } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useOtpForm } from "./useOtpForm.js";
import { useOtpFormState } from "./useOtpFormState.js";
import { useRenewalBasicStep } from "./useRenewalBasicStep.js";
import { useRenewalStepForm } from "./useRenewalStepForm.js";

export default { title: "Renewal / Hooks" };

/** The stories' frozen clock: the code was just sent and never expires while you look. */
const sentAt = Date.UTC(2026, 10, 22, 15, 0, 0);
const now = () => sentAt;

const OtpStateConsumer = () => {
  const otp = useOtpFormState(sentAt);
  return <Inspect name="useOtpFormState" value={otp.state} />;
};

/** `useOtpFormState`: core's OTP machine (status, attempts, expiry) from when the code was sent. */
export const OtpFormState: Story = () => <OtpStateConsumer />;

const OtpConsumer = () => {
  const t = useMessages(commonMessages, renewalMessages);
  const otp = useOtpFormState(sentAt);
  const aria = useOtpForm({ otp, now, onSubmit: async (code) => code === "123456", onResend: async () => undefined });
  const { onKeyDown, ...field } = aria.fieldProps;
  return (
    <Inspect name="useOtpForm" value={{ status: aria.state.status, alert: aria.alert }}>
      <form {...aria.formProps}>
        <h3 id={aria.titleId}>{t("renewal.otp.title")}</h3>
        <TextField {...field}>
          <Label>{t("renewal.otp.label")}</Label>
          <Input onKeyDown={onKeyDown} />
        </TextField>
        <Button {...aria.continueProps}>{t("renewal.otp.continue")}</Button>
      </form>
    </Inspect>
  );
};

/** `useOtpForm`: the code field and CONTINUE on react-aria parts; 123456 is the right code here. */
export const OtpForm: Story = () => (
  <LendkitProvider defaultLang="en">
    <OtpConsumer />
  </LendkitProvider>
);

const StepFormConsumer = () => {
  const t = useMessages(commonMessages, renewalMessages);
  const api = useRenewalStepForm({
    initial: emptyRenewalAddressForm(),
    errorsOf: renewalAddressErrors,
    onSave: async () => undefined,
    saveErrorKey: renewalSaveErrorKey(21),
    requiredFields: renewalRequiredFields.address,
  });
  const city = api.field("city", "renewal.field.city");
  return (
    <Inspect name="useRenewalStepForm" value={{ values: api.values, saveError: api.saveError }}>
      <form {...api.form.formProps}>
        <TextField value={String(city.value ?? "")} onChange={city.onChange} isInvalid={city.isInvalid}>
          <Label>{city.label}</Label>
          <Input />
        </TextField>
        <Button type="submit">{t("common.continue")}</Button>
      </form>
    </Inspect>
  );
};

/** `useRenewalStepForm`: a renewal step's form engine, core's rules deciding validity (one field shown). */
export const RenewalStepForm: Story = () => (
  <LendkitProvider defaultLang="fr">
    <StepFormConsumer />
  </LendkitProvider>
);

const BasicStepConsumer = () => {
  const t = useMessages(commonMessages, renewalMessages);
  const basic = useRenewalBasicStep({ onSave: () => Promise.reject(new Error("demo")) });
  return (
    <Inspect name="useRenewalBasicStep" value={{ saveError: basic.saveError, isPending: basic.continueProps.isPending }}>
      <Button {...basic.continueProps}>{t("renewal.basic.continue")}</Button>
    </Inspect>
  );
};

/** `useRenewalBasicStep`: CONTINUE MY REQUEST saves the model; here the save fails and the step's alert key shows. */
export const RenewalBasicStep: Story = () => (
  <LendkitProvider defaultLang="en">
    <BasicStepConsumer />
  </LendkitProvider>
);
