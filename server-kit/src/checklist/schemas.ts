import { decoderFor, withDefault } from "@lendkit/core";
import * as Schema from "effect/Schema";

/**
 * Bodies of the checklist routes. core has no request Schemas for the
 * checklist yet; these move to core/models beside `Checklist` when it takes
 * them. Each mirrors what core's rule takes, nothing more: who acts (role,
 * user, initials) always comes from the session, never from the body.
 */

/** Keys held during the click, as `clickChecklistItem` takes them (Cmd is sent as `ctrl`). */
export const ChecklistModifiersBody = Schema.Struct({
  ctrl: withDefault(Schema.Boolean, false),
  shift: withDefault(Schema.Boolean, false),
});

/**
 * PUT …/checklist/items/:itemId: one click on the `internal` or `external`
 * tab; plain, Ctrl (waiver) or Shift / Ctrl+Shift (N/A) by `modifiers`.
 */
export const ChecklistClickBody = Schema.Struct({
  tab: Schema.Literals(["internal", "external"]),
  modifiers: withDefault(ChecklistModifiersBody, { ctrl: false, shift: false }),
});
export type ChecklistClickBody = typeof ChecklistClickBody.Type;
export const decodeChecklistClickBody = decoderFor(ChecklistClickBody);

/**
 * PUT …/checklist/items/:itemId/note: the item's note (blank or null clears
 * it). The 500-character limit is core's rule (`saveChecklistNote`); the cap
 * here only keeps absurd bodies out.
 */
export const ChecklistNoteBody = Schema.Struct({
  checklistNote: Schema.NullOr(Schema.String.check(Schema.isMaxLength(10_000))),
});
export type ChecklistNoteBody = typeof ChecklistNoteBody.Type;
export const decodeChecklistNoteBody = decoderFor(ChecklistNoteBody);

/** PUT …/checklist/complete: the "Checklist completed" switch's new value. */
export const ChecklistCompletionBody = Schema.Struct({
  complete: Schema.Boolean,
});
export type ChecklistCompletionBody = typeof ChecklistCompletionBody.Type;
export const decodeChecklistCompletionBody = decoderFor(ChecklistCompletionBody);
