import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BmpError, decodeBmp } from "../src/files/bmp.js";
import { contentDisposition, displayName, displayPath, newStoredName, thumbStoredName } from "../src/files/names.js";
import { makeBmp } from "./filesFixtures.js";

/** A BMP with a 40-byte header (plus `extra` header bytes such as bitfield masks), a palette and rows given as bytes. */
const bmpWith = (options: { width: number; height: number; bits: number; compression?: number; palette?: number[][]; extra?: Buffer; rows: number[][] }) => {
  const paletteBytes = Buffer.from((options.palette ?? []).flatMap(([r, g, b]) => [b!, g!, r!, 0]));
  const extra = options.extra ?? Buffer.alloc(0);
  const rowBytes = Math.ceil((options.width * options.bits) / 32) * 4;
  const pixels = Buffer.concat(options.rows.map((row) => Buffer.concat([Buffer.from(row), Buffer.alloc(rowBytes - row.length)])));
  const offset = 54 + extra.length + paletteBytes.length;
  const head = Buffer.alloc(54);
  head.write("BM", 0, "ascii");
  head.writeUInt32LE(offset + pixels.length, 2);
  head.writeUInt32LE(offset, 10);
  head.writeUInt32LE(40, 14);
  head.writeInt32LE(options.width, 18);
  head.writeInt32LE(options.height, 22);
  head.writeUInt16LE(1, 26);
  head.writeUInt16LE(options.bits, 28);
  head.writeUInt32LE(options.compression ?? 0, 30);
  head.writeUInt32LE(options.palette?.length ?? 0, 46);
  return Buffer.concat([head, extra, paletteBytes, pixels]);
};

const pixel = (data: Buffer, width: number, x: number, y: number) => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];

describe("decodeBmp", () => {
  it("reads a 24-bit bottom-up BMP into RGBA, top row first", () => {
    const bitmap = decodeBmp(bmpWith({ width: 2, height: 2, bits: 24, rows: [[255, 0, 0, 0, 255, 0], [0, 0, 255, 255, 255, 255]] }), 100);
    expect([bitmap.width, bitmap.height, bitmap.channels]).toEqual([2, 2, 4]);
    // The file's first row is the picture's bottom row; BMP stores blue, green, red.
    expect(pixel(bitmap.data, 2, 0, 0)).toEqual([255, 0, 0, 255]);
    expect(pixel(bitmap.data, 2, 1, 0)).toEqual([255, 255, 255, 255]);
    expect(pixel(bitmap.data, 2, 0, 1)).toEqual([0, 0, 255, 255]);
    expect(pixel(bitmap.data, 2, 1, 1)).toEqual([0, 255, 0, 255]);
  });

  it("reads 8-bit and 1-bit palettes", () => {
    const eight = decodeBmp(bmpWith({ width: 3, height: 1, bits: 8, palette: [[10, 20, 30], [200, 100, 50]], rows: [[1, 0, 1]] }), 100);
    expect([0, 1, 2].map((x) => pixel(eight.data, 3, x, 0))).toEqual([[200, 100, 50, 255], [10, 20, 30, 255], [200, 100, 50, 255]]);
    const one = decodeBmp(bmpWith({ width: 10, height: 1, bits: 1, palette: [[0, 0, 0], [255, 255, 255]], rows: [[0b10100000, 0b01000000]] }), 100);
    expect(Array.from({ length: 10 }, (_, x) => pixel(one.data, 10, x, 0)[0])).toEqual([255, 0, 255, 0, 0, 0, 0, 0, 0, 255]);
  });

  it("reads 32-bit BI_BITFIELDS top-down, with the masks it names", () => {
    const masks = Buffer.alloc(12);
    masks.writeUInt32LE(0x000000ff, 0); // red in the low byte
    masks.writeUInt32LE(0x0000ff00, 4);
    masks.writeUInt32LE(0x00ff0000, 8);
    const bitmap = decodeBmp(bmpWith({ width: 1, height: -2, bits: 32, compression: 3, extra: masks, rows: [[1, 2, 3, 0], [4, 5, 6, 0]] }), 100);
    expect(bitmap.height).toBe(2);
    expect(pixel(bitmap.data, 1, 0, 0)).toEqual([1, 2, 3, 255]);
    expect(pixel(bitmap.data, 1, 0, 1)).toEqual([4, 5, 6, 255]);
  });

  it("refuses RLE, 16-bit, OS/2 headers, missing bytes and too many pixels", () => {
    const reason = (bytes: Buffer, maxPixels = 1000) => {
      try {
        decodeBmp(bytes, maxPixels);
        return "decoded";
      } catch (error) {
        return (error as BmpError).reason;
      }
    };
    expect(reason(bmpWith({ width: 2, height: 1, bits: 8, compression: 1, palette: [[0, 0, 0]], rows: [[0, 0]] }))).toBe("unsupported");
    expect(reason(bmpWith({ width: 2, height: 1, bits: 16, rows: [[0, 0, 0, 0]] }))).toBe("unsupported");
    const os2 = makeBmp(2, 2);
    os2.writeUInt32LE(12, 14);
    expect(reason(os2)).toBe("unsupported");
    expect(reason(makeBmp(10, 10).subarray(0, 100))).toBe("truncated");
    expect(reason(makeBmp(40, 40), 1599)).toBe("tooManyPixels");
    expect(reason(makeBmp(40, 40), 1600)).toBe("decoded");
    const indexOutsidePalette = bmpWith({ width: 1, height: 1, bits: 8, palette: [[0, 0, 0]], rows: [[5]] });
    expect(reason(indexOutsidePalette)).toBe("unsupported");
  });

  it("never throws anything but BmpError on random bytes after a BMP header", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 300 }), (tail) => {
        const bytes = Buffer.concat([makeBmp(4, 4).subarray(0, 18), Buffer.from(tail)]);
        try {
          const bitmap = decodeBmp(bytes, 10_000);
          expect(bitmap.data.length).toBe(bitmap.width * bitmap.height * 4);
        } catch (error) {
          expect(error).toBeInstanceOf(BmpError);
        }
      }),
    );
  });
});

