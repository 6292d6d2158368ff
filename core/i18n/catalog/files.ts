/**
 * Stored files: upload checks and answers (A §2, §7; C §7), English first: the French catalog must have exactly the same keys.
 * Keys are prefixed "files.".
 */
export const en = {
  "files.notMultipart": "Send the file as multipart/form-data in the field \"file\".",
  "files.malformed": "The upload could not be read. Please try again.",
  "files.tooLarge": "The file is too large (maximum {max} MB).",
  "files.tooLargeKb": "The file is too large (maximum {max} kB).",
  "files.tooMany": "Send one file at a time (maximum {max}).",
  "files.noFile": "No file was received in the field \"file\".",
  "files.unexpectedField": "Only the fields \"file\" and \"category\" are accepted.",
  "files.invalidCategory": "The category may have at most 50 letters, digits, spaces, dashes or underscores.",
  "files.unsupportedType": "This type of file is not accepted. Send a JPG, PNG, GIF or BMP picture, or a PDF.",
  "files.imagesOnly": "Only pictures are accepted here: JPG, PNG, GIF or BMP.",
  "files.unreadable": "The file is damaged or could not be read as a picture.",
  "files.tooManyPixels": "The picture is too large (too many pixels). Please send a smaller picture.",
  "files.missingBytes": "The file's content is no longer available.",
  "files.cannotDelete": "Only an administrator or the person who added this file can delete it.",
  "files.pdfTooLarge": "This PDF is too large (maximum {max} MB). Send the statements of the last 3 months only.",
  "files.pdfTooManyPages": "This PDF has too many pages (maximum {max}). Send the statements of the last 3 months only.",
  "files.pdfNoPages": "The pages of this PDF could not be read. Send the PDF your bank gives, or pictures of the statements.",
} as const satisfies Record<`files.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "files.notMultipart": "Envoyez le fichier en multipart/form-data dans le champ «\u00a0file\u00a0».",
  "files.malformed": "Le téléversement est illisible. Veuillez réessayer.",
  "files.tooLarge": "Le fichier est trop volumineux (maximum {max} Mo).",
  "files.tooLargeKb": "Le fichier est trop volumineux (maximum {max} ko).",
  "files.tooMany": "Envoyez un fichier à la fois (maximum {max}).",
  "files.noFile": "Aucun fichier n'a été reçu dans le champ «\u00a0file\u00a0».",
  "files.unexpectedField": "Seuls les champs «\u00a0file\u00a0» et «\u00a0category\u00a0» sont acceptés.",
  "files.invalidCategory": "La catégorie compte au plus 50 lettres, chiffres, espaces, tirets ou traits de soulignement.",
  "files.unsupportedType": "Ce type de fichier n'est pas accepté. Envoyez une image JPG, PNG, GIF ou BMP, ou un PDF.",
  "files.imagesOnly": "Seules les images sont acceptées ici\u00a0: JPG, PNG, GIF ou BMP.",
  "files.unreadable": "Le fichier est endommagé ou n'a pas pu être lu comme une image.",
  "files.tooManyPixels": "L'image est trop grande (trop de pixels). Veuillez envoyer une image plus petite.",
  "files.missingBytes": "Le contenu du fichier n'est plus disponible.",
  "files.cannotDelete": "Seul un administrateur ou la personne qui a ajouté ce fichier peut le supprimer.",
  "files.pdfTooLarge": "Ce PDF est trop volumineux (maximum {max} Mo). Envoyez seulement les relevés des 3 derniers mois.",
  "files.pdfTooManyPages": "Ce PDF compte trop de pages (maximum {max}). Envoyez seulement les relevés des 3 derniers mois.",
  "files.pdfNoPages": "Les pages de ce PDF n'ont pas pu être lues. Envoyez le PDF fourni par votre banque, ou des photos des relevés.",
};
