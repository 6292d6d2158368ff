/**
 * bank texts, English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error).
 * Keys are prefixed "bank.". The spec's texts are kept verbatim (C §3.7),
 * its spelling included.
 */
export const en = {
  "bank.instant.title": "Instant Bank Verification ( PAPERLESS )",
  "bank.instant.explanation":
    "This verification gives us read-only access to a copy of your bank statement. Select the account where your money is deposited and from which your payments will be withdrawn.",
  "bank.instant.stayOnPage": "Please stay on this page until the verification is complete.",
  "bank.instant.credentialsNote":
    "Use your usual online banking credentials. None of your credentials are stored or collected.",
  "bank.chooseBank.title": "Choose your bank",
  "bank.chooseBank.tileLabel": "Verify with {bank}",
  "bank.frame.title": "Bank login",
  "bank.loading": "Loading...",
  "bank.success.title": "Your bank verification was sucessfuly completed !",
  "bank.success.redirectNotice": "Please wait, you will be redirected to the next step",
  "bank.failure.title": "All your login attempts failed",
  "bank.failure.restart": "Restart",
  "bank.manual.title": "Manual Bank Verification",
  "bank.manual.explanation": "Please upload pictures of your bank statements for the last 3 months, or the PDF statements your bank gives.",
  "bank.manual.addPicture": "Add at least one picture to continue...",
  "bank.manual.continue": "It looks good. Continue",
  // The lender's review of manual statements (server answers).
  "bank.review.notPending": "These statements were already reviewed.",
  "bank.review.noteRequired": "Say why the statements are refused.",
  "bank.review.noteTooLong": "The note may have at most 500 characters.",
} as const satisfies Record<`bank.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "bank.instant.title": "Vérification Bancaire Instantanée ( SANS PAPIER )",
  "bank.instant.explanation":
    "Cette vérification nous donne un accès en lecture seule à une copie de votre relevé bancaire. Choisissez le compte où votre argent est déposé et d'où vos paiements seront prélevés.",
  "bank.instant.stayOnPage": "Veuillez rester sur cette page jusqu'à la fin de la vérification.",
  "bank.instant.credentialsNote":
    "Utilisez vos identifiants habituels de services bancaires en ligne. Aucun de vos identifiants n'est conservé ni recueilli.",
  "bank.chooseBank.title": "Choisissez votre institution financière",
  "bank.chooseBank.tileLabel": "Vérifier avec {bank}",
  "bank.frame.title": "Connexion bancaire",
  "bank.loading": "Chargement...",
  "bank.success.title": "Votre vérification bancaire a été complétée avec succès\u00a0!",
  "bank.success.redirectNotice": "Veuillez patienter, vous serez redirigé vers la prochaine étape",
  "bank.failure.title": "Toutes vos tentatives de connexion ont échoué",
  "bank.failure.restart": "Recommencer",
  "bank.manual.title": "Vérification Bancaire Manuelle",
  "bank.manual.explanation": "Veuillez téléverser des photos de vos relevés bancaires des 3 derniers mois, ou les relevés PDF fournis par votre banque.",
  "bank.manual.addPicture": "Ajouter au moins une photo pour continuer...",
  "bank.manual.continue": "J'ai terminé. Continuer",
  // The lender's review of manual statements (server answers).
  "bank.review.notPending": "Ces relevés ont déjà été révisés.",
  "bank.review.noteRequired": "Indiquez pourquoi les relevés sont refusés.",
  "bank.review.noteTooLong": "La note peut compter au plus 500 caractères.",
};
