import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginSchema, toFieldErrors } from '@postula/validation';
import { accountApi } from '../../api/account.js';
import { ApiError } from '../../api/client.js';
import { Field, useFieldErrors } from '../../components/field.js';
import { SiteNav } from '../../components/site-nav.js';
import { session } from '../../session/session.js';
import { loginFailure, NO_TOKEN } from '../../session/login-failure.js';
import { useProgramme } from '../../components/use-programme.js';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromRegister = params.has('fromRegister');
  const programme = useProgramme();
  const fields = useFieldErrors();
  const [values, setValues] = useState({ email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(true);

  const change = (name: 'email' | 'password', value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    fields.clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) return fields.setErrors(toFieldErrors(parsed.error));
    setBusy(true);
    try {
      const login = await accountApi.login(parsed.data);
      if (!login.token) throw new ApiError(200, NO_TOKEN);
      session.signIn(login);
      navigate(login.applicant.first_login ? '/dashboard?firstLogin=true' : '/dashboard');
    } catch (error) {
      if (error instanceof ApiError && error.errors) fields.setErrors(error.errors);
      setFailure(loginFailure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SiteNav />
      <main className="card" id="contenido">
        <h1>Iniciar Sesión</h1>
        {helpOpen && (
          <aside className="notice" aria-label="¿Primera vez aquí?">
            <strong>¿Primera vez aquí?</strong>
            <p>
              {fromRegister
                ? 'Tu registro fue exitoso. Te enviamos tus credenciales de acceso a tu correo electrónico: revisa también la carpeta de correo no deseado.'
                : 'Tus credenciales de acceso fueron enviadas al correo electrónico con el que te registraste.'}
              {programme && ` Si necesitas ayuda, escríbenos por WhatsApp al ${programme.contacts.phone}.`}
            </p>
            <button type="button" className="link-button" onClick={() => setHelpOpen(false)}>
              Cerrar
            </button>
          </aside>
        )}
        <form onSubmit={submit} noValidate>
          <Field name="email" type="email" label="Correo electrónico" placeholder="tucorreo@ejemplo.com" autoComplete="email" value={values.email} onChange={(e) => change('email', e.target.value)} error={fields.of('email')} disabled={busy} />
          <Field name="password" type="password" label="Contraseña" autoComplete="current-password" value={values.password} onChange={(e) => change('password', e.target.value)} error={fields.of('password')} disabled={busy} />
          {failure && (
            <p className="form-failure" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="button-primary wide" disabled={busy}>
            {busy ? 'Iniciando sesión...' : 'Ingresar'}
          </button>
        </form>
        <p className="card-links">
          <Link to="/registro">¿No tienes una cuenta? Regístrate aquí</Link>
          <Link to="/recuperar">¿Olvidaste tu contraseña?</Link>
        </p>
      </main>
    </>
  );
}
