import { COMMON_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from '@postula/contract';
import { passwordProblem } from './password-policy.js';

describe('password policy (ASVS 5.0 V6.2)', () => {
  it.each(['123456', '12345678', 'Password', 'qwerty123', 'iloveyou', 'becas2025', 'Guayaquil', '123postula'])('refuses the common or context password %s', (password) => {
    expect(passwordProblem(password)).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('refuses the e-mail, its local part, a name, the full name and the identification, whatever the case', () => {
    const owner = { email: 'ana.perez@example.com', names: ['Ana María', 'Pérez'], identification: '0912345675' };
    for (const password of ['Ana.Perez@example.com', 'ana.perez', 'maría', 'AnaMaríaPérez', '0912345675']) expect(passwordProblem(password, owner)).toBe(PERSONAL_PASSWORD_MESSAGE);
  });

  it('accepts a password of its own', () => {
    expect(passwordProblem('tortuga-lunar-42', { email: 'ana@example.com', names: ['Ana'] })).toBeUndefined();
  });
});
