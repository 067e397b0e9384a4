import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../../components/field.js';
import { SiteNav } from '../../components/site-nav.js';
import { useApplicantLogin } from '../../session/use-applicant-login.js';
import { useProgramme } from '../../components/use-programme.js';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fromRegister = params.has('fromRegister');
  const programme = useProgramme();
  const { fields, busy, failure, signIn } = useApplicantLogin();
  const [values, setValues] = useState({ email: '', password: '' });
  const [helpOpen, setHelpOpen] = useState(true);

  const change = (name: 'email' | 'password', value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    fields.clear(name);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const login = await signIn(values);
    if (login) navigate(login.applicant.first_login ? '/dashboard?firstLogin=true' : '/dashboard');
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
                ? 'Recibimos tu registro. Revisa tu correo electrónico, también la carpeta de correo no deseado: te enviamos tus credenciales de acceso o, si ya tenías una cuenta, cómo ingresar.'
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
