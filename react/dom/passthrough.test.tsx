// @vitest-environment happy-dom
/**
 * Every component the package exports forwards its ref to its main element
 * and passes DOM props through: `id`, `aria-*`, `data-*`, event handlers,
 * and `className` / `style` also as functions of the component's state.
 * The table lists every exported component; a new export without a row
 * fails the first test. Each row runs against the sources and against the
 * built package (`dist`, as users get it) when it has been built.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement, createRef, type ComponentType, type ReactElement, type ReactNode } from "react";
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { CalendarDate } from "@internationalized/date";
import { decodeChecklist, decodeCustomerPayments, emptyCalculatorModel, Role, type Checklist, type CustomerPayments } from "@lendkit/core";
import * as source from "../index.js";
import { workedStatement } from "../disclosure/fixtures.js";

type Lib = typeof source;

const distEntry = join(import.meta.dirname, "../dist/index.js");
const dist = existsSync(distEntry) ? ((await import(/* @vite-ignore */ distEntry)) as Lib) : null;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const today = new CalendarDate(2026, 3, 10);
const feeConstants = { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 };

const checklist = (): Checklist => {
  const decoded = decodeChecklist({
    items: [
      { id: -1, categoryTitle: "Documents" },
      { id: 10, description: "Driver licence", isExternal: true },
    ],
  });
  if (!decoded.ok) throw new Error("bad fixture");
  return decoded.value;
};

const payments = (): CustomerPayments => {
  const first = new CalendarDate(2026, 3, 20);
  const decoded = decodeCustomerPayments({
    PaymentFrenquency: 0,
    currentContractId: 77,
    deferallPaymentFee: 25,
    paymentsList: Array.from({ length: 3 }, (_, index) => ({
      id: 100 + index,
      dueDate: first.add({ weeks: index }).toString(),
      amount: 21.25,
      isFromOriginalSchedule: true,
      isPaid: false,
      isLate: false,
      canReturnNsf: false,
    })),
  });
  if (!decoded.ok) throw new Error("bad fixture");
  return decoded.value;
};

/** A fetcher that never answers: screens stay on what they show while loading. */
const pending = () => new Promise<Response>(() => undefined);

/** What the flow screens get, as `RenewalFlow` gives it, at the OTP phase. */
const FlowScreen = ({ lib, screen, ...props }: { lib: Lib; screen: ComponentType<never> } & Record<string, unknown>) => {
  const otp = lib.useOtpFormState(Date.now());
  const api = lib.createRenewalApi(pending, () => "en");
  const renewal = {
    state: { phase: "otp", step: 0, slug: "demo", lastFourDigitsOfPhoneNumber: "4321" },
    query: "",
    bankQuery: { test: false, dropIbvFile: false },
    otp,
    requestCode: pending,
    submitOtp: async () => false,
    resendOtp: pending,
    restart: () => undefined,
    redirectParent: () => undefined,
    completeStep: () => undefined,
    saveBasic: pending,
    saveAddress: pending,
    saveIncome: pending,
    saveReferences: pending,
  };
  return createElement(screen, { renewal, api, today, now: Date.now, ...props } as never);
};

/** The account entry's login form, driven by its hooks as a consumer does. */
const LoginForm = ({ lib, ...props }: { lib: Lib } & Record<string, unknown>) => {
  const entry = lib.useAccountEntryState();
  const aria = lib.useAccountEntry({ entry, lang: "en", today, now: Date.now, onRequestCode: pending as never });
  return <lib.AccountLoginForm aria={aria} {...props} />;
};

interface Case {
  /** Renders the component with the pass-through props (and `ref`). */
  readonly render: (lib: Lib, props: Record<string, unknown>) => ReactElement;
  /** The main element: it gets the ref, `id`, `aria-*` and handlers. */
  readonly main: string;
  /** The element that carries `data-*`, `className` and `style`; the main one when missing (a field's wrapper, when the main one is its input). */
  readonly root?: string;
  /** The element that carries `id` and `aria-*` and takes focus; the main one when missing (a select's control, which react-aria labels). */
  readonly labelled?: string;
  /** Provider props (a user, for staff components). */
  readonly provider?: Record<string, unknown>;
  /** Wraps the component (a notifications provider). */
  readonly wrap?: (lib: Lib, children: ReactNode) => ReactElement;
}

