/**
 * The attributes of a button whose action is running, without react-aria's
 * `isPending`: that one announces the button through a live-region node
 * labelled by the button's id, and a button that goes away with its dialog
 * right after (a confirm or deferral modal closing on success) leaves that
 * node unlabeled for seconds (axe's role-img-alt). The button stays focused
 * and `aria-disabled`; presses are ignored by the caller's own guard;
 * `data-busy` is there for styling (react-aria owns `data-pending`).
 *
 * @example
 * const { isPending, ...press } = submitButtonProps;
 * <Button {...press} {...pendingAttributes(isPending)} />
 */
export const pendingAttributes = (isPending: boolean | undefined): { "aria-disabled"?: true; "data-busy"?: true } =>
  isPending ? { "aria-disabled": true, "data-busy": true } : {};
