import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { buffer } from 'node:stream/consumers';
import JSZip from 'jszip';
import { bufferEntry, storedZipStream } from './stored-zip.js';

describe('storedZipStream', () => {
  it('writes an archive a ZIP reader opens, with UTF-8 names and the exact bytes', async () => {
    const pdf = Buffer.from('%PDF-1.4 ñandú');
    const chunked = { name: 'documentos/cédula.pdf', open: async () => [pdf.subarray(0, 5), pdf.subarray(5)] };
    const zip = await buffer(storedZipStream([bufferEntry('mis-datos.json', Buffer.from('{"a":1}')), chunked], new Date('2026-03-01T10:00:00Z')));
    const opened = await JSZip.loadAsync(zip);
    expect(Object.keys(opened.files).sort()).toEqual(['documentos/cédula.pdf', 'mis-datos.json']);
    expect(await opened.file('mis-datos.json')!.async('string')).toBe('{"a":1}');
    expect(Buffer.from(await opened.file('documentos/cédula.pdf')!.async('uint8array')).equals(pdf)).toBe(true);
  });

  it('writes an empty archive', async () => {
    expect(Object.keys((await JSZip.loadAsync(await buffer(storedZipStream([], new Date())))).files)).toEqual([]);
  });

  it('fails rather than write a wrong archive when an entry changes between its two reads', async () => {
    let reads = 0;
    const changing = { name: 'x.pdf', open: async () => [Buffer.alloc(++reads * 10)] };
    await expect(buffer(storedZipStream([changing], new Date()))).rejects.toThrow('changed while it was archived');
  });

  it('streams an archive of 256 MB while the process grows by less than 64 MB', async () => {
    const MB = 1024 * 1024;
    const chunk = Buffer.alloc(MB, 7);
    const file = (i: number) => ({ name: `documentos/${i}.pdf`, open: async () => (function* () { for (let n = 0; n < 32; n++) yield chunk; })() });
    const before = process.memoryUsage().rss;
    let peak = before;
    let written = 0;
    const sink = new Writable({
      write(data: Buffer, _encoding, done) {
        written += data.length;
        peak = Math.max(peak, process.memoryUsage().rss);
        done();
      },
    });
    await pipeline(storedZipStream(Array.from({ length: 8 }, (_, i) => file(i)), new Date()), sink);
    expect(written).toBeGreaterThan(256 * MB);
    expect(peak - before).toBeLessThan(64 * MB);
  });
});
