import { useLogin, useTranslate } from 'react-admin';
import { LoginForm } from './login-form.js';

/** The login inside the panel (after a logout, or a session that ended): success goes to the dashboard. */
export function LoginPage() {
  return <LoginForm translate={useTranslate()} login={useLogin()} />;
}
