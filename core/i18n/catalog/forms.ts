/**
 * Texts of the form engine and the shared form pieces (A §2, A §5), English
 * first: the French catalog must have exactly the same keys (the type below
 * makes a missing translation a compile error). Keys are prefixed "forms.".
 * The spec's texts are verbatim; where it gives one language the other is ours.
 */
export const en = {
  "forms.submitButton.save": "Save",
  "forms.submitButton.moreActions": "More save actions",
  "forms.confirm.submit": "Submit",
  "forms.confirm.cancel": "Cancel",
  "forms.select.placeholder": "Choose...",
  "forms.select.noOptions": "No options",
  "forms.select.create": 'Add: "{text}"',
  "forms.requiredFields.heading": "Required Fields",
  "forms.requiredFields.intro": "Fields in red are required! Please fix the following errors:",
  "forms.customSection.header": "Please fill in the following fields:",
  "forms.rule.required": "Required",
  "forms.rule.exactLength": "Must be exactly {length} characters",
  "forms.rule.maxLength": "{max} characters maximum",
  "forms.rule.numeric": "Digits only",
  "forms.panel.back": "Back",
  "forms.panel.close": "Close",
  "forms.substitution.toggle": "Override the calculated value",
  "forms.substitution.on": "Value substituted (manually overridden)",
  "forms.substitution.off": "Calculated value",
} as const satisfies Record<`forms.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "forms.submitButton.save": "Sauvegarder",
  "forms.submitButton.moreActions": "Autres actions de sauvegarde",
  "forms.confirm.submit": "Soumettre",
  "forms.confirm.cancel": "Annuler",
  "forms.select.placeholder": "Choisir...",
  "forms.select.noOptions": "Aucune option",
  "forms.select.create": "Ajouter\u00a0: \"{text}\"",
  "forms.requiredFields.heading": "Champs requis",
  "forms.requiredFields.intro": "Les champs en rouge sont requis\u00a0! Veuillez corriger les erreurs suivantes\u00a0:",
  "forms.customSection.header": "Veuillez remplir les champs suivants\u00a0:",
  "forms.rule.required": "Requis",
  "forms.rule.exactLength": "Doit contenir exactement {length} caractères",
  "forms.rule.maxLength": "{max} caractères maximum",
  "forms.rule.numeric": "Chiffres seulement",
  "forms.panel.back": "Retour",
  "forms.panel.close": "Fermer",
  "forms.substitution.toggle": "Remplacer la valeur calculée",
  "forms.substitution.on": "Valeur substituée (modifiée manuellement)",
  "forms.substitution.off": "Valeur calculée",
};