const lendkit = (name: string) => `[data-lendkit="${name}"]`;

const cases: Record<string, Case> = {
  Panel: { render: (lib, props) => <lib.Panel title="Contract" viewportWidth={1500} {...props} />, main: lendkit("panel") },
  UploadArea: { render: (lib, props) => <lib.UploadArea onUploaded={() => {}} {...props} />, main: lendkit("upload-area") },
  TrainingProgramChoice: { render: (lib, props) => <lib.TrainingProgramChoice defaultValue={750} {...props} />, main: lendkit("training-program-choice") },
  ConfirmOperationModal: {
    render: (lib, props) => <lib.ConfirmOperationModal triggerLabel="Delete" title="Sure?" operation={() => {}} defaultOpen {...props} />,
    main: lendkit("confirm-operation"),
  },
  MaskedField: { render: (lib, props) => <lib.MaskedField kind="phone" label="Phone" {...props} />, main: "input", root: lendkit("masked-field") },
  ChecklistPanel: {
    render: (lib, props) => <lib.ChecklistPanel checklist={checklist()} onChange={() => {}} {...props} />,
    main: lendkit("checklist"),
    provider: { user: { role: Role.Admin, user: { id: 40, initials: "JD" } } },
  },
  ChecklistNotePopup: {
    render: (lib, props) => <lib.ChecklistNotePopup checklist={checklist()} itemId={10} onChange={() => {}} onClose={() => {}} {...props} />,
    main: lendkit("checklist-note"),
    provider: { user: { role: Role.Admin, user: { id: 40, initials: "JD" } } },
  },
  CustomerPaymentsList: {
    render: (lib, props) => <lib.CustomerPaymentsList payments={payments()} customerId={42} today={today} {...props} />,
    main: lendkit("payments"),
  },
  DeferralModal: {
    render: (lib, props) => (
      <lib.DeferralModal payments={payments()} index={1} customerId={42} today={today} onClose={() => {}} notify={() => {}} {...props} />
    ),
    main: lendkit("deferral"),
  },
  LoanCalculator: {
    render: (lib, props) => <lib.LoanCalculator defaultModel={emptyCalculatorModel()} feeConstants={feeConstants} today={today} {...props} />,
    main: lendkit("loan-calculator"),
    provider: { tenant: "RENT" },
  },
  CostOfBorrowing: {
    render: (lib, props) => <lib.CostOfBorrowing statement={workedStatement} {...props} />,
    main: lendkit("cost-of-borrowing"),
  },
  Notification: {
    render: (lib, props) => <lib.Notification notification={{ id: "1", type: "info", message: "Saved" }} onDismiss={() => {}} {...props} />,
    main: lendkit("notification"),
  },
  NotificationRegion: {
    render: (lib, props) => <lib.NotificationRegion {...props} />,
    main: lendkit("notification-region"),
    wrap: (lib, children) => <lib.NotificationsProvider>{children}</lib.NotificationsProvider>,
  },
  FormSubmitButton: { render: (lib, props) => <lib.FormSubmitButton {...props} />, main: lendkit("submit-button") },
  SelectField: {
    render: (lib, props) => <lib.SelectField label="Province" options={[{ label: "Québec", value: 1 }]} {...props} />,
    main: lendkit("select"),
    labelled: `${lendkit("select")} button`,
  },
  CreatableSelect: {
    render: (lib, props) => <lib.CreatableSelect label="Make" options={[{ label: "Honda", value: 1 }]} {...props} />,
    main: lendkit("creatable-select"),
    labelled: `${lendkit("creatable-select")} input`,
  },
  DataTable: {
    render: (lib, props) => (
      <lib.DataTable aria-label="Contracts" columns={[{ id: "name", label: "Name" }]} rowKey={(row: { id: number }) => row.id} {...props} />
    ),
    main: lendkit("data-table"),
  },
  Form: {
    render: (lib, props) => {
      const WithForm = () => <lib.Form form={lib.useForm({ onSubmit: () => {} })} aria-label="Contract" {...props} />;
      return <WithForm />;
    },
    main: lendkit("form"),
  },
  RequiredFieldsPopup: {
    render: (lib, props) => <lib.RequiredFieldsPopup defaultOpen errors={{ city: "City" }} {...props} />,
    main: lendkit("required-fields-popup"),
  },
  SubstitutionField: {
    render: (lib, props) => <lib.SubstitutionField label="Fee" computedValue="10" {...props} />,
    main: lendkit("substitution-field"),
  },
  OtpForm: {
    render: (lib, props) => <lib.OtpForm lastFour="4321" onSubmit={async () => false} onResend={pending} {...props} />,
    main: lendkit("otp-form"),
  },
  RenewalLoading: { render: (lib, props) => <lib.RenewalLoading {...props} />, main: lendkit("renewal-loading") },
  RenewalProgress: { render: (lib, props) => <lib.RenewalProgress step={21} {...props} />, main: lendkit("renewal-progress") },
  RenewalOverdue: {
    render: (lib, props) => <lib.RenewalOverdue collectionsPhoneNumber="5145551234" onGoToClientSpace={() => {}} {...props} />,
    main: lendkit("renewal-overdue"),
  },
  RenewalCompletion: { render: (lib, props) => <lib.RenewalCompletion {...props} />, main: lendkit("renewal-completion") },
  RenewalAddressStep: { render: (lib, props) => <lib.RenewalAddressStep onSave={pending} {...props} />, main: lendkit("form") },
  RenewalIncomeStep: { render: (lib, props) => <lib.RenewalIncomeStep onSave={pending} {...props} />, main: lendkit("form") },
  RenewalReferencesStep: { render: (lib, props) => <lib.RenewalReferencesStep onSave={pending} {...props} />, main: lendkit("form") },
  RenewalBasicStep: {
    render: (lib, props) => <lib.RenewalBasicStep model={emptyCalculatorModel()} feeConstants={feeConstants} today={today} onSave={pending} {...props} />,
    main: lendkit("renewal-basic-step"),
    provider: { tenant: "RENT" },
  },
  TrainingRenewalCalculator: {
    render: (lib, props) => <lib.TrainingRenewalCalculator model={emptyCalculatorModel()} today={today} {...props} />,
    main: lendkit("training-calculator"),
    provider: { tenant: "RENT" },
  },
  AccountEntry: {
    render: (lib, props) => <lib.AccountEntry today={today} onRequestCode={pending as never} onSubmitOtp={async () => null} onResend={pending} {...props} />,
    main: lendkit("account-entry"),
  },
  AccountLoginForm: { render: (lib, props) => <LoginForm lib={lib} {...props} />, main: 'form[data-phase="login"]' },
  BankVerification: {
    render: (lib, props) => (
      <lib.BankVerification provider="aggregator" slug="demo" onServerCall={pending as never} onCompleted={() => {}} {...props} />
    ),
    main: lendkit("bank-verification"),
  },
  ManualBankVerification: {
    render: (lib, props) => <lib.ManualBankVerification onUpload={pending} onSubmit={pending} {...props} />,
    main: lendkit("manual-bank-verification"),
  },
  RenewalFlow: {
    render: (lib, props) => <lib.RenewalFlow today={today} search="" onError={() => {}} navigation={{ replacePath: () => {}, go: () => {}, scrollToTop: () => {}, pageHeight: () => 0 }} {...props} />,
    main: lendkit("renewal-flow"),
    provider: { fetcher: pending },
  },
  RenewalIdentifyScreen: { render: (lib, props) => <FlowScreen lib={lib} screen={lib.RenewalIdentifyScreen as never} {...props} />, main: 'form[data-phase="login"]' },
  RenewalOtpScreen: { render: (lib, props) => <FlowScreen lib={lib} screen={lib.RenewalOtpScreen as never} {...props} />, main: lendkit("otp-form") },
  RenewalBasicScreen: { render: (lib, props) => <FlowScreen lib={lib} screen={lib.RenewalBasicScreen as never} {...props} />, main: lendkit("renewal-loading") },
  RenewalBankScreen: { render: (lib, props) => <FlowScreen lib={lib} screen={lib.RenewalBankScreen as never} {...props} />, main: lendkit("renewal-loading") },
};

