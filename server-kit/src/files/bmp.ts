/**
 * A small BMP reader: sharp (libvips) reads no BMP, and A §2 lists BMP among
 * the pictures. Enough for what scanners and Windows' Paint write:
 * uncompressed 1, 4, 8, 24 and 32 bits per pixel (32-bit also with the
 * common BI_BITFIELDS masks), bottom-up or top-down. Anything else (RLE,
 * 16-bit, embedded JPEG/PNG, OS/2 core headers) is refused: the decoded
 * pixels are re-encoded as PNG, so no byte of the original is ever served.
 */

/** Raw RGBA pixels, ready for `sharp(data, { raw })`. */
export interface DecodedBitmap {
  readonly width: number;
  readonly height: number;
  readonly channels: 4;
  readonly data: Buffer;
}

/** Why a BMP was not decoded; the route answers 422 either way. */
export class BmpError extends Error {
  constructor(readonly reason: "unsupported" | "truncated" | "tooManyPixels") {
    super(`bmp: ${reason}`);
    this.name = "BmpError";
  }
}

interface BmpHeader {
  readonly pixelOffset: number;
  readonly headerSize: number;
  readonly width: number;
  readonly height: number;
  readonly topDown: boolean;
  readonly bitsPerPixel: number;
  readonly compression: number;
  readonly paletteSize: number;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;

const readHeader = (bytes: Buffer): BmpHeader => {
  if (bytes.length < 54) throw new BmpError("truncated");
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize < 40) throw new BmpError("unsupported");
  const rawHeight = bytes.readInt32LE(22);
  const bitsPerPixel = bytes.readUInt16LE(28);
  const colorsUsed = bytes.readUInt32LE(46);
  return {
    pixelOffset: bytes.readUInt32LE(10),
    headerSize,
    width: bytes.readInt32LE(18),
    height: Math.abs(rawHeight),
    topDown: rawHeight < 0,
    bitsPerPixel,
    compression: bytes.readUInt32LE(30),
    paletteSize: bitsPerPixel <= 8 ? colorsUsed || 2 ** bitsPerPixel : 0,
  };
};

const checkHeader = (header: BmpHeader, maxPixels: number): void => {
  const { width, height, bitsPerPixel, compression, paletteSize } = header;
  if (width <= 0 || height <= 0) throw new BmpError("unsupported");
  if (width * height > maxPixels) throw new BmpError("tooManyPixels");
  if (![1, 4, 8, 24, 32].includes(bitsPerPixel)) throw new BmpError("unsupported");
  const fieldsOk = compression === BI_BITFIELDS && bitsPerPixel === 32;
  if (compression !== BI_RGB && !fieldsOk) throw new BmpError("unsupported");
  if (paletteSize > 256) throw new BmpError("unsupported");
};

/** Channel masks of a 32-bit BI_BITFIELDS image; only the byte-aligned ones Windows writes. */
const bitfieldShifts = (bytes: Buffer, header: BmpHeader): [number, number, number] => {
  if (header.compression !== BI_BITFIELDS) return [16, 8, 0];
  // The masks follow a 40-byte header, or sit inside the V4/V5 header at the same offset.
  if (bytes.length < 66) throw new BmpError("truncated");
  const masks = [bytes.readUInt32LE(54), bytes.readUInt32LE(58), bytes.readUInt32LE(62)];
  const shifts = masks.map((mask) => [0, 8, 16, 24].find((shift) => mask === 0xff * 2 ** shift));
  if (shifts.some((shift) => shift === undefined)) throw new BmpError("unsupported");
  return shifts as [number, number, number];
};

const paletteOf = (bytes: Buffer, header: BmpHeader): Buffer => {
  const start = 14 + header.headerSize;
  const end = start + header.paletteSize * 4;
  if (end > bytes.length || end > header.pixelOffset) throw new BmpError("truncated");
  return bytes.subarray(start, end);
};

/** Colour index of pixel `x` in a paletted row. */
const indexAt = (row: Buffer, x: number, bitsPerPixel: number): number => {
  const bit = x * bitsPerPixel;
  const byte = row[bit >> 3]!;
  return (byte >> (8 - bitsPerPixel - (bit & 7))) & ((1 << bitsPerPixel) - 1);
};

/**
 * Decodes an uncompressed BMP into RGBA. Throws `BmpError` for what it does
 * not read, for missing bytes, and above `maxPixels` (checked from the
 * header, before any pixel memory is taken).
 */
export const decodeBmp = (bytes: Buffer, maxPixels: number): DecodedBitmap => {
  const header = readHeader(bytes);
  checkHeader(header, maxPixels);
  const { width, height, bitsPerPixel, pixelOffset, topDown } = header;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (pixelOffset < 54 || pixelOffset + rowBytes * height > bytes.length) throw new BmpError("truncated");
  const palette = bitsPerPixel <= 8 ? paletteOf(bytes, header) : null;
  const [redShift, greenShift, blueShift] = bitfieldShifts(bytes, header);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const source = topDown ? y : height - 1 - y;
    const row = bytes.subarray(pixelOffset + source * rowBytes, pixelOffset + (source + 1) * rowBytes);
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      if (palette) {
        const entry = indexAt(row, x, bitsPerPixel) * 4;
        if (entry + 3 > palette.length) throw new BmpError("unsupported");
        data[out] = palette[entry + 2]!;
        data[out + 1] = palette[entry + 1]!;
        data[out + 2] = palette[entry]!;
      } else if (bitsPerPixel === 24) {
        data[out] = row[x * 3 + 2]!;
        data[out + 1] = row[x * 3 + 1]!;
        data[out + 2] = row[x * 3]!;
      } else {
        const pixel = row.readUInt32LE(x * 4);
        data[out] = (pixel >>> redShift) & 0xff;
        data[out + 1] = (pixel >>> greenShift) & 0xff;
        data[out + 2] = (pixel >>> blueShift) & 0xff;
      }
      // BMP alpha is unreliable (most writers leave it 0): every pixel is opaque.
      data[out + 3] = 0xff;
    }
  }
  return { width, height, channels: 4, data };
};
