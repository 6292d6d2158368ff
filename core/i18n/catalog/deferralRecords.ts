/**
 * Texts of a deferral record (issue 15 §5): who asked and who decided,
 * and the message of a request staff made for a customer (never worded as
 * the customer's own). English first; the French catalog has the same keys.
 * Kept out of the global catalog: only the deferral record module loads it.
 */
export const en = {
  "deferral.record.staffMessage": "{name} (staff) asked, for the customer, to defer the payment from {from} to {to}.",
  "deferral.record.byStaff": "{name} (staff)",
  "deferral.record.byCustomer": "{name} (customer)",
  "deferral.record.askedBy": "Asked by {who} on {date}",
  "deferral.record.decidedBy": "{status} by {name} on {date}",
  "deferral.record.pending": "Waiting for a decision",
  "deferral.record.approved": "Approved",
  "deferral.record.refused": "Refused",
} as const;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "deferral.record.staffMessage": "{name} (personnel) a demandé, pour le client, de reporter le paiement du {from} au {to}.",
  "deferral.record.byStaff": "{name} (personnel)",
  "deferral.record.byCustomer": "{name} (client)",
  "deferral.record.askedBy": "Demandé par {who} le {date}",
  "deferral.record.decidedBy": "{status} par {name} le {date}",
  "deferral.record.pending": "En attente d'une décision",
  "deferral.record.approved": "Approuvé",
  "deferral.record.refused": "Refusé",
};