/** Exports that are components yet render no element of their own: context providers. */
const providers = ["LendkitProvider", "NotificationsProvider"];

/** The package's exported components: capitalised functions and forwardRef objects (not error classes). */
const componentsOf = (lib: Record<string, unknown>) =>
  Object.entries(lib)
    .filter(([name, value]) => {
      if (!/^[A-Z]/.test(name)) return false;
      if (typeof value === "function") return !(value.prototype instanceof Error);
      return typeof value === "object" && value !== null && "$$typeof" in value;
    })
    .map(([name]) => name)
    .filter((name) => !providers.includes(name));

describe("the passthrough table", () => {
  it("has a row for every exported component", () => {
    const components = componentsOf(source);
    expect(components.length).toBeGreaterThan(30);
    expect(components.filter((name) => !(name in cases))).toEqual([]);
    expect(Object.keys(cases).filter((name) => !components.includes(name))).toEqual([]);
  });

  it("finds the providers it leaves out among the exports", () => {
    expect(providers.filter((name) => !(name in source))).toEqual([]);
  });

  it("uses the same export list in the built package", () => {
    if (dist === null) return;
    expect(componentsOf(dist).sort()).toEqual(componentsOf(source).sort());
  });
});

const builds = [["sources", source] as const, ...(dist ? [["dist", dist] as const] : [])];

