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
  "account.field.cellPhone": "Cell phone (optional)",
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
  "account.otp.sms": "{code} is your {tenant} verification code. It expires in {minutes} minutes. Never share it.",
  "account.otp.emailSubject": "Your {tenant} verification code",
  "account.otp.emailBody":
    "Hello,\n\nYour verification code is {code}. It expires in {minutes} minutes.\n\nIf you did not ask for it, ignore this message. Never share this code: {tenant} will never ask you for it.",
  "account.otp.call": "Hello, this is {tenant}. Your verification code is: {spoken}. Once again: {spoken}.",
  "account.otp.tooManyTries": "Too many wrong codes. Please ask for a new code.",
  "account.otp.locked": "Too many wrong codes. For your security, please wait before trying again.",
  "account.otp.sendLimit": "Too many codes were asked for. Please wait before asking for another one.",
  "account.otp.sendFailed": "We could not send your code. Please try again or give us a call.",
  "account.otp.lookupLimit": "Too many searches. Please wait a few minutes and try again.",
  // When a throttled request may be made again (the server's Retry-After).
  "account.error.retryIn": "You can try again in {minutes} min.",
} as const satisfies Record<`account.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "account.loading": "Veuillez patienter un moment! Chargement...",
  "account.login.title": "Vous essayez d'accéder à votre compte?",
  "account.field.birthDate": "Date de naissance",
  "account.field.birthDateYear": "Année",
  "account.field.birthDateMonth": "Mois",
  "account.field.birthDateDay": "Jour",
  "account.field.email": "Courriel",
  "account.field.cellPhone": "Cellulaire (facultatif)",
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
  "account.otp.sms": "{code} est votre code de vérification {tenant}. Il expire dans {minutes} minutes. Ne le partagez jamais.",
  "account.otp.emailSubject": "Votre code de vérification {tenant}",
  "account.otp.emailBody":
    "Bonjour,\n\nVotre code de vérification est {code}. Il expire dans {minutes} minutes.\n\nSi vous ne l'avez pas demandé, ignorez ce message. Ne partagez jamais ce code : {tenant} ne vous le demandera jamais.",
  "account.otp.call": "Bonjour, ici {tenant}. Votre code de vérification est : {spoken}. Je répète : {spoken}.",
  "account.otp.tooManyTries": "Trop de codes erronés. Veuillez demander un nouveau code.",
  "account.otp.locked": "Trop de codes erronés. Pour votre sécurité, veuillez patienter avant de réessayer.",
  "account.otp.sendLimit": "Trop de codes ont été demandés. Veuillez patienter avant d'en demander un autre.",
  "account.otp.sendFailed": "Nous n'avons pas pu envoyer votre code. Veuillez réessayer ou nous appeler.",
  "account.otp.lookupLimit": "Trop de recherches. Veuillez patienter quelques minutes et réessayer.",
  // When a throttled request may be made again (the server's Retry-After).
  "account.error.retryIn": "Vous pourrez réessayer dans {minutes} min.",
};
