import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { onSessionLost } from '../api/client.js';
import { Field } from '../components/field.js';
import { Modal } from '../form/modal.js';
import { useApplicantLogin } from './use-applicant-login.js';
import { WARN_BEFORE_MS } from './session-expiry.js';
import { session, useSession } from './session.js';

export const EXPIRING_TITLE = 'Tu sesión está por expirar';
export const SIGN_IN_AGAIN_TITLE = 'Vuelve a iniciar sesión';
const KEPT = 'Lo que escribiste sigue aquí: no se pierde nada.';
const EXPIRED = 'Tu sesión expiró.';
const CONFIRM = 'Para seguir conectado, confirma tu contraseña.';
// setTimeout holds at most about 24.8 days; a longer wait is simply re-armed when the page is next opened.
const LONGEST_TIMER = 2 ** 31 - 1;

const clock = new Intl.DateTimeFormat('es-EC', { hour: '2-digit', minute: '2-digit' });

type Shown = { kind: 'warning'; endsAt: number } | { kind: 'sign-in'; reason: string } | null;

/**
 * Keeps the signed-in screens' input through the end of a session: a warning
 * shortly before the token expires, and, once it has (or any request answers 401), a login in a modal over the
 * screen, which stays mounted with everything typed. The API has no renewal: 'Seguir conectado' asks for the password
 * again in place (docs/decisions.md, "Portal shell"). A request that failed with 401 is sent again after the login.
 */
export default function SessionKeeper({ children }: { children: ReactNode }) {
  const user = useSession();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>(null);
  const waiting = useRef<{ promise: Promise<boolean>; settle: (signedIn: boolean) => void } | null>(null);

  const askToSignIn = useCallback((reason: string) => {
    setShown({ kind: 'sign-in', reason });
    if (!waiting.current) {
      let settle!: (signedIn: boolean) => void;
      const promise = new Promise<boolean>((resolve) => (settle = resolve));
      waiting.current = { promise, settle };
    }
    return waiting.current.promise;
  }, []);

  const settle = (signedIn: boolean) => {
    waiting.current?.settle(signedIn);
    waiting.current = null;
    setShown(null);
  };

  useEffect(() => onSessionLost(askToSignIn), [askToSignIn]);

  // Re-armed for every new session (`user` changes on every sign-in).
  useEffect(() => {
    const endsAt = session.deadline();
    if (endsAt === null) return;
    const at = (moment: number, then: () => void) => window.setTimeout(then, Math.min(LONGEST_TIMER, Math.max(0, moment - Date.now())));
    const warn = at(endsAt - WARN_BEFORE_MS, () => setShown((s) => s ?? { kind: 'warning', endsAt }));
    const end = at(endsAt, () => void askToSignIn(EXPIRED));
    return () => {
      window.clearTimeout(warn);
      window.clearTimeout(end);
    };
  }, [user, askToSignIn]);

  function logOut() {
    settle(false);
    session.end();
    navigate('/login');
  }

  if (!user) return children;
  return (
    <>
      {children}
      <Modal
        open={shown?.kind === 'warning'}
        onOpenChange={(open) => !open && setShown(null)}
        title={EXPIRING_TITLE}
        description={shown?.kind === 'warning' ? `A las ${clock.format(shown.endsAt)} tu sesión se cerrará por seguridad. ${KEPT}` : ''}
      >
        <button type="button" className="button-secondary" onClick={logOut}>
          Cerrar Sesión
        </button>
        <button type="button" className="button-primary" autoFocus onClick={() => setShown({ kind: 'sign-in', reason: CONFIRM })}>
          Seguir conectado
        </button>
      </Modal>
      {shown?.kind === 'sign-in' && <SignInAgain email={user.email} reason={shown.reason} onSignedIn={() => settle(true)} onLogOut={logOut} />}
    </>
  );
}

/** The login for the same account, in a modal that only a login or 'Cerrar Sesión' closes. */
function SignInAgain({ email, reason, onSignedIn, onLogOut }: { email: string; reason: string; onSignedIn: () => void; onLogOut: () => void }) {
  const { fields, busy, failure, signIn } = useApplicantLogin();
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await signIn({ email, password }))) return;
    toast.success('Sesión renovada. Puedes continuar donde estabas.');
    onSignedIn();
  }

  return (
    <Modal open title={SIGN_IN_AGAIN_TITLE} description={`${reason} ${KEPT}`}>
      <form onSubmit={submit} noValidate className="modal-form">
        <Field name="email" type="email" label="Correo electrónico" autoComplete="username" value={email} readOnly error={fields.of('email')} />
        <Field
          name="password"
          type="password"
          label="Contraseña"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            fields.clear('password');
          }}
          error={fields.of('password')}
          disabled={busy}
        />
        {failure && (
          <p className="form-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={onLogOut} disabled={busy}>
            Cerrar Sesión
          </button>
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? 'Iniciando sesión...' : 'Ingresar'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
