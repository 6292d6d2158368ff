/**
 * Upload area texts (A §2; A §8 gives no upload failure text, these are
 * ours), English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error). Keys are
 * prefixed "upload.".
 */
export const en = {
  "upload.dropZone": "Click or drop here",
  "upload.delete": "Delete",
  "upload.open": "Open {name}",
  "upload.uploading": "Uploading {name}…",
  "upload.queued": "Waiting: {name}",
  "upload.failed": "{name} could not be uploaded.",
  "upload.error.network": "The connection was lost. Check your network and try again.",
  "upload.error.server": "The server refused the file.",
  "upload.error.invalidResponse": "The server's answer could not be read.",
  "upload.retry": "Retry",
  "upload.remove": "Remove",
  "upload.reason.duplicateId": "This file is already in the list.",
  "upload.reason.unknownItem": "This file is no longer in the list.",
  "upload.reason.busy": "Another file is being sent; files are sent one at a time.",
  "upload.reason.notNext": "Files are sent in the order they were added.",
  "upload.reason.notUploading": "This file is not being sent.",
  "upload.reason.notFailed": "Only a failed file can be sent again.",
  "upload.reason.inFlight": "A file cannot be removed while it is being sent.",
  // Accessible names of the per-file buttons: each names its file.
  "upload.retryFile": "Retry {name}",
  "upload.removeFile": "Remove {name}",
  "upload.deleteFile": "Delete {name}",
} as const satisfies Record<`upload.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "upload.dropZone": "Cliquez ou déposez ici",
  "upload.delete": "Supprimer",
  "upload.open": "Ouvrir {name}",
  "upload.uploading": "Téléversement de {name}…",
  "upload.queued": "En attente\u00a0: {name}",
  "upload.failed": "{name} n'a pas pu être téléversé.",
  "upload.error.network": "La connexion a été perdue. Vérifiez votre réseau et réessayez.",
  "upload.error.server": "Le serveur a refusé le fichier.",
  "upload.error.invalidResponse": "La réponse du serveur est illisible.",
  "upload.retry": "Réessayer",
  "upload.remove": "Retirer",
  "upload.reason.duplicateId": "Ce fichier est déjà dans la liste.",
  "upload.reason.unknownItem": "Ce fichier n'est plus dans la liste.",
  "upload.reason.busy": "Un autre fichier est en cours d'envoi\u00a0; les fichiers sont envoyés un à la fois.",
  "upload.reason.notNext": "Les fichiers sont envoyés dans l'ordre où ils ont été ajoutés.",
  "upload.reason.notUploading": "Ce fichier n'est pas en cours d'envoi.",
  "upload.reason.notFailed": "Seul un fichier en échec peut être renvoyé.",
  "upload.reason.inFlight": "Un fichier ne peut pas être retiré pendant son envoi.",
  // Noms accessibles des boutons de chaque fichier : chacun nomme son fichier.
  "upload.retryFile": "Réessayer {name}",
  "upload.removeFile": "Retirer {name}",
  "upload.deleteFile": "Supprimer {name}",
};
