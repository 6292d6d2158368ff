import * as Schema from "effect/Schema";
import * as SchemaTransformation from "effect/SchemaTransformation";
import { EmptyableDate, Money, NullableMoney, withDefault } from "./schema.js";

export { withDefault };

/**
 * Field kinds shared by the contract's blocks (private to models: each block
 * re-exports what is public). Every field has a default, so a partial JSON
 * from an older client still decodes and `{}` decodes to the empty block.
 */


/**
 * Free text: a string; a null on the wire (what .NET back ends send for an
 * empty text) decodes to "" so forms never hold null text.
 */
export const Text = Schema.Union([Schema.String, Schema.Null]).annotate({ message: "expected a text" }).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform<string, string | null>({
      decode: (input: string | null) => input ?? "",
      encode: (value: string) => value,
    }),
  ),
);

/** Free text, "" when missing. */
export const textField = withDefault(Text, "");

/** A flag, false when missing. */
export const flagField = withDefault(Schema.Boolean, false);

/** A flag, true when missing. */
export const flagOnField = withDefault(Schema.Boolean, true);

/** A code or id not chosen yet: a number or null, null when missing. */
export const codeField = withDefault(
  Schema.NullOr(Schema.Number).annotate({ message: "expected a number or null" }),
  null,
);

/** A whole number, 0 when missing (counts, years, months, record levels). */
export const countField = withDefault(Schema.Number, 0);

/** An amount, rate or ratio the rules compute with: Decimal, 0 when missing. */
export const amountField = withDefault(Money, 0);

/** An amount the user may leave blank: Decimal or null, null when missing. */
export const optionalAmountField = withDefault(NullableMoney, null);

/** A calendar date that may be empty: CalendarDate or null, "" on the wire when missing. */
export const dateField = withDefault(EmptyableDate, "");

/**
 * A date-time stamp the server writes (creation, modification, send time):
 * kept as the server's ISO text, null when missing. Not a CalendarDate: the
 * time of day matters and the client never computes with it.
 */
export const timestampField = withDefault(Schema.NullOr(Schema.String), null);

/** Field map of a Struct. */
export type FieldMap = Schema.Struct.Fields;

/** `fields` with `suffix` appended to every key: `{ street }` + "1" → `{ street1 }`. */
export type SuffixedFields<F extends FieldMap, S extends string> = {
  readonly [K in keyof F & string as `${K}${S}`]: F[K];
};

/** `fields` with `prefix` before every key: "co" + `{ firstName }` → `{ coFirstName }`. */
export type PrefixedFields<F extends FieldMap, P extends string> = {
  readonly [K in keyof F & string as `${P}${Capitalize<K>}`]: F[K];
};

/**
 * Copies a field map with a suffix on every key (previous address 1, extra job 2…).
 *
 * @example
 * Object.keys(suffixFields({ street: textField }, "1")) // ["street1"]
 */
export const suffixFields = <F extends FieldMap, S extends string>(fields: F, suffix: S): SuffixedFields<F, S> =>
  Object.fromEntries(Object.entries(fields).map(([key, schema]) => [`${key}${suffix}`, schema])) as SuffixedFields<
    F,
    S
  >;

/**
 * Copies a field map with a prefix on every key (co-lessee `co`, trade-in `ex`).
 *
 * @example
 * Object.keys(prefixFields({ firstName: textField }, "co")) // ["coFirstName"]
 */
export const prefixFields = <F extends FieldMap, P extends string>(fields: F, prefix: P): PrefixedFields<F, P> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [`${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`, schema]),
  ) as PrefixedFields<F, P>;

/** `name`, `nameIsSubstituted` (and optionally `nameIsSubstitutedManually`) flag fields. */
export type SubstitutedFields<N extends string, Manual extends boolean> = {
  readonly [K in N]: typeof amountField;
} & {
  readonly [K in `${N}IsSubstituted`]: typeof flagField;
} & (Manual extends true ? { readonly [K in `${N}IsSubstitutedManually`]: typeof flagField } : unknown);

/**
 * The substitution pattern of the finance block: an amount and flat flags
 * beside it, `<name>IsSubstituted` (the user overrode the computed value)
 * and, for recurring fees, `<name>IsSubstitutedManually`.
 *
 * @example
 * Object.keys(substitutedFields("insuranceFee", { manual: true }))
 * // ["insuranceFee", "insuranceFeeIsSubstituted", "insuranceFeeIsSubstitutedManually"]
 */
export const substitutedFields = <N extends string, Manual extends boolean = false>(
  name: N,
  options: { readonly substituted?: boolean; readonly manual?: Manual } = {},
): SubstitutedFields<N, Manual> =>
  ({
    [name]: amountField,
    [`${name}IsSubstituted`]: options.substituted ? flagOnField : flagField,
    ...(options.manual ? { [`${name}IsSubstitutedManually`]: flagField } : {}),
  }) as SubstitutedFields<N, Manual>;
