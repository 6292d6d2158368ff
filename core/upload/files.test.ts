import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { t } from "../i18n/translate.js";
import {
  isImageFile,
  isUploadDropZoneHighlighted,
  thumbnailPath,
  uploadDragDepth,
  uploadFileExtension,
  uploadFileName,
} from "./index.js";

describe("isImageFile (A §2)", () => {
  it("recognises JPG, JPEG, BMP, GIF and PNG in any case", () => {
    for (const name of ["a.jpg", "b.JPG", "c.Jpeg", "d.bmp", "e.GIF", "f.png", "\\up\\g.PNG", " h.jpg "]) {
      expect(isImageFile(name), name).toBe(true);
    }
    for (const name of ["a.pdf", "b.docx", "jpg", "c.jpg.exe", "dir.png\\file", "a.webp", "a.tiff", ""]) {
      expect(isImageFile(name), name).toBe(false);
    }
    expect(uploadFileExtension("README")).toBe("");
  });
});

describe("thumbnailPath (A §7)", () => {
  it("prefixes the file name with thumb_, keeping the separators", () => {
    expect(thumbnailPath("\\uploads\\2026\\licence.jpg")).toBe("\\uploads\\2026\\thumb_licence.jpg");
    expect(thumbnailPath("/files/42/licence.jpg")).toBe("/files/42/thumb_licence.jpg");
    expect(thumbnailPath("https://cdn.example/files/a.png")).toBe("https://cdn.example/files/thumb_a.png");
    expect(thumbnailPath("mixed/dir\\a.png")).toBe("mixed/dir\\thumb_a.png");
    expect(thumbnailPath("licence.jpg")).toBe("thumb_licence.jpg");
    expect(thumbnailPath("\\uploads\\")).toBe("\\uploads\\");
  });

  it("keeps the directory and prefixes only the last segment", () => {
    const segment = fc.string({ minLength: 1, maxLength: 8 }).filter((text) => !/[\\/]/.test(text));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), segment, fc.constantFrom("\\", "/"), (dirs, name, separator) => {
        const directory = dirs.map((dir) => dir + separator).join("");
        const thumb = thumbnailPath(directory + name);
        expect(thumb).toBe(`${directory}thumb_${name}`);
        expect(uploadFileName(thumb)).toBe(`thumb_${name}`);
      }),
    );
  });
});

describe("upload texts", () => {
  it("gives the spec's texts", () => {
    expect(t("en", "upload.dropZone")).toBe("Click or drop here");
    expect(t("fr", "upload.dropZone")).toBe("Cliquez ou déposez ici");
    expect(t("fr", "upload.delete")).toBe("Supprimer");
    expect(t("en", "upload.delete")).toBe("Delete");
  });
});

describe("drop zone highlight (A §2)", () => {
  it("stays highlighted while any enter is unmatched and resets on drop", () => {
    let depth = 0;
    for (const event of ["enter", "enter", "leave"] as const) depth = uploadDragDepth(depth, event);
    expect(isUploadDropZoneHighlighted(depth)).toBe(true);
    expect(isUploadDropZoneHighlighted(uploadDragDepth(depth, "leave"))).toBe(false);
    expect(uploadDragDepth(depth, "drop")).toBe(0);
    expect(uploadDragDepth(0, "leave")).toBe(0);
  });
});
