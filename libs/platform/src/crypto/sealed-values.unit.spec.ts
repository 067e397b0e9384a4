import { createSecretKey, randomBytes } from 'node:crypto';
import { decrypt, encrypt } from '../personal-data/data-keys.js';
import { seal, unseal } from './sealed-box.js';

/** Every sealed value is opened only with its whole 16-byte GCM tag: a shorter one is a forgery's shortcut. */
describe('opening sealed values', () => {
  it.each([12, 8, 4])('refuses a sealed-box value whose tag is cut to %i bytes', (bytes) => {
    const [iv, tag, body] = seal('secreto', 'clave-del-servidor').split('.');
    const cut = [iv, Buffer.from(tag, 'base64url').subarray(0, bytes).toString('base64url'), body].join('.');
    expect(() => unseal(cut, 'clave-del-servidor')).toThrow();
  });

  it.each([12, 8, 4])('refuses a personal value whose tag is cut to %i bytes', (bytes) => {
    const key = createSecretKey(randomBytes(32));
    // An empty value ends with its tag, so cutting the tail cuts the tag.
    const sealed = encrypt(key, Buffer.alloc(0), 'applicant-1');
    expect(decrypt(key, sealed, 'applicant-1')).toEqual(Buffer.alloc(0));
    expect(() => decrypt(key, sealed.subarray(0, sealed.length - (16 - bytes)), 'applicant-1')).toThrow();
  });
});
