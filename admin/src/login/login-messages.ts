import { WRONG_CREDENTIALS_MESSAGE } from '@postula/contract';

/**
 * The login's texts, in the panel's catalogue (providers/es.ts) and, without that catalogue and what it imports, in
 * the first login (first-login.tsx).
 */
export const LOGIN_MESSAGES = {
  title: 'Panel Administrativo',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar Sesión',
  submitting: 'Iniciando sesión...',
  wrong_credentials: WRONG_CREDENTIALS_MESSAGE,
  totp_code: 'Código de verificación',
  totp_hint: 'El código de 6 dígitos de tu aplicación de autenticación',
};

export const PASSWORD_TOGGLE_MESSAGES = { toggle_visible: 'Ocultar contraseña', toggle_hidden: 'Mostrar contraseña' };

export const SIGN_IN_AGAIN_MESSAGE = 'Verificación activada. Inicie sesión con su contraseña y el código de la aplicación.';
