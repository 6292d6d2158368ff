import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/**
 * Small real files of every accepted type, built in the test: pictures with
 * sharp (BMP by hand, sharp writes none), a PDF by hand.
 */

/** A `width` × `height` picture with a colour gradient (so re-encoding has something to keep). */
const gradient = (width: number, height: number): Buffer => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return pixels;
};

const raw = (width: number, height: number) => sharp(gradient(width, height), { raw: { width, height, channels: 3 } });

export const makeJpeg = (width = 400, height = 300): Promise<Buffer> => raw(width, height).jpeg().toBuffer();
export const makePng = (width = 400, height = 300): Promise<Buffer> => raw(width, height).png().toBuffer();
export const makeGif = (width = 400, height = 300): Promise<Buffer> => raw(width, height).gif().toBuffer();

/** A JPEG carrying EXIF a lender must not pass on: camera, owner, and an orientation of 6 (rotate 90°). */
export const makeJpegWithExif = (width = 400, height = 300): Promise<Buffer> =>
  raw(width, height)
    .jpeg()
    .withExif({ IFD0: { Make: "SpyCam", Model: "Tracker 3000", Copyright: "Julie Tremblay 5145550123" } })
    // sharp writes the orientation itself (it overrides an Orientation given in the EXIF above).
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** An uncompressed 24-bit bottom-up BMP (BITMAPINFOHEADER), as Windows' Paint writes. */
export const makeBmp = (width = 300, height = 200): Buffer => {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixelBytes = rowBytes * height;
  const file = Buffer.alloc(54 + pixelBytes);
  file.write("BM", 0, "ascii");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(pixelBytes, 34);
  const pixels = gradient(width, height);
  for (let y = 0; y < height; y += 1) {
    const row = 54 + (height - 1 - y) * rowBytes;
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 3;
      file[row + x * 3] = pixels[from + 2]!;
      file[row + x * 3 + 1] = pixels[from + 1]!;
      file[row + x * 3 + 2] = pixels[from]!;
    }
  }
  return file;
};

/** A one-page PDF written by hand, padded with a comment to `size` bytes when asked. */
export const makePdf = (size?: number): Buffer => {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n");
  if (size === undefined) return Buffer.from(body, "latin1");
  const padding = size - body.length - 2;
  if (padding < 0) throw new Error("makePdf: size too small");
  // The comment goes after the header, so %%EOF stays in the last 1,024 bytes as in a real PDF.
  const [header, ...rest] = body.split("\n");
  return Buffer.from([header, `%${"x".repeat(padding)}`, ...rest].join("\n"), "latin1");
};

export const svgText = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script></svg>`;
export const htmlText = `<!DOCTYPE html><html><body><script>fetch("/api/files/1")</script></body></html>`;

/** Every file name under the storage root (all tenants), for "nothing stored" checks. */
export const storedNames = (root: string): string[] =>
  existsSync(root) ? readdirSync(root).flatMap((tenant) => readdirSync(join(root, tenant)).map((name) => `${tenant}/${name}`)) : [];

/** A PDF of `pages` pages, their page objects in the clear (as many banks write them). */
export const makePagedPdf = (pages: number): Buffer => {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(" ");
  const objects = Array.from({ length: pages }, (_, index) => `${index + 3} 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj`);
  return Buffer.from(
    ["%PDF-1.4", "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj", `2 0 obj << /Type /Pages /Kids [${kids}] /Count ${pages} >> endobj`, ...objects, "trailer << /Root 1 0 R >>", "%%EOF", ""].join("\n"),
    "latin1",
  );
};
