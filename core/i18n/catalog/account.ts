/**
 * account texts, English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error).
 * Keys are prefixed "account.". The spec's texts are verbatim (its spellings
 * and spacing included); French is a translation.
 */
export const en = {
  "account.loading": "Please wait a moment! Loading...",
  "account.login.title": "Trying to access your account?",
  "account.field.birthDate": "Birthdate",
  "account.field.birthDateYear": "Year",
  "account.field.birthDateMonth": "Month",
  "account.field.birthDateDay": "Day",
  "account.field.email": "Email",
  "account.consent":
    "I agree to receive a text message with a unique password on the phone number linked to my most recent application.",
  "account.submit": "SUBMIT",
  "account.validation.required": "This field is required.",
  "account.error.notFound": "No account found. Please try again.",
  "account.error.callUs": "Please give us a call. There is an issue with your account.",
  "account.neverHadLoan": "I never had a loan with you ?",
  "account.month.1": "January",
  "account.month.2": "February",
  "account.month.3": "March",
  "account.month.4": "April",
  "account.month.5": "May",
  "account.month.6": "June",
  "account.month.7": "July",
  "account.month.8": "August",
  "account.month.9": "September",
  "account.month.10": "October",
  "account.month.11": "November",
  "account.month.12": "December",
} as const satisfies Record<`account.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "account.loading": "Veuillez patienter un moment! Chargement...",
  "account.login.title": "Vous essayez d'accéder à votre compte?",
  "account.field.birthDate": "Date de naissance",
  "account.field.birthDateYear": "Année",
  "account.field.birthDateMonth": "Mois",
  "account.field.birthDateDay": "Jour",
  "account.field.email": "Courriel",
  "account.consent":
    "J'accepte de recevoir un message texte contenant un mot de passe unique sur le numéro de téléphone lié à ma plus récente demande.",
  "account.submit": "SOUMETTRE",
  "account.validation.required": "Ce champ est obligatoire.",
  "account.error.notFound": "Aucun compte trouvé. Veuillez réessayer.",
  "account.error.callUs": "Veuillez nous appeler. Il y a un problème avec votre compte.",
  "account.neverHadLoan": "Je n'ai jamais eu de prêt avec vous ?",
  "account.month.1": "janvier",
  "account.month.2": "février",
  "account.month.3": "mars",
  "account.month.4": "avril",
  "account.month.5": "mai",
  "account.month.6": "juin",
  "account.month.7": "juillet",
  "account.month.8": "août",
  "account.month.9": "septembre",
  "account.month.10": "octobre",
  "account.month.11": "novembre",
  "account.month.12": "décembre",
};
