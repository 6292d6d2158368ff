import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFormState, type FormEvent, formHasErrors, formReducer, type FormState, shouldShowRequired } from "./index.js";
import type { FormFieldSpec } from "./index.js";

const fields: readonly FormFieldSpec[] = [
  { name: "city", label: "City", required: true },
  { name: "street", label: "Street", required: true },
  { name: "apartment", label: "Apartment" },
];

const run = (state: FormState, events: readonly FormEvent[]): FormState => events.reduce(formReducer, state);

describe("formReducer (A §4)", () => {
  it("submit disables the form, shows required errors with their labels", () => {
    const state = formReducer(createFormState({ city: "", street: "Main", apartment: "" }), { type: "submit", fields });
    expect(state.disabled).toBe(true);
    expect(state.showRequired).toBe(true);
    expect(state.submitting).toBe(true);
    expect(state.errors).toEqual({ city: "City" });
  });

  it("re-enables after the handler unless the handler set the disabled state itself", () => {
    const submitting = formReducer(createFormState({ city: "Laval", street: "Main" }), { type: "submit", fields });
    expect(formReducer(submitting, { type: "submitted" }).disabled).toBe(false);
    expect(run(submitting, [{ type: "setDisabled", disabled: true }, { type: "submitted" }]).disabled).toBe(true);
    expect(run(submitting, [{ type: "setDisabled", disabled: false }, { type: "submitted" }]).disabled).toBe(false);
  });

  it("ignores a second submit while one runs or while disabled (no double submission)", () => {
    const submitting = formReducer(createFormState({ city: "" }), { type: "submit", fields });
    expect(formReducer(submitting, { type: "submit", fields: [] })).toBe(submitting);
    const disabled = formReducer(createFormState(), { type: "setDisabled", disabled: true });
    expect(formReducer(disabled, { type: "submit", fields })).toBe(disabled);
    expect(formReducer(createFormState(), { type: "submitted" })).toEqual(createFormState());
  });

  it("new initial values reset values, errors, touched and loading", () => {
    const dirty = run(createFormState({ city: "" }), [
      { type: "change", name: "city", value: "Laval" },
      { type: "setLoading", loading: true },
      { type: "setErrors", errors: { street: "Street" } },
    ]);
    const reset = formReducer(dirty, { type: "initialValues", values: { city: "Québec" } });
    expect(reset).toMatchObject({ values: { city: "Québec" }, errors: {}, touched: false, loading: false });
  });

  it("the first value change sets touched and clears that field's error", () => {
    const state = run(createFormState({ city: "" }), [
      { type: "setErrors", errors: { city: "City", street: "Street" } },
      { type: "change", name: "city", value: "Laval" },
    ]);
    expect(state.touched).toBe(true);
    expect(state.values).toEqual({ city: "Laval" });
    expect(state.errors).toEqual({ street: "Street" });
    expect(formHasErrors(state)).toBe(true);
  });

  it("shows required styling only after the first save when hiding it until then", () => {
    const fresh = createFormState();
    expect(shouldShowRequired(fresh, { hideRequiredUntilFirstSave: true })).toBe(false);
    expect(shouldShowRequired(fresh)).toBe(true);
    const saved = run(fresh, [{ type: "submit", fields }, { type: "submitted" }, { type: "initialValues", values: {} }]);
    expect(shouldShowRequired(saved, { hideRequiredUntilFirstSave: true })).toBe(true);
  });
});

describe("formReducer properties", () => {
  const name = fc.constantFrom("city", "street", "apartment");
  const fieldSpec = fc.record({
    name,
    label: fc.string({ maxLength: 5 }),
    required: fc.boolean(),
    disabled: fc.boolean(),
    invalid: fc.boolean(),
  });
  const event: fc.Arbitrary<FormEvent> = fc.oneof(
    fc.record({ type: fc.constant("initialValues" as const), values: fc.dictionary(name, fc.constantFrom("", null, "x", 0)) }),
    fc.record({ type: fc.constant("change" as const), name, value: fc.constantFrom("", null, undefined, "x", -1) }),
    fc.record({ type: fc.constant("submit" as const), fields: fc.array(fieldSpec, { maxLength: 4 }) }),
    fc.constant({ type: "submitted" as const }),
    fc.record({ type: fc.constant("setDisabled" as const), disabled: fc.boolean() }),
    fc.record({ type: fc.constant("setLoading" as const), loading: fc.boolean() }),
  );

  it("a touched form becomes untouched only through new initial values", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = createFormState();
        for (const next of events) {
          const after = formReducer(state, next);
          if (state.touched && !after.touched) expect(next.type).toBe("initialValues");
          if (next.type === "change") expect(after.touched).toBe(true);
          state = after;
        }
      }),
    );
  });

  it("a submit ends disabled exactly when its handler last set disabled to true", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = createFormState();
        let handlerDisabled: boolean | null = null;
        for (const next of events) {
          const after = formReducer(state, next);
          if (next.type === "submit" && !state.disabled && !state.submitting) {
            expect(after.disabled).toBe(true);
            expect(after.showRequired).toBe(true);
            handlerDisabled = null;
          }
          if (next.type === "setDisabled" && state.submitting) handlerDisabled = next.disabled;
          if (next.type === "submitted" && state.submitting) {
            expect(after.submitting).toBe(false);
            expect(after.disabled).toBe(handlerDisabled === true);
          }
          if (after.submitting) expect(after.disabled || handlerDisabled === false).toBe(true);
          state = after;
        }
      }),
    );
  });

  it("a submit records exactly the invalid fields, never a disabled one", () => {
    fc.assert(
      fc.property(fc.dictionary(name, fc.constantFrom("", null, "x")), fc.array(fieldSpec, { maxLength: 4 }), (values, specs) => {
        const state = formReducer(createFormState(values), { type: "submit", fields: specs });
        for (const spec of specs) {
          if (spec.disabled && specs.filter((other) => other.name === spec.name).every((other) => other.disabled)) {
            expect(state.errors).not.toHaveProperty(spec.name);
          }
        }
        for (const key of Object.keys(state.errors)) expect(specs.some((spec) => spec.name === key && !spec.disabled)).toBe(true);
      }),
    );
  });
});
