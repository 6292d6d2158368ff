/**
 * Maker-checker texts of the servicing ledger (core/servicing/approvals),
 * English first: the French catalog must have exactly the same keys.
 * Keys are prefixed "servicing.approval.".
 */
export const en = {
  "servicing.approval.ownRequest": "A request is approved by someone other than the person who made it.",
  "servicing.approval.notPending": "This request has already been decided.",
  "servicing.approval.pending": "This correction is above {threshold}: it will be recorded once another collections administrator or administrator approves it.",
} as const;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "servicing.approval.ownRequest": "Une demande est approuvée par une autre personne que celle qui l’a faite.",
  "servicing.approval.notPending": "Cette demande a déjà été traitée.",
  "servicing.approval.pending": "Cette correction dépasse {threshold}\u00a0: elle sera inscrite quand un autre administrateur du recouvrement ou administrateur l’aura approuvée.",
};
