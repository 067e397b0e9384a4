import { crc32 } from 'node:zlib';
import { boundedInflate } from './bounded-inflate.js';
import type { FileFormat } from './file-type.js';
import { pdfHasActiveContent } from './pdf-active-content.js';

/**
 * Whether a file is what its signature claims, read as that format (ASVS 5.0 V5.2.2): a PDF has its trailer and
 * cross-reference pointer and no active content; a PNG's chunks have valid checksums and its pixels inflate to the
 * size its header states; a JPEG's segments lead to a frame, a scan and the end marker. Nothing may follow the end of
 * the format (PDF, PNG), and no part may hold HTML or SVG markup: a browser sniffing such a polyglot could run it.
 * Whatever decompresses is inflated off the event loop and never past the size the format allows, so a small
 * decompression bomb costs its sender, not the other users.
 */
export async function verifyFileContent(format: FileFormat, data: Buffer): Promise<boolean> {
  if (MARKUP.test(data.toString('latin1'))) return false;
  try {
    return format === 'pdf' ? await isPdf(data) : format === 'png' ? await isPng(data) : isJpeg(data);
  } catch {
    return false;
  }
}

const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed)[\s>/]|<!doctype\s+html|javascript:/i;

async function isPdf(data: Buffer): Promise<boolean> {
  const text = data.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return false;
  const tail = text.slice(-1024);
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match || Number(match[1]) >= data.length) return false;
  return !(await pdfHasActiveContent(text));
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** A 600 dpi A4 scan has 35 million pixels; a document photo far fewer. More is refused before anything inflates. */
export const MAX_IMAGE_PIXELS = 50_000_000;

interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colour: number;
  interlace: number;
}

async function isPng(data: Buffer): Promise<boolean> {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  let header: PngHeader | undefined;
  const idat: Buffer[] = [];
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > data.length) return false;
    if (crc32(data.subarray(offset + 4, offset + 8 + length)) !== data.readUInt32BE(offset + 8 + length)) return false;
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8], colour: body[9], interlace: body[12] };
    if (type === 'IDAT') idat.push(body);
    offset = end;
    if (type === 'IEND') {
      if (offset !== data.length || !header || !idat.length) return false;
      const expected = pngDataSize(header);
      return expected !== undefined && (await boundedInflate(Buffer.concat(idat), expected, { keep: false }))?.size === expected;
    }
  }
  return false;
}

/** The bytes a PNG's pixels inflate to, from its header alone (each row led by its filter byte), or undefined when the header is invalid or too large. */
export function pngDataSize({ width, height, depth, colour, interlace }: PngHeader): number | undefined {
  const channels = PNG_CHANNELS[colour];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth) || interlace > 1) return undefined;
  if (!width || !height || width * height > MAX_IMAGE_PIXELS) return undefined;
  const rows = (w: number, h: number) => (w && h ? h * (1 + Math.ceil((w * channels * depth) / 8)) : 0);
  if (interlace === 0) return rows(width, height);
  // Adam7: seven reduced images, each with its own rows; an empty pass has no rows at all.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  return passes.reduce((sum, [x0, y0, dx, dy]) => sum + rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)), 0);
}

function isJpeg(data: Buffer): boolean {
  if (data[0] !== 0xff || data[1] !== 0xd8) return false;
  let offset = 2;
  let frame = false;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return false;
    const marker = data[offset + 1];
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > data.length) return false;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC): a frame with a non-zero size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) frame = data.readUInt16BE(offset + 5) > 0 && data.readUInt16BE(offset + 7) > 0;
    offset += 2 + length;
    if (marker === 0xda) {
      if (!frame) return false;
      // Entropy-coded data: 0xFF is followed by 0x00 (stuffing) or a restart marker, until the end of image.
      for (; offset + 1 < data.length; offset++) {
        if (data[offset] !== 0xff) continue;
        const next = data[offset + 1];
        // Phones may append their own data after the end marker; markup there was refused above.
        if (next === 0xd9) return true;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break; // another segment (progressive scans)
      }
    }
  }
  return false;
}
