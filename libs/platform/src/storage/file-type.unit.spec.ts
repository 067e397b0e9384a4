import { FILE_FORMAT_HEAD_BYTES, detectFileFormat } from './file-type.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('detectFileFormat', () => {
  it('recognises a PDF by its %PDF- header', () => {
    expect(detectFileFormat(bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'))).toBe('pdf');
  });

  it('recognises JPEG (JFIF and Exif) by the SOI marker', () => {
    expect(detectFileFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF\0'))).toBe('jpeg');
    expect(detectFileFormat(bytes([0xff, 0xd8, 0xff, 0xe1, 0x1c, 0x45], 'Exif\0\0'))).toBe('jpeg');
  });

  it('recognises PNG by its eight-byte signature', () => {
    expect(detectFileFormat(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], 'IHDR'))).toBe('png');
  });

  it('refuses executables, archives, Office files and text whatever they are called', () => {
    expect(detectFileFormat(bytes('MZ\x90\0\x03\0\0\0'))).toBeNull(); // Windows .exe renamed to .pdf
    expect(detectFileFormat(bytes([0x7f], 'ELF', [0x02, 0x01, 0x01]))).toBeNull(); // Linux binary
    expect(detectFileFormat(bytes('PK\x03\x04\x14\0\x06\0'))).toBeNull(); // ZIP and DOCX
    expect(detectFileFormat(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull(); // old .doc
    expect(detectFileFormat(bytes('GIF89a'))).toBeNull();
    expect(detectFileFormat(bytes('<html><body>%PDF-'))).toBeNull();
    expect(detectFileFormat(bytes('#!/bin/sh\n'))).toBeNull();
  });

  it('refuses empty and truncated headers', () => {
    expect(detectFileFormat(new Uint8Array())).toBeNull();
    expect(detectFileFormat(bytes('%PDF'))).toBeNull();
    expect(detectFileFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectFileFormat(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
  });

  it('needs only the first eight bytes, and takes a Buffer', () => {
    expect(FILE_FORMAT_HEAD_BYTES).toBe(8);
    expect(detectFileFormat(Buffer.from('%PDF-1.4 rest of a long file'))).toBe('pdf');
  });
});
