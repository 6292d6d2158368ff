import * as Schema from "effect/Schema";
import { withDefault } from "./fields.js";
import { decoderFor, encoderFor } from "./schema.js";
import { ContractStatus, contractStatusWireOptions } from "../codes/contractStatus.js";

/** Select option of A §3: a label already in the page's language and a value. */
export const SelectOption = Schema.Struct({
  label: Schema.String,
  value: Schema.Union([Schema.Number, Schema.String]),
});
export type SelectOption = typeof SelectOption.Type;

/** Uploaded file result of A §3: id, description (the file name) and path. */
export const UploadedFile = Schema.Struct({
  id: Schema.Number,
  description: Schema.String,
  path: Schema.String,
});
export type UploadedFile = typeof UploadedFile.Type;

/** A status label in both languages (the shape of the code tables' labels). */
export const StatusLabel = Schema.Struct({ fr: Schema.String, en: Schema.String });
export type StatusLabel = typeof StatusLabel.Type;

/** One contract status option (B §3.1): value, bilingual label, isDisabled, recordLevel. */
export const StatusOption = Schema.Struct({
  value: Schema.Number,
  label: StatusLabel,
  isDisabled: withDefault(Schema.Boolean, false),
  recordLevel: withDefault(Schema.Number, 0),
});
export type StatusOption = typeof StatusOption.Type;

/** The default status list of a new contract (B §3.1, §9): DRAFT / BROUILLON, value 0. */
export const draftStatusOptions: readonly StatusOption[] = contractStatusWireOptions().filter(
  (entry) => entry.value === ContractStatus.Draft,
);

/**
 * Decodes a select option from unknown JSON.
 *
 * @example
 * decodeSelectOption({ label: "Québec", value: 1 }) // { ok: true, value: { label: "Québec", value: 1 } }
 */
export const decodeSelectOption = decoderFor(SelectOption);

/**
 * Decodes an upload answer (A §3) from unknown JSON.
 *
 * @example
 * decodeUploadedFile({ id: 3, description: "id.png", path: "/files/3" }).ok // true
 */
export const decodeUploadedFile = decoderFor(UploadedFile);

/**
 * Encodes an uploaded file back to JSON-ready data.
 *
 * @example
 * encodeUploadedFile({ id: 3, description: "id.png", path: "/files/3" }) // same plain object
 */
export const encodeUploadedFile = encoderFor(UploadedFile);
