import { useMemo, type ComponentType } from "react";
import type { Story } from "@ladle/react";
import { CalendarDate } from "@internationalized/date";
import { LendkitProvider, useLendkit, type LendkitFetcher } from "../provider/index.js";
import { useOtpFormState } from "../renewal/index.js";
import { Inspect } from "../stories/Inspect.js";
import type { RenewalNavigation } from "./environment.js";
import { createRenewalApi } from "./renewalApi.js";
import { RenewalBankScreen, RenewalBasicScreen, RenewalIdentifyScreen, RenewalOtpScreen, type RenewalScreenElementProps } from "./RenewalFlowScreens.js";
import { useRenewalFlow, type RenewalFlowApi } from "./useRenewalFlow.js";
import { useRenewalFlowState } from "./useRenewalFlowState.js";
import { useAggregatorInstanceName, useRenewalBasicData } from "./useRenewalStepData.js";

export default { title: "Renewal / Flow hooks and screens" };

const today = new CalendarDate(2026, 11, 22);
const now = () => Date.UTC(2026, 10, 22, 15, 0, 0);

/** A server that never answers: what a screen shows while it waits. */
const waiting: LendkitFetcher = () => new Promise<Response>(() => undefined);

/** Stories never move Ladle's own address. */
const storyNavigation: RenewalNavigation = { replacePath: () => undefined, go: () => undefined, scrollToTop: () => undefined, pageHeight: () => 0 };

/** The address's query, read once as the flow does (a new object each render would load again). */
const demoQuery = { test: true, dropIbvFile: false } as unknown as RenewalFlowApi["query"];

const demoBankQuery = { test: true, dropIbvFile: false };

const useDemoApi = () => useMemo(() => createRenewalApi(waiting, () => "en"), []);

const FlowConsumer = () => {
  const { features } = useLendkit();
  const api = useDemoApi();
  const flow = useRenewalFlowState(features);
  const renewal = useRenewalFlow({ flow, api, search: "", now, tellParent: () => undefined, navigation: storyNavigation });
  return <Inspect name="useRenewalFlowState / useRenewalFlow" value={{ phase: renewal.state.phase, step: renewal.state.step }} />;
};

/** `useRenewalFlowState` and `useRenewalFlow`: the flow machine and its calls, waiting for the server's first answer. */
export const RenewalFlowHooks: Story = () => (
  <LendkitProvider defaultLang="en" tenant="RENT">
    <FlowConsumer />
  </LendkitProvider>
);

const DataConsumer = () => {
  const api = useDemoApi();
  const basic = useRenewalBasicData(api, "demo", demoQuery);
  const instanceName = useAggregatorInstanceName(api, true);
  return <Inspect name="useRenewalBasicData / useAggregatorInstanceName" value={{ basic: basic.status, instanceName: instanceName ?? "loading" }} />;
};

/** `useRenewalBasicData` and `useAggregatorInstanceName`: step 1's calculator data and the aggregator's name, loading. */
export const RenewalStepData: Story = () => (
  <LendkitProvider defaultLang="en" tenant="RENT">
    <DataConsumer />
  </LendkitProvider>
);

/** A flow at the code screen, as `RenewalFlow` hands it to its screens. */
const Screen = ({ screen: ScreenComponent }: { readonly screen: ComponentType<RenewalScreenElementProps> }) => {
  const api = useDemoApi();
  const otp = useOtpFormState(now());
  const renewal = {
    state: { phase: "otp", step: 0, slug: "demo", lastFourDigitsOfPhoneNumber: "4321" },
    query: demoQuery,
    bankQuery: demoBankQuery,
    otp,
    requestCode: () => new Promise(() => undefined),
    submitOtp: async () => false,
    resendOtp: async () => undefined,
    restart: () => undefined,
    redirectParent: () => undefined,
    completeStep: () => undefined,
    saveBasic: async () => undefined,
    saveAddress: async () => undefined,
    saveIncome: async () => undefined,
    saveReferences: async () => undefined,
  } as unknown as RenewalFlowApi;
  return <ScreenComponent renewal={renewal} api={api} today={today} now={now} />;
};

/** `RenewalIdentifyScreen`: step 0's existing-client form under the renewal's first copy. */
export const IdentifyScreen: Story = () => (
  <LendkitProvider defaultLang="fr" tenant="RENT">
    <Screen screen={RenewalIdentifyScreen} />
  </LendkitProvider>
);

/** `RenewalOtpScreen`: the code form held by the flow machine. */
export const OtpScreen: Story = () => (
  <LendkitProvider defaultLang="en" tenant="RENT">
    <Screen screen={RenewalOtpScreen} />
  </LendkitProvider>
);

/** `RenewalBasicScreen`: step 1 while its calculator data loads. */
export const BasicScreen: Story = () => (
  <LendkitProvider defaultLang="en" tenant="RENT">
    <Screen screen={RenewalBasicScreen} />
  </LendkitProvider>
);

/** `RenewalBankScreen`: step 2 while the aggregator's name loads. */
export const BankScreen: Story = () => (
  <LendkitProvider defaultLang="fr" tenant="RENT">
    <Screen screen={RenewalBankScreen} />
  </LendkitProvider>
);
