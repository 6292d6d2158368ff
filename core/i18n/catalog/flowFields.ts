/**
 * The flows' refusals of one field (server-kit's flow routes; core's
 * `FlowFieldError`), apart from the rest of the flows' texts so the renewal
 * forms that show them carry only these.
 */
export const en = {
  "flows.error.provinceNotServed": "We do not offer loans online in this province.",
  "flows.error.consentRequired": "Please accept to receive a one-time password by text message.",
  "flows.error.underAge": "You must be at least 18 years old to apply.",
  "flows.error.overAge": "Please check your date of birth.",
  "flows.error.fieldInvalid": "This value is not accepted.",
} as const satisfies Record<`flows.error.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "flows.error.provinceNotServed": "Nous n'offrons pas de prêts en ligne dans cette province.",
  "flows.error.consentRequired": "Veuillez accepter de recevoir un mot de passe unique par texto.",
  "flows.error.underAge": "Vous devez avoir au moins 18 ans pour faire une demande.",
  "flows.error.overAge": "Veuillez vérifier votre date de naissance.",
  "flows.error.fieldInvalid": "Cette valeur n'est pas acceptée.",
};
