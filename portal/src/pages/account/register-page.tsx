import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { IDENTIFICATION_TYPES } from '@postula/catalogs';
import type { PublicProgramme } from '@postula/contract';
import { applicantProfileSchema, toFieldErrors } from '@postula/validation';
import { accountApi } from '../../api/account.js';
import { ApiError } from '../../api/client.js';
import { Field, useFieldErrors } from '../../components/field.js';
import { PrivacyNoticeDialog } from '../../components/privacy-notice.js';
import { refusedSave, useRevealErrors } from '../../components/reveal-errors.js';
import { SiteNav } from '../../components/site-nav.js';
import { useProgramme } from '../../components/use-programme.js';

const FIELDS = [
  { name: 'first_name', label: 'Primer nombre', autoComplete: 'given-name' },
  { name: 'middle_name', label: 'Segundo nombre (opcional)', autoComplete: 'additional-name' },
  { name: 'last_name', label: 'Primer apellido', autoComplete: 'family-name' },
  { name: 'second_last_name', label: 'Segundo apellido (opcional)', autoComplete: 'off' },
  { name: 'email', label: 'Correo electrónico', autoComplete: 'email', type: 'email' },
  { name: 'identification', label: 'Número de identificación', autoComplete: 'off', inputMode: 'numeric' as const },
] as const;

/** `/registro`: the registration form while applications are open; the closed-period page after the deadline. */
export function RegisterPage() {
  const programme = useProgramme();
  if (!programme) return <SiteNav />;
  return programme.applications_open ? <RegistrationForm notice={programme.privacyNotice} /> : <ClosedPeriodPage />;
}

export const NOTICE_NOT_READ_MESSAGE = 'Debes leer el aviso de privacidad y marcar la casilla para registrarte';

function RegistrationForm({ notice }: { notice: PublicProgramme['privacyNotice'] }) {
  const navigate = useNavigate();
  const fields = useFieldErrors();
  const [values, setValues] = useState<Record<string, string>>({ identification_type: 'cedula' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [noticeRead, setNoticeRead] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useRevealErrors(formRef, fields.errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = applicantProfileSchema.safeParse(values);
    // Every error in one go: the form's fields and the notice's box.
    const errors = { ...(parsed.success ? {} : toFieldErrors(parsed.error)), ...(noticeRead ? {} : { privacy_notice_version: [NOTICE_NOT_READ_MESSAGE] }) };
    if (!parsed.success || !noticeRead) return fields.setErrors(refusedSave(errors));
    setBusy(true);
    try {
      await accountApi.register({ ...parsed.data, privacy_notice_version: notice.version });
      navigate('/login?fromRegister=1');
    } catch (error) {
      if (error instanceof ApiError && error.errors) fields.setErrors(refusedSave(error.errors));
      setFailure(error instanceof ApiError ? error.message : 'Ocurrió un error inesperado');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SiteNav />
      <main className="card" id="contenido">
        <h1>Registro de postulante</h1>
        <p>Te enviaremos a tu correo electrónico una contraseña temporal para que inicies sesión o, si ya tienes una cuenta, cómo ingresar.</p>
        <form ref={formRef} onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor="identification_type">Tipo de identificación</label>
            <select id="identification_type" name="identification_type" value={values.identification_type} onChange={(e) => setValues({ ...values, identification_type: e.target.value })} disabled={busy}>
              {IDENTIFICATION_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          {FIELDS.map((f) => (
            <Field
              key={f.name}
              {...f}
              value={values[f.name] ?? ''}
              onChange={(e) => {
                setValues({ ...values, [f.name]: e.target.value });
                fields.clear(f.name);
              }}
              error={fields.of(f.name)}
              disabled={busy}
            />
          ))}
          <div className={`field consent${fields.of('privacy_notice_version') ? ' has-error' : ''}`}>
            <label className="choice">
              <input
                type="checkbox"
                name="privacy_notice_version"
                value={notice.version}
                checked={noticeRead}
                onChange={(e) => {
                  setNoticeRead(e.target.checked);
                  fields.clear('privacy_notice_version');
                }}
                aria-invalid={!!fields.of('privacy_notice_version')}
                aria-describedby={fields.of('privacy_notice_version') ? 'privacy-notice-error' : undefined}
                disabled={busy}
              />
              <span>He leído el aviso de privacidad</span>
            </label>
            <button type="button" className="link-button" onClick={() => setNoticeOpen(true)}>
              Leer el aviso de privacidad
            </button>
            {fields.of('privacy_notice_version') && (
              <p id="privacy-notice-error" className="field-error">
                {fields.of('privacy_notice_version')}
              </p>
            )}
          </div>
          {failure && (
            <p className="form-failure" role="alert">
              {failure}
            </p>
          )}
          <button type="submit" className="button-primary wide" disabled={busy}>
            {busy ? 'Registrando...' : 'Registrarme'}
          </button>
        </form>
        <p className="card-links">
          <Link to="/login">¿Ya tienes una cuenta? Inicia sesión</Link>
        </p>
      </main>
      <PrivacyNoticeDialog notice={notice} open={noticeOpen} onOpenChange={setNoticeOpen} />
    </>
  );
}

function ClosedPeriodPage() {
  const programme = useProgramme();
  return (
    <>
      <SiteNav />
      <main className="card" id="contenido">
        <h1>Período de Postulación Finalizado</h1>
        <p>El período de postulación ha finalizado. Si ya tienes una postulación en proceso, inicia sesión para consultar su estado.</p>
        <Link to="/login" className="button-primary wide">
          Iniciar sesión
        </Link>
        {programme && (
          <section aria-label="Ayuda">
            <h2>¿Necesitas ayuda?</h2>
            <p>
              <a href={`mailto:${programme.contacts.email}`}>{programme.contacts.email}</a>
            </p>
            <p>
              <a href={`tel:${programme.contacts.phone}`}>{programme.contacts.phone}</a>
            </p>
          </section>
        )}
      </main>
    </>
  );
}
