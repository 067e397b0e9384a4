import { describe, expect, it } from '@jest/globals';
import JSZip from 'jszip';
import { storedZip } from './stored-zip.js';

describe('storedZip', () => {
  it('writes an archive a ZIP reader opens, with UTF-8 names and the exact bytes', async () => {
    const pdf = Buffer.from('%PDF-1.4 ñandú');
    const zip = storedZip([{ name: 'mis-datos.json', data: Buffer.from('{"a":1}') }, { name: 'documentos/cédula.pdf', data: pdf }], new Date('2026-03-01T10:00:00Z'));
    const opened = await JSZip.loadAsync(zip);
    expect(Object.keys(opened.files).sort()).toEqual(['documentos/cédula.pdf', 'mis-datos.json']);
    expect(await opened.file('mis-datos.json')!.async('string')).toBe('{"a":1}');
    expect(Buffer.from(await opened.file('documentos/cédula.pdf')!.async('uint8array')).equals(pdf)).toBe(true);
  });

  it('writes an empty archive', async () => {
    expect(Object.keys((await JSZip.loadAsync(storedZip([], new Date()))).files)).toEqual([]);
  });
});
