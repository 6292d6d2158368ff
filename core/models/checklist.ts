import * as Schema from "effect/Schema";
import { decoderFor, encoderFor, withDefault } from "./schema.js";

/** Where an item was last checked from (A §3: default "none"). */
export const CheckedFrom = Schema.Literals(["none", "internal", "external"]);
export type CheckedFrom = typeof CheckedFrom.Type;

/** A checklist item (A §3, B §3.2). id -1 marks a category row. */
export const ChecklistItem = Schema.Struct({
  id: Schema.Number,
  categoryTitle: withDefault(Schema.String, ""),
  description: withDefault(Schema.String, ""),
  isChecked: withDefault(Schema.Boolean, false),
  isApprovalChecked: withDefault(Schema.Boolean, false),
  isCheckedExternal: withDefault(Schema.Boolean, false),
  isWaived: withDefault(Schema.Boolean, false),
  isNonApplicable: withDefault(Schema.Boolean, false),
  isExternal: withDefault(Schema.Boolean, false),
  isExternalOnly: withDefault(Schema.Boolean, false),
  checkedFrom: withDefault(CheckedFrom, "none"),
  checkedInitials: withDefault(Schema.NullOr(Schema.String), null),
  checklistNote: withDefault(Schema.NullOr(Schema.String), null),
  sysLogins_Id: withDefault(Schema.NullOr(Schema.Number), null),
});
export type ChecklistItem = typeof ChecklistItem.Type;

/** The CHECKLIST dto: its items, category rows included. */
export const Checklist = Schema.Struct({
  items: withDefault(Schema.Array(ChecklistItem), []),
});
export type Checklist = typeof Checklist.Type;

/** Decodes a checklist from unknown JSON. */
export const decodeChecklist = decoderFor(Checklist);
/** Encodes a checklist back to JSON-ready data. */
export const encodeChecklist = encoderFor(Checklist);
/** Decodes one checklist item from unknown JSON. */
export const decodeChecklistItem = decoderFor(ChecklistItem);
