import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileStorageContract } from './file-storage.contract.js';
import { LocalFileStorage } from './local-file-storage.js';

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeAll(async () => {
    root = join(await mkdtemp(join(tmpdir(), 'postula-files-')), 'files');
    storage = new LocalFileStorage(root);
  });
  afterAll(() => rm(dirname(root), { recursive: true, force: true }));

  fileStorageContract(() => storage);

  it('never writes outside its root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow('Invalid storage key');
    expect(existsSync(join(dirname(root), 'escape.txt'))).toBe(false);
    expect(await readdir(dirname(root))).toEqual(['files']);
  });

  it('treats a key that names a folder as missing', async () => {
    await storage.put('carpeta/archivo.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await expect(storage.get('carpeta')).rejects.toThrow('No file stored under "carpeta"');
    expect(await storage.exists('carpeta')).toBe(false);
  });
});
