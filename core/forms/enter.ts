/**
 * What the Enter rule needs to know of the focused element, without DOM types
 * (a caller passes `event.target`'s tagName, type and multi-line nature).
 */
export interface EnterKeyTarget {
  /** The element's tag name, any case ("INPUT", "textarea", "button"…). */
  readonly tagName: string;
  /** The input type ("text", "submit"…), if any. */
  readonly type?: string | null;
  /** A multi-line text field that is not a textarea (a rich text area…). */
  readonly multiline?: boolean;
  readonly isContentEditable?: boolean;
}

/**
 * Whether Enter must be blocked in a form (A §4): by default it is, except in
 * multi-line text, so Enter never submits a form by accident. Enter still
 * activates a focused button or link (its own action, as keyboard users
 * expect). A form that submits on Enter (the OTP screen, C §2) passes
 * `enterSubmits: true`.
 *
 * @example
 * shouldBlockEnter({ tagName: "INPUT", type: "text" }) // true
 * shouldBlockEnter({ tagName: "TEXTAREA" }) // false
 * shouldBlockEnter({ tagName: "INPUT" }, { enterSubmits: true }) // false
 */
export const shouldBlockEnter = (
  target: EnterKeyTarget | null | undefined,
  options: { readonly enterSubmits?: boolean } = {},
): boolean => {
  if (options.enterSubmits === true) return false;
  if (target === null || target === undefined) return true;
  const tag = typeof target.tagName === "string" ? target.tagName.toLowerCase() : "";
  const type = typeof target.type === "string" ? target.type.toLowerCase() : "";
  if (tag === "textarea" || target.multiline === true || target.isContentEditable === true) return false;
  if (tag === "button" || tag === "a") return false;
  return !(tag === "input" && (type === "submit" || type === "button" || type === "reset"));
};