describe("stored names and display text", () => {
  it("makes 128-bit random hex names with the stored format's extension, and A §7 paths", () => {
    const names = new Set(Array.from({ length: 200 }, () => newStoredName("jpeg")));
    expect(names.size).toBe(200);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(newStoredName("png")).toMatch(/\.png$/);
    expect(newStoredName("pdf")).toMatch(/\.pdf$/);
    expect(thumbStoredName("abc.jpg")).toBe("thumb_abc.jpg");
    expect(displayPath(42, "abc.jpg")).toBe("contracts\\42\\abc.jpg");
  });

  it("cleans client names for display", () => {
    expect(displayName("C:\\Users\\julie\\permis.JPG")).toBe("permis.JPG");
    expect(displayName("../../etc/passwd")).toBe("passwd");
    expect(displayName("  relevé   de\tbanque.pdf ")).toBe("relevé de banque.pdf");
    expect(displayName("e\u0301.png")).toBe("é.png");
    expect(displayName("invoice\u202egnp.exe")).toBe("invoicegnp.exe");
    expect(displayName("...")).toBe("file");
    expect(displayName("")).toBe("file");
    const long = `${"a".repeat(300)}.jpeg`;
    expect(displayName(long)).toBe(`${"a".repeat(250)}.jpeg`);
    expect(Array.from(displayName("😀".repeat(300))).length).toBe(255);
  });

  it("keeps any name well formed, at most 255 code points, without separators or controls", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (name) => {
        const shown = displayName(name);
        expect(shown.length).toBeGreaterThan(0);
        expect(Array.from(shown).length).toBeLessThanOrEqual(255);
        expect(shown).not.toMatch(/[\\/\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
        expect(() => encodeURIComponent(shown)).not.toThrow();
      }),
    );
  });

  it("writes Content-Disposition inline with an ASCII fallback and the exact UTF-8 name", () => {
    expect(contentDisposition("permis.jpg")).toBe(`inline; filename="permis.jpg"; filename*=UTF-8''permis.jpg`);
    expect(contentDisposition(`a"b\\c;d%.pdf`)).toBe(`inline; filename="a_b_c_d_.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25.pdf`);
    expect(contentDisposition("relevé (1).pdf")).toBe(`inline; filename="relev_ (1).pdf"; filename*=UTF-8''relev%C3%A9%20%281%29.pdf`);
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 100 }), (name) => {
        const header = contentDisposition(name);
        expect(header).toMatch(/^inline; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/);
        expect(header.slice(header.indexOf('"') + 1, header.lastIndexOf('"'))).not.toMatch(/["\\]/);
      }),
    );
  });
});
