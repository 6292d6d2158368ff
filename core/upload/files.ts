/** The extensions shown as images (A §2); any other file gets the generic file icon. */
export const uploadImageExtensions = ["jpg", "jpeg", "bmp", "gif", "png"] as const;

/**
 * The extension of a file name, lower-cased, without the dot ("" when none).
 *
 * @example
 * uploadFileExtension("Scan.PDF") // "pdf"
 * uploadFileExtension("README") // ""
 */
export const uploadFileExtension = (name: string): string => {
  const trimmed = name.trim();
  const dot = trimmed.lastIndexOf(".");
  const slash = Math.max(trimmed.lastIndexOf("/"), trimmed.lastIndexOf("\\"));
  return dot > slash ? trimmed.slice(dot + 1).toLowerCase() : "";
};

/**
 * True when a file (name or path) is shown as an image: extension JPG, JPEG,
 * BMP, GIF or PNG in any case (A §2).
 *
 * @example
 * isImageFile("licence.JPG") // true
 * isImageFile("contract.pdf") // false
 */
export const isImageFile = (name: string): boolean =>
  (uploadImageExtensions as readonly string[]).includes(uploadFileExtension(name));

/**
 * The thumbnail of an uploaded file (A §7): the same path with `thumb_`
 * before the file name. The directory and its separators are kept as they
 * are (backslashes as the spec shows, forward slashes too); only the last
 * segment is prefixed. A path ending with a separator has no file name and
 * comes back unchanged.
 *
 * @example
 * thumbnailPath("\\uploads\\2026\\licence.jpg") // "\\uploads\\2026\\thumb_licence.jpg"
 * thumbnailPath("/files/42/licence.jpg") // "/files/42/thumb_licence.jpg"
 * thumbnailPath("licence.jpg") // "thumb_licence.jpg"
 */
export const thumbnailPath = (path: string): string => {
  const cut = Math.max(path.lastIndexOf("\\"), path.lastIndexOf("/")) + 1;
  return cut === path.length ? path : `${path.slice(0, cut)}thumb_${path.slice(cut)}`;
};

/**
 * The file name at the end of a path (after the last "\\" or "/").
 *
 * @example
 * uploadFileName("\\uploads\\2026\\licence.jpg") // "licence.jpg"
 */
export const uploadFileName = (path: string): string =>
  path.slice(Math.max(path.lastIndexOf("\\"), path.lastIndexOf("/")) + 1);
