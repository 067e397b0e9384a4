import { isTotpSecret, newTotpSecret, totpCode, totpStepOf, verifyTotp } from './totp.js';

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" in base32, and its 8-digit codes' last 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238)', () => {
  it.each([[59, '287082'], [1111111109, '081804'], [1234567890, '005924'], [2000000000, '279037']])('gives the RFC code at %i s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts the code of the step before and after, not two steps away', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 90_000), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });

  it('names the time step of the code it matched', () => {
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(totpStepOf(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(totpStepOf(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(totpStepOf(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(totpStepOf(RFC_SECRET, totpCode(RFC_SECRET, now - 90_000), now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets', () => {
    expect(isTotpSecret(newTotpSecret())).toBe(true);
  });
});
