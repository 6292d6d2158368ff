/**
 * Type tests of MaskedField (checked by `npm run typecheck`, not run): the
 * value type follows the mask's kind, and a wrong one does not compile.
 */
import { createRef, useState } from "react";
import { expectTypeOf } from "vitest";
import type { Decimal } from "@lendkit/core";
import { useForm } from "../form/index.js";
import { MaskedField, type MaskInput, type MaskValue } from "./index.js";

expectTypeOf<MaskValue<"money">>().toEqualTypeOf<Decimal | null>();
expectTypeOf<MaskValue<"percent">>().toEqualTypeOf<Decimal | null>();
expectTypeOf<MaskValue<"integer">>().toEqualTypeOf<number | null>();
expectTypeOf<MaskValue<"phone">>().toEqualTypeOf<string>();
expectTypeOf<MaskValue<"date">>().toEqualTypeOf<string>();
expectTypeOf<MaskInput<"money">>().toEqualTypeOf<Decimal | number | null>();

export const Money = () => {
  const [price, setPrice] = useState<Decimal | null>(null);
  const [text, setText] = useState("");
  const ref = createRef<HTMLInputElement>();
  const divRef = createRef<HTMLDivElement>();
  return (
    <>
      <MaskedField kind="money" label="Price" value={price} onChange={setPrice} />
      <MaskedField kind="money" label="Price" onChange={(value) => expectTypeOf(value).toEqualTypeOf<Decimal | null>()} />
      <MaskedField kind="phone" label="Phone" value={text} onChange={setText} />
      <MaskedField kind="integer" label="Years" onChange={(value) => expectTypeOf(value).toEqualTypeOf<number | null>()} />
      {/* @ts-expect-error a money field gives a Decimal, not text */}
      <MaskedField kind="money" label="Price" onChange={setText} />
      {/* @ts-expect-error a money field's value is not text */}
      <MaskedField kind="money" label="Price" value="12" />
      {/* @ts-expect-error a phone field gives text, not a Decimal */}
      <MaskedField kind="phone" label="Phone" onChange={setPrice} />
      <MaskedField
        kind="postalCode"
        label="Postal code"
        ref={ref}
        id="postal"
        aria-describedby="postal-help"
        autoComplete="postal-code"
        onBlur={(event) => expectTypeOf(event).toHaveProperty("relatedTarget")}
        data-testid="postal"
        className={({ isInvalid }) => (isInvalid ? "bad" : "good")}
      />
      {/* @ts-expect-error the ref is the input's */}
      <MaskedField kind="sin" label="SIN" ref={divRef} />
    </>
  );
};

export const InForm = () => {
  const form = useForm({ onSubmit: () => {} });
  return (
    <>
      <MaskedField kind="money" {...form.register("income", { label: "Income" })} />
      <MaskedField kind="money" {...form.register<Decimal | null>("price", { label: "Price" })} />
      {/* @ts-expect-error a field registered as text does not fit a money mask */}
      <MaskedField kind="money" {...form.register<string>("name", { label: "Name" })} />
    </>
  );
};
