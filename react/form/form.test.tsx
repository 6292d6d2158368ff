// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { useState } from "react";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { requiredRule, type FormValues, type RequiredFieldsPopupSection } from "@lendkit/core";
import { Button, FieldError, Input, Label, Text, TextField } from "react-aria-components";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { Form, useForm, type FormFieldProps, type FormSubmitHandler, type UseFormOptions } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A plain text field wired to `register` the way an app would. */
const Field = ({ label, value, onChange, isRequired, isDisabled, isInvalid, helperText, requiredVisible, name, multiline }: FormFieldProps & { multiline?: boolean }) => (
  <TextField
    name={name}
    value={typeof value === "string" ? value : ""}
    onChange={onChange}
    isRequired={isRequired}
    isDisabled={isDisabled}
    isInvalid={isInvalid}
    validationBehavior="aria"
    data-required-visible={requiredVisible || undefined}
  >
    <Label>{label}</Label>
    {multiline ? <textarea aria-label={label} /> : <Input />}
    {helperText !== undefined && <Text slot="description">{helperText}</Text>}
    <FieldError />
  </TextField>
);

const Demo = ({ options, sections, rules }: { options?: UseFormOptions; sections?: readonly RequiredFieldsPopupSection[]; rules?: boolean }) => {
  const form = useForm({ ...options, ...(sections ? { customSections: sections } : {}) });
  return (
    <Form form={form} aria-label="Contract">
      <Field {...form.register("city", { label: "City", required: true })} />
      <Field {...form.register("years", { label: "Years", ...(rules ? { rules: (value) => /^[0-9]*$/.test(String(value ?? "")) || "Digits only" } : {}) })} />
      <Field {...form.register("company", { label: "Company", required: true, disabled: true })} />
      <label>
        Notes
        <textarea
          value={String(form.values.notes ?? "")}
          onChange={(event) => form.setValue("notes", event.target.value)}
          disabled={form.disabled}
        />
      </label>
      <Button type="submit" isDisabled={form.disabled}>
        Save
      </Button>
      <output data-testid="flags">{`touched=${form.touched} disabled=${form.disabled} loading=${form.loading}`}</output>
    </Form>
  );
};

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
};

