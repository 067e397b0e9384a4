import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from './password-hasher.js';

describe('password hasher', () => {
  it('hashes with argon2id at the OWASP cost and verifies only the same password', async () => {
    const hash = await hashPassword('una clave larga');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('una clave larga', hash)).toBe(true);
    expect(await verifyPassword('una clave larg', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it('asks to rehash a weaker argon2id cost, a scrypt hash and anything else', async () => {
    const weaker = await hashPassword('demo', { ...PASSWORD_COST, memoryCost: 1024, timeCost: 1 });
    expect(await verifyPassword('demo', weaker)).toBe(true);
    expect(needsRehash(weaker)).toBe(true);
    expect(needsRehash('scrypt$32768$8$1$c2FsdA$a2V5')).toBe(true);
    expect(needsRehash('')).toBe(true);
  });

  it('never matches a malformed or unknown hash', async () => {
    expect(await verifyPassword('x', '$argon2id$v=19$m=19456,t=2,p=1$roto')).toBe(false);
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });
});
