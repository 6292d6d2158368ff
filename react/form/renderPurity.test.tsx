// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { StrictMode, Suspense, startTransition, use, useState } from "react";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LendkitProvider } from "../provider/index.js";
import { Form, useForm, type FormSubmitHandler } from "./index.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A tree that never finishes loading: a render containing it is thrown away by a transition. */
const never = new Promise<never>(() => {});
const Suspends = () => {
  use(never);
  return null;
};

const Host = ({ onSubmit, extraField }: { onSubmit: FormSubmitHandler; extraField: boolean }) => {
  const form = useForm({ onSubmit, initialValues: { city: "Laval" } });
  const field = (name: string, label: string) => {
    const { value, onChange, isInvalid } = form.register(name, { label, required: true });
    return (
      <label>
        {label}
        <input value={typeof value === "string" ? value : ""} onChange={(event) => onChange(event.target.value)} aria-invalid={isInvalid || undefined} />
      </label>
    );
  };
  return (
    <Form form={form} aria-label="Contract">
      {field("city", "City")}
      {extraField ? field("postalCode", "Postal code") : null}
      <button type="submit">Save</button>
    </Form>
  );
};

describe("useForm keeps render pure", () => {
  it.each(["fr", "en"] as const)("in StrictMode (double render), submit sees the fields and handler on screen once (%s)", async (lang) => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<FormSubmitHandler>();
    render(
      <StrictMode>
        <LendkitProvider defaultLang={lang}>
          <Host onSubmit={onSubmit} extraField />
        </LendkitProvider>
      </StrictMode>,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![1]).toMatchObject({ hasStandardErrors: true, errors: { postalCode: "Postal code" } });
    expect(Object.keys(onSubmit.mock.calls[0]![1].errors)).toEqual(["postalCode"]);
    await user.type(screen.getByRole("textbox", { name: "Postal code" }), "H2X 1Y4");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![1]).toMatchObject({ hasStandardErrors: false });
  });

  it("a render React throws away (a suspended transition) leaks neither its handler nor its fields into the form on screen", async () => {
    const user = userEvent.setup();
    const shown = vi.fn<FormSubmitHandler>();
    const discarded = vi.fn<FormSubmitHandler>();
    let next!: () => void;
    const App = () => {
      const [version, setVersion] = useState(1);
      next = () => startTransition(() => setVersion(2));
      return (
        <Suspense fallback={<p>Loading</p>}>
          <Host onSubmit={version === 1 ? shown : discarded} extraField={version === 2} />
          {version === 2 ? <Suspends /> : null}
        </Suspense>
      );
    };
    render(
      <LendkitProvider defaultLang="en">
        <App />
      </LendkitProvider>,
    );
    await act(async () => next());
    // The transition is pending: the first version stays on screen, without the postal code.
    expect(screen.queryByText("Loading")).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Postal code" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
    expect(discarded).not.toHaveBeenCalled();
    expect(shown.mock.calls[0]![1]).toMatchObject({ hasStandardErrors: false, errors: {} });
  });
});
