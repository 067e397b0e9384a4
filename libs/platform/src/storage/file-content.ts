import { crc32, inflateSync } from 'node:zlib';
import type { FileFormat } from './file-type.js';

/**
 * Whether a file is what its signature claims, read as that format (ASVS 5.0 V5.2.2): a PDF has its trailer and
 * cross-reference pointer and no script actions; a PNG's chunks have valid checksums and its pixels inflate to the
 * size its header states; a JPEG's segments lead to a frame, a scan and the end marker. Nothing may follow the end of
 * the format (PDF, PNG), and no part may hold HTML or SVG markup: a browser sniffing such a polyglot could run it.
 */
export function verifyFileContent(format: FileFormat, data: Buffer): boolean {
  if (MARKUP.test(data.toString('latin1'))) return false;
  try {
    return format === 'pdf' ? isPdf(data) : format === 'png' ? isPng(data) : isJpeg(data);
  } catch {
    return false;
  }
}

const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed)[\s>/]|<!doctype\s+html|javascript:/i;

function isPdf(data: Buffer): boolean {
  const text = data.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return false;
  // Script and launch actions run code in the reader; an application form's documents never need them.
  if (/\/(JavaScript|JS|Launch|EmbeddedFile|RichMedia)\b/.test(text)) return false;
  const tail = text.slice(-1024);
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  return !!match && Number(match[1]) < data.length;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function isPng(data: Buffer): boolean {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | undefined;
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
      if (offset !== data.length || !header || !idat.length || !header.width || !header.height) return false;
      const pixels = inflateSync(Buffer.concat(idat));
      const channels = PNG_CHANNELS[header.colour];
      if (!channels) return false;
      // Interlaced images store seven passes; their size is checked by inflating only.
      return header.interlace === 1 || pixels.length === header.height * (1 + Math.ceil((header.width * channels * header.depth) / 8));
    }
  }
  return false;
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