describe("useForm", () => {
  it("the first change sets touched; typing updates the value", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<Demo />);
    expect(screen.getByTestId("flags").textContent).toContain("touched=false");
    await user.type(screen.getByRole("textbox", { name: "City" }), "Laval");
    expect(screen.getByTestId("flags").textContent).toContain("touched=true");
    expect((screen.getByRole("textbox", { name: "City" }) as HTMLInputElement).value).toBe("Laval");
  });

  it("submit disables the form and shows required errors, awaits the handler with the flags, then re-enables", async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSubmit = vi.fn<FormSubmitHandler>(() => pending.promise);
    renderWithLendkit(<Demo options={{ onSubmit }} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values, info] = onSubmit.mock.calls[0]!;
    expect(values).toEqual({});
    expect(info).toMatchObject({ hasStandardErrors: true, hasCustomErrors: false, errors: { city: "City" } });
    expect(screen.getByTestId("flags").textContent).toContain("disabled=true");
    expect(screen.getByRole("textbox", { name: "City" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Company" }).getAttribute("aria-invalid")).toBeNull();
    pending.resolve();
    await waitFor(() => expect(screen.getByTestId("flags").textContent).toContain("disabled=false"));
    await user.type(screen.getByRole("textbox", { name: "City" }), "L");
    expect(screen.getByRole("textbox", { name: "City" }).getAttribute("aria-invalid")).toBeNull();
  });

  it("stays disabled when the handler set disabled itself, and ignores a second submit meanwhile", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<FormSubmitHandler>((_values, _info, form) => {
      form.setDisabled(true);
    });
    renderWithLendkit(<Demo options={{ onSubmit, initialValues: { city: "Laval" } }} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toMatchObject({ hasStandardErrors: false, hasCustomErrors: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId("flags").textContent).toContain("disabled=true");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("re-enables after a failing handler and hands the error to onSubmitError", async () => {
    const user = userEvent.setup();
    const onSubmitError = vi.fn();
    renderWithLendkit(<Demo options={{ onSubmit: () => Promise.reject(new Error("down")), onSubmitError }} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmitError).toHaveBeenCalledWith(new Error("down")));
    await waitFor(() => expect(screen.getByTestId("flags").textContent).toContain("disabled=false"));
  });

  it("new initial values reset values, errors, touched and loading; equal entries change nothing", async () => {
    const user = userEvent.setup();
    const Host = () => {
      const [initial, setInitial] = useState<FormValues>({ city: "Laval" });
      const form = useForm({ initialValues: initial, onSubmit: (_v, _i, api) => api.setLoading(true) });
      return (
        <Form form={form} aria-label="Contract">
          <Field {...form.register("city", { label: "City", required: true })} />
          <Button type="submit">Save</Button>
          <Button onPress={() => setInitial({ city: "Québec" })}>Load</Button>
          <Button onPress={() => setInitial({ city: "Québec" })}>Same</Button>
          <output data-testid="flags">{`touched=${form.touched} loading=${form.loading} errors=${Object.keys(form.errors).length}`}</output>
        </Form>
      );
    };
    renderWithLendkit(<Host />);
    const city = screen.getByRole("textbox", { name: "City" }) as HTMLInputElement;
    await user.clear(city);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByTestId("flags").textContent).toBe("touched=true loading=true errors=1"));
    await user.click(screen.getByRole("button", { name: "Load" }));
    expect(city.value).toBe("Québec");
    expect(screen.getByTestId("flags").textContent).toBe("touched=false loading=false errors=0");
    await user.type(city, "!");
    await user.click(screen.getByRole("button", { name: "Same" }));
    expect(city.value).toBe("Québec!");
  });

  it("blocks Enter in a text input but not in multi-line text", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithLendkit(<Demo options={{ onSubmit }} />);
    await user.type(screen.getByRole("textbox", { name: "City" }), "Laval{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    const notes = screen.getByRole("textbox", { name: "Notes" }) as HTMLTextAreaElement;
    await user.type(notes, "a{Enter}b");
    expect(notes.value).toBe("a\nb");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("Enter submits from a text input when the form asks for it", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithLendkit(<Demo options={{ onSubmit, enterSubmits: true }} />);
    await user.type(screen.getByRole("textbox", { name: "City" }), "Laval{Enter}");
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it("hides required styling until the first save when asked", async () => {
    const user = userEvent.setup();
    const { container } = renderWithLendkit(<Demo options={{ hideRequiredUntilFirstSave: true }} />);
    expect(container.querySelector("[data-required-visible]")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(container.querySelectorAll("[data-required-visible]").length).toBe(2));
  });

  it("once required styling shows, validity is live: clearing a required field after a save makes it invalid again", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<Demo options={{ hideRequiredUntilFirstSave: true }} />);
    const city = screen.getByRole("textbox", { name: "City" });
    expect(city.getAttribute("aria-invalid")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(city.getAttribute("aria-invalid")).toBe("true"));
    await user.type(city, "Laval");
    expect(city.getAttribute("aria-invalid")).toBeNull();
    await user.clear(city);
    expect(city.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows a failing field rule as helper text and records it as an error on submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<FormSubmitHandler>();
    renderWithLendkit(<Demo rules options={{ onSubmit, initialValues: { city: "Laval" } }} />);
    const years = screen.getByRole("textbox", { name: "Years" });
    await user.type(years, "1a");
    expect(years.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Digits only")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![1].errors).toEqual({ years: "Years" });
  });

  it.each([
    ["en", "Required"],
    ["fr", "Requis"],
  ] as const)("core's required rule speaks %s once required shows", async (lang, text) => {
    const user = userEvent.setup();
    const Host = () => {
      const form = useForm({ hideRequiredUntilFirstSave: true });
      return (
        <Form form={form} aria-label="Contract">
          <Field {...form.register("city", { label: "City", rules: requiredRule(lang) })} />
          <Button type="submit">Save</Button>
        </Form>
      );
    };
    renderWithLendkit(<Host />, { lang });
    expect(screen.queryByText(text)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it.each([
    ["en", "Required Fields", "Fields in red are required! Please fix the following errors:", "Close"],
    ["fr", "Champs requis", "Les champs en rouge sont requis\u00a0! Veuillez corriger les erreurs suivantes\u00a0:", "Fermer"],
  ] as const)("opens the Required Fields popup (%s) when a submit finds errors and errors show on save", async (lang, heading, intro, close) => {
    const user = userEvent.setup();
    renderWithLendkit(<Demo options={{ showErrorsOnSave: true }} />, { lang });
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog", { name: heading });
    expect(dialog.textContent).toContain(intro);
    expect(within(dialog).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["City"]);
    await user.click(within(dialog).getByRole("button", { name: close }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("custom sections: an invalid element opens the popup with only the invalid fields and the handler gets hasCustomErrors", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<FormSubmitHandler>();
    const sections = [
      {
        sectionLabel: "Bank",
        elements: [
          { label: "Transit", name: "transit", isValid: true },
          { label: "Institution", name: "institution", isValid: true },
        ],
      },
    ];
    renderWithLendkit(<Demo sections={sections} options={{ onSubmit, initialValues: { city: "Laval", transit: "-1", institution: "815" } }} />, { lang: "en" });
    await user.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog", { name: "Required Fields" });
    expect(within(dialog).getByRole("heading", { name: "Bank" })).toBeTruthy();
    expect(within(dialog).getByText("Please fill in the following fields:")).toBeTruthy();
    expect(within(dialog).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Transit"]);
    expect(onSubmit.mock.calls[0]![1]).toMatchObject({ hasStandardErrors: false, hasCustomErrors: true });
  });

  it("no popup without custom errors when errors do not show on save", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<Demo />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("an unregistered field no longer counts on submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<FormSubmitHandler>();
    const Host = () => {
      const [shown, setShown] = useState(true);
      const form = useForm({ onSubmit });
      return (
        <Form form={form} aria-label="Contract">
          {shown && <Field {...form.register("employer", { label: "Employer", required: true })} />}
          <Button
            onPress={() => {
              setShown(false);
              form.unregister("employer");
            }}
          >
            Self-employed
          </Button>
          <Button type="submit">Save</Button>
        </Form>
      );
    };
    renderWithLendkit(<Host />);
    await user.click(screen.getByRole("button", { name: "Self-employed" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![1].hasStandardErrors).toBe(false);
  });

  it("a field no longer rendered is forgotten", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<FormSubmitHandler>();
    const Employer = ({ form }: { form: ReturnType<typeof useForm> }) => <Field {...form.register("employer", { label: "Employer", required: true })} />;
    const Host = () => {
      const [shown, setShown] = useState(true);
      const form = useForm({ onSubmit });
      return (
        <Form form={form} aria-label="Contract">
          {shown && <Employer form={form} />}
          <Button onPress={() => setShown((current) => !current)}>Toggle employer</Button>
          <Button type="submit">Save</Button>
        </Form>
      );
    };
    renderWithLendkit(<Host />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1].hasStandardErrors).toBe(true);
    await user.click(screen.getByRole("button", { name: "Toggle employer" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![1].hasStandardErrors).toBe(false);
  });

  it("keyboard only: Enter on the Save button submits and the popup takes focus on Close", async () => {
    const user = userEvent.setup();
    renderWithLendkit(<Demo options={{ showErrorsOnSave: true }} />, { lang: "en" });
    screen.getByRole("button", { name: "Save" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Required Fields" });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close" })));
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("has no axe violations, before and after a failed save", async () => {
    const user = userEvent.setup();
    const { container } = renderWithLendkit(<Demo rules />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
