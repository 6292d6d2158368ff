/**
 * Texts shared by many screens, English first: the French catalog must have
 * exactly the same keys (the type below makes a missing translation a compile
 * error). Keys are prefixed "common.".
 */
export const en = {
  "common.genericError": "An error has occured. Please contact support.",
  "common.close": "Close",
  "common.back": "Back",
  "common.cancel": "Cancel",
  "common.submit": "Submit",
  "common.continue": "Continue",
  "common.yes": "Yes",
  "common.no": "No",
  "common.loading": "Loading...",
  // Notifications (A §2): the region's name and each type's label
  "common.notifications": "Notifications",
  "common.notification.success": "Success",
  "common.notification.info": "Information",
  "common.notification.warning": "Warning",
  "common.notification.error": "Error",
  "common.notification.call": "Call",
} as const satisfies Record<`common.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "common.genericError": "Une erreur est survenue. Veuillez contacter le support.",
  "common.close": "Fermer",
  "common.back": "Retour",
  "common.cancel": "Annuler",
  "common.submit": "Soumettre",
  "common.continue": "Continuer",
  "common.yes": "Oui",
  "common.no": "Non",
  "common.loading": "Chargement...",
  "common.notifications": "Notifications",
  "common.notification.success": "Succès",
  "common.notification.info": "Information",
  "common.notification.warning": "Avertissement",
  "common.notification.error": "Erreur",
  "common.notification.call": "Appel",
};
