import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { FileNotFoundError, InvalidStorageKeyError, type FileStorage } from './file-storage.js';

/** Behaviour every FileStorage adapter must show; each adapter's spec runs it against a real backend. */
export function fileStorageContract(storage: () => FileStorage) {
  const key = (name: string) => `test/${randomBytes(6).toString('hex')}/${name}`;

  it('stores a buffer and reads it back with its size and content type', async () => {
    const k = key('cedula.pdf');
    await storage().put(k, Buffer.from('%PDF-1.4 cédula'), { contentType: 'application/pdf' });
    expect(await text(await storage().get(k))).toBe('%PDF-1.4 cédula');
    expect(await storage().stat(k)).toMatchObject({ size: Buffer.byteLength('%PDF-1.4 cédula'), contentType: 'application/pdf' });
    expect(await storage().exists(k)).toBe(true);
  });

  it('stores a stream', async () => {
    const k = key('export.csv');
    const body = 'cédula;nombre\n0102030405;María\n';
    await storage().put(k, Readable.from([Buffer.from(body)]), { contentType: 'text/csv', size: Buffer.byteLength(body) });
    expect(await text(await storage().get(k))).toBe(body);
  });

  it('replaces a file stored under the same key', async () => {
    const k = key('foto.jpg');
    await storage().put(k, Buffer.from('uno'), { contentType: 'image/jpeg' });
    await storage().put(k, Buffer.from('dos'), { contentType: 'image/png' });
    expect(await text(await storage().get(k))).toBe('dos');
    expect((await storage().stat(k)).contentType).toBe('image/png');
  });

  it('reports a missing key as FileNotFoundError', async () => {
    const k = key('nada.pdf');
    await expect(storage().get(k)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage().stat(k)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await storage().exists(k)).toBe(false);
  });

  it('deletes, and deleting again is not an error', async () => {
    const k = key('borrar.txt');
    await storage().put(k, Buffer.from('x'), { contentType: 'text/plain' });
    await storage().delete(k);
    await storage().delete(k);
    expect(await storage().exists(k)).toBe(false);
  });

  it.each(['../etc/passwd', 'a/../../b', '/etc/passwd', 'a//b', 'a/', '.hidden', 'a/.meta', 'A/upper', 'a b', 'a\\b', ''])('refuses the key %j', async (bad) => {
    await expect(storage().put(bad, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage().get(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage().delete(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
}
