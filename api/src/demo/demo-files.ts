import { crc32, deflateSync } from 'node:zlib';

/** Small but valid files for the demo's documents: a one-page PDF with text, PNG and baseline JPEG images. */

/** A one-page A4 PDF (Helvetica, WinAnsi) with a title and lines of text; offsets of the xref table are exact. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');
  const text = [`BT /F1 18 Tf 60 770 Td (${escape(title)}) Tj ET`, ...lines.map((line, i) => `BT /F1 11 Tf 60 ${735 - i * 18} Td (${escape(line)}) Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An RGB PNG drawn by `pixel(x, y)`. */
export function demoPng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filtering, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** One PNG chunk: length, type, data and its checksum. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A greyscale baseline JPEG whose 8×8 blocks each have one grey level (`shade(blockX, blockY)`, 0–255): only DC
 * coefficients, coded with the standard luminance DC table and an AC table holding just end-of-block.
 */
export function demoJpeg(blocksWide: number, blocksHigh: number, shade: (bx: number, by: number) => number): Buffer {
  const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
  const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
  const out: number[] = [
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF 1.1
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]), // quantisation table 0: all ones
    ...segment(0xc0, [8, (blocksHigh * 8) >> 8, (blocksHigh * 8) & 0xff, (blocksWide * 8) >> 8, (blocksWide * 8) & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...DC_BITS, ...Array.from({ length: 12 }, (_, i) => i)]), // DC table 0
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]), // AC table 0: EOB only, code '0'
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
  ];
  const dcCodes = huffmanCodes(DC_BITS);
  const bits = new BitWriter();
  let previous = 0;
  for (let by = 0; by < blocksHigh; by++)
    for (let bx = 0; bx < blocksWide; bx++) {
      const dc = Math.round(8 * (Math.max(0, Math.min(255, shade(bx, by))) - 128));
      const diff = dc - previous;
      previous = dc;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      bits.write(dcCodes[category].code, dcCodes[category].length);
      if (category) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(0, 1); // end of block
    }
  out.push(...bits.flush(), 0xff, 0xd9);
  return Buffer.from(out);
}

/** Canonical Huffman codes of symbols 0.. from the count of codes per length. */
function huffmanCodes(counts: readonly number[]): { code: number; length: number }[] {
  const codes: { code: number; length: number }[] = [];
  let code = 0;
  counts.forEach((count, i) => {
    for (let k = 0; k < count; k++) codes.push({ code: code++, length: i + 1 });
    code <<= 1;
  });
  return codes;
}

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;

  write(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      if (++this.used === 8) this.push();
    }
  }

  /** Pads the last byte with ones, as the standard asks. */
  flush(): number[] {
    while (this.used) this.write(1, 1);
    return this.bytes;
  }

  private push(): void {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0x00); // byte stuffing
    this.current = 0;
    this.used = 0;
  }
}