describe.each(builds)("from the %s", (_build, lib) => {
  it.each(Object.entries(cases))("%s forwards its ref and passes id, aria-*, data-*, handlers, className and style", (_name, testCase) => {
    const ref = createRef<HTMLElement>();
    const onFocus = vi.fn();
    const onMouseEnter = vi.fn();
    const states: unknown[] = [];
    const element = testCase.render(lib, {
      ref,
      id: "main",
      "aria-describedby": "help",
      "data-testid": "main",
      onFocus,
      onMouseEnter,
      className: (state: unknown) => {
        states.push(state);
        return "from-state";
      },
      style: () => ({ zIndex: 3 }),
    });
    render(
      <lib.LendkitProvider defaultLang="en" {...testCase.provider}>
        {testCase.wrap ? testCase.wrap(lib, element) : element}
      </lib.LendkitProvider>,
    );
    // Dialogs render in a portal: look in the whole document.
    const main = document.querySelector(testCase.main) as HTMLElement | null;
    expect(main, testCase.main).not.toBeNull();
    const root = (testCase.root ? document.querySelector(testCase.root) : main) as HTMLElement;
    const labelled = (testCase.labelled ? document.querySelector(testCase.labelled) : main) as HTMLElement;
    expect(ref.current).toBe(main);
    expect([labelled.id, labelled.getAttribute("aria-describedby")?.split(" ")]).toEqual(["main", expect.arrayContaining(["help"])]);
    expect([root.dataset.testid, root.className, root.style.zIndex]).toEqual(["main", "from-state", "3"]);
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => typeof state === "object" && state !== null)).toBe(true);
    act(() => void fireEvent.mouseEnter(main!));
    // A real focus where the element takes it (react-aria checks the active element), a focus event otherwise.
    act(() => {
      if (document.activeElement === labelled) labelled.blur();
      labelled.focus();
    });
    if (onFocus.mock.calls.length === 0) act(() => void fireEvent.focusIn(labelled));
    expect([onMouseEnter.mock.calls.length > 0, onFocus.mock.calls.length > 0]).toEqual([true, true]);
  });
});
